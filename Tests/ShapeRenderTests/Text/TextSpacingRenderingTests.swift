import Foundation
import PixelKit
import ShapeRender
import Testing

/// Kerning, tracking, baseline offsets and line spacing in the SVG and in pixels, with
/// DejaVu Sans (ascent 19.01 and descent 4.83 at 20.48 points).
@MainActor @Suite struct TextSpacingRenderingTests {
  static let font = Font.custom("DejaVu Sans", size: 20.48)

  @Test func trackingIsTheTextsLetterSpacing() throws {
    let face = try InstalledFonts.require("DejaVu Sans", file: InstalledFonts.dejaVuSans)
    let body = renderBody(width: 200) { Text("ABCDEF").font(Self.font).tracking(2.5) }
    #expect(body.count == 1)
    #expect(
      body[0].hasSuffix(
        ##" font-family="DejaVu Sans" font-size="20.48" letter-spacing="2.5">ABCDEF</text>"##))
    // Centred on its width: five gaps of 2.5 points wider than without.
    let plain = TextLayout("ABCDEF", fonts: [face], size: 20.48).size.width
    let x = try #require(numbers(body[0], "x")[0])
    #expect(abs(x - (200 - plain - 12.5) / 2) < 5e-4)
  }

  @Test func kerningIsTheTextsLetterSpacingAndCountsTheLastCharacter() throws {
    let face = try InstalledFonts.require("DejaVu Sans", file: InstalledFonts.dejaVuSans)
    let body = renderBody(width: 200) { Text("ABCDEF").font(Self.font).kerning(-1) }
    #expect(body[0].contains(##" letter-spacing="-1">ABCDEF</text>"##))
    let plain = TextLayout("ABCDEF", fonts: [face], size: 20.48).size.width
    let x = try #require(numbers(body[0], "x")[0])
    #expect(abs(x - (200 - plain + 6) / 2) < 5e-4)
    // Tracking wins over kerning; none writes no attribute.
    let both = renderBody(width: 200) { Text("AB").font(Self.font).kerning(9).tracking(2) }
    #expect(both[0].contains(##" letter-spacing="2">"##))
    let none = renderBody(width: 200) { Text("AB").font(Self.font).kerning(.nan) }
    #expect(!none[0].contains("letter-spacing"))
  }

  @Test func spacingAroundTextAppliesUnlessTheTextSetsItsOwn() throws {
    _ = try InstalledFonts.require("DejaVu Sans", file: InstalledFonts.dejaVuSans)
    let body = renderBody(width: 200, height: 200) {
      VStack {
        Text("AB").font(Self.font)
        Text("CD").font(Self.font).tracking(1)
        Text("EF").font(Self.font).baselineOffset(0)
      }
      .tracking(2.5).kerning(7).baselineOffset(4)
    }
    #expect(body.count == 3)
    #expect(body[0].contains(##" letter-spacing="2.5">AB<"##))
    #expect(body[1].contains(##" letter-spacing="1">CD<"##))
    let kernedOnly = renderBody(width: 200) {
      VStack { Text("AB").font(Self.font) }.kerning(-20)
    }
    #expect(kernedOnly[0].contains(##" letter-spacing="-20">"##))
  }

  @Test func trackingBreaksLinesSooner() throws {
    let face = try InstalledFonts.require("DejaVu Sans", file: InstalledFonts.dejaVuSans)
    let width = TextLayout("abc abc", fonts: [face], size: 20.48).size.width + 1
    let plain = renderBody(width: width, height: 100) { Text("abc abc").font(Self.font) }
    let tracked = renderBody(width: width, height: 100) {
      Text("abc abc").font(Self.font).tracking(1)
    }
    #expect(!plain[0].contains("<tspan"))
    #expect(tracked[0].components(separatedBy: "<tspan").count == 3)
  }

  @Test func baselineOffsetRaisesTheTextInItsGrownBox() throws {
    _ = try InstalledFonts.require("DejaVu Sans", file: InstalledFonts.dejaVuSans)
    let raised = renderBody(width: 200, height: 100) {
      Text("x").font(Self.font).baselineOffset(6)
    }
    let lowered = renderBody(width: 200, height: 100) {
      Text("x").font(Self.font).baselineOffset(-6)
    }
    // Each box is 23.84 + 6 high, centred: the raised glyphs at its top, the lowered at
    // its bottom.
    let top = (100 - 29.84) / 2
    #expect(abs((numbers(raised[0], "y")[0] ?? 0) - (top + 19.01)) < 5e-4)
    #expect(abs((numbers(lowered[0], "y")[0] ?? 0) - (top + 25.01)) < 5e-4)
  }

  @Test func lineSpacingAroundTextSeparatesItsLines() throws {
    _ = try InstalledFonts.require("DejaVu Sans", file: InstalledFonts.dejaVuSans)
    let body = renderBody(width: 200, height: 200) {
      VStack { Text("one\ntwo\nthree").font(Self.font) }.lineSpacing(10)
    }
    let ys = body[0].components(separatedBy: "<tspan").dropFirst().map {
      numbers("<tspan" + $0, "y")[0] ?? 0
    }
    #expect(ys.count == 3)
    #expect(abs(ys[1] - ys[0] - 33.84) < 5e-4 && abs(ys[2] - ys[1] - 33.84) < 5e-4)
    // Three lines of 23.84 and two spaces of 10, centred in 200.
    #expect(abs(ys[0] - ((200 - 91.52) / 2 + 19.01)) < 5e-4)
    let negative = renderBody(width: 200, height: 200) {
      Text("one\ntwo").font(Self.font).lineSpacing(-30)
    }
    let spans = negative[0].components(separatedBy: "<tspan").dropFirst().map {
      numbers("<tspan" + $0, "y")[0] ?? 0
    }
    #expect(abs(spans[1] - spans[0] - 23.84) < 5e-4)
  }

  @Test func trackedTextDrawsTheSameAsTextInLibrsvgAndInPixels() throws {
    _ = try InstalledFonts.require("DejaVu Sans", file: InstalledFonts.dejaVuSans)
    func content() -> some View {
      Text("Sphinx of black quartz").font(.custom("DejaVu Sans", size: 24))
        .foregroundColor(.black).tracking(5).underline()
    }
    let librsvg = try renderPixelsWithLibrsvg(width: 480, height: 48, background: .white) {
      content()
    }
    let ours = try renderPixels(width: 480, height: 48, background: .white) { content() }
    // As for untracked text: a pixel differs when a channel is off by more than 32.
    let share = differingShare(librsvg, ours, tolerance: 32)
    #expect(share <= 0.01, "\(share * 100)% of pixels differ")
    #expect(ours.pixels.filter { $0.red < 128 }.count > 1000)
  }
}
