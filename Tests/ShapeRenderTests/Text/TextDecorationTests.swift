import Foundation
import PixelKit
import Testing

@testable import ShapeRender

/// Underlines and strikethroughs: filled rectangles from the font's metrics, DejaVu Sans
/// (2048 units to the em: at 20.48 points a unit is a hundredth of a point; post underline
/// -40 thick 90, OS/2 strikeout 530 thick 102, ascent 1901, descent 483).
@MainActor @Suite struct TextDecorationTests {
  static let font = Font.custom("DejaVu Sans", size: 20.48)

  @Test func underlineIsTheFontsBelowEachLine() throws {
    _ = try InstalledFonts.require("DejaVu Sans", file: InstalledFonts.dejaVuSans)
    let laidOut = LaidOut(width: 200, height: 100) {
      Text("Hello").font(Self.font).underline()
    }
    let frame = try #require(laidOut.textFrames.first)
    // Its top 0.40 below the baseline (19.01 below the top), 0.90 thick, the line's width.
    expectFrame(
      laidOut.frame(of: .black),
      CGRect(x: frame.minX, y: frame.minY + 19.41, width: frame.width, height: 0.9))
    #expect(laidOut.fills.count == 1)
  }

  @Test func strikethroughIsTheFontsStrikeoutInItsColor() throws {
    _ = try InstalledFonts.require("DejaVu Sans", file: InstalledFonts.dejaVuSans)
    let laidOut = LaidOut(width: 200, height: 100) {
      Text("Hello").font(Self.font).foregroundColor(.blue).strikethrough(color: .red)
    }
    let frame = try #require(laidOut.textFrames.first)
    // Its top 5.30 above the baseline, 1.02 thick; the text keeps its own color.
    expectFrame(
      laidOut.frame(of: .red),
      CGRect(x: frame.minX, y: frame.minY + 19.01 - 5.3, width: frame.width, height: 1.02))
    #expect(laidOut.texts.first?.fill == .blue)
  }

  @Test func eachLineHasItsOwnLineAsWideAsIt() throws {
    let font = try InstalledFonts.require("DejaVu Sans", file: InstalledFonts.dejaVuSans)
    let laidOut = LaidOut(width: 200, height: 100) {
      Text("Hello\nworld, again").font(Self.font).underline().strikethrough()
        .frame(width: 200, height: 100, alignment: .topLeading)
    }
    let widths = ["Hello", "world, again"].map {
      TextLayout($0, fonts: [font], size: 20.48).size.width
    }
    // Underlines first, then strikethroughs: one rectangle a line in each path.
    let boxes = laidOut.frames(of: .black)
    #expect(boxes.count == 2)
    expectFrame(boxes[0], CGRect(x: 0, y: 19.41, width: widths[1], height: 23.84 + 0.9))
    expectFrame(
      boxes[1], CGRect(x: 0, y: 19.01 - 5.3, width: widths[1], height: 23.84 + 1.02))
    let measured = try #require(Self.measured { Text("Hello\nworld, again").font(Self.font) })
    let rectangles = TextDecoration.rectangles(of: measured, isUnderline: true, pattern: .solid)
    #expect(rectangles.count == 2)
    #expect(abs(rectangles[0].width - widths[0]) < 1e-9)
    #expect(abs(rectangles[1].minY - rectangles[0].minY - 23.84) < 1e-9)
  }

