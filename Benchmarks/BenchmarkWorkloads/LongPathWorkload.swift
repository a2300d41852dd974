import Foundation
import ShapeRender
import Shapes

/// The workload W2 ("long path"): one stroked path through 1,000,000 points of a sine
/// wave, `x = k·0.002`, `y = 500 + 400·sin(k·0.001)`, on a 2000 × 1000 canvas.
public enum LongPathWorkload {
  /// The number of points of W2.
  public static let pointCount = 1_000_000
  /// The canvas.
  public static let canvasSize = CGSize(width: 2000, height: 1000)

  /// Point `k` of the wave.
  @inline(__always)
  public static func point(_ k: Int) -> CGPoint {
    let t = Double(k)
    return CGPoint(x: t * 0.002, y: 500 + 400 * sin(t * 0.001))
  }

  /// The path through the first `count` points.
  public static func path(count: Int = pointCount) -> Path {
    var path = Path()
    guard count > 0 else { return path }
    path.move(to: point(0))
    for k in 1..<max(count, 1) {
      path.addLine(to: point(k))
    }
    return path
  }

  /// W2 with the immediate-mode API: the path stroked black, 1 unit wide.
  public static func draw(count: Int = pointCount, in context: inout GraphicsContext) {
    context.stroke(path(count: count), with: .color(.black), lineWidth: 1)
  }

  /// S2: W2's path turned into the region its stroke paints (`strokedPath`, 1 unit wide)
  /// and filled black, as a raster back end draws a stroke.
  public static func drawOutline(count: Int = pointCount, in context: inout GraphicsContext) {
    context.fill(path(count: count).strokedPath(StrokeStyle(lineWidth: 1)), with: .color(.black))
  }
}
