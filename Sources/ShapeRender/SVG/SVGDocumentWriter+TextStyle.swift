import ShapeFonts
import Shapes

/// What a run of text sets in SVG besides its position and family: font size, weight and
/// slant, letter spacing, and paint.
struct SVGTextStyle {
  let font: Font
  let letterSpacing: CGFloat
  let fill: SVGPaintValue
}

extension SVGDocumentWriter {
  /// The style of each span of `measured` that `spans` name (nil for the others), their
  /// paints' definitions written first.
  func textStyles(of measured: MeasuredText, spans: some Sequence<Int>) -> [SVGTextStyle?] {
    var styles = [SVGTextStyle?](repeating: nil, count: measured.styles.count)
    for span in spans where styles.indices.contains(span) && styles[span] == nil {
      let style = measured.styles[span]
      styles[span] = SVGTextStyle(
        font: style.font, letterSpacing: measured.layout.letterSpacing(ofSpan: span),
        fill: paintValue(style.fill))
    }
    return styles
  }

  /// Writes the attributes of `style`, the one place each text attribute is decided.
  ///
  /// On an element (`base` nil) they are those that differ from what SVG starts with (the
  /// font size always); on a child, those that differ from its element's `base`.
  func appendTextStyle(_ style: SVGTextStyle, over base: SVGTextStyle?) {
    appendFontStyle(style.font, over: base?.font)
    // The layout's tracking or kerning, which the viewer adds after each character as the
    // layout did; each run starts where the layout placed it.
    if style.letterSpacing != (base?.letterSpacing ?? 0) {
      output.attribute("letter-spacing", style.letterSpacing)
    }
    appendTextPaint(style.fill, over: base?.fill)
  }

  /// The size, weight and slant of `font`, as ``appendTextStyle(_:over:)`` decides them.
  func appendFontStyle(_ font: Font, over base: Font?) {
    if font.size != base?.size { output.attribute("font-size", font.size) }
    if font.weight != (base?.weight ?? .regular) {
      output.append(" font-weight=\"")
      output.append(string: String(font.weight.value))
      output.append("\"")
    }
    if font.isItalic != (base?.isItalic ?? false) {
      output.append(font.isItalic ? " font-style=\"italic\"" : " font-style=\"normal\"")
    }
  }

  /// The fill and its opacity, as ``appendTextStyle(_:over:)`` decides them: black and
  /// opaque are SVG's own.
  func appendTextPaint(_ fill: SVGPaintValue, over base: SVGPaintValue?) {
    if base.map({ !fill.isSame(as: $0) }) ?? !fill.isBlack {
      output.append(" fill=\"")
      output.paint(fill)
      output.append("\"")
    }
    if fill.opacity != (base?.opacity ?? 1) { output.attribute("fill-opacity", fill.opacity) }
  }

  /// The lines of estimated text of several runs, inside its `<text>`: a `<tspan>` a line,
  /// at `x` and its distance below the previous one, holding the runs, those of a style
  /// other than the first in a `<tspan>` of what differs.
  func writeEstimatedRuns(_ styled: StyledTextLines, fills: [SVGPaintValue], x: CGFloat) {
    guard let baseFont = styled.fonts.first, let baseFill = fills.first else { return }
    let base = SVGTextStyle(font: baseFont, letterSpacing: 0, fill: baseFill)
    for (index, line) in styled.lines.enumerated() {
      output.append("<tspan")
      output.attribute("x", x)
      if index > 0, styled.advances.indices.contains(index - 1) {
        output.attribute("dy", styled.advances[index - 1])
      }
      output.append(">")
      for (text, run) in line {
        guard run != 0, styled.fonts.indices.contains(run), fills.indices.contains(run) else {
          output.append(escaping: text)
          continue
        }
        let font = styled.fonts[run]
        output.append("<tspan")
        if font.familyList != baseFont.familyList {
          output.append(" font-family=\"")
          output.append(escaping: font.familyList)
          output.append("\"")
        }
        appendTextStyle(SVGTextStyle(font: font, letterSpacing: 0, fill: fills[run]), over: base)
        output.append(">")
        output.append(escaping: text)
        output.append("</tspan>")
      }
      output.append("</tspan>")
    }
  }
}

extension SVGPaintValue {
  /// Whether `other` is written the same.
  func isSame(as other: SVGPaintValue) -> Bool {
    switch (self, other) {
    case (.color(let a), .color(let b)): a == b
    case (.reference(let a), .reference(let b)): a == b
    default: false
    }
  }
}
