import Foundation

/// The spacing options of a layout, made safe: the space added to characters and between
/// lines, and the baseline offset.
struct TextSpacing {
  /// Points added to every character's advance; 0 when tracking applies.
  let kerning: CGFloat
  /// Points added after every character but a line's last.
  let tracking: CGFloat
  /// Points between one line's descent and the next one's ascent, at least 0.
  let line: CGFloat
  /// Points the glyphs are raised from their line's baseline.
  let offset: CGFloat

  /// The spacing of `options`: values that are not finite are 0, a negative line spacing
  /// is 0, and kerning is ignored when tracking is not zero (as SwiftUI does).
  init(_ options: TextLayout.Options) {
    self.init(
      kerning: options.kerning, tracking: options.tracking, line: options.lineSpacing,
      offset: options.baselineOffset)
  }

  /// The spacing of a span, with the line spacing of the layout's `options`, made safe as
  /// ``init(_:)`` does.
  init(_ span: TextLayout.Span, _ options: TextLayout.Options) {
    self.init(
      kerning: span.kerning, tracking: span.tracking, line: options.lineSpacing,
      offset: span.baselineOffset)
  }

  private init(kerning: CGFloat, tracking: CGFloat, line: CGFloat, offset: CGFloat) {
    func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
    self.tracking = finite(tracking)
    self.kerning = self.tracking != 0 ? 0 : finite(kerning)
    self.line = max(finite(line), 0)
    self.offset = finite(offset)
  }

  /// The space added after each character, as CSS `letter-spacing` adds it: the tracking,
  /// else the kerning.
  var letterSpacing: CGFloat { tracking != 0 ? tracking : kerning }

  /// `clusters` with the kerning added to their advances and the tracking after each.
  func spaced(_ clusters: [GlyphCluster]) -> [GlyphCluster] {
    guard kerning != 0 || tracking != 0 else { return clusters }
    return clusters.map { cluster in
      var spaced = cluster
      spaced.advance += kerning
      spaced.tracking = tracking
      return spaced
    }
  }
}
