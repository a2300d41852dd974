import Shapes

/// Writes a resolved scene as SVG 1.1 bytes.
///
/// Elements go into a byte buffer that the caller may drain as it grows (streaming).
/// Definitions (gradients, clips, masks, shadow filters) are written in a `<defs>` just
/// before the first element that uses them; an identical definition is written once and
/// shared, under a stable id: the kind and the order of first use (`clip1`, `shadow2`).
///
/// The writer works on bytes throughout: numbers, colors and ids go straight into the
/// buffer, and a plain shape is written without building anything per element. With a
/// ``drain`` set, the buffer is handed over whenever ``chunkSize`` bytes have gathered,
/// between elements and in the middle of a long path, so memory stays flat however large
/// the document.
struct SVGDocumentWriter {
  /// The bytes written and not yet drained.
  var output: [UInt8] = []
  /// Takes the output whenever ``chunkSize`` bytes have gathered (and must empty it); `nil`
  /// keeps everything in ``output``.
  var drain: ((inout [UInt8]) -> Void)?
  /// How many bytes gather before they are drained.
  static let chunkSize = 1 << 20
  /// Whether the output is a temporary buffer (a mask's content) that must not be drained.
  var isBuffering = false
  let format: SVGNumberFormat
  let pathOptions: SVGPathDataOptions
  let idPrefix: String
  /// The ids of the definitions written so far, by their content.
  private var definitions: [DefinitionKey: String] = [:]
  /// How many definitions of each kind have been written.
  private var counts: [String: Int] = [:]
  /// The ids of the shadow filters written so far, by shadow and region.
  private var shadowIDs: [ShadowKey: String] = [:]
  /// The `#rrggbb` text of the colors written lately.
  private var hexCache = HexCache()
  /// The shadow filter used last.
  private var lastShadow: (key: ShadowKey, id: String)?
  /// How measured text is written (see `SVGDocumentWriter+Text.swift`).
  var textOutput = SVGTextOutput.text
  /// The ids of the glyph outlines written so far.
  var glyphIDs: [GlyphKey: String] = [:]

  init(precision: Int, idPrefix: String) {
    format = SVGNumberFormat(precision: precision)
    pathOptions = SVGPathDataOptions(format: format)
    self.idPrefix = idPrefix
  }

  // MARK: Document

  /// Writes the XML declaration and the opening `svg` tag.
  mutating func beginDocument(width: CGFloat, height: CGFloat, usesImages: Bool) {
    append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
    append("<svg xmlns=\"http://www.w3.org/2000/svg\"")
    if usesImages { append(" xmlns:xlink=\"http://www.w3.org/1999/xlink\"") }
    append(" version=\"1.1\"")
    attribute("width", width)
    attribute("height", height)
    append(" viewBox=\"0 0 ")
    number(width)
    append(" ")
    number(height)
    append("\">\n")
  }

  /// Writes the closing `svg` tag.
  mutating func endDocument() {
    append("</svg>\n")
  }

  // MARK: Nodes

  /// Hands the output to ``drain`` when a chunk has gathered.
  mutating func drainIfFull() {
    guard output.count >= Self.chunkSize, !isBuffering, let drain else { return }
    drain(&output)
  }

  /// Writes a node and what it needs, one element per line.
  mutating func write(_ node: Node) {
    if case .shape(let shape) = node {
      // The common case, without effects: straight to the element.
      writeShape(shape, attributes: [], animations: [])
    } else {
      writeWithEffects(node)
    }
    drainIfFull()
  }

  /// Writes a shape with no effects: the fast path of drawing contexts.
  mutating func writePlainShape(_ shape: ShapeNode) {
    writeShape(shape, attributes: [], animations: [])
    drainIfFull()
  }

  /// Writes a node whose effects may need groups and definitions.
  private mutating func writeWithEffects(_ node: Node) {
    // Collect the effects of single-child groups, outermost first, down to the content.
    var effects: [Effect] = []
    var content = node
    var children: [Node]?
    while case .group(let group) = content {
      effects.append(group.effect)
      if group.children.count == 1 {
        content = group.children[0]
      } else {
        children = group.children
        break
      }
    }
    // Innermost first, split into runs one element can carry.
    let layers = Self.elementLayers(effects.reversed())
    writeLayers(layers[...], content: content, children: children)
  }

