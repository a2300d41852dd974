import Shapes

extension View {
  /// Sets the font of the text inside this view that sets none.
  public func font(_ font: Font?) -> some View {
    modified { content, context in
      var inner = context
      inner.font = font
      return inner.resolve(content)
    }
  }

  /// Sets the color of the text and bare shapes inside this view that set none.
  public func foregroundColor(_ color: Color?) -> some View {
    modified { content, context in
      var inner = context
      inner.foreground = color.map { Paint.color($0) }
      return inner.resolve(content)
    }
  }

  /// Sets the paint of the text and bare shapes inside this view that set none.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    modified { content, context in
      var inner = context
      inner.foreground = style.paint
      return inner.resolve(content)
    }
  }
}
