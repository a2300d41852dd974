import Testing

@testable import ShapeRender

/// Concatenated text estimated run by run, as it is where no font is installed.
@Suite struct EstimatedTextTests {
  static func run(_ string: String, size: CGFloat) -> Text.ResolvedRun {
    Text.ResolvedRun(
      string: string, font: .system(size: size), paint: .color(.black),
      spacing: MeasuredText.Spacing())
  }

  @Test func eachRunIsEstimatedInItsSizeAndEachLineInItsLargest() {
    let estimate = EstimatedText([
      Self.run("abcd", size: 10), Self.run("ef\n", size: 20), Self.run("g", size: 10),
    ])
    #expect(estimate.lines.map(\.text) == ["abcdef", "g"])
    // 4 × 0.55 × 10 + 2 × 0.55 × 20; the second line is 1.2 of its own size below.
    #expect(abs(estimate.size.width - 44) < 1e-9)
    #expect(abs(estimate.size.height - (20 * 1.2 + 1.2 * 10)) < 1e-9)
    #expect(abs(estimate.firstBaseline - 0.95 * 20) < 1e-9)
  }

  @Test func oneRunIsEstimatedAsTextOfOneRunAlwaysWas() {
    let estimate = EstimatedText([Self.run("one\ntwo\nthree", size: 10)])
    #expect(estimate.size == CGSize(width: 5 * 10 * 0.55, height: 10 * 1.2 + 2 * 1.2 * 10))
  }

  @Test func theSVGWriterSetsWhatEachRunChanges() {
    let lines = EstimatedText([Self.run("ab", size: 10), Self.run("cd\ne", size: 20)])
      .styledLines(
        fonts: [.system(size: 10), .system(size: 20).bold()],
        fills: [
          ResolvedPaint(paint: .color(.black), frame: .zero),
          ResolvedPaint(paint: .color(.red), frame: .zero),
        ])
    #expect(lines.lines.map { $0.map(\.text) } == [["ab", "cd"], ["e"]])
    #expect(lines.lines.map { $0.map(\.run) } == [[0, 1], [1]])
    #expect(lines.advances == [24])
  }
}
