import Shapes

extension SVGDocumentWriter {
  /// Writes a `text` element: one line as its content, more as `tspan` elements 1.2 font
  /// sizes apart; caller text is escaped.
  func writeText(_ text: TextNode, attributes: SVGOutput?, animations: SVGOutput?) {
    let fill = paintValue(text.fill)
    output.append("<text")
    output.attribute("x", text.anchor.x)
    output.attribute("y", text.anchor.y)
    output.append(" font-family=\"")
    output.append(escaping: text.font.familyList)
    output.append("\"")
    output.attribute("font-size", text.font.size)
    if text.font.weight != .regular {
      output.append(" font-weight=\"")
      output.append(string: String(text.font.weight.value))
      output.append("\"")
    }
    if text.font.isItalic { output.append(" font-style=\"italic\"") }
    switch text.alignment {
    case .leading: break
    case .center: output.append(" text-anchor=\"middle\"")
    case .trailing: output.append(" text-anchor=\"end\"")
    }
    if !fill.isBlack {
      output.append(" fill=\"")
      output.paint(fill)
      output.append("\"")
    }
    if fill.opacity < 1 { output.attribute("fill-opacity", fill.opacity) }
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
