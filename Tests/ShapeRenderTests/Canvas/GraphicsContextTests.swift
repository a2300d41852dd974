import Foundation
import Testing

@testable import ShapeRender
@testable import Shapes

/// The immediate-mode API: SwiftUI's `GraphicsContext` semantics, written with the same
/// writer as views.
@MainActor @Suite("GraphicsContext")
struct GraphicsContextTests {
  /// The body lines of a drawing on a 100 × 100 canvas, checked to be well-formed.
  func draw(_ drawing: (inout GraphicsContext, CGSize) -> Void) -> [String] {
    let svg = SVGRenderer().render(width: 100, height: 100, drawing: drawing)
    expectWellFormed(svg)
    return bodyLines(svg)
  }

  let square = Path(CGRect(x: 10, y: 10, width: 30, height: 30))

  @Test("fill then stroke of one path is one element, as the view writes it")
  func fillThenStroke() {
    let lines = draw { context, _ in
      context.fill(square, with: .color(.red))
      context.stroke(square, with: .color(.blue), lineWidth: 2)
    }
    let view = renderBody {
      Path(CGRect(x: 10, y: 10, width: 30, height: 30)).fill(Color.red)
        .stroke(Color.blue, lineWidth: 2)
    }
    #expect(lines == view)
    #expect(
      lines == [##"<path d="M10 10H40V40H10Z" fill="#ff3b30" stroke="#007aff" stroke-width="2"/>"##]
    )
  }

  @Test("a stroke first, another path, or a changed state keeps elements apart")
  func separateOperations() {
    let strokeFirst = draw { context, _ in
      context.stroke(square, with: .color(.blue))
      context.fill(square, with: .color(.red))
    }
    #expect(strokeFirst.count == 2)
    let otherPath = draw { context, _ in
      context.fill(square, with: .color(.red))
      context.stroke(square.offsetBy(dx: 1, dy: 0), with: .color(.blue))
    }
    #expect(otherPath.count == 2)
    let changed = draw { context, _ in
      context.fill(square, with: .color(.red))
      context.opacity = 0.5
      context.stroke(square, with: .color(.blue))
    }
    #expect(changed.count == 2)
    #expect(changed[1].contains(#"stroke-opacity="0.5""#))
  }

