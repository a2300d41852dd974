import Foundation
import ShapeRender
import Testing

/// Text baselines in stacks, measured with DejaVu Sans: `firstTextBaseline` and
/// `lastTextBaseline` put the baselines of texts of different sizes on one line, and a
/// view without text has its baseline at its bottom.
@MainActor @Suite struct BaselineAlignmentTests {
  private func font(_ size: CGFloat) -> Font { .custom("DejaVu Sans", size: size) }

  @Test func firstBaselinesOfA34And17PointTextAreOnOneLine() throws {
    let face = try InstalledFonts.require("DejaVu Sans", file: InstalledFonts.dejaVuSans)
    let laid = LaidOut(width: 300, height: 100) {
      HStack(alignment: .firstTextBaseline) {
        Text("Big").font(font(34))
        Text("small").font(font(17))
      }
    }
    let big = TextLayout("Big", fonts: [face], size: 34)
    let small = TextLayout("small", fonts: [face], size: 17)
    #expect(laid.texts.count == 2)
    // The stack spans the larger ascent above the line and the larger descent below it,
    // centred in the 100-point room.
    let height =
      max(big.ascent, small.ascent)
      + max(big.size.height - big.ascent, small.size.height - small.ascent)
    let line = (100 - height) / 2 + max(big.ascent, small.ascent)
    #expect(abs(laid.texts[0].anchor.y - line) < 1e-6)
    #expect(abs(laid.texts[1].anchor.y - line) < 1e-6)
  }

  @Test func lastBaselinesLineUpTheLastLines() throws {
    let face = try InstalledFonts.require("DejaVu Sans", file: InstalledFonts.dejaVuSans)
    let laid = LaidOut(width: 300, height: 200) {
      HStack(alignment: .lastTextBaseline) {
        Text("one\ntwo").font(font(17))
        Text("Big").font(font(34))
      }
    }
    let two = TextLayout("one\ntwo", fonts: [face], size: 17)
    #expect(two.lines.count == 2)
    // The two-line text's last baseline, a line height below its first, is the big one's.
    let lastOfTwo = laid.texts[0].anchor.y + (two.lines[1].baseline - two.lines[0].baseline)
    #expect(abs(lastOfTwo - laid.texts[1].anchor.y) < 1e-6)
  }

  @Test func aViewWithoutTextHasItsBaselineAtItsBottom() throws {
    _ = try InstalledFonts.require("DejaVu Sans", file: InstalledFonts.dejaVuSans)
    let laid = LaidOut(width: 200, height: 100) {
      HStack(alignment: .firstTextBaseline) {
        Color.red.frame(width: 10, height: 30)
        Text("x").font(font(17))
      }
    }
    let red = try #require(laid.frame(of: .red))
    #expect(abs(red.maxY - laid.texts[0].anchor.y) < 1e-6)
  }

  @Test func aStacksBaselinesAreThoseOfItsFirstAndLastText() throws {
    _ = try InstalledFonts.require("DejaVu Sans", file: InstalledFonts.dejaVuSans)
    let first = LaidOut(width: 300, height: 200) {
      HStack(alignment: .firstTextBaseline) {
        VStack {
          Text("a").font(font(17))
          Text("b").font(font(17))
        }
        Text("c").font(font(34))
      }
    }
    #expect(abs(first.texts[0].anchor.y - first.texts[2].anchor.y) < 1e-6)
    let last = LaidOut(width: 300, height: 200) {
      HStack(alignment: .lastTextBaseline) {
        VStack {
          Text("a").font(font(17))
          Text("b").font(font(17))
        }
        Text("c").font(font(34)).padding(4)
      }
    }
    #expect(abs(last.texts[1].anchor.y - last.texts[2].anchor.y) < 1e-6)
  }

  @Test func aFrameAlignedOnTheBaselinePutsTheTextsBaselineAtItsBottom() throws {
    _ = try InstalledFonts.require("DejaVu Sans", file: InstalledFonts.dejaVuSans)
    let laid = LaidOut(width: 100, height: 100) {
      Text("x").font(font(17)).frame(width: 60, height: 60, alignment: .leadingFirstTextBaseline)
    }
    // The frame, 20…80, has its baseline at its bottom, as a view without text.
    #expect(abs(laid.texts[0].anchor.y - 80) < 1e-6)
  }

  @Test func aBaselineGuideOfColorsWorksWithoutFonts() {
    let laid = LaidOut(width: 100, height: 100) {
      HStack(alignment: .firstTextBaseline) {
        Color.red.frame(width: 10, height: 40).alignmentGuide(.firstTextBaseline) { _ in 10 }
        Color.blue.frame(width: 10, height: 20)
      }
    }
    // Guides 10 and 20 (blue's bottom) on one line: 20 above it, 30 below; 50 tall from 25.
    expectFrame(laid.frame(of: .red), CGRect(x: 36, y: 35, width: 10, height: 40))
    expectFrame(laid.frame(of: .blue), CGRect(x: 54, y: 25, width: 10, height: 20))
  }
}
