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
    func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
    tracking = finite(options.tracking)
    kerning = tracking != 0 ? 0 : finite(options.kerning)
    line = max(finite(options.lineSpacing), 0)
    offset = finite(options.baselineOffset)
  }

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