  @Test("opacity fades each operation's paints")
  func opacity() {
    let lines = draw { context, _ in
      context.opacity = 0.5
      context.fill(square, with: .color(.red))
      context.stroke(square, with: .color(.blue))
    }
    #expect(
      lines == [
        ##"<path d="M10 10H40V40H10Z" fill="#ff3b30" fill-opacity="0.5" stroke="#007aff" stroke-opacity="0.5"/>"##
      ])
  }

  @Test("a clip is defined once and cuts later drawing")
  func clip() {
    let lines = draw { context, _ in
      context.clip(to: Path(ellipseIn: CGRect(x: 0, y: 0, width: 50, height: 50)))
      context.fill(square, with: .color(.red))
      context.fill(square.offsetBy(dx: 20, dy: 0), with: .color(.blue))
    }
    #expect(lines.filter { $0.hasPrefix("<defs><clipPath") }.count == 1)
    #expect(lines.filter { $0.contains(#"clip-path="url(#clip1)""#) }.count == 2)
  }

  @Test("a filter's region follows each shape; shapes of equal proportions share it")
  func sharedShadow() {
    let lines = draw { context, _ in
      context.addFilter(.shadow(radius: 2, x: 2, y: 2))
      context.fill(square, with: .color(.red))
      context.fill(square.offsetBy(dx: 40, dy: 40), with: .color(.green))
      context.fill(Path(ellipseIn: CGRect(x: 50, y: 50, width: 5, height: 40)), with: .color(.blue))
    }
    let filters = lines.filter { $0.contains("<filter") }
    // The squares share one filter, relative to their boxes; the thin ellipse needs wider
    // margins for the same blur, so it has its own.
    #expect(filters.count == 2)
    #expect(filters.allSatisfy { !$0.contains("userSpaceOnUse") })
    #expect(lines.filter { $0.contains(#"filter="url(#shadow1)""#) }.count == 2)
    #expect(lines.filter { $0.contains(#"filter="url(#shadow2)""#) }.count == 1)
  }

  @Test("a layer is composited as one: its opacity and filters apply to the group")
  func layer() {
    let lines = draw { context, _ in
      context.opacity = 0.5
      context.drawLayer { layer in
        layer.fill(square, with: .color(.red))
        layer.fill(square.offsetBy(dx: 10, dy: 10), with: .color(.blue))
      }
    }
    #expect(lines.first == ##"<g opacity="0.5">"##)
    #expect(lines.count == 4)
  }

  @Test("the transform maps the drawing")
  func transform() {
    let lines = draw { context, _ in
      context.translateBy(x: 5, y: 6)
      context.fill(square, with: .color(.red))
    }
    #expect(lines == [##"<path d="M10 10H40V40H10Z" fill="#ff3b30" transform="translate(5 6)"/>"##])
  }

  @Test("a transform set back to the identity, or a clip on a copy, leaves drawing plain")
  func plainAgain() {
    let lines = draw { context, _ in
      context.translateBy(x: 5, y: 6)
      context.transform = .identity
      var clipped = context
      clipped.clip(to: square)
      context.fill(square, with: .color(.red))
      context.stroke(square, with: .color(.blue))
      clipped.fill(square, with: .color(.red))
    }
    #expect(
      lines == [
        ##"<path d="M10 10H40V40H10Z" fill="#ff3b30" stroke="#007aff"/>"##,
        ##"<defs><clipPath id="clip1"><path d="M10 10H40V40H10Z"/></clipPath></defs>"##,
        ##"<path d="M10 10H40V40H10Z" fill="#ff3b30" clip-path="url(#clip1)"/>"##,
      ])
  }

  @Test("a Canvas view placed in a layout draws in its own coordinates")
  func canvasView() {
    let lines = renderBody {
      Canvas { context, size in
        context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
      }
      .frame(width: 20, height: 10)
    }
    #expect(lines == [##"<path d="M0 0H20V10H0Z" fill="#ff3b30" transform="translate(40 45)"/>"##])
  }

  @Test("the README's grid: fill and stroke of each cell, one element each")
  func readmeGrid() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("readme-grid-\(UUID().uuidString).svg")
    defer { try? FileManager.default.removeItem(at: url) }
    try SVGRenderer().write(width: 2000, height: 2000, to: url) {
      context, size in
      for index in 0..<10_000 {
        let cell = CGRect(x: index % 100 * 20 + 2, y: index / 100 * 20 + 2, width: 16, height: 16)
        let path = Trapezium().path(in: cell)
        context.fill(path, with: .color(.orange))
        context.stroke(path, with: .color(.black), lineWidth: 1)
      }
    }
    let lines = bodyLines(try String(contentsOf: url, encoding: .utf8))
    #expect(lines.count == 10_000)
    #expect(lines.first == ##"<path d="M2 2H18V18L2 14Z" fill="#ff9500" stroke="#000000"/>"##)
  }

  @Test("a long path streams out in chunks, drained in the middle of the path")
  func streamsLongPath() {
    let path = Path { p in
      p.move(to: .zero)
      for k in 1..<300_000 { p.addLine(to: CGPoint(x: Double(k) * 0.01, y: Double(k % 7) + 0.5)) }
    }
    var chunks: [Int] = []
    var streamed: [UInt8] = []
    let document = SVGRenderer().document(width: 2000, height: 100, background: nil) {
      context, _ in
      context.stroke(path, with: .color(.black))
    }
    let rest = document.write { bytes in
      chunks.append(bytes.count)
      streamed += bytes
    }
    streamed += rest
    #expect(chunks.count >= 2)
    #expect(chunks.allSatisfy { $0 >= SVGOutput.chunkSize })
    let whole = SVGRenderer().render(width: 2000, height: 100) { context, _ in
      context.stroke(path, with: .color(.black))
    }
    #expect(String(decoding: streamed, as: UTF8.self) == whole)
  }
}
