import Foundation
import ShapeRender
import Testing

/// Text settings from the environment: line limit, alignment, truncation, case and
/// shrinking to fit, which a text's own settings override.
///
/// The tests measure with DejaVu Sans (fonts-dejavu-core).
@MainActor @Suite struct TextEnvironmentTests {
  let font = Font.custom("DejaVu Sans", size: 14)

  @Test func aLineLimitAroundTextCutsItAndTheTextsOwnWins() throws {
    _ = try InstalledFonts.require("DejaVu Sans", file: InstalledFonts.dejaVuSans)
    let long = "A title far too long for its frame"
    let cut = renderBody(width: 80) {
      VStack { Text(long).font(font) }.lineLimit(1)
    }
    #expect(cut[0].hasSuffix("…</text>") && !cut[0].contains("<tspan"))
    let own = renderBody(width: 80, height: 200) {
      VStack { Text(long).font(font).lineLimit(nil) }.lineLimit(1)
    }
    #expect(own[0].contains("<tspan") && !own[0].contains("…"))
    // The same text with its own limit draws as it did before the environment had one.
    #expect(
      renderBody(width: 80) { Text(long).font(font).lineLimit(1) }
        == renderBody(width: 80) { VStack { Text(long).font(font).lineLimit(1) }.lineLimit(3) })
  }

  @Test func alignmentAndTruncationAroundTextApplyToIt() throws {
    _ = try InstalledFonts.require("DejaVu Sans", file: InstalledFonts.dejaVuSans)
    let text = "The quick brown fox jumps over the lazy dog"
    #expect(
      renderBody(width: 120, height: 200) {
        Text(text).font(font).multilineTextAlignment(.center)
      }
        == renderBody(width: 120, height: 200) {
          Text(text).font(font).frame(width: 120).multilineTextAlignment(.center)
        })
    let middle = renderBody(width: 80) {
      Text("A title far too long for its frame").font(font).lineLimit(1)
        .frame(width: 80).truncationMode(.middle)
    }
    #expect(middle[0].hasSuffix(">A tit…rame</text>"), "\(middle)")
  }

  @Test func textCaseShowsTheLettersInUpperOrLowerCase() {
    let upper = LaidOut { Text("Memorize!").textCase(.uppercase) }
    #expect(upper.texts.map(\.string) == ["MEMORIZE!"])
    let lower = LaidOut { VStack { Text("Memorize!") }.textCase(.lowercase) }
    #expect(lower.texts.map(\.string) == ["memorize!"])
    let plain = LaidOut { Text("Memorize!").textCase(nil) }
    #expect(plain.texts.map(\.string) == ["Memorize!"])
  }

  @Test func minimumScaleFactorShrinksTextToTheLargestSizeThatFits() throws {
    _ = try InstalledFonts.require("DejaVu Sans", file: InstalledFonts.dejaVuSans)
    let laid = LaidOut {
      Text("Memorize").font(.custom("DejaVu Sans", size: 100)).minimumScaleFactor(0.1)
        .frame(width: 80, height: 80)
    }
    let text = try #require(laid.texts.first)
    let frame = try #require(laid.textFrames.first)
    #expect(text.size < 100 && text.size > 10)
    // The largest size found within a thousandth of 100: the width is just under 80.
    #expect(frame.width <= 80 && frame.width > 80 * (1 - 0.001 / (text.size / 100)) - 1e-9)
    // The height limits too: a tall, narrow room shrinks it by its height.
    let short = LaidOut {
      Text("A").font(.custom("DejaVu Sans", size: 100)).minimumScaleFactor(0.01)
        .frame(width: 200, height: 20)
    }
    let height = try #require(short.textFrames.first).height
    #expect(height <= 20 && height > 19.5)
  }

  @Test func textThatDoesNotFitAtTheFactorIsDrawnAtTheFactor() throws {
    _ = try InstalledFonts.require("DejaVu Sans", file: InstalledFonts.dejaVuSans)
    let laid = LaidOut {
      Text("Memorize").font(.custom("DejaVu Sans", size: 100)).minimumScaleFactor(0.5)
        .frame(width: 80, height: 80)
    }
    #expect(laid.texts.first?.size == 50)
    // A factor of 1 or more, or NaN, keeps the size; 0 or less shrinks to a thousandth.
    for factor in [1, 2, CGFloat.nan] {
      let kept = LaidOut {
        Text("Memorize").font(.custom("DejaVu Sans", size: 100)).minimumScaleFactor(factor)
          .frame(width: 80, height: 80)
      }
      #expect(kept.texts.first?.size == 100, "\(factor)")
    }
    let tiny = LaidOut {
      Text("Memorize").font(.custom("DejaVu Sans", size: 100)).minimumScaleFactor(-1)
        .frame(width: 0.01, height: 80)
    }
    #expect(tiny.texts.first.map { abs($0.size - 0.1) < 1e-9 } == true)
  }

  @Test func textFitsWithoutShrinkingKeepsItsSize() {
    let laid = LaidOut { Text("7").font(.system(size: 20)).minimumScaleFactor(0.1) }
    #expect(laid.texts.first?.size == 20)
  }

  @Test func formattedAndMonospacedDigitText() {
    #expect(LaidOut { Text(42, format: .number) }.texts.map(\.string) == ["42"])
    #expect(
      renderSVG { Text("12:30").monospacedDigit() } == renderSVG { Text("12:30") })
  }
}

/// `lineLimit(_:reservesSpace:)`: room for the limit's lines even with fewer.
@MainActor @Suite struct ReservedLineSpaceTests {
  /// The SVG line of the 1-high red bar under `text`, in a column at the top of the canvas.
  private func barUnder<V: View>(_ text: V) -> String? {
    renderBody(width: 200, height: 300) {
      VStack(spacing: 0) {
        text
        Color.red.frame(height: 1)
        Spacer()
      }
    }
    .first { $0.contains("#ff3b30") }
  }

  @Test func aReservingLimitMakesTheTextAsTallAsItsLines() {
    let reserved = barUnder(Text("One").lineLimit(3, reservesSpace: true))
    let threeLines = barUnder(Text("One\nTwo\nThree"))
    let oneLine = barUnder(Text("One"))
    #expect(reserved != nil && reserved == threeLines, "\(String(describing: reserved))")
    #expect(reserved != oneLine)
    #expect(barUnder(Text("One").lineLimit(3, reservesSpace: false)) == oneLine)
  }
}
