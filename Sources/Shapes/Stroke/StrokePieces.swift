import Foundation

extension Path {
  /// Adds a closed polygon as its own sub-path, running clockwise on screen (positive
  /// ``area``) whatever the order of `corners`.
  ///
  /// A polygon with a non-finite corner or no area (all corners on a line) adds nothing.
  mutating func addStrokePolygon(_ corners: [CGPoint]) {
    guard corners.count >= 3, corners.allSatisfy(\.isFinite) else { return }
    var twiceArea = 0.0
    for index in corners.indices {
      let p0 = corners[index]
      let p1 = corners[(index + 1) % corners.count]
      twiceArea += p0.x * p1.y - p1.x * p0.y
    }
    guard twiceArea.isFinite, twiceArea != 0 else { return }
    addLines(twiceArea > 0 ? corners : corners.reversed())
    closeSubpath()
  }

  /// Adds a full circle as its own sub-path, running clockwise on screen (positive
  /// ``area``), as one exact arc.
  ///
  /// A radius that is not positive and finite, or a non-finite centre, adds nothing.
  mutating func addStrokeDisk(center: CGPoint, radius: Double) {
    guard center.isFinite, radius > 0, radius.isFinite else { return }
    let start = CGPoint(x: center.x + radius, y: center.y)
    guard start.isFinite else { return }
    move(to: start)
    addCircularArc(
      center: center, radius: radius, startAngle: 0, sweep: 2 * .pi, transform: .identity)
    closeSubpath()
  }

  /// Adds the circular sector about `center` between the radii to `start` and to the point
  /// `sweep` radians further round, as its own sub-path running clockwise on screen.
  ///
  /// A sector without area (a zero sweep or radius) adds nothing.
  mutating func addStrokeSector(center: CGPoint, start: CGPoint, sweep: Double) {
    let radius = hypot(start.x - center.x, start.y - center.y)
    guard center.isFinite, start.isFinite, radius > 0, radius.isFinite, sweep.isFinite else {
      return
    }
    let startAngle = atan2(start.y - center.y, start.x - center.x)
    addStrokePiece { reversed, piece in
      let arc = EllipticalArc(
        circleCenter: center, radius: radius, startAngle: startAngle, sweep: sweep)
      piece.move(to: center)
      piece.addArc(reversed ? arc.reversed : arc)
      piece.closeSubpath()
    }
  }

  /// Adds a closed piece as its own sub-path, reversed if needed so that it runs clockwise
  /// on screen (positive ``area``); a piece without area adds nothing.
  mutating func addStrokePiece(_ build: (_ reversed: Bool, _ piece: inout Path) -> Void) {
    var piece = Path()
    build(false, &piece)
    let area = piece.area
    guard area.isFinite, area != 0 else { return }
    if area < 0 {
      piece = Path()
      build(true, &piece)
    }
    addPath(piece)
  }
}

extension EllipticalArc {
  /// The arc of the circle of `radius` about `center` from the angle `startAngle`, turning
  /// by `sweep` radians, ending at `end` when given (else where its angles put it).
  init(
    circleCenter center: CGPoint, radius: Double, startAngle: Double, sweep: Double,
    end: CGPoint? = nil
  ) {
    let transform = CGAffineTransform(
      a: radius, b: 0, c: 0, d: radius, tx: center.x, ty: center.y)
    if let end {
      self.init(transform: transform, startAngle: startAngle, sweep: sweep, end: end)
    } else {
      self.init(transform: transform, startAngle: startAngle, sweep: sweep)
    }
  }

  /// The same arc traced from its end back to its start.
  var reversed: EllipticalArc {
    EllipticalArc(transform: transform, startAngle: endAngle, sweep: -sweep, end: start)
  }

  /// The arc of the concentric ellipse whose transform's linear part is scaled by
  /// `factor`, over the same angles.
  func scaled(aboutCenterBy factor: Double) -> EllipticalArc {
    let t = transform
    return EllipticalArc(
      transform: CGAffineTransform(
        a: t.a * factor, b: t.b * factor, c: t.c * factor, d: t.d * factor, tx: t.tx,
        ty: t.ty),
      startAngle: startAngle, sweep: sweep)
  }
}
