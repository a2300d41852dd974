import ShapeFonts
import Shapes

/// Text laid out with real fonts, placed on the canvas: what the scene holds for the back
/// ends to draw as `<text>` or as glyph outlines.
struct MeasuredText: Sendable {
  /// The lines, glyphs and runs, relative to ``origin``.
  let layout: TextLayout
  /// The fonts of the layout's chain, in its order.
  let faces: [FontResolution]
  /// The layout's top left on the canvas.
  let origin: CGPoint
  /// The size in points.
  let size: CGFloat

  /// The layout of `string` in `font` at `width` (infinite for none), or `nil` when no
  /// font is installed.
  static func layout(
    _ string: String, font: Font, width: CGFloat, lineLimit: Int?, alignment: TextAlignment,
    truncation: Text.TruncationMode, spacing: Spacing = Spacing()
  ) -> (TextLayout, [FontResolution])? {
    let chain = TextFonts.chain(for: font)
    guard !chain.faces.isEmpty else { return nil }
    let options = TextLayout.Options(
      width: width, lineLimit: lineLimit,
      alignment: alignment == .leading ? .leading : alignment == .center ? .center : .trailing,
      truncation: truncation == .tail ? .tail : truncation == .head ? .head : .middle,
      kerning: spacing.kerning, tracking: spacing.tracking, lineSpacing: spacing.lineSpacing,
      baselineOffset: spacing.baselineOffset)
    return (TextLayout(string, fonts: chain.fonts, size: font.size, options: options), chain.faces)
  }

  /// The spacing a text is laid out with, points: as ``TextLayout/Options`` takes it.
  struct Spacing: Sendable {
    var kerning: CGFloat = 0
    var tracking: CGFloat = 0
    var lineSpacing: CGFloat = 0
    var baselineOffset: CGFloat = 0
  }

  /// The CSS family list of run font `index`: its real family first, then the generic list
  /// of `font`.
  func familyList(ofFont index: Int, in font: Font) -> String {
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
