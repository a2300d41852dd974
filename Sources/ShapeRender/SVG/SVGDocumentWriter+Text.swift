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

  /// One `<text>`, with a `<tspan>` a run at its measured start, and the layout's letter
  /// spacing.
  ///
  /// Each names its face's family first. A text of one run carries its position and
  /// family itself. The `<text>` has the style of the first run's span; a `<tspan>` of
  /// another span sets what differs from it (``appendTextStyle(_:over:)``).
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
    guard let first = runs.first else { return }
    // Paints first: a gradient's definition is written before the elements that use it.
    let styles = textStyles(of: measured, spans: runs.lazy.map(\.run.span))
    guard let base = styles[first.run.span] else { return }
    output.append("<text")
    if runs.count == 1 { appendRunPosition(first.run, measured) }
    appendTextStyle(base, over: nil)
    if runs.contains(where: { $0.text.hasPrefix(" ") || $0.text.contains("  ") }) {
      output.append(" xml:space=\"preserve\"")
    }
    if let attributes { output.append(attributes) }
    output.append(">")
    if let animations { output.append(animations) }
    if runs.count == 1 {
      output.append(escaping: first.text)
    } else {
      for (run, string) in runs {
        output.append("<tspan")
        appendRunPosition(run, measured)
        if let style = styles[run.span] { appendTextStyle(style, over: base) }
        output.append(">")
        output.append(escaping: string)
        output.append("</tspan>")
      }
    }
    output.append("</text>\n")
  }

  private func appendRunPosition(_ run: TextLayout.Run, _ measured: MeasuredText) {
    output.attribute("x", measured.origin.x + run.origin.x)
    output.attribute("y", measured.origin.y + run.origin.y)
    output.append(" font-family=\"")
    output.append(escaping: measured.familyList(ofFont: run.font, span: run.span))
    output.append("\"")
  }

  /// A `<g>` with the paint of the first run's span, holding a `<use>` a visible glyph
  /// (with the paint of its own span where it differs); each glyph's outline is written
  /// in `<defs>` before its first use, once per face, glyph and size.
  private func writeGlyphOutlines(
    _ text: TextNode, _ measured: MeasuredText, attributes: SVGOutput?, animations: SVGOutput?
  ) {
    var uses: [(id: String, position: CGPoint, span: Int)] = []
    for line in measured.layout.lines {
      for run in line.runs {
        guard measured.styles.indices.contains(run.span) else { continue }
        let style = measured.styles[run.span]
        guard style.faces.indices.contains(run.font) else { continue }
        let face = style.faces[run.font]
        for placed in run.glyphs {
          guard let id = glyphID(face, placed.glyph, size: style.font.size) else { continue }
          uses.append((id, placed.position, run.span))
        }
      }
    }
    guard let first = uses.first else { return }
    let styles = textStyles(of: measured, spans: uses.lazy.map(\.span))
    guard let base = styles[first.span] else { return }
    output.append("<g")
    appendTextPaint(base.fill, over: nil)
    if let attributes { output.append(attributes) }
    output.append(">")
    if let animations { output.append(animations) }
    output.append("\n")
    for (id, position, span) in uses {
      output.append("<use xlink:href=\"#")
      output.append(string: id)
      output.append("\"")
      output.attribute("x", measured.origin.x + position.x)
      output.attribute("y", measured.origin.y + position.y)
      if span != first.span, let style = styles[span] {
        appendTextPaint(style.fill, over: base.fill)
      }
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
  /// baseline by the alignment, lines 1.2 sizes apart (of the largest size on each, for
  /// text of several runs, whose runs are `<tspan>`s setting what differs from the first).
  private func writeEstimatedText(
    _ text: TextNode, attributes: SVGOutput?, animations: SVGOutput?
  ) {
    // Paints first: a gradient's definition is written before the elements that use it.
    let fills = text.styledLines.map { $0.fills.map { paintValue($0) } } ?? [paintValue(text.fill)]
    let font = text.styledLines?.fonts.first ?? text.font
    output.append("<text")
    output.attribute("x", text.anchor.x)
    output.attribute("y", text.anchor.y)
    output.append(" font-family=\"")
    output.append(escaping: font.familyList)
    output.append("\"")
    appendFontStyle(font, over: nil)
    // The layout anchors text at its left end, centre or right end only.
    switch text.alignment {
    case .center: output.append(" text-anchor=\"middle\"")
    case .trailing: output.append(" text-anchor=\"end\"")
    default: break
    }
    appendTextPaint(fills[0], over: nil)
    let needsSpacePreserved = text.lines.contains {
      $0.hasPrefix(" ") || $0.hasSuffix(" ") || $0.contains("  ")
    }
    if needsSpacePreserved { output.append(" xml:space=\"preserve\"") }
    if let attributes { output.append(attributes) }
    output.append(">")
    if let animations { output.append(animations) }
    if let styled = text.styledLines {
      writeEstimatedRuns(styled, fills: fills, x: text.anchor.x)
    } else if text.lines.count == 1 {
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
