import ShapeRender

/// W5: 10,000 words laid out with a real font and written as glyph outlines.
///
/// The words are drawn from a fixed list by a linear congruential generator, so every
/// run (and `Python/text_bench.py`) lays out the same text: in DejaVu Sans
/// (`/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf`) at 12 points, lines broken at 1200
/// points. The font file is read and parsed once per run.
public enum TextWorkload {
  /// The font file.
  public static let fontPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
  /// The size of the text, points.
  public static let size: CGFloat = 12
  /// The width lines break at, points.
  public static let width: CGFloat = 1200
  /// The number of words.
  public static let wordCount = 10_000

  /// The list the words are drawn from.
  static let vocabulary = [
    "the", "quick", "brown", "fox", "jumps", "over", "lazy", "dog", "Sphinx", "of", "black",
    "quartz,", "judge", "my", "vow.", "Waltz,", "bad", "nymph,", "for", "jigs", "vex!",
    "AVATAR", "To", "Ty", "well-known", "typography", "kerning", "LAYOUT", "glyphs", "0123",
    "4567", "89", "(parentheses)", "“quotes”", "naïve", "café", "Ωmega", "x²",
  ]

  /// `count` words separated by spaces.
  public static func words(count: Int = wordCount) -> String {
    var state: UInt32 = 12345
    var words: [String] = []
    words.reserveCapacity(max(count, 0))
    for _ in 0..<max(count, 0) {
      state = state &* 1_103_515_245 &+ 12345
      words.append(vocabulary[Int((state >> 16) % UInt32(vocabulary.count))])
    }
    return words.joined(separator: " ")
  }

  /// The canvas for the laid-out text: the width, and the height of its lines.
  public static func canvasSize(of layout: TextLayout) -> CGSize {
    CGSize(width: width, height: layout.size.height.rounded(.up))
  }

  /// The SVG of the words in `font` as glyph outlines, written with the layout engine
  /// alone: each glyph's outline once in `<defs>`, a `<use>` for each glyph drawn.
  public static func outlineSVG(font: OpenTypeFont, count: Int = wordCount) -> String {
    let layout = TextLayout(
      words(count: count), fonts: [font], size: size, options: .init(width: width))
    let canvas = canvasSize(of: layout)
    var defs = ""
    var uses = ""
    var ids: [GlyphID: Int] = [:]
    for line in layout.lines {
      for run in line.runs {
        for placed in run.glyphs {
          var id = ids[placed.glyph]
          if id == nil {
            let path = (try? font.path(of: placed.glyph, size: size)) ?? Path()
            let next = path.isEmpty ? 0 : ids.values.filter { $0 > 0 }.count + 1
            if next > 0 {
              defs += "<path id=\"g\(next)\" d=\"\(path.svgPathData(precision: 2))\"/>\n"
            }
            ids[placed.glyph] = next
            id = next
          }
          guard let id, id > 0 else { continue }
          uses +=
            "<use xlink:href=\"#g\(id)\" x=\"\(rounded(placed.position.x))\" y=\"\(rounded(placed.position.y))\"/>\n"
        }
      }
    }
    return """
      <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" \
      width="\(rounded(canvas.width))" height="\(rounded(canvas.height))">
      <defs>
      \(defs)</defs>
      \(uses)</svg>

      """
  }

  /// The same text as a view, for `SVGRenderer`: `Text` in the family, framed to the width.
  @MainActor @preconcurrency public static func artwork(count: Int = wordCount, height: CGFloat)
    -> Artwork<
      some View
    >
  {
    Artwork(width: width, height: height) {
      Text(words(count: count)).font(.custom("DejaVu Sans", size: size))
        .multilineTextAlignment(.leading)
    }
  }

  /// `value` to two decimals, trailing zeros dropped.
  static func rounded(_ value: CGFloat) -> String {
    let scaled = (value * 100).rounded() / 100
    return scaled == scaled.rounded() ? String(Int(scaled)) : String(Double(scaled))
  }
}
