import Foundation
import Shapes

// Small path builders the glyphs of the symbol catalog are drawn with, in design units.

extension Path {
  /// Straight lines through `points`, open.
  static func polyline(_ points: CGPoint...) -> Path {
    var path = Path()
    path.addLines(points)
    return path
  }

  /// Straight lines through `points`, closed.
  static func polygon(_ points: CGPoint...) -> Path {
    var path = Path()
    path.addLines(points)
    path.closeSubpath()
    return path
  }

  /// The circle of `radius` about `center`.
  static func circle(_ center: CGPoint, radius: CGFloat) -> Path {
    Path(
      ellipseIn: CGRect(
        x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
  }

  /// `rect` with corners rounded by circular arcs of `radius`, whose strokes have exact
  /// outlines (the continuous corners of `Path(roundedRect:cornerRadius:)` are curves).
  static func rounded(_ rect: CGRect, radius: CGFloat) -> Path {
    Path(roundedRect: rect, cornerRadius: radius, style: .circular)
  }

  /// A plus of arms `arm` long from `center` and `width` wide with round ends, as one
  /// contour, turned by `angle` (an `xmark` is a plus turned 45°).
  static func cross(center: CGPoint, arm: CGFloat, width: CGFloat, angle: Angle = .zero) -> Path {
    let half = width / 2
    var path = Path()
    // Around the plus clockwise on screen, from the corner between the left and top arms;
    // each arm's end is a half circle.
    path.move(to: CGPoint(x: -half, y: -half))
    for turn in 0..<4 {
      let rotation = CGAffineTransform(rotationAngle: CGFloat(turn) * .pi / 2)
      let side = CGPoint(x: -half, y: -arm).applying(rotation)
      let end = CGPoint(x: 0, y: -arm).applying(rotation)
      let corner = CGPoint(x: half, y: -half).applying(rotation)
      path.addLine(to: side)
      let start = atan2(side.y - end.y, side.x - end.x)
      path.addArc(
        center: end, radius: half, startAngle: .radians(start), endAngle: .radians(start + .pi),
        clockwise: false)
      path.addLine(to: corner)
    }
    path.closeSubpath()
    let placed = CGAffineTransform(rotationAngle: angle.radians)
      .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
    return path.applying(placed)
  }

  /// A star of `points` points about `center`, its tips `radius` out and its inner
  /// corners `inner` of that, the first tip straight up.
  static func star(center: CGPoint, radius: CGFloat, inner: CGFloat, points: Int = 5) -> Path {
    var path = Path()
    for index in 0..<2 * points {
      let angle = -CGFloat.pi / 2 + CGFloat(index) * .pi / CGFloat(points)
      let distance = index.isMultiple(of: 2) ? radius : radius * inner
      let point = CGPoint(x: center.x + distance * cos(angle), y: center.y + distance * sin(angle))
      if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
    }
    path.closeSubpath()
    return path
  }
}
