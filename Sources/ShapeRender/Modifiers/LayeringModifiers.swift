import Shapes

extension View {
  /// Draws `content` over this view, placed in this view's rectangle.
  ///
  /// ```swift
  /// Trapezium().fill(.blue).overlay { Trapezium().stroke(.gray, lineWidth: 10) }
  /// ```
  nonisolated public func overlay<Overlay: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> Overlay
  ) -> some View {
    let overlay = content()
    return modified { base, rect, context in
      context.resolve(base, in: rect) + context.place(overlay, in: rect, alignment: alignment)
    }
  }

  /// Draws `overlay` over this view, placed in this view's rectangle.
  nonisolated public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center)
    -> some View
  {
    self.overlay(alignment: alignment) { overlay }
  }

  /// Draws `content` behind this view, placed in this view's rectangle.
  nonisolated public func background<Background: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> Background
  ) -> some View {
    let background = content()
    return modified { base, rect, context in
      context.place(background, in: rect, alignment: alignment) + context.resolve(base, in: rect)
    }
  }

  /// Draws `background` behind this view, placed in this view's rectangle.
  nonisolated public func background<Background: View>(
    _ background: Background, alignment: Alignment = .center
  ) -> some View {
    self.background(alignment: alignment) { background }
  }

  /// Fills this view's rectangle with `style` behind it, out to the screen's edges on
  /// `edges` where the view reaches the safe area's, as in SwiftUI (see
  /// ``View/ignoresSafeArea(_:edges:)``: an app's picture on a phone has a safe area, and
  /// the content of a navigation or tab bar).
  ///
  /// ```swift
  /// Text("Now playing").padding().background(.ultraThinMaterial)
  /// ```
  @_disfavoredOverload
  nonisolated public func background<S: ShapeStyle>(
    _ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all
  )
    -> some View
  {
    background { Rectangle().fill(style).ignoresSafeArea(.container, edges: edges) }
  }

  /// Fills `shape` with `style` behind this view, in this view's rectangle.
  ///
  /// ```swift
  /// Text("New").padding(6).background(.yellow, in: .capsule)
  /// ```
  nonisolated public func background<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View {
    background { shape.fill(style, style: fillStyle) }
  }

  /// Fills `shape` behind this view with the background color: white, and black in the
  /// dark appearance.
  nonisolated public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle())
    -> some View
  {
    background(Color.systemBackground, in: shape, fillStyle: fillStyle)
  }

  /// Draws a border of `width` inside this view's rectangle, in `content`, over the view.
  ///
  /// ```swift
  /// Text("Memorize!").padding().border(.orange, width: 2)
  /// ```
  ///
  /// The border is the rectangle's inside edge, as `strokeBorder(_:lineWidth:antialiased:)`
  /// draws it, so it adds no size. **Degenerate input.** A width that is not positive or
  /// not finite draws no border.
  nonisolated public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    overlay {
      if width.isFinite, width > 0 { Rectangle().strokeBorder(content, lineWidth: width) }
    }
  }

  /// Keeps this view's room in the layout but draws nothing there, as SwiftUI hides a view.
  nonisolated public func hidden() -> some View {
    modified { _, _, _ in [] }
  }

  /// Sets where this view is drawn among the other views of its ``ZStack``: views with a
  /// higher index are drawn over those with a lower one, and views with equal indices in
  /// their order in the stack (0 by default).
  ///
  /// ```swift
  /// ZStack {
  ///   Circle().fill(.red).zIndex(1)
  ///   Rectangle().fill(.blue)
  /// }
  /// ```
  ///
  /// The index is read from the stack's own children, so it is the last modifier of a
  /// child (a view of a ``ForEach`` in the stack counts as a child). **Degenerate input.**
  /// NaN counts as 0.
  nonisolated public func zIndex(_ value: Double) -> some View {
    ZIndexedView(content: AnyView(self), zIndex: value.isNaN ? 0 : value)
  }
}

/// A view with its place in the drawing order of its ``ZStack``, which reads ``zIndex``.
struct ZIndexedView {
  let content: AnyView
  let zIndex: Double
}

extension ZIndexedView: View, ForwardingView {
  /// An empty view: the drawing primitives of this package have no body of their own.
  var body: EmptyView { return EmptyView() }
}

extension AnyView {
  /// The view's place in the drawing order of a ``ZStack``: 0 unless set with
  /// ``View/zIndex(_:)``.
  var zIndex: Double { (storage as? ZIndexedView)?.zIndex ?? 0 }
}