  /// Splits effects (innermost first) into runs that one element can carry: SVG applies
  /// an element's filter, then its clip, then its mask, then its opacity, then its
  /// transform, so a run must follow that order.
  static func elementLayers(_ effects: [Effect]) -> [[Effect]] {
    var layers: [[Effect]] = []
    var current: [Effect] = []
    var lastRank = -1
    for effect in effects {
      let rank = effect.elementRank
      if rank <= lastRank {
        layers.append(current)
        current = []
      }
      current.append(effect)
      lastRank = rank
    }
    if !current.isEmpty || layers.isEmpty { layers.append(current) }
    return layers
  }

  /// Writes the content (a leaf, or the children of a group) under runs of effects,
  /// innermost run first: one element per run, the innermost on the leaf itself.
  private mutating func writeLayers(
    _ layers: ArraySlice<[Effect]>, content: Node, children: [Node]?
  ) {
    if let outermost = layers.last, layers.count > 1 {
      let inside = Self.node(content: content, children: children, under: layers.dropLast())
      let prepared = prepareEffects(outermost, for: inside)
      writeGroup(attributes: prepared.attributes, animations: prepared.animations) {
        $0.writeLayers(layers.dropLast(), content: content, children: children)
      }
      return
    }
    let run = layers.first ?? []
    if let children {
      let prepared = prepareEffects(
        run, for: Self.node(content: content, children: children, under: []))
      writeGroup(attributes: prepared.attributes, animations: prepared.animations) { writer in
        for child in children { writer.write(child) }
      }
    } else {
      let prepared = prepareEffects(run, for: content)
      writeLeaf(content, attributes: prepared.attributes, animations: prepared.animations)
    }
  }

  /// The node an element holds: the content, or a group of the children, under runs of
  /// effects (innermost first).
  private static func node(content: Node, children: [Node]?, under layers: ArraySlice<[Effect]>)
    -> Node
  {
    var node = children.map { Node.group(GroupNode(children: $0, effect: .opacity(1))) } ?? content
    for effect in layers.joined() {
      node = .group(GroupNode(children: [node], effect: effect))
    }
    return node
  }

  /// Writes a `g` element with attributes, then animation elements, around what `body`
  /// writes; without attributes or animations the group is left out and only its content
  /// written.
  private mutating func writeGroup(
    attributes: [UInt8], animations: [UInt8] = [], _ body: (inout Self) -> Void
  ) {
    guard !attributes.isEmpty || !animations.isEmpty else {
      body(&self)
      return
    }
    append("<g")
    output.append(contentsOf: attributes)
    append(">\n")
    output.append(contentsOf: animations)
    body(&self)
    append("</g>\n")
  }

  /// Writes a path, image or text element with extra attributes and animation elements.
  private mutating func writeLeaf(_ node: Node, attributes: [UInt8], animations: [UInt8]) {
    switch node {
    case .shape(let shape): writeShape(shape, attributes: attributes, animations: animations)
    case .image(let image): writeImage(image, attributes: attributes, animations: animations)
    case .text(let text): writeText(text, attributes: attributes, animations: animations)
    case .group(let group):
      writeGroup(attributes: attributes, animations: animations) { writer in
        for child in group.children { writer.write(child) }
      }
    }
  }

  /// Ends a leaf's opening tag: `/>` when it has no animations, else `>`, the animation
  /// elements, and the closing tag.
  private mutating func closeLeaf(_ element: String, animations: [UInt8]) {
    if animations.isEmpty {
      append("/>\n")
    } else {
      append(">\n")
      output.append(contentsOf: animations)
      append("</")
      appendString(element)
      append(">\n")
    }
  }

  // MARK: Effects

  /// The attributes and animation elements of a run of effects on an element holding
  /// `node`, writing the definitions they need first.
  private mutating func prepareEffects(_ effects: [Effect], for node: Node) -> (
    attributes: [UInt8], animations: [UInt8]
  ) {
    var attributes: [UInt8] = []
    var animations: [UInt8] = []
    for effect in effects {
      switch effect {
      case .opacity(let value):
        guard value < 1 else { continue }
        attributes.append(contentsOf: " opacity=\"".utf8)
        format.append(value, to: &attributes)
        attributes.append(UInt8(ascii: "\""))
      case .animatedOpacity(let value, let animation):
        if value < 1 {
          attributes.append(contentsOf: " opacity=\"".utf8)
          format.append(value, to: &attributes)
          attributes.append(UInt8(ascii: "\""))
        }
        appendAnimation(animation, to: &animations)
      case .transform(let transform):
        attributes.append(contentsOf: " transform=\"".utf8)
        appendTransform(transform, to: &attributes)
        attributes.append(UInt8(ascii: "\""))
      case .clip(let path, let style):
        let id = clipDefinition(path, style: style)
        Self.appendReference(" clip-path=\"url(#", id, to: &attributes)
      case .mask(let nodes):
        let id = maskDefinition(nodes)
        Self.appendReference(" mask=\"url(#", id, to: &attributes)
      case .shadow(let shadow):
        let id = shadowDefinition(shadow, for: node)
        Self.appendReference(" filter=\"url(#", id, to: &attributes)
      }
    }
    return (attributes, animations)
  }

