import Shapes

extension SVGDocumentWriter {
  /// Writes a shape's `path` element: the one place that decides each of its attributes,
  /// whichever route the shape came by (a view, a ``Canvas``, a ``GraphicsContext``
  /// streaming to SVG) and whatever effects it carries.
  ///
  /// SVG's defaults are left out: a black fill, an opacity of 1, the nonzero rule,
  /// antialiasing, a stroke 1 wide with butt caps and miter joins, and a miter limit that
  /// cannot change the picture (see ``SVGMiterLimit``). A gradient's definition is written
  /// first. The path data streams into the output, drained in the middle of a long path.
  ///
  /// - Parameters:
  ///   - attributes: Attributes of the effects the element carries (its `filter`,
  ///     `clip-path`…), each with a leading space; they end the opening tag.
  ///   - animations: Animation elements of those effects, after the shape's own.
  func writeShape(_ shape: ShapeNode, attributes: SVGOutput?, animations: SVGOutput?) {
    let fill = shape.fill.map { paintValue($0) }
    let stroke = shape.stroke.map { paintValue($0) }
    output.append("<path d=\"")
    if shape.path.isEmpty {
      // An animation whose end state is empty: a path that draws nothing, valid in SVG 1.1.
      output.append("M0 0")
    } else {
      shape.path.writeSVGPathData(to: &output, options: pathOptions)
    }
    output.append("\"")
    if let fill {
      if !fill.isBlack {
        output.append(" fill=\"")
        output.paint(fill)
        output.append("\"")
      }
      if fill.opacity < 1 { output.attribute("fill-opacity", fill.opacity) }
      if shape.fillStyle.isEOFilled { output.append(" fill-rule=\"evenodd\"") }
    } else {
      output.append(" fill=\"none\"")
    }
    if !shape.fillStyle.isAntialiased { output.append(" shape-rendering=\"crispEdges\"") }
    if let stroke { writeStrokeAttributes(stroke, style: shape.strokeStyle, path: shape.path) }
    if let attributes { output.append(attributes) }
    if shape.animations.isEmpty {
      closeLeaf("path", animations: animations)
    } else {
      var all = output.part()
      for animation in shape.animations { appendAnimation(animation, to: &all) }
      if let animations { all.append(animations) }
      closeLeaf("path", animations: all)
    }
  }

  /// Writes the stroke's attributes of a `path` element.
  private func writeStrokeAttributes(_ stroke: SVGPaintValue, style: StrokeStyle, path: Path) {
    output.append(" stroke=\"")
    output.paint(stroke)
    output.append("\"")
    if stroke.opacity < 1 { output.attribute("stroke-opacity", stroke.opacity) }
    if style.lineWidth != 1 { output.attribute("stroke-width", style.lineWidth) }
    switch style.lineCap {
    case .butt: break
    case .round: output.append(" stroke-linecap=\"round\"")
    case .square: output.append(" stroke-linecap=\"square\"")
    }
    switch style.lineJoin {
    case .miter:
      if let limit = SVGMiterLimit.attributeValue(path: path, miterLimit: style.miterLimit) {
        output.attribute("stroke-miterlimit", limit)
      }
    case .round: output.append(" stroke-linejoin=\"round\"")
    case .bevel: output.append(" stroke-linejoin=\"bevel\"")
    }
    // A pattern SVG would reject (a negative or non-finite length, or nothing to draw)
    // is left out: the stroke is solid.
    let dash = style.dash
    guard !dash.isEmpty, dash.allSatisfy({ $0.isFinite && $0 >= 0 }), dash.reduce(0, +) > 0
    else { return }
    output.append(" stroke-dasharray=\"")
    for (index, length) in dash.enumerated() {
      if index > 0 { output.append(" ") }
      output.number(length)
    }
    output.append("\"")
    if style.dashPhase.isFinite, style.dashPhase != 0 {
      output.attribute("stroke-dashoffset", style.dashPhase)
    }
  }
}
