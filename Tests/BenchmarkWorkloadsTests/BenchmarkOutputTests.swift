import BenchmarkWorkloads
import Foundation
import ShapeRender
import Shapes
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Fast checks of what the benchmark writes, so that a speed-up can never silently change
/// the picture: the documents are well-formed, hold the right elements, their first shapes
/// are what `shapegen` draws, the three drawing APIs agree, and the C floor writes the same
/// bytes.
@MainActor @Suite("Benchmark outputs")
struct BenchmarkOutputTests {
  /// A small grid: three full rows and part of a fourth, every kind of cell.
  static let gridCount = 321

  /// The grid drawn with the immediate-mode API.
  static func gridSVG(count: Int = gridCount) -> String {
    let size = GridWorkload.canvasSize(count: count)
    return SVGRenderer().render(width: size.width, height: size.height) { context, _ in
      GridWorkload.draw(count: count, in: &context)
    }
  }

  @Test("W1 is well-formed, one path per cell, in the grid's canvas")
  func gridElements() throws {
    let svg = Self.gridSVG()
    let document = try ParsedSVG(svg)
    #expect(document.root.attributes["width"] == "2000")
    #expect(document.root.attributes["height"] == "80")
    #expect(document.elements.count == Self.gridCount)
    #expect(document.elements.allSatisfy { $0.name == "path" })
    #expect(document.elements[5].attributes["fill"] == "#911eb4")
    #expect(document.elements.allSatisfy { $0.attributes["stroke"] == "#000000" })
  }

  @Test("W1's first shapes are what shapegen draws")
  func gridMatchesShapegen() throws {
    let document = try ParsedSVG(Self.gridSVG(count: 3))
    // Cell 0 is at (2, 2): shapegen's frame on a 20 × 20 canvas with padding 2.
    let commands = [
      ["trapezium", "--corner", "bottomLeft", "--offset", "0.75", "--fill", "#e6194b"],
      [
        "pie", "--start-angle", "-90", "--end-angle", "-82", "--clockwise", "--fill", "#3cb44b",
      ],
      ["rounded-rectangle", "--corner-radius", "4", "--style", "circular", "--fill", "#ffe119"],
    ]
    for (index, command) in commands.enumerated() {
      let drawn = try ShapegenRunner.svg(
        command + ["--stroke", "#000000", "--width", "20", "--height", "20", "--padding", "2"])
      let reference = try #require(try ParsedSVG(drawn).elements.first)
      let cell = document.elements[index]
      // Shapegen draws at the first cell's place; move its outline to this cell's.
      let data = try #require(reference.attributes["d"])
      let moved = try Path(svgPathData: data).offsetBy(dx: CGFloat(index) * 20, dy: 0)
      #expect(cell.attributes["d"] == moved.svgPathData(), "cell \(index)")
      var expected = reference.attributes
      expected["d"] = nil
      var actual = cell.attributes
      actual["d"] = nil
      #expect(actual == expected, "cell \(index)")
      if index == 0 { #expect(cell.attributes["d"] == data) }
    }
  }

  @Test("GraphicsContext, Canvas and views write the same W1")
  func apisAgree() {
    let count = Self.gridCount
    let size = GridWorkload.canvasSize(count: count)
    let immediate = Self.gridSVG(count: count)
    let views = SVGRenderer().render(GridWorkload.artwork(count: count))
    let canvas = SVGRenderer().render(
      Artwork(width: size.width, height: size.height) {
        Canvas { context, _ in GridWorkload.draw(count: count, in: &context) }
      })
    #expect(views == immediate)
    #expect(canvas == immediate)
  }

  @Test("A LazyVGrid of the cells writes the same W1", arguments: [1, 99, 100, 101, 250])
  func lazyGridAgrees(count: Int) {
    #expect(
      SVGRenderer().render(GridWorkload.lazyGridArtwork(count: count))
        == Self.gridSVG(count: count))
  }

