import Shapes

/// The variants of a symbol, with SwiftUI's names: `.fill`, `.circle`, `.square` and their
/// combinations, such as `.circle.fill`.
///
/// ```swift
/// Label("Favorites", systemImage: "star").symbolVariant(.fill)  // draws star.fill
/// ```
///
/// A variant is applied where the symbol has it, by its name: `symbolVariant(.circle.fill)`
/// draws `plus` as `plus.circle.fill`. A symbol without the variant is drawn as named.
public struct SymbolVariants: Hashable, Sendable {
  private var parts: UInt8

  private init(parts: UInt8) { self.parts = parts }

  private static let slashPart: UInt8 = 1
  private static let circlePart: UInt8 = 2
  private static let squarePart: UInt8 = 4
  private static let rectanglePart: UInt8 = 8
  private static let fillPart: UInt8 = 16
  private static let enclosureParts = circlePart | squarePart | rectanglePart

  /// No variant: the symbol as named.
  public static let none = SymbolVariants(parts: 0)
  /// The filled variant.
  public static let fill = SymbolVariants(parts: fillPart)
  /// The variant in a circle.
  public static let circle = SymbolVariants(parts: circlePart)
  /// The variant in a rounded square.
  public static let square = SymbolVariants(parts: squarePart)
  /// The variant in a rounded rectangle.
  public static let rectangle = SymbolVariants(parts: rectanglePart)
  /// The variant with a slash through it.
  public static let slash = SymbolVariants(parts: slashPart)

  /// These variants, filled.
  public var fill: SymbolVariants { SymbolVariants(parts: parts | Self.fillPart) }
  /// These variants, in a circle rather than any other enclosure.
  public var circle: SymbolVariants { enclosed(by: Self.circlePart) }
  /// These variants, in a rounded square rather than any other enclosure.
  public var square: SymbolVariants { enclosed(by: Self.squarePart) }
  /// These variants, in a rounded rectangle rather than any other enclosure.
  public var rectangle: SymbolVariants { enclosed(by: Self.rectanglePart) }
  /// These variants, with a slash.
  public var slash: SymbolVariants { SymbolVariants(parts: parts | Self.slashPart) }

  /// Whether these variants include all of `other`'s.
  public func contains(_ other: SymbolVariants) -> Bool {
    parts & other.parts == other.parts
  }

  private func enclosed(by part: UInt8) -> SymbolVariants {
    SymbolVariants(parts: parts & ~Self.enclosureParts | part)
  }

  /// The end of a symbol's name for these variants, in SF Symbols' order:
  /// `.slash.circle.fill`.
  var suffix: String {
    let names: [(UInt8, String)] = [
      (Self.slashPart, ".slash"), (Self.circlePart, ".circle"), (Self.squarePart, ".square"),
      (Self.rectanglePart, ".rectangle"), (Self.fillPart, ".fill"),
    ]
    return names.filter { parts & $0.0 != 0 }.map(\.1).joined()
  }
}

extension View {
  /// Draws the symbols inside this view in `variant` where they have it.
  ///
  /// ```swift
  /// Image(systemName: "heart").symbolVariant(.fill)  // heart.fill
  /// ```
  ///
  /// Variants add to those set outside; `.none` removes them all.
  nonisolated public func symbolVariant(_ variant: SymbolVariants) -> some View {
    environment { context in
      context.symbolVariants = variant == .none ? .none : context.symbolVariants.adding(variant)
    }
  }
}

extension SymbolVariants {
  /// These variants and `other`'s, `other`'s enclosure replacing any of these.
  func adding(_ other: SymbolVariants) -> SymbolVariants {
    let enclosure = other.parts & Self.enclosureParts != 0 ? ~Self.enclosureParts : 0xFF
    return SymbolVariants(parts: parts & enclosure | other.parts)
  }
}
