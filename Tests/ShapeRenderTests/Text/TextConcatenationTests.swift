import ShapeRender
import Testing

/// `Text + Text`: one text of runs that keep their styling, laid out as one paragraph and
/// written as `<tspan>`s of what differs, in DejaVu Sans.
@MainActor @Suite struct TextConcatenationTests {
  static let font = Font.custom("DejaVu Sans", size: 20)

  static func requireFonts() throws {
    _ = try InstalledFonts.require("DejaVu Sans", file: InstalledFonts.dejaVuSans)
    _ = try InstalledFonts.require(
      "DejaVu Sans", file: InstalledFonts.dejaVuSansBold, weight: 700)
  }

  @Test func aBoldRunAndARegularRunOfTwoColorsAreTspansOfWhatDiffers() throws {
    try Self.requireFonts()
    let svg = SVGRenderer().render(
      Artwork(width: 200, height: 40) {
        (Text("Bold").bold().foregroundColor(.red) + Text(" plain").foregroundColor(.blue))
          .font(Self.font)
      })
    #expect(
      svg == """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="200" height="40" viewBox="0 0 200 40">
        <text font-size="20" font-weight="700" fill="#ff3b30" xml:space="preserve">\
        <tspan x="47.373" y="26.924" font-family="DejaVu Sans">Bold</tspan>\
        <tspan x="97.529" y="26.924" font-family="DejaVu Sans" font-weight="400" fill="#007aff"> plain</tspan></text>
        </svg>

        """)
  }

  @Test func linesBreakAcrossARunBoundary() throws {
    try Self.requireFonts()
    let svg = SVGRenderer().render(
      Artwork(width: 120, height: 80) {
        (Text("One two ") + Text("three four").italic()).font(.custom("DejaVu Sans", size: 16))
      })
    // "three" fits the first line after "One two "; "four" starts the second, italic.
    #expect(
      svg == """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="120" height="80" viewBox="0 0 120 80">
        <text font-size="16"><tspan x="2.711" y="36.227" font-family="DejaVu Sans">One two </tspan>\
        <tspan x="74.609" y="36.227" font-family="DejaVu Sans" font-style="italic">three</tspan>\
        <tspan x="2.711" y="54.852" font-family="DejaVu Sans" font-style="italic">four</tspan></text>
        </svg>

        """)
  }

  @Test func glyphOutlinesOfARunTakeItsOwnPaint() throws {
    try Self.requireFonts()
    let svg = SVGRenderer(textOutput: .paths).render(
      Artwork(width: 60, height: 30) {
        (Text("A").foregroundColor(.red) + Text("B").foregroundColor(.blue)).font(Self.font)
      })
    #expect(
      svg.contains(
        "<g fill=\"#ff3b30\">\n<use xlink:href=\"#glyph1\" x=\"16.299\" y=\"21.924\"/>\n"))
    #expect(
      svg.contains("<use xlink:href=\"#glyph2\" x=\"29.98\" y=\"21.924\" fill=\"#007aff\"/>\n</g>"))
  }

  @Test func runsOfOneStyleMeasureAsTheTextOfTheirString() throws {
    try Self.requireFonts()
    let single = try Self.size(Text("AVATAR Type").font(Self.font))
    // Kerned pairs (A V, T y) straddle the boundaries: runs of one style are one run.
    #expect(try Self.size((Text("A") + Text("VATAR T") + Text("ype")).font(Self.font)) == single)
    #expect(
      try Self.size(Text("A").font(Self.font) + Text("VATAR T").font(Self.font) + Text("ype"))
        != single)
    let wrapped = try Self.size(
      (Text("Hello ") + Text("world") + Text(", again")).bold().font(Self.font), width: 90)
    #expect(
      wrapped == (try Self.size(Text("Hello world, again").bold().font(Self.font), width: 90)))
  }

  @Test func aLargerRunRaisesItsLine() throws {
    try Self.requireFonts()
    let small = try Self.size(Text("small").font(Self.font))
    let mixed = try Self.size(
      Text("small ").font(Self.font) + Text("BIG").font(.custom("DejaVu Sans", size: 40)))
    // DejaVu Sans: ascent 0.928 and descent 0.236 of the size, no line gap.
    #expect(abs(small.height - 1.164 * 20) < 0.01)
    #expect(abs(mixed.height - 1.164 * 40) < 0.01)
    // Two lines: the first as tall as its big run, the second as its small one.
    let two = try Self.size(
      Text("small ").font(Self.font) + Text("BIG").font(.custom("DejaVu Sans", size: 40))
        + Text("\nsmall").font(Self.font))
    #expect(abs(two.height - 1.164 * 40 - 1.164 * 20) < 0.01)
  }

  @Test func modifiersOfTheConcatenationFillWhatRunsDidNotSet() throws {
    try Self.requireFonts()
    let both = SVGRenderer().render(
      Artwork(width: 100, height: 30) {
        (Text("a").bold() + Text("b")).foregroundColor(.red).font(Self.font)
      })
    // One paint: both runs red, only the weight differs.
    #expect(both.contains("fill=\"#ff3b30\""))
    #expect(!both.contains("#007aff") && both.components(separatedBy: "fill=").count == 2)
    let kept = SVGRenderer().render(
      Artwork(width: 100, height: 30) {
        (Text("a").foregroundColor(.blue) + Text("b")).foregroundColor(.red).font(Self.font)
      })
    #expect(kept.contains("<text font-size=\"20\" fill=\"#007aff\">"))
    #expect(kept.contains("font-family=\"DejaVu Sans\" fill=\"#ff3b30\">b</tspan>"))
  }

  @Test func anUnderlinedRunIsUnderlinedAloneInItsColor() throws {
    try Self.requireFonts()
    let laidOut = LaidOut(width: 200, height: 40) {
      (Text("plain ").foregroundColor(.black) + Text("link").underline(color: .blue))
        .font(Self.font)
    }
    let frame = try #require(laidOut.textFrames.first)
    let line = try #require(laidOut.frame(of: .blue))
    // "link" ends the line; "plain " (6 characters of DejaVu Sans) comes before it.
    #expect(abs(line.maxX - frame.maxX) < 1e-6)
    #expect(line.minX > frame.minX + 40 && line.width > 30 && line.width < 45)
    #expect(laidOut.fills.count == 1)
  }

  @Test func runsShrinkAlikeToFitWithTheMinimumScaleFactor() throws {
    try Self.requireFonts()
    let wide =
      (Text("Shrink ").font(Self.font) + Text("to fit").font(.custom("DejaVu Sans", size: 40)))
    let natural = try Self.size(wide)
    let fitted = LaidOut(width: natural.width / 2, height: 400) {
      wide.lineLimit(1).minimumScaleFactor(0.1)
    }
    let frame = try #require(fitted.textFrames.first)
    // Both runs at about half their size: the line half as wide and half as tall.
    #expect(frame.width <= natural.width / 2 + 1e-6 && frame.width > natural.width / 2 - 0.5)
    #expect(abs(frame.height - natural.height / 2) < 0.1)
  }

  @Test func aGradientRunIsDefinedBeforeTheTextThatUsesIt() throws {
    try Self.requireFonts()
    let svg = SVGRenderer().render(
      Artwork(width: 160, height: 30) {
        (Text("Warm")
          .foregroundStyle(
            LinearGradient(colors: [.red, .orange], startPoint: .leading, endPoint: .trailing))
          + Text(" cold").foregroundColor(.blue)).font(Self.font)
      })
    let lines = svg.split(separator: "\n")
    #expect(lines[2].hasPrefix("<defs><linearGradient id=\"gradient1\""))
    #expect(lines[3].hasPrefix("<text font-size=\"20\" fill=\"url(#gradient1)\""))
    #expect(lines[3].contains(" fill=\"#007aff\"> cold</tspan></text>"))
  }

  @Test func theStringIsTheWholeString() {
    let text = Text("Score: ").font(.headline) + Text("42").bold() + Text("") + Text("!")
    #expect(text.string == "Score: 42!")
    #expect(Text("one").string == "one")
  }

  @Test func thousandsOfRunsConcatenateAndLayOut() throws {
    try Self.requireFonts()
    var text = Text("")
    for index in 0..<5_000 {
      let run = Text(index.isMultiple(of: 2) ? "ab " : "cd ")
      text = text + (index.isMultiple(of: 3) ? run.bold() : run)
    }
    #expect(text.string.count == 15_000)
    let svg = SVGRenderer().render(
      Artwork(width: 400, height: 400) { text.font(.custom("DejaVu Sans", size: 4)) })
    #expect(svg.components(separatedBy: "<tspan").count > 2_000)
  }

  @Test func runsOfNoSizeAndEmptyRunsDrawNothingAndTakeNoRoom() throws {
    try Self.requireFonts()
    let plain = try Self.size(Text("ab").font(Self.font))
    let padded = try Self.size(
      Text("a").font(Self.font) + Text("").font(Self.font)
        + Text("zzz").font(.custom("DejaVu Sans", size: .nan))
        + Text("zzz").font(.custom("DejaVu Sans", size: -3)) + Text("b").font(Self.font))
    #expect(padded == plain)
    #expect(try Self.size(Text("x").font(.custom("DejaVu Sans", size: .nan)) + Text("")) == .zero)
    // A run of only a line break ends the line.
    let broken = try Self.size(Text("ab").font(Self.font) + Text("\n") + Text("ab").font(Self.font))
    #expect(abs(broken.height - 2 * 1.164 * 20) < 0.01)
  }

  /// The measured size of `text` laid out at `width` (1000 points when nil); zero when it
  /// draws nothing.
  static func size(_ text: Text, width: CGFloat? = nil) throws -> CGSize {
    LaidOut(width: width ?? 1000, height: 400) { text }.textFrames.first?.size ?? .zero
  }
}
