import Shapes

/// Paints: a color written in place, a gradient as a definition the element refers to.
extension SVGDocumentWriter {
  /// The attribute value of a paint, writing a gradient's definition first.
  ///
  /// `area` is the box, in user space, of what the paint covers (a shape's fill or its
  /// stroke): a conic gradient's image is drawn over it. Without it, over the paint's
  /// frame.
  @inline(__always)
  func paintValue(_ paint: ResolvedPaint, area: @autoclosure () -> CGRect? = nil) -> SVGPaintValue {
    // A color, the usual paint, inline; a gradient's definition out of line.
    if case .color(let color) = paint.paint { return .color(color) }
    if case .angularGradient(let gradient) = paint.paint {
      return conicValue(gradient, frame: paint.frame, area: area() ?? paint.frame)
    }
    return gradientValue(paint)
  }

  /// The attribute value of a gradient: a reference to its definition, written first.
  private func gradientValue(_ paint: ResolvedPaint) -> SVGPaintValue {
    switch paint.paint {
    case .color(let color):
      return .color(color)
    case .linearGradient(let gradient):
      let start = gradient.startPoint.point(in: paint.frame)
      let end = gradient.endPoint.point(in: paint.frame)
      var attributes = output.part()
      attributes.append(" gradientUnits=\"userSpaceOnUse\"")
      attributes.attribute("x1", start.x)
      attributes.attribute("y1", start.y)
      attributes.attribute("x2", end.x)
      attributes.attribute("y2", end.y)
      let id = definition(
        kind: "gradient", element: "linearGradient", attributes: attributes,
        body: stops(gradient.gradient.stops.map { ($0.location, $0.color) }))
      return .reference(id)
    case .radialGradient(let gradient):
      let stops = RadialStops(
        gradient.gradient, startRadius: gradient.startRadius, endRadius: gradient.endRadius)
      let center = gradient.center.point(in: paint.frame)
      var attributes = output.part()
      attributes.append(" gradientUnits=\"userSpaceOnUse\"")
      attributes.attribute("cx", center.x)
      attributes.attribute("cy", center.y)
      attributes.attribute("r", stops.end)
      // SVG 1.1 has no start radius: the stops are moved out instead.
      let id = definition(
        kind: "gradient", element: "radialGradient", attributes: attributes,
        body: self.stops(Array(zip(stops.locations, stops.colors))))
      return .reference(id)
    case .ellipticalGradient(let gradient):
      return ellipticalValue(gradient, frame: paint.frame)
    case .angularGradient(let gradient):
      return conicValue(gradient, frame: paint.frame, area: paint.frame)
    }
  }

  /// The attribute value of an elliptical gradient: a radial gradient in the unit square,
  /// which `gradientTransform` stretches to the frame; a color where it has no extent.
  private func ellipticalValue(_ gradient: EllipticalGradient, frame: CGRect) -> SVGPaintValue {
    let stops = RadialStops(
      gradient.gradient, startRadius: gradient.startRadiusFraction,
      endRadius: gradient.endRadiusFraction)
    let center = gradient.center
    if let first = stops.colors.first, let last = stops.colors.last {
      // What the raster shader paints in the same cases, as SVG cannot draw them.
      let isFlat =
        !(frame.width > 0 && frame.height > 0 && frame.width.isFinite && frame.height.isFinite
        && frame.minX.isFinite && frame.minY.isFinite) || stops.end <= 0
      if isFlat { return .color(last) }
      if !center.x.isFinite || !center.y.isFinite { return .color(first) }
    }
    // The fractions and the frame's size multiply coordinates: more digits.
    let fine = SVGNumberFormat(precision: max(format.precision, 6))
    var attributes = output.part()
    attributes.append(" gradientUnits=\"userSpaceOnUse\" cx=\"")
    attributes.number(center.x, format: fine)
    attributes.append("\" cy=\"")
    attributes.number(center.y, format: fine)
    attributes.append("\" r=\"")
    attributes.number(stops.end, format: fine)
    attributes.append("\" gradientTransform=\"matrix(")
    attributes.number(frame.width, format: fine)
    attributes.append(" 0 0 ")
    attributes.number(frame.height, format: fine)
    attributes.append(" ")
    attributes.number(frame.minX)
    attributes.append(" ")
    attributes.number(frame.minY)
    attributes.append(")\"")
    let id = definition(
      kind: "gradient", element: "radialGradient", attributes: attributes,
      body: self.stops(Array(zip(stops.locations, stops.colors))))
    return .reference(id)
  }

  /// The `stop` elements of a gradient.
  private func stops(_ stops: [(CGFloat, Color)]) -> SVGOutput {
    var body = output.part()
    for (location, color) in stops {
      body.append("<stop offset=\"")
      body.number(min(max(location, 0), 1))
      body.append("\" stop-color=\"")
      body.hex(color)
      body.append("\"")
      if color.opacity < 1 { body.attribute("stop-opacity", color.opacity) }
      body.append("/>")
    }
    return body
  }
}

/// What a paint attribute holds: a color, or a reference to a gradient definition.
enum SVGPaintValue {
  /// A color, written `#rrggbb`, its opacity in an attribute of its own.
  case color(Color)
  /// The id of a gradient definition, written `url(#id)`.
  case reference(String)

  /// The opacity written beside the value: the color's, 1 for a gradient (whose stops
  /// carry theirs).
  var opacity: Double {
    guard case .color(let color) = self else { return 1 }
    return color.opacity
  }

  /// The length of the value's text: `#rrggbb`, or `url(#id)`.
  var textLength: Int {
    switch self {
    case .color: 7
    case .reference(let id): id.utf8.count + 6
    }
  }

  /// Whether the value is black, SVG's default fill.
  @inline(__always)
  var isBlack: Bool {
    guard case .color(let color) = self else { return false }
    return color.redByte == 0 && color.greenByte == 0 && color.blueByte == 0
  }
}

extension SVGOutput {
  /// Appends a paint's attribute value: `#rrggbb`, or `url(#id)`.
  mutating func paint(_ value: SVGPaintValue) {
    write(atMost: value.textLength) { $0.paint(value) }
  }
}
