import Foundation
import ShapeRender
import Shapes
import Testing

/// Whole documents: determinism, ids, precision, streaming and files.
@MainActor @Suite struct SVGDocumentTests {
  /// Artwork that uses every kind of definition.
  var artwork: Artwork<some View> {
    Artwork(width: 120, height: 80, background: .white) {
      Rectangle().fill(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
        .clipShape(Circle())
        .shadow(radius: 4, x: 2, y: 2)
      Circle().fill(.green).mask { Rectangle().fill(Color.black.opacity(0.5)) }
      Text("hello")
    }
  }

  @Test func renderingTwiceGivesTheSameBytes() {
    let first = SVGRenderer().render(artwork)
    let second = SVGRenderer().render(artwork)
    #expect(first == second)
    expectWellFormed(first)
  }

  @Test func backgroundFillsTheCanvasFirst() {
    let body = bodyLines(SVGRenderer().render(artwork))
    #expect(body[0] == ##"<path d="M0 0H120V80H0Z" fill="#ffffff"/>"##)
  }

  @Test func idPrefixNamespacesDefinitionsAndIsSanitized() {
    let svg = SVGRenderer(idPrefix: "hero-").render(artwork)
    #expect(svg.contains(##"id="hero-clip1""##))
    #expect(svg.contains(##"url(#hero-shadow1)"##))
    let odd = SVGRenderer(idPrefix: "1 <\"x\">").render(artwork)
    #expect(odd.contains(##"id="_1___x__clip1""##))
    expectWellFormed(odd)
  }

  @Test func precisionSetsTheDecimals() {
    let shape = Artwork(width: 10, height: 10) {
      Path { p in
        p.move(to: CGPoint(x: 1.23456, y: 2.5))
        p.addLine(to: CGPoint(x: 3, y: 4.00001))
      }.stroke(.black)
    }
    #expect(SVGRenderer(precision: 1).render(shape).contains(##"d="M1.2 2.5L3 4""##))
    #expect(SVGRenderer(precision: 5).render(shape).contains(##"d="M1.23456 2.5L3 4.00001""##))
  }

  @Test func nonFiniteCanvasSizesGiveAnEmptyPicture() {
    let svg = SVGRenderer().render(Artwork(width: .nan, height: -4) { Rectangle() })
    #expect(svg.contains(##"width="0" height="0" viewBox="0 0 0 0""##))
    expectWellFormed(svg)
  }

  @Test func streamingToAHandleWritesTheSameDocument() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("shapes-stream-\(UUID().uuidString).svg")
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
    let handle = try FileHandle(forWritingTo: url)
    try SVGRenderer().render(artwork, to: handle)
    try handle.close()
    #expect(try String(contentsOf: url, encoding: .utf8) == SVGRenderer().render(artwork))
  }

  @Test func streamingALargeDocumentDrainsInChunks() throws {
    // Ten thousand shapes: several megabytes, written in chunks of about one.
    let big = Artwork(width: 1000, height: 1000) {
      for index in 0..<10_000 {
        Circle().fill(.red).frame(width: 3, height: 3)
          .position(x: CGFloat(index % 100) * 10, y: CGFloat(index / 100) * 10)
      }
    }
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("shapes-big-\(UUID().uuidString).svg")
    defer { try? FileManager.default.removeItem(at: url) }
    try SVGRenderer().write(big, to: url)
    let written = try Data(contentsOf: url)
    #expect(written.count > 1 << 20)
    #expect(String(decoding: written, as: UTF8.self) == SVGRenderer().render(big))
  }

  @Test func writingAFileReplacesItAtomically() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("shapes-atomic-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("out.svg")
    try Data("old".utf8).write(to: url)
    try SVGRenderer().write(artwork, to: url)
    #expect(try String(contentsOf: url, encoding: .utf8) == SVGRenderer().render(artwork))
    // No temporary file is left beside it.
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.svg"])
  }

  @Test func writingIntoAMissingDirectoryFailsAndTouchesNothing() {
    let url = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/out.svg")
    #expect(throws: SVGWriteError.self) {
      try SVGRenderer().write(artwork, to: url)
    }
    #expect(!FileManager.default.fileExists(atPath: url.path))
  }

  @Test func writeErrorsNameTheFile() {
    let error = SVGWriteError(path: "/x/out.svg", reason: "No space left on device")
    #expect(error.description == "cannot write /x/out.svg: No space left on device")
  }
}
