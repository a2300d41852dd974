import ShapeFonts
import Shapes

/// A glyph outline written once in `<defs>`: which face, which glyph, at which size.
struct GlyphKey: Hashable {
  let face: FontFaceDescriptor
  let glyph: GlyphID
  let size: Double
}

extension SVGDocumentWriter {
  /// Writes text: measured text as `<text>` or as glyph outlines by ``textOutput``, text
  /// measured by no font as `<text>` anchored for the viewer to lay out.
  func writeText(_ text: TextNode, attributes: SVGOutput?, animations: SVGOutput?) {
    guard let measured = text.measured else {
      writeEstimatedText(text, attributes: attributes, animations: animations)
      return
    }
    switch textOutput {
    case .text: writeMeasuredText(text, measured, attributes: attributes, animations: animations)
    case .paths: writeGlyphOutlines(text, measured, attributes: attributes, animations: animations)
    }
  }

  /// The fill, weight and slant attributes text elements share.
  private func appendTextPaint(_ text: TextNode) {
    let fill = paintValue(text.fill)
    if !fill.isBlack {
      output.append(" fill=\"")
      output.paint(fill)
      output.append("\"")
    }
    if fill.opacity < 1 { output.attribute("fill-opacity", fill.opacity) }
  }

  private func appendFontStyle(_ font: Font) {
    output.attribute("font-size", font.size)
    if font.weight != .regular {
      output.append(" font-weight=\"")
      output.append(string: String(font.weight.value))
      output.append("\"")
    }
    if font.isItalic { output.append(" font-style=\"italic\"") }
  }

  /// One `<text>`, with a `<tspan>` a run at its measured start, and the layout's letter
  /// spacing.
  ///
  /// Each names its face's family first. A text of one run carries its position and
  /// family itself.
  private func writeMeasuredText(
    _ text: TextNode, _ measured: MeasuredText, attributes: SVGOutput?, animations: SVGOutput?
  ) {
    var runs: [(run: TextLayout.Run, text: String)] = []
    for line in measured.layout.lines {
      for (index, run) in line.runs.enumerated() {
        // Spaces a line breaks at hang past its end: they are not drawn.
        var string = run.text
        if index == line.runs.count - 1 {
          while string.last == " " { string.removeLast() }
        }
        if !string.isEmpty { runs.append((run, string)) }
      }
    }
    guard !runs.isEmpty else { return }
    output.append("<text")
    if runs.count == 1 { appendRunPosition(runs[0].run, measured, text.font) }
    appendFontStyle(text.font)
    // The layout's tracking or kerning, which the viewer adds after each character as the
    // layout did; each run starts where the layout placed it.
    let spacing = measured.layout.letterSpacing
    if spacing != 0 { output.attribute("letter-spacing", spacing) }
    appendTextPaint(text)
    if runs.contains(where: { $0.text.hasPrefix(" ") || $0.text.contains("  ") }) {
      output.append(" xml:space=\"preserve\"")
    }
    if let attributes { output.append(attributes) }
    output.append(">")
    if let animations { output.append(animations) }
    if runs.count == 1 {
      output.append(escaping: runs[0].text)
    } else {
      for (run, string) in runs {
        output.append("<tspan")
        appendRunPosition(run, measured, text.font)
        output.append(">")
        output.append(escaping: string)
        output.append("</tspan>")
      }
    }
    output.append("</text>\n")
  }

  private func appendRunPosition(
    _ run: TextLayout.Run, _ measured: MeasuredText, _ font: Font
  ) {
    output.attribute("x", measured.origin.x + run.origin.x)
    output.attribute("y", measured.origin.y + run.origin.y)
    output.append(" font-family=\"")
    output.append(escaping: measured.familyList(ofFont: run.font, in: font))
    output.append("\"")
  }

