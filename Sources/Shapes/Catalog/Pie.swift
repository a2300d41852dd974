import Foundation

/// A slice of a disc, from the Stanford CS193p "Memorize" course: centred in its frame,
/// with a radius of half the frame's shorter side, from a start angle to an end angle.
///
/// ```swift
/// // The CS193p countdown pie: 250° filled, the 110° bite missing at the upper right.
/// let timer = Pie(startAngle: .degrees(-90), endAngle: .degrees(20))
/// let slice = Pie(startAngle: .zero, endAngle: .degrees(90), clockwise: true)
/// let arcBand = Pie(
///   startAngle: .degrees(180), endAngle: .degrees(0), clockwise: true,
///   innerRadiusFraction: 0.6)  // the upper half of a ring
/// timer.path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
/// ```
///
/// Angles are measured from the +x axis toward +y, so a growing angle turns clockwise on
/// screen. `clockwise` is on-screen too: `clockwise: true` sweeps from the start angle with
/// growing angle; `false`, the default, with shrinking angle. (The path passes
/// `clockwise: !clockwise` to ``Path/addArc(center:radius:startAngle:endAngle:clockwise:transform:)``,
/// whose `clockwise` has SwiftUI's y-up meaning.) The sweep is the shorter way from the
/// start to the end angle in that direction, from 0 up to, not including, 360°.
///
/// The path moves to the centre, draws a line to the start point, the arc to the end
/// angle, and closes. With an inner radius (``innerRadiusFraction`` > 0) it is an annular
/// sector: from the inner start point, a line to the outer start point, the outer arc, a
/// line to the inner end point, the inner arc back, and a close. The outline runs in the
/// sweep's direction, so its signed ``Path/area`` is negative when `clockwise` is `false`.
///
/// A sweep of 360° or more (`|endAngle − startAngle| ≥ 360°`) is the full disc: one full
/// circle from the start angle, with no radius drawn. With an inner radius it is the full
/// ring: the outer circle, then the inner circle the other way round, so a nonzero fill
/// leaves the hole.
///
/// **Degenerate input.** Equal angles give a pie of zero area: the radius to the start
/// point and back. Angles so far apart that their difference overflows are more than 360°
/// apart: the full disc. A start angle beyond ±360° is reduced by whole turns first (see
/// ``Path/addArc(center:radius:startAngle:endAngle:clockwise:transform:)``), so a slice
/// far from zero, even at 10¹⁸°, is drawn as precisely as one near it.
/// ``innerRadiusFraction`` is clamped to 0…1; at 1 the ring has zero width. A non-finite
/// angle or inner fraction, or a null or non-finite rectangle (origin, size or far edges
/// not finite), gives the empty path. A rectangle with a negative width or height is
/// standardized first; one with zero width or height gives a pie of radius 0 (a degenerate
/// outline at the centre).
public struct Pie: InsettableShape {
  /// `true`: the pie measures from its rectangle's sides, so it moves with them.
  public static var _movesWithItsRect: Bool { true }

  /// Where the pie starts, measured from the +x axis toward +y (clockwise on screen).
  public var startAngle: Angle
  /// Where the pie ends.
  public var endAngle: Angle
  /// Whether the pie sweeps clockwise on screen (with growing angle) from its start angle.
  public var clockwise: Bool
  /// The radius of the hole, as a fraction of the pie's radius.
  ///
  /// 0 gives a pie, more an annular sector. Clamped to 0…1 when the path is drawn.
  public var innerRadiusFraction: CGFloat

  /// Creates a pie from `startAngle` to `endAngle`, sweeping clockwise on screen when
  /// `clockwise` is `true`, with a hole of `innerRadiusFraction` of the radius.
  public init(
    startAngle: Angle, endAngle: Angle, clockwise: Bool = false,
    innerRadiusFraction: CGFloat = 0
  ) {
    self.startAngle = startAngle
    self.endAngle = endAngle
    self.clockwise = clockwise
    self.innerRadiusFraction = innerRadiusFraction
  }

