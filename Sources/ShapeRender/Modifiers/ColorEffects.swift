import Shapes

/// SwiftUI's color adjustments: each a color matrix over the view's colors, drawn as one
/// layer (its parts composited together first).
///
/// Every one works on un-premultiplied sRGB values of 0…1, without linear light (the
/// package composites in sRGB, as SVG 1.1 does), and clamps each result to 0…1. In SVG
/// each is a `filter` with one `feColorMatrix` and `color-interpolation-filters="sRGB"`,
/// defined once for all the elements of similar proportions that share it.
extension View {
  /// Brightens this view by adding `amount` to its red, green and blue.
  ///
  /// Each component becomes `c′ = c + amount`, clamped to 0…1; alpha is kept.
  ///
  /// ```swift
  /// Rectangle().fill(.red).brightness(0.2)
  /// ```
  ///
  /// 0 changes nothing and 1 makes every color white; a negative amount darkens, −1 to
  /// black.
  ///
  /// **Degenerate input.** A NaN or infinite amount leaves the view unchanged.
  nonisolated public func brightness(_ amount: Double) -> some View {
    colorFiltered(ColorFilter.brightness(amount))
  }

  /// Sets the contrast and separation between similar colors in this view.
  ///
  /// Red, green and blue are scaled about ½, `c′ = (c − ½) · amount + ½`, clamped to 0…1;
  /// alpha is kept.
  ///
  /// 1 changes nothing, 0 makes every color 50 % gray, and above 1 colors move apart. A
  /// negative amount inverts the colors as well, as in SwiftUI.
  ///
  /// **Degenerate input.** A NaN or infinite amount leaves the view unchanged.
  nonisolated public func contrast(_ amount: Double) -> some View {
    colorFiltered(ColorFilter.contrast(amount))
  }

  /// Adjusts the color saturation of this view, as SVG's `saturate` does.
  ///
  /// Each color moves toward its luminance `0.213 R + 0.715 G + 0.072 B` by
  /// `1 − amount`, and the result is clamped to 0…1; alpha is kept.
  ///
  /// 1 changes nothing, 0 makes the view gray, and above 1 colors grow more intense (the
  /// same matrix, which SVG 1.1's `saturate` does not allow, so it is written as a
  /// `matrix`).
  ///
  /// **Degenerate input.** A negative amount counts as 0; a NaN or infinite amount leaves
  /// the view unchanged.
  nonisolated public func saturation(_ amount: Double) -> some View {
    colorFiltered(ColorFilter.saturation(amount))
  }

  /// Makes this view's colors gray by `amount`.
  ///
  /// It is `saturation(1 − amount)`, so that 1 gives each color its luminance
  /// `0.213 R + 0.715 G + 0.072 B` (pure red becomes a gray of 54/255).
  ///
  /// **Degenerate input.** The amount is clamped to 0…1; a NaN or infinite amount leaves
  /// the view unchanged.
  nonisolated public func grayscale(_ amount: Double) -> some View {
    colorFiltered(ColorFilter.grayscale(amount))
  }

  /// Rotates the hues of this view's colors by `angle`, as SVG's `hueRotate` does.
  ///
  /// The rotation is about the gray axis, weighted by luminance; results are clamped to
  /// 0…1, and alpha is kept.
  ///
  /// **Degenerate input.** A whole number of turns, or a NaN or infinite angle, leaves the
  /// view unchanged; other angles count modulo 360°.
  nonisolated public func hueRotation(_ angle: Angle) -> some View {
    colorFiltered(ColorFilter.hueRotation(degrees: angle.degrees))
  }

  /// Multiplies this view's colors by `color`, biasing it toward the color.
  ///
  /// Red, green, blue and alpha are multiplied by the color's sRGB components and
  /// opacity: white becomes the color itself.
  ///
  /// **Degenerate input.** Opaque white leaves the view unchanged; a clear color hides it.
  nonisolated public func colorMultiply(_ color: Color) -> some View {
    colorFiltered(ColorFilter.multiply(by: color))
  }

  /// Inverts the colors in this view.
  ///
  /// Red, green and blue become `c′ = 1 − c`, and alpha is kept: red becomes cyan, and
  /// white black.
  ///
  /// **Degenerate input.** None: the modifier takes no value.
  nonisolated public func colorInvert() -> some View {
    colorFiltered(ColorFilter.invert(1))
  }

  /// Makes this view a mask of its luminance, as SVG's `luminanceToAlpha` does.
  ///
  /// Every pixel becomes black, with an alpha of its color's luminance
  /// `0.2125 R + 0.7154 G + 0.0721 B`. The color's own alpha is dropped, as in SVG: white
  /// is opaque wherever the view paints at all, even faintly at its anti-aliased edges.
  ///
  /// **Degenerate input.** None: the modifier takes no value.
  nonisolated public func luminanceToAlpha() -> some View {
    colorFiltered(ColorFilter.luminanceToAlpha)
  }

  /// This view under `filter`, or unchanged when there is none.
  nonisolated private func colorFiltered(_ filter: ColorFilter?) -> some View {
    modified { content, rect, context in
      guard let filter else { return context.resolve(content, in: rect) }
      return content.grouped(.colorFilter(filter), in: rect, context: context)
    }
  }
}
