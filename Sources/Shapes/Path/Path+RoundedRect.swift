import Foundation

extension Path {
  /// Creates a path holding a rounded rectangle with equal circular corners; see
  /// ``addRoundedRect(in:cornerSize:style:transform:)``.
  public init(
    roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous
  ) {
    self.init()
    addRoundedRect(
      in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  /// Creates a path holding a rounded rectangle with equal corners; see
  /// ``addRoundedRect(in:cornerSize:style:transform:)``.
  public init(
    roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous
  ) {
    self.init()
    addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
  }

  /// Creates a path holding a rounded rectangle with a radius per corner; see
  /// ``addRoundedRect(in:cornerRadii:style:transform:)``.
  public init(
    roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii,
    style: RoundedCornerStyle = .continuous
  ) {
    self.init()
    addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
  }

  /// Adds a closed rounded rectangle whose corners all have the size `cornerSize` (the
  /// corner's horizontal and vertical radii).
  ///
  /// The outline starts on the top edge where the top-left corner ends and runs clockwise
  /// on screen, as SVG's `<rect rx ry>` does. A corner size too large for the rectangle is
  /// scaled down, keeping its aspect ratio, until `width ≤ rect.width / 2` and
  /// `height ≤ rect.height / 2`; so a circular radius clamps to half the shorter side and a
  /// huge radius gives a capsule. Negative corner sizes give square corners. The rectangle
  /// is standardized; null or non-finite input adds nothing.
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
    transform: CGAffineTransform = .identity
  ) {
    guard let rect = rect.finiteStandardized, cornerSize.width.isFinite,
      cornerSize.height.isFinite, transform.isFinite
    else { return }
    var size = CGSize(width: max(cornerSize.width, 0), height: max(cornerSize.height, 0))
    let fit = min(
      1, size.width > 0 ? rect.width / 2 / size.width : 1,
      size.height > 0 ? rect.height / 2 / size.height : 1)
    size = CGSize(width: size.width * fit, height: size.height * fit)
    if isEmpty, transform.isIdentity {
      // A new path (`RoundedRectangle.path(in:)`): built in place, without a copy.
      appendRoundedRect(rect, corners: FourCorners(repeating: size), style: style)
      return
    }
    var outline = Path()
    outline.appendRoundedRect(rect, corners: FourCorners(repeating: size), style: style)
    addPath(outline, transform: transform)
  }

  /// Adds a closed rounded rectangle with its own circular radius at each corner.
  ///
  /// Each radius is clamped to half the shorter side of the rectangle; negative or
  /// non-finite radii give square corners. The outline starts on the top edge where the
  /// top-left corner ends and runs clockwise on screen. The rectangle is standardized;
  /// null or non-finite rectangles add nothing.
  public mutating func addRoundedRect(
    in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
    transform: CGAffineTransform = .identity
  ) {
    guard let rect = rect.finiteStandardized, transform.isFinite else { return }
    let limit = min(rect.width, rect.height) / 2
    func size(_ radius: CGFloat) -> CGSize {
      let r = radius.isFinite ? min(max(radius, 0), limit) : 0
      return CGSize(width: r, height: r)
    }
    var outline = Path()
    outline.appendRoundedRect(
      rect,
      corners: FourCorners(
        size(cornerRadii.topLeading), size(cornerRadii.topTrailing),
        size(cornerRadii.bottomTrailing), size(cornerRadii.bottomLeading)),
      style: style)
    addPath(outline, transform: transform)
  }

  /// Appends a rounded rectangle whose corner sizes (top-left, top-right, bottom-right,
  /// bottom-left) already fit the rectangle.
  mutating func appendRoundedRect(
    _ rect: CGRect, corners: FourCorners<CGSize>, style: RoundedCornerStyle
  ) {
    // Fixed-size storage throughout: a shape drawn thousands of times allocates only the
    // path's own storage, once.
    reserveCapacity(
      verbs: style == .continuous ? 18 : 10, points: style == .continuous ? 41 : 25)
    if style == .circular, corners[0].isPositive, corners[1].isPositive, corners[2].isPositive,
      corners[3].isPositive
    {
      appendCircularCorners(rect, corners: corners)
      return
    }
    // Each corner, clockwise from the top-left: its vertex, the direction back along the
    // edge that arrives at it, and the direction along the edge that leaves it.
    let frames: FourCorners<(vertex: CGPoint, incoming: CGPoint, outgoing: CGPoint)> = .init(
      (CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: 0, y: 1), CGPoint(x: 1, y: 0)),
      (CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: -1, y: 0), CGPoint(x: 0, y: 1)),
      (CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: 0, y: -1), CGPoint(x: -1, y: 0)),
      (CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: -1)))
    // Radii along each corner's incoming and outgoing edges: horizontal edges use the
    // corner's width, vertical edges its height.
    let incomingRadius = FourCorners(
      corners[0].height, corners[1].width, corners[2].height, corners[3].width)
    let outgoingRadius = FourCorners(
      corners[0].width, corners[1].height, corners[2].width, corners[3].height)
    var smoothing = FourCorners<CGFloat>(repeating: 0)
    for index in 0..<4 where style == .continuous {
      // The edge leaving corner i arrives at corner i + 1; both ease out along it.
      let next = (index + 1) % 4
      let previous = (index + 3) % 4
      let outgoingLength = index % 2 == 0 ? rect.width : rect.height
      let incomingLength = index % 2 == 0 ? rect.height : rect.width
      smoothing[index] = ContinuousCorner.smoothing(
        edgeLength: outgoingLength, radii: outgoingRadius[index] + incomingRadius[next],
        otherEdgeLength: incomingLength,
        otherRadii: incomingRadius[index] + outgoingRadius[previous])
    }
    // Start where the top-left corner ends, then draw the other corners clockwise and
    // finish with the top-left one.
    for step in 0..<5 {
      let index = step % 4
      let frame = frames[index]
      let size = CGSize(width: incomingRadius[index], height: outgoingRadius[index])
      func place(_ local: CGPoint) -> CGPoint {
        CGPoint(
          x: frame.vertex.x + frame.incoming.x * local.x * size.width + frame.outgoing.x
            * local.y * size.height,
          y: frame.vertex.y + frame.incoming.y * local.x * size.width + frame.outgoing.y
            * local.y * size.height)
      }
      let isSquare = size.width <= 0 || size.height <= 0
      let profile = ContinuousCorner(smoothing: smoothing[index])
      if step == 0 {
        move(
          to: isSquare
            ? frame.vertex : place(style == .circular ? CGPoint(x: 0, y: 1) : profile.end))
        continue
      }
      if isSquare {
        addLineUnlessThere(frame.vertex)
      } else if style == .circular {
        appendCircularCorner(index, radii: corners[index], center: place(CGPoint(x: 1, y: 1)))
      } else {
        addLineUnlessThere(place(profile.start))
        for cubic in profile.cubics {
          addCurve(
            to: place(cubic.end), control1: place(cubic.control1),
            control2: place(cubic.control2))
        }
      }
    }
    closeSubpath()
  }
}

