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
    let fill = shape.fill.map { paintValue($0) }
    let stroke = shape.stroke.map { paintValue($0) }
    var allAnimations = animations
    if !shape.animations.isEmpty {
      var own = output.part()
      for animation in shape.animations { appendAnimation(animation, to: &own) }
      if let animations { own.append(animations) }
      allAnimations = own
    }
    output.writeShapeElement(
      shape, fill: fill, stroke: stroke, pathOptions: pathOptions, attributes: attributes,
      animations: allAnimations)
  }
}

extension SVGOutput {
  /// Writes a shape's `path` element with its paints' values: the one place that decides
  /// each of its attributes.
  ///
  /// SVG's defaults are left out: a black fill, an opacity of 1, the nonzero rule,
  /// antialiasing, a stroke 1 wide with butt caps and miter joins, and a miter limit that
  /// cannot change the picture (see ``SVGMiterLimit``). The path data streams in, drained
  /// in the middle of a long path.
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
    append("\"")
    if let fill {
      if !fill.isBlack {
        append(" fill=\"")
        paint(fill)
        append("\"")
      }
      if fill.opacity < 1 { attribute("fill-opacity", fill.opacity) }
      if shape.fillStyle.isEOFilled { append(" fill-rule=\"evenodd\"") }
    } else {
      append(" fill=\"none\"")
    }
    if !shape.fillStyle.isAntialiased { append(" shape-rendering=\"crispEdges\"") }
    if let stroke { writeStrokeAttributes(stroke, style: shape.strokeStyle, path: shape.path) }
    if let attributes { append(attributes) }
    closeLeaf("path", animations: animations)
  }

  /// Writes the stroke's attributes of a `path` element.
  private mutating func writeStrokeAttributes(
    _ stroke: SVGPaintValue, style: StrokeStyle, path: Path
  ) {
    append(" stroke=\"")
    paint(stroke)
    append("\"")
    if stroke.opacity < 1 { attribute("stroke-opacity", stroke.opacity) }
    if style.lineWidth != 1 { attribute("stroke-width", style.lineWidth) }
    switch style.lineCap {
    case .butt: break
    case .round: append(" stroke-linecap=\"round\"")
    case .square: append(" stroke-linecap=\"square\"")
    }
    switch style.lineJoin {
    case .miter:
      if let limit = SVGMiterLimit.attributeValue(path: path, miterLimit: style.miterLimit) {
        attribute("stroke-miterlimit", limit)
      }
    case .round: append(" stroke-linejoin=\"round\"")
    case .bevel: append(" stroke-linejoin=\"bevel\"")
    }
    // A pattern SVG would reject (a negative or non-finite length, or nothing to draw)
    // is left out: the stroke is solid.
    let dash = style.dash
    guard !dash.isEmpty, dash.allSatisfy({ $0.isFinite && $0 >= 0 }), dash.reduce(0, +) > 0
    else { return }
    append(" stroke-dasharray=\"")
    for (index, length) in dash.enumerated() {
      if index > 0 { append(" ") }
      number(length)
    }
    append("\"")
    if style.dashPhase.isFinite, style.dashPhase != 0 {
      attribute("stroke-dashoffset", style.dashPhase)
    }
  }
}