  /// The two angles in radians and the inner radius fraction, which animate together.
  ///
  /// The value is `((startAngle.radians, endAngle.radians), innerRadiusFraction)`. The
  /// direction does not animate.
  public var animatableData: AnimatablePair<AnimatablePair<Double, Double>, CGFloat> {
    get {
      AnimatablePair(AnimatablePair(startAngle.radians, endAngle.radians), innerRadiusFraction)
    }
    set {
      startAngle = .radians(newValue.first.first)
      endAngle = .radians(newValue.first.second)
      innerRadiusFraction = newValue.second
    }
  }

  /// The pie in `rect`.
  public func path(in rect: CGRect) -> Path {
    path(in: rect, inset: 0)
  }

  /// The pie with its outline moved inward by `amount`: the true inward offset of the
  /// slice, so a stroke of width `2·amount` on it stays exactly inside this shape
  /// (`strokeBorder`).
  ///
  /// The arc's radius shrinks by the amount and each straight side moves inward by it,
  /// parallel to itself. For a sweep up to 180° the moved sides meet in a point on the
  /// bisector, `amount / sin(sweep/2)` from the centre. For a wider sweep they stop at a
  /// small arc of radius `amount` around the centre (the points `amount` away from it).
  /// With an inner radius the hole grows by the amount. A full disc or ring just changes its
  /// radii. When nothing is `amount` inside the outline (a narrow or small slice, a thin
  /// ring), or the amount is not finite, the path is empty.
  ///
  /// A negative amount grows the outer radius and shrinks the inner one by `|amount|` (not
  /// below 0), keeping the straight sides on their rays from the centre.
  public func inset(by amount: CGFloat) -> _Inset {
    _Inset(base: self, amount: amount)
  }

  /// The pie in `rect` with its outline moved inward by `amount` (see ``inset(by:)``).
  func path(in rect: CGRect, inset amount: CGFloat) -> Path {
    guard let rect = rect.finiteStandardized, amount.isFinite, startAngle.radians.isFinite,
      endAngle.radians.isFinite, innerRadiusFraction.isFinite
    else { return Path() }
    let center = rect.center
    let radius = min(rect.width, rect.height) / 2
    let innerRadius = min(max(innerRadiusFraction, 0), 1) * radius
    let turn = 2 * Double.pi
    let start = EllipticalArc.reduced(startAngle.radians)
    // From the angles as given: a difference that overflows is more than a turn too.
    let delta = endAngle.radians - startAngle.radians

    // The same sweep rule as `Path.addArc`, in the on-screen sense.
    if abs(delta) >= turn - 1e-12 {
      return Self.ring(
        center: center, start: start, direction: clockwise ? 1 : -1,
        outer: radius - amount,
        inner: innerRadius > 0 && innerRadius + amount > 0 ? innerRadius + amount : nil)
    }
    var sweep = (clockwise ? delta : -delta).truncatingRemainder(dividingBy: turn)
    if sweep < 0 { sweep += turn }
    let sector = Sector(
      center: center, start: start, sweep: sweep, direction: clockwise ? 1 : -1)
    if amount < 0 {
      return sector.path(
        outer: radius - amount, inner: max(innerRadius + amount, 0), sideShift: 0)
    }
    // Moving the sides inward also cuts away the points within `amount` of the centre.
    return sector.path(outer: radius - amount, inner: innerRadius + amount, sideShift: amount)
  }

  /// A full disc (or, with `inner`, a full ring) about `center`, starting at angle `start`
  /// and turning in `direction` (+1 with growing angle); empty when a radius is negative
  /// or the hole is larger than the disc.
  static func ring(
    center: CGPoint, start: Double, direction: Double, outer: CGFloat, inner: CGFloat?
  ) -> Path {
    guard outer >= 0, (inner ?? 0) <= outer else { return Path() }
    var path = Path()
    func circle(radius: CGFloat, turn: Double) {
      path.move(
        to: CGPoint(x: center.x + radius * cos(start), y: center.y + radius * sin(start)))
      path.addRelativeArc(
        center: center, radius: radius, startAngle: .radians(start), delta: .radians(turn))
      path.closeSubpath()
    }
    circle(radius: outer, turn: direction * 2 * .pi)
    if let inner {
      circle(radius: inner, turn: -direction * 2 * .pi)
    }
    return path
  }