extension Path {
  /// ``appendRoundedRect(_:corners:style:)`` for circular corners that all have a size: a
  /// line (unless the corners use the edge up) and an arc per corner, with each corner's
  /// centre and end points computed exactly as the general case computes them.
  private mutating func appendCircularCorners(_ rect: CGRect, corners: FourCorners<CGSize>) {
    // The centres, clockwise from the top-left: each corner's vertex moved inward by its
    // radii.
    let centers = FourCorners(
      CGPoint(x: rect.minX + corners[0].width, y: rect.minY + corners[0].height),
      CGPoint(x: rect.maxX - corners[1].width, y: rect.minY + corners[1].height),
      CGPoint(x: rect.maxX - corners[2].width, y: rect.maxY - corners[2].height),
      CGPoint(x: rect.minX + corners[3].width, y: rect.maxY - corners[3].height))
    // Start where the top-left corner ends; finish with the top-left corner.
    move(to: CGPoint(x: centers[0].x, y: rect.minY))
    for step in 1...4 {
      let index = step & 3
      appendCircularCorner(index, radii: corners[index], center: centers[index])
    }
    closeSubpath()
  }

  /// Appends circular corner `index` (clockwise from the top-left) of radii `radii` about
  /// `center`: a line to where its arc starts (unless the path is there), then the arc.
  private mutating func appendCircularCorner(_ index: Int, radii: CGSize, center: CGPoint) {
    let transform = CGAffineTransform(
      a: radii.width, b: 0, c: 0, d: radii.height, tx: center.x, ty: center.y)
    // The same arc as EllipticalArc(transform:startAngle:sweep:) and its start, with the
    // cosines and sines of the four corners' angles computed once.
    let turn = QuarterTurn.corners[index]
    addLineUnlessThere(turn.start.mapped(by: transform))
    appendArcWithoutJoin(
      EllipticalArc(
        transform: transform, startAngle: turn.startAngle, sweep: .pi / 2,
        end: turn.end.mapped(by: transform)))
  }
}

extension CGSize {
  /// Whether both sides are above zero.
  fileprivate var isPositive: Bool { width > 0 && height > 0 }
}

/// The angles of the circular corners of a rounded rectangle, with their cosines and sines
/// computed once: corner `i` (clockwise from the top-left) turns a quarter from
/// `(i + 2)·π/2`.
private struct QuarterTurn {
  /// Where the corner's arc starts.
  let startAngle: Double
  /// The cosine and sine of the start angle, as a point of the unit circle.
  let start: CGPoint
  /// The cosine and sine of the end angle (`startAngle + π/2`).
  let end: CGPoint

  init(corner: Int) {
    startAngle = Double(corner + 2) * .pi / 2
    start = CGPoint(x: cos(startAngle), y: sin(startAngle))
    let endAngle = startAngle + .pi / 2
    end = CGPoint(x: cos(endAngle), y: sin(endAngle))
  }