  /// A `<g>` with the text's paint, holding a `<use>` a visible glyph; each glyph's outline
  /// is written in `<defs>` before its first use, once per face, glyph and size.
  private func writeGlyphOutlines(
    _ text: TextNode, _ measured: MeasuredText, attributes: SVGOutput?, animations: SVGOutput?
  ) {
    var uses: [(id: String, position: CGPoint)] = []
    for line in measured.layout.lines {
      for run in line.runs {
        guard measured.faces.indices.contains(run.font) else { continue }
        let face = measured.faces[run.font]
        for placed in run.glyphs {
          guard let id = glyphID(face, placed.glyph, size: measured.size) else { continue }
          uses.append((id, placed.position))
        }
      }
    }
    guard !uses.isEmpty else { return }
    output.append("<g")
    appendTextPaint(text)
    if let attributes { output.append(attributes) }
    output.append(">")
    if let animations { output.append(animations) }
    output.append("\n")
    for (id, position) in uses {
      output.append("<use xlink:href=\"#")
      output.append(string: id)
      output.append("\"")
      output.attribute("x", measured.origin.x + position.x)
      output.attribute("y", measured.origin.y + position.y)
      output.append("/>\n")
    }
    output.append("</g>\n")
  }

  /// The id of the outline of `glyph` of `face` at `size`, written on first use.
  ///
  /// `nil` for a glyph without outline (a space). A glyph whose outline cannot be read
  /// draws the face's `.notdef`.
  private func glyphID(_ face: FontResolution, _ glyph: GlyphID, size: CGFloat)
    -> String?
  {
    let key = GlyphKey(face: face.descriptor, glyph: glyph, size: size)
    if let id = glyphIDs[key] { return id.isEmpty ? nil : id }
    let path =
      (try? face.font.path(of: glyph, size: size))
      ?? (try? face.font.path(of: .notdef, size: size)) ?? Path()
    guard !path.isEmpty else {
      glyphIDs[key] = ""
      return nil
    }
    glyphOutlineCount += 1
    let id = definitions.idPrefix + "glyph" + String(glyphOutlineCount)
    glyphIDs[key] = id
    output.append("<defs><path id=\"")
    output.append(string: id)
    output.append("\" d=\"")
    path.writeSVGPathData(to: &output, options: pathOptions)
    output.append("\"/></defs>\n")
    return id
  }

  /// Text no font measured: one `<text>` anchored at the start, centre or end of its first
  /// baseline by the alignment, lines 1.2 sizes apart.
  private func writeEstimatedText(
    _ text: TextNode, attributes: SVGOutput?, animations: SVGOutput?
  ) {
    output.append("<text")
    output.attribute("x", text.anchor.x)
    output.attribute("y", text.anchor.y)
    output.append(" font-family=\"")
    output.append(escaping: text.font.familyList)
    output.append("\"")
    appendFontStyle(text.font)
    switch text.alignment {
    case .leading: break
    case .center: output.append(" text-anchor=\"middle\"")
    case .trailing: output.append(" text-anchor=\"end\"")
    }
    appendTextPaint(text)
    let needsSpacePreserved = text.lines.contains {
      $0.hasPrefix(" ") || $0.hasSuffix(" ") || $0.contains("  ")
    }
    if needsSpacePreserved { output.append(" xml:space=\"preserve\"") }
    if let attributes { output.append(attributes) }
    output.append(">")
    if let animations { output.append(animations) }
    if text.lines.count == 1 {
      output.append(escaping: text.lines[0])
    } else {
      for (index, line) in text.lines.enumerated() {
        output.append("<tspan")
        output.attribute("x", text.anchor.x)
        if index > 0 { output.attribute("dy", 1.2 * text.font.size) }
        output.append(">")
        output.append(escaping: line)
        output.append("</tspan>")
      }
    }
    output.append("</text>\n")
  }
}

extension Node {
  /// Whether the node or anything inside it (masks included) is text measured with fonts.
  var containsMeasuredText: Bool {
    switch self {
    case .text(let text): text.measured != nil
    case .shape, .image: false
    case .group(let group):
      group.children.contains { $0.containsMeasuredText }
        || {
          if case .mask(let nodes) = group.effect {
            return nodes.contains { $0.containsMeasuredText }
          }
          return false
        }()
    }
  }
}
