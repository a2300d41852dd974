import PixelKit

/// The alpha of a drop shadow, recovered from a picture with the shadow and the same
/// picture without it.
///
/// A shadow is drawn under its content: where the content has alpha `a` and the shadow
/// `s`, the picture has `a + s·(1 − a)`. So wherever the content is not opaque,
/// `s = (shadowed − a) / (1 − a)`. Under opaque content the shadow is hidden; give the
/// content a translucent paint to measure all of it.
struct RecoveredShadow {
  /// The shadow's alpha at each pixel, 0…1, row by row; `nil` where the content hides it.
  let alphas: [Double?]

  /// Recovers the shadow wherever the content's alpha is at most `maximumContentAlpha`.
  ///
  /// - Precondition: Both pictures have the same size.
  init(shadowed: PNGImage, unshadowed: PNGImage, maximumContentAlpha: Double = 0.9) {
    precondition(shadowed.width == unshadowed.width && shadowed.height == unshadowed.height)
    alphas = zip(shadowed.pixels, unshadowed.pixels).map { withShadow, content in
      let contentAlpha = Double(content.alpha) / 255
      guard contentAlpha <= maximumContentAlpha else { return nil }
      let total = Double(withShadow.alpha) / 255
      return (total - contentAlpha) / (1 - contentAlpha)
    }
  }

  /// The number of pixels where the content hides the shadow.
  var hiddenPixelCount: Int { alphas.count { $0 == nil } }

  /// The shadow's total alpha where it could be recovered, in pixels: an opaque shadow of
  /// a shape covers the shape's area.
  var totalAlpha: Double { alphas.reduce(0) { $0 + ($1 ?? 0) } }
}
