import Foundation
import Shapes

/// The bodies of clip, mask and shadow definitions, and the regions of filters.
extension SVGDocumentWriter {
  /// The id of a definition, written to the output on first use (see ``SVGDefinitions``).
  func definition(
    kind: String, element: String, attributes: SVGOutput, body: SVGOutput
  ) -> String {
    definitions.id(
      kind: kind, element: element, attributes: attributes, body: body, writingTo: &output)
  }

  /// The id of a `clipPath` holding `path`.
  func clipDefinition(_ path: Path, style: FillStyle) -> String {
    var body = output.part()
    body.append("<path d=\"")
    path.writeSVGPathData(to: &body, options: pathOptions)
    body.append("\"")
    if style.isEOFilled { body.append(" clip-rule=\"evenodd\"") }
    body.append("/>")
    return definition(kind: "clip", element: "clipPath", attributes: output.part(), body: body)
  }

  /// The id of a `mask` showing where `nodes` are opaque.
  func maskDefinition(_ nodes: [Node]) -> String {
    let box = (Node.visualBounds(of: nodes) ?? .zero).outwardRounded(format)
    // The mask's content, drawn white with its own alpha, so the luminance mask SVG 1.1
    // applies is the alpha mask SwiftUI applies.
    var white = output.part()
    white.append("<feColorMatrix values=\"0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 0 0 0 1 0\"/>")
    let alpha = definition(
      kind: "alpha", element: "filter", attributes: regionAttributes(box, units: "filterUnits"),
      body: white)
    let body = writeAside { writer in
      writer.output.append("<g")
      writer.output.reference(" filter=\"url(#", alpha)
      writer.output.append(">\n")
      for node in nodes { writer.write(node) }
      writer.output.append("</g>")
    }
    return definition(
      kind: "mask", element: "mask", attributes: regionAttributes(box, units: "maskUnits"),
      body: body)
  }

  /// The id of the filter that draws `shadow` under content covering `extent`.
  func shadowDefinition(_ shadow: Shadow, extent: FilterExtent) -> String {
    let key = ShadowKey(
      color: shadow.color, radius: shadow.radius, x: shadow.x, y: shadow.y,
      region: filterRegion(extent, clip: shadow.region))
    if let id = definitions.shadowID(key) { return id }
    // Offset, then blur. The two commute, but librsvg computes each primitive only within
    // the canvas, so what one moves beyond the edge is lost to the next: blurring first
    // loses the blur's tail that the offset brings back in, across the canvas edges the
    // shadow falls away from; offsetting first loses only content within the offset of the
    // edges it falls toward, where the shadow leaves the canvas anyway.
    var body = output.part()
    body.append("<feOffset in=\"SourceAlpha\" dx=\"")
    body.number(shadow.x)
    body.append("\" dy=\"")
    body.number(shadow.y)
    let deviation = shadow.radius / 2
    if deviation > 0 {
      body.append("\"/><feGaussianBlur stdDeviation=\"")
      body.number(deviation)
    }
    body.append("\" result=\"shadow\"/><feFlood flood-color=\"")
    body.hex(shadow.color)
    body.append("\"")
    if shadow.color.opacity < 1 { body.attribute("flood-opacity", shadow.color.opacity) }
    body.append(
      "/><feComposite in2=\"shadow\" operator=\"in\"/><feMerge><feMergeNode/><feMergeNode in=\"SourceGraphic\"/></feMerge>"
    )
    let id = definition(
      kind: "shadow", element: "filter", attributes: filterAttributes(key.region), body: body)
    definitions.setShadowID(id, for: key)
    return id
  }

  /// The region of a filter (a shadow, a blur, a color filter) over content covering
  /// `extent`.
  ///
  /// It is relative to the element's bounding box when the renderer knows that box as the
  /// scene does, with each margin rounded up to a power of two (at least an eighth): equal
  /// filters on elements of similar proportions share a definition, and no region is more
  /// than twice as wide as the blur needs, which keeps renderers fast. Otherwise it is in
  /// user space, tight around what is needed, within a shared filter's clip bounds `clip`.
  func filterRegion(_ extent: FilterExtent, clip: CGRect?) -> FilterRegion {
    let needed = extent.reach
    if let box = extent.exactBox {
      func margin(_ value: CGFloat) -> CGFloat {
        guard value > 0, value.isFinite else { return 0 }
        return max(0.125, exp2((log2(value)).rounded(.up)))
      }
      let left = margin((box.minX - needed.minX) / box.width)
      let right = margin((needed.maxX - box.maxX) / box.width)
      let top = margin((box.minY - needed.minY) / box.height)
      let bottom = margin((needed.maxY - box.maxY) / box.height)
      return .relative(
        CGRect(x: -left, y: -top, width: 1 + left + right, height: 1 + top + bottom))
    }
    var rect = needed
    if let clip {
      rect = rect.intersection(clip)
      if rect.isNull { rect = .zero }
    }
    return .absolute(rect.outwardRounded(format))
  }

  /// The attributes of a `filter` element over `region`, whose primitives work in sRGB,
  /// as the package composites, rather than SVG's default linearRGB.
  func filterAttributes(_ region: FilterRegion) -> SVGOutput {
    var attributes: SVGOutput
    switch region {
    case .relative(let rect): attributes = regionAttributes(rect, units: nil)
    case .absolute(let rect): attributes = regionAttributes(rect, units: "filterUnits")
    }
    attributes.append(" color-interpolation-filters=\"sRGB\"")
    return attributes
  }

  /// `x`, `y`, `width` and `height` attributes, after a `units="userSpaceOnUse"`
  /// attribute when `units` is given; relative ones have two decimals.
  private func regionAttributes(_ rect: CGRect, units: StaticString?) -> SVGOutput {
    var attributes = output.part()
    let regionFormat = units == nil ? SVGNumberFormat(precision: 2) : format
    if let units {
      attributes.append(" ")
      attributes.append(units)
      attributes.append("=\"userSpaceOnUse\"")
    }
    for (name, value): (StaticString, CGFloat) in [
      ("x", rect.minX), ("y", rect.minY), ("width", rect.width), ("height", rect.height),
    ] {
      attributes.append(" ")
      attributes.append(name)
      attributes.append("=\"")
      attributes.number(value, format: regionFormat)
      attributes.append("\"")
    }
    return attributes
  }
}

extension CGRect {
  /// The rectangle grown to the grid of the format's precision, so rounding never cuts
  /// it.
  func outwardRounded(_ format: SVGNumberFormat) -> CGRect {
    var scale = 1.0
    for _ in 0..<format.precision { scale *= 10 }
    let minX = (minX * scale).rounded(.down) / scale
    let minY = (minY * scale).rounded(.down) / scale
    let maxX = (maxX * scale).rounded(.up) / scale
    let maxY = (maxY * scale).rounded(.up) / scale
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
