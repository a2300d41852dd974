import Shapes

extension View {
  /// Tags this view with `tag`, as SwiftUI does: the value a ``Picker``'s selection is
  /// compared with to find the option it shows.
  ///
  /// ```swift
  /// Picker("Flavor", selection: $flavor) {
  ///   Text("Chocolate").tag(Flavor.chocolate)
  ///   Text("Vanilla").tag(Flavor.vanilla)
  /// }
  /// ```
  ///
  /// Elsewhere the tag changes nothing: the view is laid out and drawn as it is. A picker
  /// reads the tag of each of its options, which is the option's last modifier (as the
  /// ``View/zIndex(_:)`` of a stack's child is); a tag under another modifier is not seen.
  /// Two tags on one view: the outer one counts.
  nonisolated public func tag<V: Hashable>(_ tag: V) -> some View {
    TaggedView(content: AnyView(self), tag: AnyHashable(tag))
  }
}

/// A view with a tag, which a picker reads.
struct TaggedView {
  let content: AnyView
  let tag: AnyHashable

  @MainActor func explicitGuide(_ key: AlignmentKey, in size: CGSize, context: ResolveContext)
    -> CGFloat?
  {
    context.explicitGuide(of: content, key, in: size)
  }
}

extension TaggedView: View, ForwardingView, GuidedView {
  /// An empty view: the drawing primitives of this package have no body of their own.
  var body: EmptyView { return EmptyView() }
}

extension AnyView {
  /// The tag of this view: its own, or that of the view it forwards to.
  @MainActor var tag: AnyHashable? { trait(TaggedView.self)?.tag }

  /// The outermost view of type `T` among this one and those it forwards to (the
  /// modifiers that carry a trait for a container), or nil.
  @MainActor func trait<T>(_ type: T.Type) -> T? {
    var view = storage
    // Bounded: forwarding views nest only as deep as modifiers were written.
    for _ in 0..<64 {
      if let found = view as? T { return found }
      guard let forwarding = view as? any ForwardingView else { return nil }
      view = forwarding.content.storage
    }
    return nil
  }
}

@MainActor
extension ResolveContext {
  /// The options of a picker's `content`, each with its tag: a view's own ``View/tag(_:)``,
  /// or else the identifier of the ``ForEach`` element it was made for; nil for neither.
  func taggedOptions<V: View>(of content: V) -> [(view: AnyView, tag: AnyHashable?)] {
    var reading = self
    reading.controls.tagsForEach = true
    reading.controls.keepsSections = false
    return reading.subviews(of: content).map { ($0, $0.tag) }
  }
}
