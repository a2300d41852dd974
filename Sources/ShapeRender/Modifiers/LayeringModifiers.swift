import Shapes

extension View {
  /// Draws `content` over this view, placed in this view's rectangle.
  ///
  /// ```swift
  /// Trapezium().fill(.blue).overlay { Trapezium().stroke(.gray, lineWidth: 10) }
  /// ```
  public func overlay<Overlay: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> Overlay
  ) -> some View {
    let overlay = content()
    return modified { base, rect, context in
      context.resolve(base, in: rect) + context.place(overlay, in: rect, alignment: alignment)
    }
  }

  /// Draws `overlay` over this view, placed in this view's rectangle.
  public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center)
    -> some View
  {
    self.overlay(alignment: alignment) { overlay }
  }

  /// Draws `content` behind this view, placed in this view's rectangle.
  public func background<Background: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> Background
  ) -> some View {
    let background = content()
    return modified { base, rect, context in
      context.place(background, in: rect, alignment: alignment) + context.resolve(base, in: rect)
    }
  }

  /// Draws `background` behind this view, placed in this view's rectangle.
  public func background<Background: View>(
    _ background: Background, alignment: Alignment = .center
  ) -> some View {
    self.background(alignment: alignment) { background }
  }
}
