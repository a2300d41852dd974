import Foundation

/// The characteristics of a stroke: width, caps, joins and dashes, with SwiftUI's defaults.
///
/// ```swift
/// let dashed = StrokeStyle(lineWidth: 4, lineCap: .round, dash: [8, 6])
/// ```
///
/// A negative or non-finite line width draws nothing; negative dash lengths or a dash
/// whose lengths add up to zero draw a solid line, as SVG specifies; a miter limit below 1
/// is treated as 1.
public struct StrokeStyle: Hashable, Sendable {
  /// The width of the stroke; 1 by default.
  public var lineWidth: CGFloat
  /// The end caps of open sub-paths; `.butt` by default.
  public var lineCap: CGLineCap
  /// The corners; `.miter` by default.
  public var lineJoin: CGLineJoin
  /// The ratio of miter length to line width beyond which a miter becomes a bevel; 10 by
  /// default.
  public var miterLimit: CGFloat
  /// Alternating lengths of dashes and gaps; empty (a solid line) by default.
  public var dash: [CGFloat]
  /// How far into the dash pattern the stroke starts; 0 by default.
  public var dashPhase: CGFloat

  /// Creates a stroke style; every argument has SwiftUI's default.
  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}

extension StrokeStyle: Animatable {
  /// The line width, miter limit and dash phase, which animate together.
  public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>> {
    get { AnimatablePair(lineWidth, AnimatablePair(miterLimit, dashPhase)) }
    set {
      lineWidth = newValue.first
      miterLimit = newValue.second.first
      dashPhase = newValue.second.second
    }
  }
}
