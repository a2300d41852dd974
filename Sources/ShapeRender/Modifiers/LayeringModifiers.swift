import Shapes

extension View {
  /// Draws `content` over this view, in the same frame.
  ///
  /// ```swift
  /// Trapezium().fill(.blue).overlay { Trapezium().stroke(.gray, lineWidth: 10) }
  /// ```
  public func overlay<Overlay: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> Overlay
  ) -> some View {
    let overlay = content()
    return modified { base, context in
      context.resolve(base) + context.with(alignment: alignment).resolve(overlay)
    }
  }

  /// Draws `overlay` over this view, in the same frame.
  public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center)
    -> some View
  {
    self.overlay(alignment: alignment) { overlay }
  }

  /// Draws `content` behind this view, in the same frame.
  public func background<Background: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> Background
  ) -> some View {
    let background = content()
    return modified { base, context in
      context.with(alignment: alignment).resolve(background) + context.resolve(base)
    }
  }

  /// Draws `background` behind this view, in the same frame.
  public func background<Background: View>(
    _ background: Background, alignment: Alignment = .center
  ) -> some View {
    self.background(alignment: alignment) { background }
  }
}
