import Shapes

/// A font: size, weight, design or family, and slant, with SwiftUI's names.
///
/// ```swift
/// Text("Memorize!").font(.largeTitle)
/// Text("7").font(.system(size: 40, weight: .bold, design: .rounded))
/// Text("Hi").font(.custom("Georgia", size: 24))
/// ```
///
/// Text is measured with the installed face that matches best (ShapeFonts'
/// `FontLibrary.system`): of the custom family, else of the first family installed from
/// the design's list (`FontFallback`: Helvetica, Arial, Liberation Sans, Nimbus Sans, DejaVu
/// Sans… for the default design), by weight and slant. A family that is missing falls back
/// along that list, and `FontLibrary.system.diagnostics` reports it. A size that is zero,
/// negative or not finite leaves the text out.
public struct Font: Hashable, Sendable {
  /// The size in points.
  public var size: CGFloat
  /// The weight.
  public var weight: Weight
  /// The design of the system font; ignored for a custom family.
  public var design: Design
  /// A custom family name, or `nil` for the system font.
  public var family: String?
  /// Whether the face is italic.
  public var isItalic: Bool

  /// The system font at `size`.
  public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default)
    -> Font
  {
    Font(size: size, weight: weight, design: design, family: nil, isItalic: false)
  }

  /// A font of the named family at `size`.
  public static func custom(_ name: String, size: CGFloat) -> Font {
    Font(size: size, weight: .regular, design: .default, family: name, isItalic: false)
  }

  /// The large title style: 34 points.
  public static let largeTitle = Font.system(size: 34)
  /// The title style: 28 points.
  public static let title = Font.system(size: 28)
  /// The second title style: 22 points.
  public static let title2 = Font.system(size: 22)
  /// The third title style: 20 points.
  public static let title3 = Font.system(size: 20)
  /// The headline style: 17 points, semibold.
  public static let headline = Font.system(size: 17, weight: .semibold)
  /// The subheadline style: 15 points.
  public static let subheadline = Font.system(size: 15)
  /// The body style: 17 points, the default of text.
  public static let body = Font.system(size: 17)
  /// The callout style: 16 points.
  public static let callout = Font.system(size: 16)
  /// The footnote style: 13 points.
  public static let footnote = Font.system(size: 13)
  /// The caption style: 12 points.
  public static let caption = Font.system(size: 12)
  /// The second caption style: 11 points.
  public static let caption2 = Font.system(size: 11)

  /// This font with another weight.
  public func weight(_ weight: Weight) -> Font {
    var copy = self
    copy.weight = weight
    return copy
  }

  /// This font, bold.
  public func bold() -> Font { weight(.bold) }

  /// This font, italic.
  public func italic() -> Font {
    var copy = self
    copy.isItalic = true
    return copy
  }

  /// The weight of a font, from ultra light (100) to black (900).
  public struct Weight: Hashable, Sendable {
    /// The CSS weight, 100…900.
    public let value: Int

    /// Ultra light, 100.
    public static let ultraLight = Weight(value: 100)
    /// Thin, 200.
    public static let thin = Weight(value: 200)
    /// Light, 300.
    public static let light = Weight(value: 300)
    /// Regular, 400.
    public static let regular = Weight(value: 400)
    /// Medium, 500.
    public static let medium = Weight(value: 500)
    /// Semibold, 600.
    public static let semibold = Weight(value: 600)
    /// Bold, 700.
    public static let bold = Weight(value: 700)
    /// Heavy, 800.
    public static let heavy = Weight(value: 800)
    /// Black, 900.
    public static let black = Weight(value: 900)
  }

  /// The design of the system font.
  public enum Design: Hashable, Sendable {
    /// The plain sans-serif design.
    case `default`
    /// A serif design.
    case serif
    /// A rounded design.
    case rounded
    /// A fixed-width design.
    case monospaced
  }

  /// The CSS font-family list that names this font.
  var familyList: String {
    if let family { return family }
    switch design {
    case .default: return "Helvetica, Arial, sans-serif"
    case .serif: return "Georgia, 'Times New Roman', serif"
    case .rounded: return "'Arial Rounded MT Bold', Helvetica, Arial, sans-serif"
    case .monospaced: return "Menlo, 'DejaVu Sans Mono', monospace"
    }
  }
}