  /// The four corners.
  static let corners: FourCorners<QuarterTurn> = FourCorners(
    QuarterTurn(corner: 0), QuarterTurn(corner: 1), QuarterTurn(corner: 2),
    QuarterTurn(corner: 3))
}

extension CGPoint {
  /// The point (cos θ, sin θ) of the unit circle mapped by `t`, computed as
  /// ``EllipticalArc/point(atAngle:)`` computes it.
  fileprivate func mapped(by t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension Path {
  /// Adds a line to `point` unless the path is already there, so that edges a corner
  /// uses up entirely leave no zero-length lines.
  fileprivate mutating func addLineUnlessThere(_ point: CGPoint) {
    guard let current = currentPoint else {
      addLine(to: point)
      return
    }
    if !current.isClose(to: point) {
      // What addLine does after a segment (a current point, not after a close), for a
      // finite point, without its checks.
      if isAfterClose || !point.isFinite {
        addLine(to: point)
      } else {
        appendUnchecked(.line, point)
      }
    }
  }
}

/// The profile of a curvature-continuous ("squircle") corner of unit radius, in the
/// corner's local frame: the corner vertex at the origin, the arriving edge along +x and
/// the leaving edge along +y, so the profile runs from `(1 + s, 0)` to `(0, 1 + s)` where
/// `s` is the smoothing.
///
/// It is three cubics: an easing cubic whose first three points lie on the edge (so its
/// curvature starts at 0, as the edge's does) and whose end meets a circle of radius 1 with
/// the circle's tangent and curvature; a cubic that approximates the middle of that circle;
/// and the mirror image of the first. Smoothing `s` gives up `45°·s` of the circle at each
/// end; at `s = 0` the easing cubics shrink to points and the corner is a quarter circle.
struct ContinuousCorner {
  /// The smoothing of an iOS-style corner, which uses 1.528665·r of each edge.
  static let iOSSmoothing: CGFloat = 0.528_665

  /// The corner's smoothing, 0 (circular) through ``iOSSmoothing``.
  let smoothing: CGFloat

  /// The smoothing a corner can afford: ``iOSSmoothing`` when both of its edges have room,
  /// less when an edge is shorter than its two corners need, 0 in the limit.
  ///
  /// - Parameters:
  ///   - edgeLength: The length of one edge of the corner.
  ///   - radii: The sum of the radii of the two corners on that edge, along it.
  ///   - otherEdgeLength: The length of the corner's other edge.
  ///   - otherRadii: The sum of the radii of the two corners on the other edge.
  static func smoothing(
    edgeLength: CGFloat, radii: CGFloat, otherEdgeLength: CGFloat, otherRadii: CGFloat
  ) -> CGFloat {
    var result = iOSSmoothing
    if radii > 0 { result = min(result, edgeLength / radii - 1) }
    if otherRadii > 0 { result = min(result, otherEdgeLength / otherRadii - 1) }
    return max(result, 0)
  }

  /// Where the corner leaves its arriving edge.
  var start: CGPoint { CGPoint(x: 1 + smoothing, y: 0) }

  /// Where the corner joins its leaving edge.
  var end: CGPoint { CGPoint(x: 0, y: 1 + smoothing) }

  /// The three cubics from ``start`` to `(0, 1 + smoothing)`.
  var cubics: [(control1: CGPoint, control2: CGPoint, end: CGPoint)] {
    let beta = smoothing * .pi / 4
    // The circle (centre (1, 1), radius 1) is joined where it has turned β from the edge.
    let arcStart = CGPoint(x: 1 - sin(beta), y: 1 - cos(beta))
    let arcEnd = CGPoint(x: arcStart.y, y: arcStart.x)
    var control1 = start
    var control2 = start
    if beta > 0 {
      // Tangent continuity: the last handle lies along the circle's tangent at arcStart,
      // which meets the edge a distance tan(β/2) before arcStart's foot.
      let k = tan(beta / 2)
      control2 = CGPoint(x: arcStart.x + k * cos(beta), y: 0)
      // Curvature continuity: the cubic's end curvature (2/3)·b·sin β / k² equals 1.
      control1 = CGPoint(x: control2.x + 3 * k * k / (2 * sin(beta)), y: 0)
    }
    // The middle of the circle, from angle 270° − β down to 180° + β.
    let from = 3 * Double.pi / 2 - beta
    let sweep = -(Double.pi / 2 - 2 * beta)
    let handle = 4 / 3 * tan(sweep / 4)
    let middle1 = CGPoint(x: arcStart.x - handle * sin(from), y: arcStart.y + handle * cos(from))
    let middle2 = CGPoint(x: middle1.y, y: middle1.x)
    return [
      (control1, control2, arcStart),
      (middle1, middle2, arcEnd),
      (CGPoint(x: 0, y: control2.x), CGPoint(x: 0, y: control1.x), end),
    ]
  }
}
