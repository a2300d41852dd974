import Shapes

/// A Gaussian blur of a group's pixels: every channel, premultiplied by alpha, as SVG's
/// `feGaussianBlur` of the source graphic blurs them.
struct Blur: Hashable, Sendable {
  /// The blur's standard deviation, in the group's units; finite and at least 0.
  ///
  /// It is half a view's blur radius, or a `GraphicsContext` filter's radius, which
  /// SwiftUI documents as the deviation itself.
  var deviation: CGFloat
  /// For an opaque blur, the rectangle it fills, in the group's units; `nil` for a blur
  /// that keeps transparency.
  ///
  /// The blurred pixels are divided by their alpha and made opaque within it, and nothing
  /// is drawn outside it.
  var opaqueFrame: CGRect? = nil
  /// The clip bounds a ``GraphicsContext`` filter is drawn within, in user space; the region
  /// of a filter the writer cannot size by the element's box stays inside it.
  var region: CGRect? = nil

  /// How far the blur paints past its content: three standard deviations, as SVG's filter
  /// regions allow, and a unit.
  var tail: CGFloat { 3 * deviation + 1 }
}
