import Shapes

extension SVGDocumentWriter {
  /// Writes a shape's `path` element, whichever route the shape came by (a view, a
  /// ``Canvas``, a ``GraphicsContext`` streaming to SVG) and whatever effects it carries:
  /// its gradients' definitions first, then the element, which
  /// ``SVGOutput/writeShapeElement(_:fill:stroke:pathOptions:attributes:animations:)``
  /// decides.
  ///
  /// - Parameters:
  ///   - attributes: Attributes of the effects the element carries (its `filter`,
  ///     `clip-path`…), each with a leading space; they end the opening tag.
  ///   - animations: Animation elements of those effects, after the shape's own.
  func writeShape(_ shape: ShapeNode, attributes: SVGOutput?, animations: SVGOutput?) {
    var fill: SVGPaintValue?
    if let paint = shape.fill {
      fill = paintValue(paint, area: shape.animatedBounds ?? shape.path.boundingRect)
    }
    var stroke: SVGPaintValue?
    if let paint = shape.stroke {
      stroke = paintValue(paint, area: Self.strokeArea(shape))
    }
    guard !shape.animations.isEmpty else {
      output.writeShapeElement(
        shape, fill: fill, stroke: stroke, pathOptions: pathOptions, attributes: attributes,
        animations: animations)
      return
    }
    var own = output.part()
    for animation in shape.animations { appendAnimation(animation, to: &own) }
    if let animations { own.append(animations) }
    output.writeShapeElement(
      shape, fill: fill, stroke: stroke, pathOptions: pathOptions, attributes: attributes,
      animations: own)
  }

  /// The box a shape's stroke paints: its outline's, or for a path that animates, every
  /// keyframe's box grown by the farthest a join or cap reaches.
  private static func strokeArea(_ shape: ShapeNode) -> CGRect {
    guard let animated = shape.animatedBounds else {
      return shape.path.strokedPath(shape.strokeStyle).boundingRect
    }
    let style = shape.strokeStyle
    let width = style.lineWidth.isFinite ? max(style.lineWidth, 0) : 0
    let reach = width / 2 * RasterStroker.reach(style)
    return animated.insetBy(dx: -reach, dy: -reach)
  }
}

extension SVGOutput {
  /// Writes a shape's `path` element with its paints' values: the one place that decides
  /// each of its attributes.
  ///
  /// SVG's defaults are left out: a black fill, an opacity of 1, the nonzero rule,
  /// antialiasing, a stroke 1 wide with butt caps and miter joins, and a miter limit that
  /// cannot change the picture (see ``SVGMiterLimit``). The path data streams in, drained
  /// in the middle of a long path; the rest of the element is written in one run, in room
  /// made for its longest form.
  mutating func writeShapeElement(
    _ shape: ShapeNode, fill: SVGPaintValue?, stroke: SVGPaintValue?,
    pathOptions: SVGPathDataOptions, attributes: SVGOutput?, animations: SVGOutput?
  ) {
    append("<path d=\"")
    if shape.path.isEmpty {
      // An animation whose end state is empty: a path that draws nothing, valid in SVG 1.1.
      append("M0 0")
    } else {
      shape.path.writeSVGPathData(to: &self, options: pathOptions)
    }
    let style = shape.strokeStyle
    var miterLimit: Double?
    if stroke != nil, style.lineJoin == .miter {
      miterLimit = SVGMiterLimit.attributeValue(path: shape.path, miterLimit: style.miterLimit)
    }
    // A pattern SVG would reject (a negative or non-finite length, or nothing to draw)
    // is left out: the stroke is solid.
    let dash = style.dash
    let isDashed =
      stroke != nil && !dash.isEmpty && dash.allSatisfy { $0.isFinite && $0 >= 0 }
      && dash.reduce(0, +) > 0
    // The longest text of the fixed attributes, with room to spare, and what varies.
    var room = 512 + (fill?.textLength ?? 0) + (stroke?.textLength ?? 0)
    if isDashed { room += dash.count * (SVGNumberFormat.maximumLength + 1) }
    room += attributes?.count ?? 0
    room += SVGTextCursor.closeLeafRoom("path", animations: animations)
    write(atMost: room) { out in
      out.put("\"")
      if let fill {
        if !fill.isBlack {
          out.put(" fill=\"")
          out.paint(fill)
          out.put("\"")
        }
        if fill.opacity < 1 { out.attribute("fill-opacity", fill.opacity) }
        if shape.fillStyle.isEOFilled { out.put(" fill-rule=\"evenodd\"") }
      } else {
        out.put(" fill=\"none\"")
      }
      if !shape.fillStyle.isAntialiased { out.put(" shape-rendering=\"crispEdges\"") }
      if let stroke {
        Self.writeStrokeAttributes(
          stroke, style: style, miterLimit: miterLimit, isDashed: isDashed, to: &out)
      }
      if let attributes { attributes.withBytes { out.put($0) } }
      out.closeLeaf("path", animations: animations)
    }
  }

  /// Writes the stroke's attributes of a `path` element: its miter limit and whether its
  /// dash pattern is written are decided by the caller.
  @inline(__always)
  private static func writeStrokeAttributes(
    _ stroke: SVGPaintValue, style: StrokeStyle, miterLimit: Double?, isDashed: Bool,
    to out: inout SVGTextCursor
  ) {
    out.put(" stroke=\"")
    out.paint(stroke)
    out.put("\"")
    if stroke.opacity < 1 { out.attribute("stroke-opacity", stroke.opacity) }
    if style.lineWidth != 1 { out.attribute("stroke-width", style.lineWidth) }
    switch style.lineCap {
    case .butt: break
    case .round: out.put(" stroke-linecap=\"round\"")
    case .square: out.put(" stroke-linecap=\"square\"")
    }
    switch style.lineJoin {
    case .miter:
      if let miterLimit { out.attribute("stroke-miterlimit", miterLimit) }
    case .round: out.put(" stroke-linejoin=\"round\"")
    case .bevel: out.put(" stroke-linejoin=\"bevel\"")
    }
    guard isDashed else { return }
    out.put(" stroke-dasharray=\"")
    for (index, length) in style.dash.enumerated() {
      if index > 0 { out.put(" ") }
      out.number(length)
    }
    out.put("\"")
    if style.dashPhase.isFinite, style.dashPhase != 0 {
      out.attribute("stroke-dashoffset", style.dashPhase)
    }
  }
}