  /// Appends `prefix`, the id and `)"`.
  private static func appendReference(
    _ prefix: StaticString, _ id: String, to bytes: inout [UInt8]
  ) {
    bytes.append(
      contentsOf: UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount))
    bytes.append(contentsOf: id.utf8)
    bytes.append(UInt8(ascii: ")"))
    bytes.append(UInt8(ascii: "\""))
  }

  private func appendTransform(_ t: CGAffineTransform, to bytes: inout [UInt8]) {
    if t.a == 1, t.b == 0, t.c == 0, t.d == 1 {
      bytes.append(contentsOf: "translate(".utf8)
      format.append(t.tx, to: &bytes)
      bytes.append(UInt8(ascii: " "))
      format.append(t.ty, to: &bytes)
    } else {
      bytes.append(contentsOf: "matrix(".utf8)
      // The linear part keeps more digits: it multiplies coordinates.
      let linear = SVGNumberFormat(precision: max(format.precision, 6))
      for (index, value) in [t.a, t.b, t.c, t.d].enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: " ")) }
        linear.append(value, to: &bytes)
      }
      bytes.append(UInt8(ascii: " "))
      format.append(t.tx, to: &bytes)
      bytes.append(UInt8(ascii: " "))
      format.append(t.ty, to: &bytes)
    }
    bytes.append(UInt8(ascii: ")"))
  }

  // MARK: Definitions

  /// The id of a definition with this kind and body, writing it on first use.
  ///
  /// - Parameters:
  ///   - kind: The id stem, such as `clip`.
  ///   - element: The element name, such as `clipPath`.
  ///   - attributes: The element's attributes after its id, each with a leading space.
  ///   - body: The element's content.
  private mutating func definition(
    kind: String, element: String, attributes: [UInt8], body: [UInt8]
  ) -> String {
    let key = DefinitionKey(element: element, attributes: attributes, body: body)
    if let id = definitions[key] { return id }
    let count = (counts[kind] ?? 0) + 1
    counts[kind] = count
    let id = idPrefix + kind + String(count)
    definitions[key] = id
    append("<defs><")
    appendString(element)
    append(" id=\"")
    appendString(id)
    append("\"")
    output.append(contentsOf: attributes)
    append(">")
    output.append(contentsOf: body)
    append("</")
    appendString(element)
    append("></defs>\n")
    return id
  }

  private mutating func clipDefinition(_ path: Path, style: FillStyle) -> String {
    var body: [UInt8] = Array("<path d=\"".utf8)
    path.appendSVGPathData(to: &body, options: pathOptions)
    body.append(UInt8(ascii: "\""))
    if style.isEOFilled { body.append(contentsOf: " clip-rule=\"evenodd\"".utf8) }
    body.append(contentsOf: "/>".utf8)
    return definition(kind: "clip", element: "clipPath", attributes: [], body: body)
  }

  private mutating func maskDefinition(_ nodes: [Node]) -> String {
    let region = nodes.compactMap(\.visualBounds).reduce(CGRect.null) { $0.union($1) }
    let box = region.isNull ? CGRect.zero : region
    // The mask's content, drawn white with its own alpha, so the luminance mask SVG 1.1
    // applies is the alpha mask SwiftUI applies.
    let filterRegion = regionAttributes(box.outwardRounded(format), units: "filterUnits")
    let alpha = definition(
      kind: "alpha", element: "filter", attributes: filterRegion,
      body: Array(
        "<feColorMatrix values=\"0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 0 0 0 1 0\"/>".utf8))
    let saved = output
    let wasBuffering = isBuffering
    output = []
    isBuffering = true
    append("<g")
    Self.appendReference(" filter=\"url(#", alpha, to: &output)
    append(">\n")
    for node in nodes { write(node) }
    append("</g>")
    let body = output
    output = saved
    isBuffering = wasBuffering
    return definition(
      kind: "mask", element: "mask",
      attributes: regionAttributes(box.outwardRounded(format), units: "maskUnits"), body: body)
  }

  private mutating func shadowDefinition(_ shadow: Shadow, for node: Node) -> String {
    let deviation = shadow.radius / 2
    let key = ShadowKey(
      color: shadow.color, radius: shadow.radius, x: shadow.x, y: shadow.y,
      region: shadowRegion(shadow, for: node))
    // Most elements in a run share the last filter: a comparison, not a hash.
    if let last = lastShadow, last.key == key { return last.id }
    if let id = shadowIDs[key] {
      lastShadow = (key, id)
      return id
    }
    // Offset, then blur. The two commute, but librsvg computes each primitive only within
    // the canvas, so what one moves beyond the edge is lost to the next: blurring first
    // loses the blur's tail that the offset brings back in, across the canvas edges the
    // shadow falls away from; offsetting first loses only content within the offset of the
    // edges it falls toward, where the shadow leaves the canvas anyway.
    var body: [UInt8] = Array("<feOffset in=\"SourceAlpha\" dx=\"".utf8)
    format.append(shadow.x, to: &body)
    body.append(contentsOf: "\" dy=\"".utf8)
    format.append(shadow.y, to: &body)
    if deviation > 0 {
      body.append(contentsOf: "\"/><feGaussianBlur stdDeviation=\"".utf8)
      format.append(deviation, to: &body)
    }
    body.append(contentsOf: "\" result=\"shadow\"/><feFlood flood-color=\"".utf8)
    Self.appendHex(shadow.color, to: &body)
    body.append(UInt8(ascii: "\""))
    if shadow.color.opacity < 1 {
      body.append(contentsOf: " flood-opacity=\"".utf8)
      format.append(shadow.color.opacity, to: &body)
      body.append(UInt8(ascii: "\""))
    }
    body.append(
      contentsOf:
        "/><feComposite in2=\"shadow\" operator=\"in\"/><feMerge><feMergeNode/><feMergeNode in=\"SourceGraphic\"/></feMerge>"
        .utf8)
    var attributes: [UInt8]
    switch key.region {
    case .relative(let rect): attributes = regionAttributes(rect, units: nil)
    case .absolute(let rect): attributes = regionAttributes(rect, units: "filterUnits")
    }
    attributes.append(contentsOf: " color-interpolation-filters=\"sRGB\"".utf8)
    let id = definition(kind: "shadow", element: "filter", attributes: attributes, body: body)
    shadowIDs[key] = id
    lastShadow = (key, id)
    return id
  }

  /// The filter region of a shadow on `node`: what holds the content, its offset copy and
  /// the blur's tails (three standard deviations and a unit).
  ///
  /// It is relative to the element's bounding box when the renderer knows that box as we
  /// do (no text, nothing animated), with each margin rounded up to a power of two (at
  /// least an eighth): equal shadows on elements of similar proportions share a filter,
  /// and no region is more than twice as wide as the blur needs, which keeps renderers
  /// fast. Otherwise it is in user space, tight around what is needed, within a shared
  /// filter's clip bounds.
  private func shadowRegion(_ shadow: Shadow, for node: Node) -> ShadowKey.Region {
    let reach = 3 * shadow.radius / 2 + 1
    let bounds = node.geometryAndVisualBounds
    let visual = bounds.visual ?? .zero
    let needed = visual.union(visual.offsetBy(dx: shadow.x, dy: shadow.y))
      .insetBy(dx: -reach, dy: -reach)
    if let box = bounds.geometry, box.width > 0, box.height > 0, !node.containsText,
      !node.containsAnimation
    {
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
    if let clip = shadow.region {
      rect = rect.intersection(clip)
      if rect.isNull { rect = .zero }
    }
    return .absolute(rect.outwardRounded(format))
  }

  /// `x`, `y`, `width` and `height` attributes, after a `units="userSpaceOnUse"`
  /// attribute when `units` is given.
  private func regionAttributes(_ rect: CGRect, units: String?) -> [UInt8] {
    var bytes: [UInt8] = []
    if let units {
      bytes.append(UInt8(ascii: " "))
      bytes.append(contentsOf: units.utf8)
      bytes.append(contentsOf: "=\"userSpaceOnUse\"".utf8)
    }
    let regionFormat = units == nil ? SVGNumberFormat(precision: 2) : format
    for (name, value) in [
      ("x", rect.minX), ("y", rect.minY), ("width", rect.width), ("height", rect.height),
    ] {
      bytes.append(UInt8(ascii: " "))
      bytes.append(contentsOf: name.utf8)
      bytes.append(contentsOf: "=\"".utf8)
      regionFormat.append(value, to: &bytes)
      bytes.append(UInt8(ascii: "\""))
    }
    return bytes
  }

  /// The attribute value of a paint: a color, or a gradient definition's reference.
  mutating func paintValue(_ paint: ResolvedPaint) -> (value: PaintValue, opacity: Double) {
    switch paint.paint {
    case .color(let color):
      return (.color(color), color.opacity)
    case .linearGradient(let gradient):
      let start = gradient.startPoint.point(in: paint.frame)
      let end = gradient.endPoint.point(in: paint.frame)
      var attributes: [UInt8] = Array(" gradientUnits=\"userSpaceOnUse\"".utf8)
      for (name, value) in [("x1", start.x), ("y1", start.y), ("x2", end.x), ("y2", end.y)] {
        attributes.append(UInt8(ascii: " "))
        attributes.append(contentsOf: name.utf8)
        attributes.append(contentsOf: "=\"".utf8)
        format.append(value, to: &attributes)
        attributes.append(UInt8(ascii: "\""))
      }
      let id = definition(
        kind: "gradient", element: "linearGradient", attributes: attributes,
        body: stops(gradient.gradient.stops.map { ($0.location, $0.color) }))
      return (.reference(id), 1)
    case .radialGradient(let gradient):
      let center = gradient.center.point(in: paint.frame)
      let end = max(gradient.endRadius, 0)
      let start = min(max(gradient.startRadius, 0), end)
      var attributes: [UInt8] = Array(" gradientUnits=\"userSpaceOnUse\"".utf8)
      for (name, value) in [("cx", center.x), ("cy", center.y), ("r", end)] {
        attributes.append(UInt8(ascii: " "))
        attributes.append(contentsOf: name.utf8)
        attributes.append(contentsOf: "=\"".utf8)
        format.append(value, to: &attributes)
        attributes.append(UInt8(ascii: "\""))
      }
      // SVG 1.1 has no start radius: move the stops out instead.
      let stops = gradient.gradient.stops.map { stop in
        (end > 0 ? (start + stop.location * (end - start)) / end : stop.location, stop.color)
      }
      let id = definition(
        kind: "gradient", element: "radialGradient", attributes: attributes,
        body: self.stops(stops))
      return (.reference(id), 1)
    }
  }

  private func stops(_ stops: [(CGFloat, Color)]) -> [UInt8] {
    var bytes: [UInt8] = []
    for (location, color) in stops {
      bytes.append(contentsOf: "<stop offset=\"".utf8)
      format.append(min(max(location, 0), 1), to: &bytes)
      bytes.append(contentsOf: "\" stop-color=\"".utf8)
      Self.appendHex(color, to: &bytes)
      bytes.append(UInt8(ascii: "\""))
      if color.opacity < 1 {
        bytes.append(contentsOf: " stop-opacity=\"".utf8)
        format.append(color.opacity, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
      }
      bytes.append(contentsOf: "/>".utf8)
    }
    return bytes
  }

  // MARK: Leaves

  /// Writes a path with plain paints: what a grid of shapes is made of.
  ///
  /// Plain means filled and stroked with opaque colors (or not at all), in the default
  /// fill style and a stroke with butt caps, miter joins and no dashes. Nothing is built
  /// on the heap: the element goes into the output in one append (two or more for a long
  /// path or with `attributes`).
  ///
  /// `attributes` (each with a leading space) end the element: the effects an element
  /// carries, such as its `filter` and `clip-path`.
  mutating func writePlainPath(
    _ path: Path, fill: Color?, stroke: Color?, strokeWidth: CGFloat, miterLimit: CGFloat,
    attributes: [UInt8] = []
  ) {
    guard !path.isEmpty else {
      writeAnyShape(
        ShapeNode(
          path: path, fill: fill.map { ResolvedPaint(paint: .color($0), frame: .zero) },
          fillStyle: FillStyle(),
          stroke: stroke.map { ResolvedPaint(paint: .color($0), frame: .zero) },
          strokeStyle: StrokeStyle(lineWidth: strokeWidth, miterLimit: miterLimit)),
        attributes: attributes, animations: [])
      return
    }
    // The rest of the element, at most three attributes of known length and two numbers,
    // written first: it goes out with the path data, in one append for a short path.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 192) { buffer in
      var tail = ByteCursor(buffer.baseAddress!)
      tail.put("\"")
      if let fill {
        let hex = hexCache.text(of: fill)
        if hex != HexCache.black {
          tail.put(" fill=\"")
          tail.put(hex)
          tail.put("\"")
        }
      } else {
        tail.put(" fill=\"none\"")
      }
      if let stroke {
        tail.put(" stroke=\"")
        tail.put(hexCache.text(of: stroke))
        tail.put("\"")
        if strokeWidth != 1 {
          tail.put(" stroke-width=\"")
          tail.number(strokeWidth, format: format)
          tail.put("\"")
        }
        let limit = miterLimit.isFinite ? max(miterLimit, 1) : 10
        if limit != 4 {
          let sharpest = path.maximumMiterRatio(above: min(limit, 4))
          if sharpest > min(limit, 4), sharpest <= max(limit, 4) {
            tail.put(" stroke-miterlimit=\"")
            tail.number(limit, format: format)
            tail.put("\"")
          }
        }
      }
      if attributes.isEmpty { tail.put("/>\n") }
      let suffix = UnsafeBufferPointer(start: UnsafePointer(buffer.baseAddress), count: tail.count)
      if isBuffering || drain == nil {
        path.appendSVGPathData(
          to: &output, options: pathOptions, prefix: "<path d=\"", suffix: suffix,
          drainingAt: .max, drain: { _ in })
      } else if let drain {
        path.appendSVGPathData(
          to: &output, options: pathOptions, prefix: "<path d=\"", suffix: suffix,
          drainingAt: Self.chunkSize, drain: drain)
      }
    }
    if !attributes.isEmpty {
      output.append(contentsOf: attributes)
      output.append(UInt8(ascii: "/"))
      output.append(UInt8(ascii: ">"))
      output.append(UInt8(ascii: "\n"))
    }
    drainIfFull()
  }

  private mutating func writeShape(_ shape: ShapeNode, attributes: [UInt8], animations: [UInt8]) {
    if animations.isEmpty, shape.animations.isEmpty, !shape.path.isEmpty,
      let plain = shape.plainColors
    {
      writePlainPath(
        shape.path, fill: plain.fill, stroke: plain.stroke,
        strokeWidth: shape.strokeStyle.lineWidth, miterLimit: shape.strokeStyle.miterLimit,
        attributes: attributes)
      return
    }
    writeAnyShape(shape, attributes: attributes, animations: animations)
  }

  /// Writes a shape of any kind: paints, styles, extra attributes and animations.
  private mutating func writeAnyShape(
    _ shape: ShapeNode, attributes: [UInt8], animations: [UInt8]
  ) {
    let fill = shape.fill.map { paintValue($0) }
    let stroke = shape.stroke.map { paintValue($0) }
    append("<path d=\"")
    if shape.path.isEmpty {
      // An animation whose end state is empty: a path that draws nothing, valid in SVG 1.1.
      append("M0 0")
    }
    if isBuffering || drain == nil {
      shape.path.appendSVGPathData(to: &output, options: pathOptions)
    } else if let drain {
      shape.path.appendSVGPathData(
        to: &output, options: pathOptions, drainingAt: Self.chunkSize, drain: drain)
    }
    append("\"")
    if let fill {
      if !fill.value.isBlack {
        append(" fill=\"")
        appendPaint(fill.value)
        append("\"")
      }
      if fill.opacity < 1 { attribute("fill-opacity", fill.opacity) }
      if shape.fillStyle.isEOFilled { append(" fill-rule=\"evenodd\"") }
    } else {
      append(" fill=\"none\"")
    }
    if !shape.fillStyle.isAntialiased { append(" shape-rendering=\"crispEdges\"") }
    if let stroke {
      let style = shape.strokeStyle
      append(" stroke=\"")
      appendPaint(stroke.value)
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
        // The limit matters only at corners sharp enough to reach SVG's default (4) or
        // this one, but not both.
        let limit = style.miterLimit.isFinite ? max(style.miterLimit, 1) : 10
        if limit != 4 {
          let sharpest = shape.path.maximumMiterRatio(above: min(limit, 4))
          if sharpest > min(limit, 4), sharpest <= max(limit, 4) {
            attribute("stroke-miterlimit", limit)
          }
        }
      case .round: append(" stroke-linejoin=\"round\"")
      case .bevel: append(" stroke-linejoin=\"bevel\"")
      }
      let dash = style.dash.filter(\.isFinite)
      if !dash.isEmpty, dash.count == style.dash.count, dash.allSatisfy({ $0 >= 0 }),
        dash.reduce(0, +) > 0
      {
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
    output.append(contentsOf: attributes)
    if shape.animations.isEmpty, animations.isEmpty {
      append("/>\n")
      return
    }
    var children: [UInt8] = []
    for animation in shape.animations { appendAnimation(animation, to: &children) }
    closeLeaf("path", animations: children + animations)
  }

  private mutating func writeImage(_ image: ImageNode, attributes: [UInt8], animations: [UInt8]) {
    append("<image")
    attribute("x", image.rect.minX)
    attribute("y", image.rect.minY)
    attribute("width", image.rect.width)
    attribute("height", image.rect.height)
    append(" preserveAspectRatio=\"none\"")
    output.append(contentsOf: attributes)
    append(" xlink:href=\"data:")
    appendString(image.image.header.format.mimeType)
    append(";base64,")
    appendString(image.image.data.base64EncodedString())
    append("\"")
    closeLeaf("image", animations: animations)
  }

  // MARK: Bytes

  /// Appends text known at compile time.
  mutating func append(_ text: StaticString) {
    output.append(
      contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Appends a string's UTF-8 bytes.
  mutating func appendString(_ text: String) {
    output.append(contentsOf: text.utf8)
  }

  mutating func number(_ value: Double) {
    format.append(value, to: &output)
  }

  mutating func attribute(_ name: StaticString, _ value: Double) {
    append(" ")
    append(name)
    append("=\"")
    number(value)
    append("\"")
  }

  /// Appends a paint's attribute value: `#rrggbb`, or `url(#id)`.
  mutating func appendPaint(_ value: PaintValue) {
    switch value {
    case .color(let color):
      Self.appendHex(color, to: &output)
    case .reference(let id):
      append("url(#")
      appendString(id)
      append(")")
    }
  }

  /// Appends a color as `#rrggbb`, lowercase, as ``Color/hexString`` spells it.
  static func appendHex(_ color: Color, to bytes: inout [UInt8]) {
    withUnsafeBytes(of: HexCache.text(of: color).littleEndian) {
      bytes.append(contentsOf: $0.prefix(7))
    }
  }
}

/// Writes bytes at a raw cursor into a buffer the caller has made large enough.
private struct ByteCursor {
  /// Where the bytes start.
  let start: UnsafeMutablePointer<UInt8>
  /// Where the next byte goes.
  var cursor: UnsafeMutablePointer<UInt8>

  init(_ start: UnsafeMutablePointer<UInt8>) {
    self.start = start
    cursor = start
  }

  /// The number of bytes written.
  var count: Int { cursor - start }

  /// Writes text known at compile time.
  @inline(__always)
  mutating func put(_ text: StaticString) {
    cursor.initialize(from: text.utf8Start, count: text.utf8CodeUnitCount)
    cursor += text.utf8CodeUnitCount
  }

  /// Writes a number.
  mutating func number(_ value: Double, format: SVGNumberFormat) {
    cursor += format.write(value, to: cursor)
  }

}

extension ShapeNode {
  /// The fill and stroke colors, when the shape is what ``SVGDocumentWriter/writePlainPath``
  /// writes: opaque colors or none, the default fill style, a stroke with butt caps, miter
  /// joins and no dashes.
  fileprivate var plainColors: (fill: Color?, stroke: Color?)? {
    guard fillStyle.isAntialiased, !fillStyle.isEOFilled else { return nil }
    var fillColor: Color?
    if let fill {
      guard case .color(let color) = fill.paint, color.opacity >= 1 else { return nil }
      fillColor = color
    }
    var strokeColor: Color?
    if let stroke {
      guard case .color(let color) = stroke.paint, color.opacity >= 1,
        strokeStyle.lineCap == .butt, strokeStyle.lineJoin == .miter,
        strokeStyle.dash.isEmpty
      else { return nil }
      strokeColor = color
    }
    return (fillColor, strokeColor)
  }
}

/// The `#rrggbb` text of the colors written lately, so that the colors of a drawing, which
/// are usually few, are each converted once: a small table in which each color has the
/// slot its components pick.
private struct HexCache {
  /// `#000000`, as ``text(of:)`` packs it.
  static let black: UInt64 = 0x0030_3030_3030_3023

  /// The number of slots.
  private static let slotCount = 16
  /// By slot, the bit patterns of the red, green and blue components of a color, whose
  /// text is in `texts`.
  ///
  /// An empty slot has all bits set, as no component does (they are in 0…1). Arrays, made
  /// once per writer: the standard library's fixed-size array needs macOS 26.
  private var keys = [(UInt64, UInt64, UInt64)](
    repeating: (.max, .max, .max), count: slotCount)
  private var texts = [UInt64](repeating: 0, count: slotCount)

  /// The text of a color, without its opacity.
  mutating func text(of color: Color) -> UInt64 {
    let key = (color.red.bitPattern, color.green.bitPattern, color.blue.bitPattern)
    // A multiplicative hash of the components, whose top bits pick the slot.
    let mixed = (key.0 &+ key.1 &* 3 &+ key.2 &* 5) &* 0x9E37_79B9_7F4A_7C15
    let slot = Int(truncatingIfNeeded: mixed &>> 60) & (Self.slotCount - 1)
    if keys[slot] == key { return texts[slot] }
    let text = Self.text(of: color)
    keys[slot] = key
    texts[slot] = text
    return text
  }

  /// `#rrggbb` packed into the low seven bytes of a word, first character lowest.
  static func text(of color: Color) -> UInt64 {
    let digits: StaticString = "0123456789abcdef"
    let table = digits.utf8Start
    func pair(_ byte: UInt8) -> UInt64 {
      UInt64(table[Int(byte >> 4)]) | UInt64(table[Int(byte & 0xf)]) << 8
    }
    return UInt64(UInt8(ascii: "#")) | pair(color.redByte) << 8 | pair(color.greenByte) << 24
      | pair(color.blueByte) << 40
  }
}

extension ByteCursor {
  /// Writes seven bytes of `#rrggbb` text from ``HexCache``.
  @inline(__always)
  mutating func put(_ hex: UInt64) {
    withUnsafeBytes(of: hex.littleEndian) {
      cursor.initialize(from: $0.baseAddress!.assumingMemoryBound(to: UInt8.self), count: 7)
    }
    cursor += 7
  }
}

/// What a paint attribute holds: a color, or a reference to a gradient definition.
enum PaintValue {
  /// A color, written `#rrggbb` (its opacity goes into its own attribute).
  case color(Color)
  /// The id of a gradient definition, written `url(#id)`.
  case reference(String)

  /// Whether the value is black, SVG's default fill.
  var isBlack: Bool {
    guard case .color(let color) = self else { return false }
    return color.redByte == 0 && color.greenByte == 0 && color.blueByte == 0
  }
}

/// What decides a shadow filter: the shadow and its region.
private struct ShadowKey: Hashable {
  /// A filter region, relative to the element's bounding box or in user space.
  enum Region: Hashable {
    case relative(CGRect)
    case absolute(CGRect)
  }

  let color: Color
  let radius: CGFloat
  let x: CGFloat
  let y: CGFloat
  let region: Region
}

/// The content of a definition, which decides whether two definitions are the same.
private struct DefinitionKey: Hashable {
  let element: String
  let attributes: [UInt8]
  let body: [UInt8]
}

extension Effect {
  /// The order in which SVG applies an element's effects: filter, clip, mask, opacity,
  /// transform.
  fileprivate var elementRank: Int {
    switch self {
    case .shadow: 0
    case .clip: 1
    case .mask: 2
    case .opacity, .animatedOpacity: 3
    case .transform: 4
    }
  }
}

extension CGRect {
  /// The rectangle grown to the grid of the format's precision, so rounding never cuts
  /// it.
  fileprivate func outwardRounded(_ format: SVGNumberFormat) -> CGRect {
    var scale = 1.0
    for _ in 0..<format.precision { scale *= 10 }
    let minX = (minX * scale).rounded(.down) / scale
    let minY = (minY * scale).rounded(.down) / scale
    let maxX = (maxX * scale).rounded(.up) / scale
    let maxY = (maxY * scale).rounded(.up) / scale
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
