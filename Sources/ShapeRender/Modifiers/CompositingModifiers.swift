import Shapes

extension View {
  /// Draws this view with the given opacity, as one layer: where its parts overlap they
  /// do not darken each other.
  ///
  /// The value is clamped to 0…1; NaN leaves the view out.
  nonisolated public func opacity(_ opacity: Double) -> some View {
    modified { content, rect, context in
      guard !opacity.isNaN else { return [] }
      let value = min(max(opacity, 0), 1)
      if value == 1 { return context.resolve(content, in: rect) }
      if value == 0 { return [] }
      return content.grouped(.opacity(value), in: rect, context: context)
    }
  }

  /// Draws a shadow under this view: its silhouette in `color`, blurred by `radius` and
  /// moved by `x` and `y`.
  ///
  /// ```swift
  /// Trapezium().fill(.blue).shadow(radius: 8, x: 4, y: 4)
  /// ```
  ///
  /// The default color is SwiftUI's: black at 33 % opacity in linear sRGB. The blur's
  /// standard deviation is half the radius.
  ///
  /// **Degenerate input.** A negative radius is treated as 0; non-finite values leave the
  /// shadow out but draw the view. The raster renderer draws the shadow of the view's
  /// parts past the canvas edge, and blurs across the edges, looking at most 1,024 pixels
  /// past each edge; the margin is halved until the canvas with it around holds at most
  /// 2²⁶ pixels (the largest canvases get none). A radius of 10,000 or an offset of a
  /// million takes no more memory than that margin; what lies, or is moved, further out
  /// casts no shadow onto the canvas, and an offset of a million pixels or more draws no
  /// shadow.
  nonisolated public func shadow(
    color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
    x: CGFloat = 0, y: CGFloat = 0
  ) -> some View {
    modified { content, rect, context in
      guard radius.isFinite, x.isFinite, y.isFinite else {
        return context.resolve(content, in: rect)
      }
      return content.grouped(
        .shadow(Shadow(color: color, radius: max(radius, 0), x: x, y: y)), in: rect,
        context: context)
    }
  }

  /// Clips this view to the inside of `shape`, drawn in the view's rectangle.
  ///
  /// ```swift
  /// photo.clipShape(Trapezium())
  /// ```
  ///
  /// A shape with an empty path clips everything away.
  nonisolated public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle())
    -> some View
  {
    modified { content, rect, context in
      let clip = shape.placedPath(in: rect)
      guard !clip.isEmpty else { return [] }
      return content.grouped(.clip(clip, style), in: rect, context: context)
    }
  }

  /// Clips this view to its rectangle.
  nonisolated public func clipped() -> some View {
    modified { content, rect, context in
      content.grouped(.clip(Path(rect), FillStyle()), in: rect, context: context)
    }
  }

  /// Clips this view to its rectangle with circular corners of `radius`, as
  /// `clipShape(RoundedRectangle(cornerRadius: radius, style: .circular))` does.
  ///
  /// ```swift
  /// Text("7").padding().background(.yellow).cornerRadius(10)
  /// ```
  ///
  /// **Degenerate input.** A radius that is not positive or not finite gives square
  /// corners (the view clipped to its rectangle, as ``clipped()`` does), and a radius
  /// past half the shorter side is limited to it, as in `RoundedRectangle`.
  nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    let shape =
      radius.isFinite && radius > 0
      ? AnyShape(RoundedRectangle(cornerRadius: radius, style: .circular)) : AnyShape(.rect)
    return clipShape(shape, style: FillStyle(antialiased: antialiased))
  }

  /// Masks this view with the alpha of another view, placed in this view's rectangle: the
  /// view shows where the mask is opaque and fades where the mask does.
  ///
  /// ```swift
  /// Rectangle().fill(.blue)
  ///   .mask { Circle().fill(.linearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom)) }
  /// ```
  ///
  /// As in SwiftUI, only the mask's alpha counts, not its colors. A mask that draws
  /// nothing hides the view.
  nonisolated public func mask<Mask: View>(
    alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask
  ) -> some View {
    let mask = mask()
    return modified { content, rect, context in
      let maskNodes = context.place(mask, in: rect, alignment: alignment)
      guard !maskNodes.isEmpty else { return [] }
      return content.grouped(.mask(maskNodes), in: rect, context: context)
    }
  }

  /// Masks this view with the alpha of `mask`.
  nonisolated public func mask<Mask: View>(_ mask: Mask) -> some View {
    self.mask { mask }
  }
}
