import Foundation

/// What an SVG elliptical arc command draws, once its endpoint parameters are resolved.
enum SVGArcResolution {
  /// Nothing: the end point is the start point, so the arc is omitted.
  case omitted
  /// A straight line to the end point: a radius is zero.
  case line
  /// An arc from the start point to the end point.
  case arc(EllipticalArc)
}

extension EllipticalArc {
  /// Resolves the endpoint parameters of an SVG `A` command into the centre form, as the
  /// SVG 1.1 implementation notes (F.6.5, F.6.6) say.
  ///
  /// Negative radii count as their absolute values, radii too small to reach the end point
  /// are scaled up uniformly until they just do, a zero radius makes the command a line,
  /// and identical end points omit it. The arc's stored end is `end` exactly. The result
  /// can hold non-finite numbers when the ellipse is too large for a `Double`; the caller
  /// checks.
  ///
  /// - Parameters:
  ///   - start: The current point, where the arc starts.
  ///   - end: Where the arc ends.
  ///   - radiusX: The radius along the ellipse's own x axis.
  ///   - radiusY: The radius along the ellipse's own y axis.
  ///   - rotation: The angle, in degrees, from the x axis to the ellipse's x axis.
  ///   - isLargeArc: Whether to take the arc of 180° or more.
  ///   - isPositiveSweep: Whether the arc turns with increasing angle (clockwise on a
  ///     y-down screen): SVG's sweep flag 1.
  static func resolvingSVGArc(
    from start: CGPoint, to end: CGPoint, radiusX: Double, radiusY: Double, rotation: Double,
    isLargeArc: Bool, isPositiveSweep: Bool
  ) -> SVGArcResolution {
    guard start != end else { return .omitted }
    var radiusX = abs(radiusX)
    var radiusY = abs(radiusY)
    guard radiusX > 0, radiusY > 0 else { return .line }
    let (cosine, sine) = cosineAndSine(degrees: rotation)
    // F.6.5.1: half the chord, in the ellipse's own axes. Halving first cannot overflow.
    let halfChordX = start.x / 2 - end.x / 2
    let halfChordY = start.y / 2 - end.y / 2
    let rotatedX = cosine * halfChordX + sine * halfChordY
    let rotatedY = -sine * halfChordX + cosine * halfChordY
    // The same point on the unit circle's scale: F.6.6's Λ is unitX² + unitY².
    var unitX = rotatedX / radiusX
    var unitY = rotatedY / radiusY
    let lambdaRoot = hypot(unitX, unitY)
    guard lambdaRoot > 0 else { return .line }  // The chord vanishes beside the radii.
    var centerX = 0.0
    var centerY = 0.0
    if lambdaRoot >= 1 {
      // F.6.6.2: scale the radii up until the ellipse just reaches; the centre is the
      // chord's midpoint.
      radiusX *= lambdaRoot
      radiusY *= lambdaRoot
      unitX /= lambdaRoot
      unitY /= lambdaRoot
    } else {
      // F.6.5.2, divided through by rx²·ry²: the centre is √((1 − Λ)/Λ) times the
      // perpendicular of the half chord, on the side the flags choose.
      let factor = ((1 - lambdaRoot) * (1 + lambdaRoot)).squareRoot() / lambdaRoot
      let sign: Double = isLargeArc != isPositiveSweep ? 1 : -1
      centerX = sign * factor * unitY
      centerY = -sign * factor * unitX
    }
    // F.6.5.4: the angles, from the unit vectors to the start and end points.
    let startX = unitX - centerX
    let startY = unitY - centerY
    let endX = -unitX - centerX
    let endY = -unitY - centerY
    let startAngle = atan2(startY, startX)
    var sweep = atan2(startX * endY - startY * endX, startX * endX + startY * endY)
    if isPositiveSweep, sweep < 0 { sweep += 2 * .pi }
    if !isPositiveSweep, sweep > 0 { sweep -= 2 * .pi }
    // F.6.5.3: the centre, back in user space.
    let rotatedCenterX = centerX * radiusX
    let rotatedCenterY = centerY * radiusY
    let center = CGPoint(
      x: cosine * rotatedCenterX - sine * rotatedCenterY + (start.x / 2 + end.x / 2),
      y: sine * rotatedCenterX + cosine * rotatedCenterY + (start.y / 2 + end.y / 2))
    return .arc(
      EllipticalArc(
        transform: CGAffineTransform(
          a: radiusX * cosine, b: radiusX * sine, c: -radiusY * sine, d: radiusY * cosine,
          tx: center.x, ty: center.y),
        startAngle: startAngle, sweep: sweep, end: end))
  }

  /// The cosine and sine of an angle in degrees, exact for multiples of 90°.
  private static func cosineAndSine(degrees: Double) -> (Double, Double) {
    let reduced = degrees.truncatingRemainder(dividingBy: 360)
    switch reduced {
    case 0: return (1, 0)
    case 90, -270: return (0, 1)
    case 180, -180: return (-1, 0)
    case 270, -90: return (0, -1)
    default:
      let radians = reduced * .pi / 180
      return (cos(radians), sin(radians))
    }
  }
}
