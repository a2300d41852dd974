import Shapes

// Weight, slant and design, set on one text or on every text inside a view, as in SwiftUI
// (iOS 16): a text's own setting wins over the view's around it, and both over its font's.

extension Text {
  /// This text in bold, or in its font's weight when `isActive` is false.
  public func bold(_ isActive: Bool) -> Text {
    var copy = self
    copy.style.weight = isActive ? .bold : nil
    return copy
  }

  /// This text in italic when `isActive`.
  public func italic(_ isActive: Bool) -> Text {
    var copy = self
    copy.style.isItalic = isActive
    return copy
  }

  /// This text in `design` of the system font; nil for its font's.
  ///
  /// A custom family keeps its own design.
  public func fontDesign(_ design: Font.Design?) -> Text {
    var copy = self
    copy.style.design = design
    return copy
  }

  /// This text in the fixed-width design of the system font when `isActive`.
  public func monospaced(_ isActive: Bool = true) -> Text {
    fontDesign(isActive ? .monospaced : nil)
  }

  /// Accepted for SwiftUI compatibility: text is drawn at its font's standard width, as no
  /// condensed or expanded face is chosen.
  public func fontWidth(_ width: Font.Width?) -> Text {
    self
  }
}

extension View {
  /// Sets the weight of the text inside this view; text that sets its own keeps it.
  nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View {
    environment { $0.text.weight = weight }
  }

  /// Makes the text inside this view bold (when `isActive`).
  nonisolated public func bold(_ isActive: Bool = true) -> some View {
    environment { $0.text.weight = isActive ? .bold : nil }
  }

  /// Makes the text inside this view italic (when `isActive`).
  nonisolated public func italic(_ isActive: Bool = true) -> some View {
    environment { $0.text.isItalic = isActive }
  }

  /// Sets the design of the system font of the text inside this view.
  ///
  /// Nil leaves each font's own; text in a custom family keeps its family.
  nonisolated public func fontDesign(_ design: Font.Design?) -> some View {
    environment { $0.text.design = design }
  }

  /// Sets the text inside this view in the system font's fixed-width design (when
  /// `isActive`).
  nonisolated public func monospaced(_ isActive: Bool = true) -> some View {
    environment { $0.text.design = isActive ? .monospaced : nil }
  }

  /// Accepted for SwiftUI compatibility: digits keep the font's own advances (see
  /// ``Text/monospacedDigit()``).
  nonisolated public func monospacedDigit() -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: text is drawn at its font's standard width.
  nonisolated public func fontWidth(_ width: Font.Width?) -> Self {
    self
  }
}

extension Font {
  /// A text style: the size and weight of a kind of text, with SwiftUI's names.
  public enum TextStyle: Hashable, Sendable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote
    case caption, caption2

    /// The font of the style, iOS's at the default text size.
    var font: Font {
      switch self {
      case .largeTitle: .largeTitle
      case .title: .title
      case .title2: .title2
      case .title3: .title3
      case .headline: .headline
      case .subheadline: .subheadline
      case .body: .body
      case .callout: .callout
      case .footnote: .footnote
      case .caption: .caption
      case .caption2: .caption2
      }
    }
  }

  /// The width of a font's face, with SwiftUI's names; faces are drawn at their standard
  /// width here.
  public struct Width: Hashable, Sendable {
    /// The width as a fraction of the standard.
    public let value: CGFloat

    /// A width of `value` times the standard.
    public init(_ value: CGFloat) {
      self.value = value
    }

    /// Narrower than condensed.
    public static let compressed = Width(0.8)
    /// Narrower.
    public static let condensed = Width(0.9)
    /// The standard.
    public static let standard = Width(1)
    /// Wider.
    public static let expanded = Width(1.2)
  }

  /// The system font of `style`, in `design` and `weight` when given (the style's own
  /// otherwise).
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil)
    -> Font
  {
    var font = style.font
    if let design { font.design = design }
    if let weight { font.weight = weight }
    return font
  }

  /// The named family at the size of `style`: iOS scales it with the reader's text size,
  /// which here is the default one.
  public static func custom(_ name: String, size: CGFloat, relativeTo style: TextStyle) -> Font {
    custom(name, size: size)
  }

  /// The named family at `size`, which never scales.
  public static func custom(_ name: String, fixedSize size: CGFloat) -> Font {
    custom(name, size: size)
  }

  /// This font in the system font's fixed-width design; a custom family keeps its own.
  public func monospaced() -> Font {
    var copy = self
    copy.design = .monospaced
    return copy
  }

  /// Accepted for SwiftUI compatibility: digits keep the font's own advances.
  public func monospacedDigit() -> Font {
    self
  }

  /// Accepted for SwiftUI compatibility: the face is drawn at its standard width.
  public func width(_ width: Width) -> Font {
    self
  }
}
