import Shapes

extension View {
  /// Applies a Gaussian blur to this view: its pixels, every channel premultiplied by
  /// alpha, so that it fades out past its edges.
  ///
  /// ```swift
  /// Circle().fill(.orange).frame(width: 40, height: 40).blur(radius: 8)
  /// ```
  ///
  /// The blur's standard deviation is half the radius, as a shadow's is, and it reaches
  /// three standard deviations past the view. In SVG it is an `feGaussianBlur` in a filter
  /// whose region holds that reach.
  ///
  /// With `opaque` true the blur is opaque within the view's frame, as SwiftUI's is: it is
  /// computed from what the view draws inside its frame, then each pixel is divided by its
  /// alpha and made opaque, so that the blur neither fades nor darkens toward the frame's
  /// edges, and nothing is drawn outside the frame. Where the blur of the view reaches no
  /// pixel (a view mostly transparent, blurred little) it is opaque black. In SVG it is
  /// the blur followed by an `feComponentTransfer` that sets alpha to 1, in a filter
  /// region that is the frame.
  ///
  /// **Degenerate input.** A negative radius counts as 0; a radius of 0 leaves the view
  /// unchanged (an opaque one still makes it opaque within its frame); a NaN or infinite
  /// radius leaves the view unchanged. The raster renderer blurs what lies past the
  /// canvas edge onto the canvas within the margin a shadow has (see
  /// ``View/shadow(color:radius:x:y:)``).
  nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
    modified { content, rect, context in
      guard radius.isFinite, radius > 0 || opaque else {
        return context.resolve(content, in: rect)
      }
      let blur = Blur(deviation: max(radius, 0) / 2, opaqueFrame: opaque ? rect : nil)
      return content.grouped(.blur(blur), in: rect, context: context)
    }
  }
}
