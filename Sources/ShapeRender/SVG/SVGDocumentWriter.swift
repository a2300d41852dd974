import Shapes

/// Writes a resolved scene as SVG 1.1 bytes: the document frame, and the entry point,
/// ``write(_:)``, through which views, ``Canvas`` and ``GraphicsContext`` alike reach each
/// element's writer.
///
/// The writer only reads the scene (see <doc:SceneAndBackEnds>). Its concepts live in
/// files of their own: effect layers (`SVGDocumentWriter+Effects`), definitions and their
/// de-duplication (`SVGDefinitions`, `SVGDocumentWriter+Definitions`, `+Paint`), the
/// shape element (`SVGShapeElement`, with `SVGMiterLimit`), images and text, and the
/// bytes (``SVGOutput``).
///
/// A reference: the document and a drawing context streaming into it share one writer.
final class SVGDocumentWriter {
  /// The bytes written and not yet drained.
  ///
  /// Every element is written through it, so its accesses skip Swift's run-time
  /// exclusivity check: the writer is used on one thread at a time, and each access is a
  /// call on `output` that ends before the next begins (a part written aside is swapped in
  /// and out, never accessed while another access is open).
  @exclusivity(unchecked) var output: SVGOutput
  /// The definitions written so far.
  var definitions: SVGDefinitions
  /// How path data is written.
  let pathOptions: SVGPathDataOptions
  /// How measured text is written (see `SVGDocumentWriter+Text.swift`).
  var textOutput = SVGTextOutput.text
  /// The ids of the glyph outlines written so far; empty for a glyph without outline.
  var glyphIDs: [GlyphKey: String] = [:]
  /// How many glyph outlines are written so far: the last one's number in its id.
  var glyphOutlineCount = 0

  /// A writer with `precision` decimals and ids starting with `idPrefix`, handing full
  /// chunks to `drain` when there is one.
  init(
    precision: Int, idPrefix: String, drain: ((UnsafeBufferPointer<UInt8>) -> Void)? = nil
  ) {
    let format = SVGNumberFormat(precision: precision)
    // Streaming, room for a chunk and the element that completes it, so the buffer never
    // grows.
    output = SVGOutput(
      format: format, capacity: drain == nil ? 0 : SVGOutput.chunkSize + 64 * 1024,
      drain: drain)
    definitions = SVGDefinitions(idPrefix: idPrefix)
    pathOptions = SVGPathDataOptions(format: format)
  }

  /// How numbers are written.
  var format: SVGNumberFormat { output.format }

  // MARK: Document

  /// Writes the XML declaration and the opening `svg` tag.
  func beginDocument(width: CGFloat, height: CGFloat, usesImages: Bool) {
    output.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
    output.append("<svg xmlns=\"http://www.w3.org/2000/svg\"")
    if usesImages { output.append(" xmlns:xlink=\"http://www.w3.org/1999/xlink\"") }
    output.append(" version=\"1.1\"")
    output.attribute("width", width)
    output.attribute("height", height)
    output.append(" viewBox=\"0 0 ")
    output.number(width)
    output.append(" ")
    output.number(height)
    output.append("\">\n")
  }

  /// Writes the closing `svg` tag.
  func endDocument() {
    output.append("</svg>\n")
  }

  // MARK: Nodes

  /// Writes a node and the definitions it needs, one element per line: the one way into
  /// the writer.
  ///
  /// Inlined into its callers, so that a caller handing it a shape node it has just made
  /// (a drawing context streaming) has the node taken apart where it is made.
  @inline(__always)
  func write(_ node: Node) {
    if case .shape(let shape) = node {
      // The common case, without effects: straight to the element.
      writeShape(shape, attributes: nil, animations: nil)
    } else {
      writeWithEffects(node)
    }
    output.drainIfFull()
  }

  /// Writes a path, image or text element with extra attributes and animation elements,
  /// or the children of a group.
  func writeLeaf(_ node: Node, attributes: SVGOutput?, animations: SVGOutput?) {
    switch node {
    case .shape(let shape): writeShape(shape, attributes: attributes, animations: animations)
    case .image(let image): writeImage(image, attributes: attributes, animations: animations)
    case .text(let text): writeText(text, attributes: attributes, animations: animations)
    case .group(let group):
      writeGroup(attributes: attributes, animations: animations) {
        for child in group.children { $0.write(child) }
      }
    }
  }

  /// Writes a `g` element with attributes, then animation elements, around what `body`
  /// writes; without attributes or animations the group is left out and only its content
  /// written.
  func writeGroup(
    attributes: SVGOutput?, animations: SVGOutput?, _ body: (SVGDocumentWriter) -> Void
  ) {
    let isOpen = openGroup(attributes: attributes, animations: animations)
    body(self)
    if isOpen { output.append("</g>\n") }
  }

  /// Writes the opening `g` tag with attributes, then animation elements, and returns
  /// `true`; without attributes or animations writes nothing and returns `false`.
  func openGroup(attributes: SVGOutput?, animations: SVGOutput?) -> Bool {
    guard attributes?.isEmpty == false || animations?.isEmpty == false else { return false }
    output.append("<g")
    if let attributes { output.append(attributes) }
    output.append(">\n")
    if let animations { output.append(animations) }
    return true
  }

  /// What `body` writes, as a part of its own (a mask's content), which is never
  /// drained.
  func writeAside(_ body: (SVGDocumentWriter) -> Void) -> SVGOutput {
    var part = output.part()
    swap(&part, &output)
    body(self)
    swap(&part, &output)
    return part
  }
}

extension SVGOutput {
  /// Ends a leaf's opening tag: `/>` without animations, else `>`, the animation
  /// elements, and the closing tag.
  mutating func closeLeaf(_ element: StaticString, animations: SVGOutput?) {
    write(atMost: SVGTextCursor.closeLeafRoom(element, animations: animations)) {
      $0.closeLeaf(element, animations: animations)
    }
  }
}
