import ShapeFonts
import Shapes

/// Text laid out with real fonts, placed on the canvas: what the scene holds for the back
/// ends to draw as `<text>` or as glyph outlines.
struct MeasuredText: Sendable {
  /// The lines, glyphs and runs, relative to ``origin``.
  let layout: TextLayout
  /// The style of each span of the layout, in its order: one for text of one style.
  let styles: [Style]
  /// The layout's top left on the canvas.
  let origin: CGPoint
  /// The largest size of the styles, points.
  let size: CGFloat

  /// How one span of the text is drawn.
  struct Style: Sendable {
    /// The font, at the size laid out.
    let font: Font
    /// The fonts of the span's chain, in its order.
    let faces: [FontResolution]
    /// The paint of its glyphs.
    let fill: ResolvedPaint
  }

  /// The layout of `runs` at `width` (infinite for none), and the faces of each run's
  /// chain; `nil` when no font is installed.
  static func layout(
    _ runs: [Text.ResolvedRun], width: CGFloat, lineLimit: Int?, alignment: TextAlignment,
    truncation: Text.TruncationMode, lineSpacing: CGFloat
  ) -> (TextLayout, [[FontResolution]])? {
    var chains: [[FontResolution]] = []
    var spans: [TextLayout.Span] = []
    chains.reserveCapacity(runs.count)
    spans.reserveCapacity(runs.count)
    for run in runs {
      let chain = TextFonts.chain(for: run.font)
      guard !chain.faces.isEmpty else { return nil }
      chains.append(chain.faces)
      if let object = inlineObject(of: run, fonts: chain.fonts) {
        spans.append(
          TextLayout.Span(
            object: object, fonts: chain.fonts, size: run.font.size,
            baselineOffset: run.spacing.baselineOffset))
        continue
      }
      spans.append(
        TextLayout.Span(
          run.string, fonts: chain.fonts, size: run.font.size, kerning: run.spacing.kerning,
          tracking: run.spacing.tracking, baselineOffset: run.spacing.baselineOffset))
    }
    let options = TextLayout.Options(
      width: width, lineLimit: lineLimit,
      alignment: alignment == .leading ? .leading : alignment == .center ? .center : .trailing,
      truncation: truncation == .tail ? .tail : truncation == .head ? .head : .middle,
      lineSpacing: lineSpacing)
    return (TextLayout(spans: spans, options: options), chains)
  }

  /// The box of the image of `run` laid out in `fonts` (its chain); nil for a run of text.
  ///
  /// A symbol is as tall as the primary font's line (ascent plus descent) at the medium
  /// image scale, grown or shrunk about the line's middle by the scale, and as wide as its
  /// aspect ratio makes it; an image file is its natural size, its bottom on the baseline.
  static func inlineObject(of run: Text.ResolvedRun, fonts: [OpenTypeFont])
    -> TextLayout.InlineObject?
  {
    guard let image = run.image else { return nil }
    guard image.systemName != nil else {
      let size = image.intrinsicSize
      return TextLayout.InlineObject(width: size.width, ascent: size.height, descent: 0)
    }
    guard let primary = fonts.first, primary.unitsPerEm > 0 else { return nil }
    let scale = run.font.size / CGFloat(primary.unitsPerEm)
    let ascent = CGFloat(primary.ascender) * scale
    let descent = CGFloat(-primary.descender) * scale
    let side = (ascent + descent) * run.imageScale.factor
    let grown = (side - (ascent + descent)) / 2
    return TextLayout.InlineObject(
      width: side * image.symbolAspectRatio(), ascent: ascent + grown, descent: descent + grown)
  }

  /// The spacing a run is laid out with, points: as ``TextLayout/Span`` takes it.
  struct Spacing: Hashable, Sendable {
    var kerning: CGFloat = 0
    var tracking: CGFloat = 0
    var baselineOffset: CGFloat = 0
  }

  /// The CSS family list of font `index` of span `span`: its real family first, then the
  /// generic list of the span's font.
  func familyList(ofFont index: Int, span: Int) -> String {
    guard styles.indices.contains(span) else { return "" }
    let font = styles[span].font
    let faces = styles[span].faces
    guard faces.indices.contains(index) else { return font.familyList }
    let family = faces[index].descriptor.family
    // A custom family found is already first.
    if font.family?.lowercased() == family.lowercased() { return font.familyList }
    // Words of letters, digits and hyphens, none starting with a digit, need no quotes in
    // CSS; other names are quoted (and cannot hold the quote).
    let words = family.split(separator: " ")
    let plain = words.allSatisfy { word in
      word.first.map { !$0.isNumber && $0 != "-" } == true
        && word.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" }
    }
    let name = plain ? words.joined(separator: " ") : "'\(family.filter { $0 != "'" })'"
    return name + ", " + font.familyList
  }

  /// A box that holds every glyph: the layout's box, with room for glyphs that reach past
  /// their advance or above the ascent.
  var visualBounds: CGRect {
    CGRect(origin: origin, size: layout.size).insetBy(dx: -size, dy: -size / 2)
  }
}
