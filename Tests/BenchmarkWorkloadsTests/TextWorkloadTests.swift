import BenchmarkWorkloads
import Foundation
import ShapeRender
import Testing

/// W5's output: the words laid out in DejaVu Sans
/// (`/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf`), the layout engine's outlines and
/// the views' agreeing glyph for glyph.
@MainActor @Suite("Benchmark text workload")
struct TextWorkloadTests {
  static func font() throws -> OpenTypeFont? {
    guard FileManager.default.fileExists(atPath: TextWorkload.fontPath) else {
      if ProcessInfo.processInfo.environment["CI"] != nil {
        Issue.record("\(TextWorkload.fontPath) is missing: install fonts-dejavu-core")
      }
      return nil
    }
    return try OpenTypeFont(contentsOf: URL(fileURLWithPath: TextWorkload.fontPath))
  }

  @Test("the words repeat from run to run, from the list")
  func wordsAreFixed() {
    let words = TextWorkload.words(count: 5)
    #expect(words == TextWorkload.words(count: 5))
    #expect(words.split(separator: " ").count == 5)
    #expect(TextWorkload.words(count: 0).isEmpty)
  }

  @Test("each glyph once in defs, a use for each glyph drawn, as the views write them")
  func outlinesMatchTheViews() throws {
    guard let font = try Self.font() else { return }
    let count = 200
    let svg = TextWorkload.outlineSVG(font: font, count: count)
    let words = TextWorkload.words(count: count)
    let drawn = words.unicodeScalars.filter { $0 != " " }.count
    let uses = svg.components(separatedBy: "<use ").count - 1
    #expect(uses == drawn)
    let distinct = Set(words.unicodeScalars.filter { $0 != " " }).count
    #expect(svg.components(separatedBy: "<path id=").count - 1 == distinct)
    let layout = TextLayout(
      words, fonts: [font], size: TextWorkload.size, options: .init(width: TextWorkload.width))
    let view = SVGRenderer(textOutput: .paths).render(
      TextWorkload.artwork(count: count, height: TextWorkload.canvasSize(of: layout).height))
    if FontLibrary.system.face(family: "DejaVu Sans", weight: 400, italic: false)?.url.path
      == TextWorkload.fontPath
    {
      #expect(view.components(separatedBy: "<use ").count - 1 == drawn)
      #expect(view.components(separatedBy: "<defs><path id=").count - 1 == distinct)
    }
  }
}
