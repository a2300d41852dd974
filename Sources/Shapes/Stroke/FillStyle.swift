/// How a shape's interior is decided when it is filled or used as a clip.
///
/// ```swift
/// Circle().fill(.red, style: FillStyle(eoFill: true))
/// ```
public struct FillStyle: Hashable, Sendable {
  /// Whether the even-odd rule decides the interior (`true`) or the nonzero winding rule
  /// (`false`, the default).
  public var isEOFilled: Bool
  /// Whether edges are antialiased, `true` by default.
  ///
  /// SVG output leaves smoothing to the renderer and writes
  /// `shape-rendering="crispEdges"` when this is `false`.
  public var isAntialiased: Bool

  /// Creates a fill style.
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}