  @Test("W3: shadow filters shared by region, each distinct clip defined once")
  func effects() throws {
    let size = EffectsWorkload.canvasSize
    let svg = SVGRenderer().render(width: size.width, height: size.height) { context, _ in
      EffectsWorkload.draw(in: &context)
    }
    let document = try ParsedSVG(svg)
    // One filter per region bucket (margins in powers of two of each shape's box), each
    // written once: 24 for the thousand shapes.
    let filters = document.all.filter { $0.name == "filter" }
    #expect(filters.count == 24)
    let regions = filters.map { filter in
      ["x", "y", "width", "height"].map { filter.attributes[$0] ?? "" }.joined(separator: " ")
    }
    #expect(Set(regions).count == filters.count)
    let clips = document.all.filter { $0.name == "clipPath" }
    #expect(clips.count == 100)
    let clipShapes = Set(clips.compactMap { $0.children.first?.attributes["d"] })
    #expect(clipShapes.count == 100)
    let shapes = document.all.filter { $0.name == "path" && $0.attributes["stroke"] != nil }
    #expect(shapes.count == EffectsWorkload.count)
    let shadowed = document.all.filter { $0.attributes["filter"]?.hasPrefix("url(#shadow") == true }
    #expect(shadowed.count == EffectsWorkload.count)
    let clipped = document.all.filter { $0.attributes["clip-path"] != nil }
    #expect(clipped.count == 100)
    // The clipped shapes cast the shadow of what the clip leaves: the filter is outside.
    let firstGroup = try #require(document.elements.first { $0.name == "g" })
    #expect(firstGroup.attributes["filter"] == "url(#shadow1)")
    #expect(firstGroup.children.last?.attributes["clip-path"] == "url(#clip1)")
  }

  @Test("W2 is one stroked path through every point")
  func longPath() throws {
    let count = 5000
    let size = LongPathWorkload.canvasSize
    let svg = SVGRenderer().render(width: size.width, height: size.height) { context, _ in
      LongPathWorkload.draw(count: count, in: &context)
    }
    let document = try ParsedSVG(svg)
    #expect(document.elements.count == 1)
    let path = try #require(document.elements.first)
    #expect(path.attributes["fill"] == "none")
    #expect(path.attributes["stroke"] == "#000000")
    let read = try Path(svgPathData: try #require(path.attributes["d"]))
    var points = 0
    read.forEach { _ in points += 1 }
    #expect(points == count)
  }

  @Test("The C floor writes the same bytes as Shapes")
  func floorIsByteIdentical() throws {
    let floor = try FloorProgram.build()
    defer { floor.remove() }
    let grid = try floor.run(["w1", String(Self.gridCount)])
    #expect(grid == Self.gridSVG(), "W1 differs")
    let count = 20_000
    let wave = try floor.run(["w2", String(count)])
    let size = LongPathWorkload.canvasSize
    let shapes = SVGRenderer().render(width: size.width, height: size.height) { context, _ in
      LongPathWorkload.draw(count: count, in: &context)
    }
    #expect(wave == shapes, "W2 differs")
  }
}

/// An element of a parsed document, with its attributes and child elements.
final class ParsedElement {
  let name: String
  let attributes: [String: String]
  var children: [ParsedElement] = []

  init(name: String, attributes: [String: String]) {
    self.name = name
    self.attributes = attributes
  }
}

/// A document parsed with Foundation's XMLParser, which also checks it is well-formed.
struct ParsedSVG {
  /// The `svg` element.
  let root: ParsedElement

  /// Parses `text`; throws when it is not well-formed XML.
  init(_ text: String) throws {
    let parser = XMLParser(data: Data(text.utf8))
    let builder = TreeBuilder()
    parser.delegate = builder
    guard parser.parse(), let root = builder.root else {
      throw NotWellFormed(message: builder.error ?? "no root element")
    }
    self.root = root
  }

  /// The root's child elements, except `defs`.
  var elements: [ParsedElement] { root.children.filter { $0.name != "defs" } }

  /// Every element below the root, depth first.
  var all: [ParsedElement] {
    var result: [ParsedElement] = []
    func visit(_ element: ParsedElement) {
      for child in element.children {
        result.append(child)
        visit(child)
      }
    }
    visit(root)
    return result
  }

  /// Why a document did not parse.
  struct NotWellFormed: Error {
    let message: String
  }

  /// Builds the element tree as the parser reports it.
  private final class TreeBuilder: NSObject, XMLParserDelegate {
    var root: ParsedElement?
    var stack: [ParsedElement] = []
    var error: String?

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String]
    ) {
      let element = ParsedElement(name: elementName, attributes: attributes)
      if let parent = stack.last { parent.children.append(element) } else { root = element }
      stack.append(element)
    }

    func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      stack.removeLast()
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
      error = "line \(parser.lineNumber): \(parseError)"
    }
  }
}
