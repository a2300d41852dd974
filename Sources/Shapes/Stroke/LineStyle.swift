import Foundation

// Darwin rather than CoreGraphics: on Linux this package declares a `CoreGraphics` module
// of its own (which re-exports this one), and it must not count as Apple's.
#if !canImport(Darwin)
  /// How the ends of open strokes are drawn, with CoreGraphics' names.
  public enum CGLineCap: Int32, Sendable, Hashable, CaseIterable {
    /// The stroke stops square at the end point.
    case butt
    /// A half circle of the line width's diameter caps the end.
    case round
    /// A half square of the line width caps the end.
    case square
  }

  /// How the corners of strokes are drawn, with CoreGraphics' names.
  public enum CGLineJoin: Int32, Sendable, Hashable, CaseIterable {
    /// Sharp corners, cut to a bevel beyond the miter limit.
    case miter
    /// Rounded corners.
    case round
    /// Corners cut flat.
    case bevel
  }
#endif
