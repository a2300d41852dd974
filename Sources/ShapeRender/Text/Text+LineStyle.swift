import Shapes

extension Text {
  /// How an underline or a strikethrough is drawn: its pattern and color, with SwiftUI's
  /// names.
  ///
  /// ```swift
  /// Text("Draft").strikethrough(pattern: .dash, color: .red)
  /// ```
  public struct LineStyle: Hashable, Sendable {
    /// The pattern of the line.
    public var pattern: Pattern
    /// The color of the line; nil for the text's own paint.
    public var color: Color?

    /// A line style of `pattern` in `color` (the text's paint when nil).
    public init(pattern: Pattern = .solid, color: Color? = nil) {
      self.pattern = pattern
      self.color = color
    }

    /// A single solid line in the text's paint.
    public static let single = LineStyle()

    /// The pattern of a line: dashes and dots as lengths in units of the line's thickness,
    /// the line drawn, then left out, in turn, from the start of each line of text.
    public struct Pattern: Hashable, Sendable {
      /// The lengths drawn and left out, in turn, in thicknesses; empty for solid.
      let lengths: [CGFloat]

      /// A solid line.
      public static let solid = Pattern(lengths: [])
      /// A line of dots: one thickness drawn, one left out.
      public static let dot = Pattern(lengths: [1, 1])
      /// A line of dashes: four thicknesses drawn, two left out.
      public static let dash = Pattern(lengths: [4, 2])
      /// Dashes and dots in turn.
      public static let dashDot = Pattern(lengths: [4, 2, 1, 2])
      /// A dash and two dots in turn.
      public static let dashDotDot = Pattern(lengths: [4, 2, 1, 2, 1, 2])
    }
  }
}
