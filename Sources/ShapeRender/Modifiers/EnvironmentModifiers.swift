import Shapes

extension View {
  /// Sets the font of the text inside this view that sets none.
  nonisolated public func font(_ font: Font?) -> some View {
    environment { $0.font = font }
  }

  /// Sets the color of the text and bare shapes inside this view that set none.
  nonisolated public func foregroundColor(_ color: Color?) -> some View {
    environment { $0.foreground = color.map { Paint.color($0) } }
  }

  /// Sets the paint of the text and bare shapes inside this view that set none.
  nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    let paint = style.paint
    // `.tint` is the tint around this view, which the context knows.
    let followsTint = style is TintShapeStyle
    return environment { $0.foreground = followsTint ? $0.accentPaint : paint }
  }

  /// This view laid out and drawn with the context changed by `change`.
  nonisolated func environment(_ change: @escaping @Sendable (inout ResolveContext) -> Void)
    -> some View
  {
    modified(
      sizing: { content, proposal, context in
        var inner = context
        change(&inner)
        return inner.size(of: content, for: proposal)
      },
      drawing: { content, rect, context in
        var inner = context
        change(&inner)
        // The colors inside take the appearance the change sets, if it sets one.
        return inner.resolve(content, in: rect, appearanceSetWithin: context)
      })
  }
}

extension View {
  /// Sets the paint of the text and bare shapes inside this view to `primary`; `secondary`
  /// is for the second layer of multicolor symbols, which are drawn as placeholders here.
  nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(
    _ primary: S1, _ secondary: S2
  )
    -> some View
  {
    foregroundStyle(primary)
  }

  /// Sets the paint of the text and bare shapes inside this view to `primary`; the other
  /// two are for the layers of multicolor symbols, which are drawn as placeholders here.
  nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1, _ secondary: S2, _ tertiary: S3
  ) -> some View {
    foregroundStyle(primary)
  }
}
