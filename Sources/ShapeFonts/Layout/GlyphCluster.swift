import Foundation

/// One character of text turned into glyphs: the font of the fallback chain that has it,
/// its glyphs, and its advance in points.
struct GlyphCluster: Sendable {
  /// The character.
  let character: Character
  /// The index of the font in the fallback chain of its span.
  let font: Int
  /// The index of the span (``TextLayout/Span``) it comes from.
  var span = 0
  /// The glyphs, with their x offsets from the cluster's start, points.
  let glyphs: [(glyph: GlyphID, x: CGFloat)]
  /// The advance, points, without the font's kerning (with the layout's kerning option).
  var advance: CGFloat
  /// The font's kerning between this cluster and the next one on the line, points.
  var kerning: CGFloat = 0
  /// The tracking between this cluster and the next one on the line, points.
  var tracking: CGFloat = 0
  /// Whether it stands for an inline object (``TextLayout/InlineObject``): no glyphs, and
  /// no character in its run's text.
  var isObject = false
  /// The space between this cluster's advance and the next one on the line: its kerning
  /// and tracking.
  var spaceAfter: CGFloat { kerning + tracking }

  /// Whether a line may break after this cluster, which then hangs past the line's end
  /// (spaces), or stays on the line (hyphens).
  var isSpace: Bool { character == " " || character == "\u{3000}" || character == "\t" }
  /// Whether a line may break after this cluster, which stays on the line.
  var isHyphen: Bool { character == "-" || character == "\u{2010}" || character == "\u{2013}" }

  /// The clusters of `text` in the fonts of `chain` at `scale` points per font unit of
  /// each font, kerned within each run of one font.
  ///
  /// Each character takes the first font of the chain that has a glyph for its first
  /// scalar (after canonical composition, so "e" + combining acute finds "é"); a
  /// character no font has is the first font's `.notdef`. Other scalars of the character
  /// that its font lacks (variation selectors, unsupported marks) are left out.
  static func clusters(of text: Substring, chain: [OpenTypeFont], scales: [CGFloat])
    -> [GlyphCluster]
  {
    var clusters: [GlyphCluster] = []
    clusters.reserveCapacity(text.count)
    var last: GlyphID?
    for character in text {
      var scalars = Array(character.unicodeScalars)
      if scalars.count > 1 {
        scalars = Array(String(character).precomposedStringWithCanonicalMapping.unicodeScalars)
      }
      guard let first = scalars.first else { continue }
      let font = chain.firstIndex { $0.hasGlyph(for: first) } ?? 0
      let face = chain[font]
      let scale = scales[font]
      var glyphs: [(GlyphID, CGFloat)] = []
      var x: CGFloat = 0
      for (i, scalar) in scalars.enumerated() {
        let glyph = face.glyph(for: scalar)
        guard i == 0 || glyph != .notdef else { continue }
        glyphs.append((glyph, x))
        x += CGFloat(face.advance(of: glyph)) * scale
      }
      if let previous = clusters.last, previous.font == font, let left = last,
        let right = glyphs.first?.0
      {
        clusters[clusters.count - 1].kerning = CGFloat(face.kerning(left, right)) * scale
      }
      last = glyphs.last?.0
      clusters.append(GlyphCluster(character: character, font: font, glyphs: glyphs, advance: x))
    }
    return clusters
  }
}
