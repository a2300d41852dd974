import Shapes

extension View {
  /// Sets where the scroll views inside start: the point `anchor` of their content at the
  /// same point of what they show, so `.bottom` shows the end of a conversation.
  ///
  /// ```swift
  /// ScrollView {
  ///   VStack { ForEach(messages) { MessageRow($0) } }
  /// }
  /// .defaultScrollAnchor(.bottom)
  /// ```
  ///
  /// Along the axes a scroll view scrolls, its content is placed by the anchor, whether it
  /// is longer than the view (the part the anchor picks shows) or shorter (it sits at the
  /// anchor). Without an anchor a scroll view starts at its top and leading edge.
  ///
  /// **Degenerate input.** `nil` keeps the anchor set around; a NaN coordinate counts as
  /// 0, and coordinates outside 0...1 are kept, moving the content past the anchor.
  nonisolated public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
    environment { context in
      guard let anchor else { return }
      context[environment: ScrollAnchorKey.self] = UnitPoint(
        x: anchor.x.isNaN ? 0 : anchor.x, y: anchor.y.isNaN ? 0 : anchor.y)
    }
  }
}

private struct ScrollAnchorKey: EnvironmentKey {
  static var defaultValue: UnitPoint { .topLeading }
}

extension ResolveContext {
  /// Where scroll views here start (see ``View/defaultScrollAnchor(_:)``).
  var scrollAnchor: UnitPoint { self[environment: ScrollAnchorKey.self] }
}
