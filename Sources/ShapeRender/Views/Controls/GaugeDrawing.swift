import Shapes

/// The bar of a linear ``Gauge``: a capsule 6 points tall across the width offered,
/// filled up to the share or marked at it.
struct GaugeBar {
  /// Where the value is along the bar, 0…1.
  let fraction: Double
  /// Whether the value is a marker (the accessory linear style) rather than a fill.
  let marker: Bool

  static let height: CGFloat = 6
  /// The diameters of the marker's white ring and of its accent dot.
  static let ring: CGFloat = 12
  static let dot: CGFloat = 8

  func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize {
    CGSize(width: proposal.width ?? 0, height: marker ? Self.ring : Self.height)
  }

  func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    let track = CGRect(
      x: rect.minX, y: rect.midY - Self.height / 2, width: rect.width, height: Self.height)
    var nodes: [Node] = []
    if track.width > 0 {
      nodes.append(
        ControlDrawing.fill(
          Capsule(style: .circular).path(in: track), .color(ControlDrawing.trackGray)))
    }
    if marker {
      // The marker's centre stays half a bar's height inside the ends.
      let travel = max(track.width - Self.height, 0)
      let x = track.minX + min(Self.height / 2, track.width / 2) + travel * fraction
      func circle(_ diameter: CGFloat) -> Path {
        Circle().path(
          in: CGRect(
            x: x - diameter / 2, y: track.midY - diameter / 2, width: diameter,
            height: diameter))
      }
      nodes.append(ControlDrawing.fill(circle(Self.ring), .color(.white)))
      nodes.append(ControlDrawing.fill(circle(Self.dot), context.accentPaint))
    } else if fraction > 0 && track.width > 0 {
      let filled = CGRect(
        x: track.minX, y: track.minY, width: track.width * fraction, height: track.height)
      nodes.append(
        ControlDrawing.fill(Capsule(style: .circular).path(in: filled), context.accentPaint))
    }
    return nodes
  }
}

extension GaugeBar: View, PrimitiveView {
  /// An empty view: the drawing primitives of this package have no body of their own.
  var body: EmptyView { return EmptyView() }
}

/// The ring of a circular ``Gauge``, 58 points across with a line 6 wide: open at the
/// bottom with a marker, or closed and filled up to the share.
struct GaugeRing {
  /// Where the value is along the ring, 0…1.
  let fraction: Double
  /// Whether the ring is closed and filled (the capacity style) rather than open and
  /// marked.
  let capacity: Bool

  static let diameter: CGFloat = 58
  static let lineWidth: CGFloat = 6
  /// Where the open ring starts (the lower left, in degrees clockwise from the trailing
  /// side) and how far it turns.
  static let openStart: Double = 135
  static let openSweep: Double = 270

  func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize {
    CGSize(width: Self.diameter, height: Self.diameter)
  }

  /// The arc from `start` turning by `sweep` degrees, on the ring's middle line.
  static func arc(center: CGPoint, start: Double, sweep: Double) -> Path {
    var path = Path()
    path.addRelativeArc(
      center: center, radius: (diameter - lineWidth) / 2, startAngle: .degrees(start),
      delta: .degrees(sweep))
    return path
  }

  /// The point at `angle` degrees on the ring's middle line.
  static func point(center: CGPoint, angle: Double) -> CGPoint {
    let radius = (diameter - lineWidth) / 2
    let radians = angle * .pi / 180
    return CGPoint(x: center.x + radius * cos(radians), y: center.y + radius * sin(radians))
  }

  func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    let center = CGPoint(x: rect.midX, y: rect.midY)
    let gray = Paint.color(ControlDrawing.trackGray)
    if capacity {
      var nodes = [
        ControlDrawing.stroke(
          Self.arc(center: center, start: -90, sweep: 360), gray, width: Self.lineWidth)
      ]
      if fraction > 0 {
        nodes.append(
          ControlDrawing.stroke(
            Self.arc(center: center, start: -90, sweep: 360 * fraction), context.accentPaint,
            width: Self.lineWidth))
      }
      return nodes
    }
    let at = Self.point(center: center, angle: Self.openStart + Self.openSweep * fraction)
    func circle(_ diameter: CGFloat) -> Path {
      Circle().path(
        in: CGRect(
          x: at.x - diameter / 2, y: at.y - diameter / 2, width: diameter, height: diameter))
    }
    return [
      ControlDrawing.stroke(
        Self.arc(center: center, start: Self.openStart, sweep: Self.openSweep), gray,
        width: Self.lineWidth),
      ControlDrawing.fill(circle(GaugeBar.ring), .color(.white)),
      ControlDrawing.fill(circle(GaugeBar.dot), context.accentPaint),
    ]
  }
}

extension GaugeRing: View, PrimitiveView {
  /// An empty view: the drawing primitives of this package have no body of their own.
  var body: EmptyView { return EmptyView() }
}