  @Test func patternsCutTheLineInThicknesses() throws {
    _ = try InstalledFonts.require("DejaVu Sans", file: InstalledFonts.dejaVuSans)
    let measured = try #require(Self.measured { Text("Hello").font(Self.font) })
    let line = try #require(
      TextDecoration.rectangles(of: measured, isUnderline: true, pattern: .solid).first)
    let dashes = TextDecoration.rectangles(of: measured, isUnderline: true, pattern: .dash)
    // Dashes of 4 thicknesses (3.6 points), gaps of 2 (1.8), the last cut at the end.
    #expect(dashes.count == Int((line.width / 5.4).rounded(.up)))
    #expect(abs(dashes[0].width - 3.6) < 1e-9 && dashes[0].minX == line.minX)
    #expect(abs(dashes[1].minX - line.minX - 5.4) < 1e-9)
    #expect(abs(dashes.last!.maxX - line.maxX) < 1e-9 || dashes.last!.maxX < line.maxX)
    let dots = TextDecoration.rectangles(of: measured, isUnderline: false, pattern: .dot)
    #expect(abs(dots[0].width - 1.02) < 1e-9 && abs(dots[1].minX - dots[0].minX - 2.04) < 1e-9)
    let dashDot = TextDecoration.rectangles(of: measured, isUnderline: true, pattern: .dashDot)
    #expect(abs(dashDot[1].width - 0.9) < 1e-9 && abs(dashDot[1].minX - line.minX - 5.4) < 1e-9)
  }

  @Test func decorationsMoveWithTheBaselineOffset() throws {
    _ = try InstalledFonts.require("DejaVu Sans", file: InstalledFonts.dejaVuSans)
    let laidOut = LaidOut(width: 200, height: 100) {
      Text("Hello").font(Self.font).baselineOffset(6).underline()
    }
    let frame = try #require(laidOut.textFrames.first)
    // The text box grows by 6, centred; the raised glyphs keep its top.
    #expect(abs(frame.height - 29.84) < 1e-9)
    #expect(abs(frame.minY - (100 - 29.84) / 2) < 1e-9)
    expectFrame(
      laidOut.frame(of: .black),
      CGRect(x: frame.minX, y: frame.minY + 19.41, width: frame.width, height: 0.9))
  }

  @Test func aBaselineOffsetAroundTextGrowsItsBoxUnlessTheTextSetsItsOwn() throws {
    _ = try InstalledFonts.require("DejaVu Sans", file: InstalledFonts.dejaVuSans)
    let laidOut = LaidOut(width: 200, height: 200) {
      VStack {
        Text("AB").font(Self.font)
        Text("EF").font(Self.font).baselineOffset(0)
        Text("GH").font(Self.font).baselineOffset(-2)
      }
      .baselineOffset(4)
    }
    let heights = laidOut.textFrames.map(\.height)
    #expect(heights.count == 3)
    #expect(abs(heights[0] - 27.84) < 1e-9 && abs(heights[1] - 23.84) < 1e-9)
    #expect(abs(heights[2] - 25.84) < 1e-9)
  }

  @Test func inactiveAndBlankTextHaveNoLines() throws {
    _ = try InstalledFonts.require("DejaVu Sans", file: InstalledFonts.dejaVuSans)
    let laidOut = LaidOut(width: 200, height: 100) {
      VStack {
        Text("Hello").font(Self.font).underline(false).strikethrough(false, pattern: .dot)
        Text("Hello").font(Self.font).underline().underline(false)
        Text("   ").font(Self.font).underline().strikethrough()
      }
    }
    #expect(laidOut.fills.isEmpty)
    #expect(laidOut.texts.count == 3)
  }

  @Test func aLineAroundTextUnderlinesItUnlessTheTextSaysNo() throws {
    _ = try InstalledFonts.require("DejaVu Sans", file: InstalledFonts.dejaVuSans)
    let laidOut = LaidOut(width: 200, height: 100) {
      VStack {
        Text("Hello").font(Self.font)
        Text("World").font(Self.font).underline(false)
        Text("Again").font(Self.font).underline(color: .blue)
      }
      .underline(color: .red).strikethrough(pattern: .dash)
    }
    let frames = laidOut.textFrames
    #expect(frames.count == 3)
    expectFrame(
      laidOut.frame(of: .red),
      CGRect(x: frames[0].minX, y: frames[0].minY + 19.41, width: frames[0].width, height: 0.9))
    #expect(laidOut.frames(of: .red).count == 1)
    #expect(laidOut.frames(of: .blue).count == 1)
    // Every text is struck through: three dashed lines.
    #expect(laidOut.frames(of: .black).count == 3)
    // On a text, the modifiers are Text's own and return Text.
    #expect(type(of: Text("a").underline()) == Text.self)
    #expect(type(of: Text("a").strikethrough(pattern: .dot)) == Text.self)
    #expect(type(of: Text("a").kerning(1).tracking(1).baselineOffset(1)) == Text.self)
  }

  @Test func linesAreFilledPathsInTheSVG() throws {
    _ = try InstalledFonts.require("DejaVu Sans", file: InstalledFonts.dejaVuSans)
    let body = renderBody(width: 200) {
      Text("Hello").font(Self.font).underline(color: .red)
    }
    #expect(body.count == 2)
    #expect(body[0].hasPrefix("<text") && !body[0].contains("text-decoration"))
    #expect(body[1].hasPrefix("<path d=\"M") && body[1].contains(##"fill="#ff3b30""##))
  }

  @Test func theLineIsDrawnInPixels() throws {
    _ = try InstalledFonts.require("DejaVu Sans", file: InstalledFonts.dejaVuSans)
    // At 40.96 points: the baseline 26.16 + 38.02 = 64.18 down; the underline from 64.98
    // to 66.78, the strikeout from 53.58 to 55.62.
    let image = try renderPixels(width: 200, height: 100, background: .white) {
      Text("Hello").font(.custom("DejaVu Sans", size: 40.96)).foregroundColor(.black)
        .underline(color: .red).strikethrough(color: .blue)
    }
    let red = RGBA(Color.red)
    let blue = RGBA(Color.blue)
    for x in stride(from: 60, through: 140, by: 10) {
      #expect(image[x: x, y: 65] == red)
      #expect(image[x: x, y: 54] == blue)
      #expect(image[x: x, y: 68] == RGBA(red: 255, green: 255, blue: 255, alpha: 255))
    }
  }

  /// The measured text of the first text node of `content`.
  static func measured<Content: View>(@ViewBuilder _ content: () -> Content) -> MeasuredText? {
    for node in Artwork(width: 200, height: 100, content: content).resolve() {
      if case .text(let text) = node { return text.measured }
    }
    return nil
  }
}
