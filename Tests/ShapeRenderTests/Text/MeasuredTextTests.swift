import Foundation
import ShapeRender
import Testing

/// Text measured with installed fonts, written as `<text>` and as glyph outlines.
///
/// The tests name the font file they measure with (DejaVu Sans, from fonts-dejavu-core).
@MainActor @Suite struct MeasuredTextTests {
  @Test func textIsEscapedAndCentredOnItsMeasuredWidth() throws {
    let font = try InstalledFonts.require(
      "DejaVu Sans", file: InstalledFonts.dejaVuSansBold, weight: 700)
    let string = "Tom & \"Jerry\" <3 it's"
    let body = renderBody(width: 300) {
      Text(string).font(.custom("DejaVu Sans", size: 20).bold()).foregroundColor(.red)
    }
    let layout = TextLayout(string, fonts: [font], size: 20)
    #expect(body.count == 1)
    let position = numbers(body[0], "x", "y")
    #expect(position[0].map { abs($0 - (300 - layout.size.width) / 2) < 5e-4 } == true)
    #expect(
      position[1].map { abs($0 - ((100 - layout.size.height) / 2 + layout.ascent)) < 5e-4 }
        == true)
    #expect(
      body[0].hasSuffix(
        ##" font-family="DejaVu Sans" font-size="20" font-weight="700" fill="#ff3b30">Tom &amp; &quot;Jerry&quot; &lt;3 it&apos;s</text>"##
      ))
  }

  @Test func linesAreTSpansOnTheFontsLineHeight() throws {
    let font = try InstalledFonts.require("DejaVu Sans", file: InstalledFonts.dejaVuSans)
    let body = renderBody {
      Text("one\n two\r\n\nend").font(.custom("DejaVu Sans", size: 10))
        .frame(width: 100, height: 100, alignment: .topLeading)
    }
    let layout = TextLayout("x", fonts: [font], size: 10)
    let spans = body[0].components(separatedBy: "<tspan").dropFirst()
    #expect(spans.count == 3)
    let ys = spans.map { numbers("<tspan" + $0, "y")[0] ?? -1 }
    let expected = [0, 1, 3].map { layout.ascent + CGFloat($0) * layout.lineHeight }
    #expect(zip(ys, expected).allSatisfy { abs($0 - $1) < 5e-4 })
    #expect(body[0].contains(##"xml:space="preserve""##))
    #expect(body[0].contains(">one</tspan>") && body[0].contains("> two</tspan>"))
  }

  @Test func longTextWrapsAtTheWidthItIsOffered() throws {
    _ = try InstalledFonts.require("DejaVu Sans", file: InstalledFonts.dejaVuSans)
    let body = renderBody(width: 120, height: 200) {
      Text("The quick brown fox jumps over the lazy dog").font(.custom("DejaVu Sans", size: 14))
        .multilineTextAlignment(.center)
    }
    let spans = body[0].components(separatedBy: "<tspan").dropFirst()
    #expect(spans.count > 2)
    for span in spans {
      let x = numbers("<tspan" + span, "x")[0] ?? -1
      #expect(x >= 0 && x < 60)
    }
  }

  @Test func lineLimitTruncatesWithAnEllipsis() throws {
    _ = try InstalledFonts.require("DejaVu Sans", file: InstalledFonts.dejaVuSans)
    let body = renderBody(width: 80) {
      Text("A title far too long for its frame").font(.custom("DejaVu Sans", size: 14))
        .lineLimit(1)
    }
    #expect(body[0].hasSuffix("…</text>"))
    #expect(body[0].contains(">A title"))
  }

  @Test func glyphOutlinesAreWrittenOnceAndPlacedWithUse() throws {
    let font = try InstalledFonts.require("DejaVu Sans", file: InstalledFonts.dejaVuSans)
    let svg = SVGRenderer(textOutput: .paths).render(
      Artwork(width: 200, height: 50) {
        Text("banana").font(.custom("DejaVu Sans", size: 20)).foregroundColor(.blue)
      })
    expectWellFormed(svg)
    #expect(svg.contains(##"xmlns:xlink="http://www.w3.org/1999/xlink""##))
    let body = bodyLines(svg)
    // b, a, n: three outlines, each once, then six uses in one group.
    #expect(body.filter { $0.hasPrefix("<defs><path id=\"glyph") }.count == 3)
    #expect(body.filter { $0.hasPrefix("<use xlink:href=\"#glyph") }.count == 6)
    #expect(body.contains(##"<g fill="#007aff">"##))
    #expect(body.filter { $0 == ##"<use xlink:href="#glyph2""## }.isEmpty)
    // The outline of "b" is the font's, scaled to 20 points and flipped.
    let b = try font.path(of: font.glyph(for: "b"), size: 20)
    #expect(body[0] == "<defs><path id=\"glyph1\" d=\"\(b.svgPathData(precision: 3))\"/></defs>")
    #expect(!svg.contains("<text"))
  }

  @Test func aSpaceHasNoOutlineAndNoUse() throws {
    _ = try InstalledFonts.require("DejaVu Sans", file: InstalledFonts.dejaVuSans)
    let svg = SVGRenderer(textOutput: .paths).render(
      Artwork(width: 200, height: 50) { Text("a a").font(.custom("DejaVu Sans", size: 20)) })
    #expect(bodyLines(svg).filter { $0.hasPrefix("<use") }.count == 2)
    #expect(bodyLines(svg).filter { $0.hasPrefix("<defs>") }.count == 1)
  }
}
