import Shapes

/// The points of a TrueType glyph: contours of on- and off-curve points, in font units.
struct GlyphContours: Sendable {
  /// One point of a contour.
  struct Point: Sendable {
    var x: Double
    var y: Double
    /// On the curve, or a quadratic control point.
    var onCurve: Bool
  }

  /// The contours, each closed.
  var contours: [[Point]] = []

  /// The number of points of all contours.
  var pointCount: Int { contours.reduce(0) { $0 + $1.count } }

  /// The point `index`, counting through the contours in order.
  func point(_ index: Int) -> Point? {
    var rest = index
    for contour in contours {
      if rest < contour.count { return contour[rest] }
      rest -= contour.count
    }
    return nil
  }

  /// The contours as a path in font units (y up): quadratic curves stay quadratic, and
  /// two off-curve points in a row have the on-curve point midway between them.
  var path: Path {
    var path = Path()
    for contour in contours where !contour.isEmpty {
      // Start on the curve: at the first on-curve point, or midway between the first two
      // off-curve points when there is none.
      let start: CGPoint
      let first: Int
      if let index = contour.firstIndex(where: \.onCurve) {
        start = CGPoint(x: contour[index].x, y: contour[index].y)
        first = index + 1
      } else {
        let a = contour[0]
        let b = contour[contour.count - 1]
        start = CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
        first = 0
      }
      path.move(to: start)
      var control: CGPoint?
      for step in 0..<contour.count {
        let point = contour[(first + step) % contour.count]
        let here = CGPoint(x: point.x, y: point.y)
        if point.onCurve {
          if let pending = control {
            path.addQuadCurve(to: here, control: pending)
          } else {
            path.addLine(to: here)
          }
          control = nil
        } else {
          if let pending = control {
            let middle = CGPoint(x: (pending.x + here.x) / 2, y: (pending.y + here.y) / 2)
            path.addQuadCurve(to: middle, control: pending)
          }
          control = here
        }
      }
      // Back to the start: the loop stops one point short of it when it is on the curve.
      if let pending = control { path.addQuadCurve(to: start, control: pending) }
      path.closeSubpath()
    }
    return path
  }
}