  /// A pie slice less than a full turn, before any inset.
  struct Sector {
    /// The centre of the disc.
    let center: CGPoint
    /// The angle of the first straight side, in radians.
    let start: Double
    /// The angle between the sides, 0 ≤ sweep < 2π.
    let sweep: Double
    /// +1 when the slice turns with growing angle from `start`, −1 otherwise.
    let direction: Double

    /// The slice between the circles of radius `inner` and `outer`, with each straight
    /// side moved `sideShift` into the slice; empty when nothing is left.
    ///
    /// Each moved side is the line of points `q(t) = center + sideShift·n + t·u`, where `u`
    /// is the side's direction and `n` its inward normal, so `|q(t)|² = sideShift² + t²`.
    /// A side runs from where it leaves the inner circle, or from where it meets the other
    /// moved side if that comes later, out to the outer circle.
    func path(outer: CGFloat, inner: CGFloat, sideShift: CGFloat) -> Path {
      let end = start + direction * sweep
      func point(angle: Double, along t: CGFloat, normalAngle: Double) -> CGPoint {
        // The centre itself, without the trigonometry that would multiply by zero.
        if t == 0, sideShift == 0 { return center }
        return CGPoint(
          x: center.x + t * cos(angle) + sideShift * cos(normalAngle),
          y: center.y + t * sin(angle) + sideShift * sin(normalAngle))
      }
      guard outer >= sideShift else { return Path() }
      let outerT = (outer * outer - sideShift * sideShift).squareRoot()
      // Where the moved sides meet, as a distance along each; they are the sides
      // themselves (meeting at the centre) when not moved.
      let meetingT: CGFloat
      if sideShift == 0 {
        meetingT = 0
      } else if sweep == 0 {
        meetingT = .infinity
      } else {
        meetingT = sideShift * cos(sweep / 2) / sin(sweep / 2)
      }
      let innerT: CGFloat =
        inner > 0 && inner >= sideShift
        ? (inner * inner - sideShift * sideShift).squareRoot() : -.infinity
      let startT = max(meetingT, innerT)
      guard startT <= outerT else { return Path() }

      let quarter = direction * Double.pi / 2
      var path = Path()
      // A move, a line and an arc for each circle, and the close.
      path.reserveCapacity(verbs: 6, points: 13)
      path.move(to: point(angle: start, along: startT, normalAngle: start + quarter))
      // atan2(0, t) is +0 for t ≥ 0: no call for a pie whose sides are not moved.
      let outerTurn = sideShift == 0 ? 0 : atan2(sideShift, outerT)
      path.addRelativeArc(
        center: center, radius: outer, startAngle: .radians(start + direction * outerTurn),
        delta: .radians(direction * max(sweep - 2 * outerTurn, 0)))
      if meetingT < innerT {
        let innerTurn = atan2(sideShift, innerT)
        path.addRelativeArc(
          center: center, radius: inner, startAngle: .radians(end - direction * innerTurn),
          delta: .radians(-direction * max(sweep - 2 * innerTurn, 0)))
      }
      path.closeSubpath()
      return path
    }
  }

  /// A pie inset by a fixed amount; made by ``Pie/inset(by:)``.
  public struct _Inset: InsettableShape {
    /// The pie before the inset.
    var base: Pie
    /// How far the outline moves inward.
    var amount: CGFloat

    /// `true`: the pie measures from its rectangle's sides, so it moves with them.
    public static var _movesWithItsRect: Bool { true }

    /// The base pie's angles and inner fraction and the inset amount, which animate
    /// together.
    public var animatableData: AnimatablePair<Pie.AnimatableData, CGFloat> {
      get { AnimatablePair(base.animatableData, amount) }
      set {
        base.animatableData = newValue.first
        amount = newValue.second
      }
    }

    /// The inset pie; the empty path when nothing is left or the amount is not finite.
    public func path(in rect: CGRect) -> Path {
      base.path(in: rect, inset: amount)
    }

    /// The pie inset by both amounts (for positive amounts, the same as one inset by their
    /// sum).
    public func inset(by amount: CGFloat) -> _Inset {
      _Inset(base: base, amount: self.amount + amount)
    }
  }
}
