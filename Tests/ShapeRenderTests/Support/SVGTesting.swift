import Foundation
import ShapeRender
import Shapes
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The SVG of `content` on a canvas, checked to be well-formed XML.
@MainActor
func renderSVG<Content: View>(
  width: CGFloat = 100, height: CGFloat = 100, precision: Int = 3,
  @ViewBuilder _ content: () -> Content,
  sourceLocation: SourceLocation = #_sourceLocation
) -> String {
  let svg = SVGRenderer(precision: precision).render(
    Artwork(width: width, height: height, content: content))
  expectWellFormed(svg, sourceLocation: sourceLocation)
  return svg
}

/// The lines of a document between the opening and closing `svg` tags.
func bodyLines(_ svg: String) -> [String] {
  let lines = svg.split(separator: "\n").map(String.init)
  return Array(lines.dropFirst(2).dropLast())
}

/// The body of the SVG of `content` on a 100×100 canvas, one element per line.
@MainActor
func renderBody<Content: View>(
  width: CGFloat = 100, height: CGFloat = 100,
  @ViewBuilder _ content: () -> Content,
  sourceLocation: SourceLocation = #_sourceLocation
) -> [String] {
  bodyLines(renderSVG(width: width, height: height, content, sourceLocation: sourceLocation))
}

/// Expects `text` to parse as XML.
func expectWellFormed(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
  let parser = XMLParser(data: Data(text.utf8))
  let delegate = ParseErrorCollector()
  parser.delegate = delegate
  let parsed = parser.parse()
  #expect(
    parsed, "not well-formed XML: \(delegate.message ?? "unknown error")\n\(text)",
    sourceLocation: sourceLocation)
}

private final class ParseErrorCollector: NSObject, XMLParserDelegate {
  var message: String?

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    message = "line \(parser.lineNumber): \(parseError)"
  }
}
