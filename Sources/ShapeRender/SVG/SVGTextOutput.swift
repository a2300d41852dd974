/// How the SVG renderer writes measured text.
///
/// ```swift
/// let renderer = SVGRenderer(textOutput: .paths)
/// ```
///
/// Text is laid out with the installed fonts either way; the two differ in who draws the
/// glyphs.
public enum SVGTextOutput: Hashable, Sendable, CaseIterable {
  /// `<text>` elements, each run at its measured position, naming the font found first in
  /// its `font-family` (then the generic list): small, selectable and searchable, and drawn
  /// alike where the viewer has that font.
  case text
  /// Glyph outlines: each glyph used is written once as a `<path>` in `<defs>` and placed
  /// with `<use>`, so every renderer draws the same pixels, with or without the font.
  case paths
}
