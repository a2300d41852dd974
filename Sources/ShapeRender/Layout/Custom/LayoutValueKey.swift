import Shapes

/// A key for a value a view hands to the ``Layout`` it is a subview of, with SwiftUI's
/// name: the view sets it with ``View/layoutValue(key:value:)``, the layout reads it from
/// the subview with `subview[Key.self]`.
///
/// ```swift
/// private struct Rank: LayoutValueKey {
///   static let defaultValue = 0
/// }
///
/// Text("Gold").layoutValue(key: Rank.self, value: 1)
/// // in the layout: let rank = subviews[0][Rank.self]
/// ```
///
/// A subview that sets no value for the key has ``defaultValue``. The value reaches the
/// layout through the modifiers applied after it and through the body of a view of your
/// own, but not out of a container: a value set on a view inside a stack is the stack's
/// view's, not the stack's.
public protocol LayoutValueKey {
  /// The type of the value.
  associatedtype Value

  /// The value of a subview that sets none.
  static var defaultValue: Value { get }
}

extension View {
  /// Sets this view's value for `key`, which the ``Layout`` it is a subview of reads with
  /// `subview[key]`; the view draws as it did.
  ///
  /// Applied to a `ForEach` or a `Group`, it sets the value of each of its views.
  nonisolated public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    LayoutValueView(content: self, key: ObjectIdentifier(key), value: value)
  }
}

/// A view with a layout value, as ``View/layoutValue(key:value:)`` makes it: laid out and
/// drawn as its content.
struct LayoutValueView<Content: View> {
  let content: Content
  /// The key's type.
  let key: ObjectIdentifier
  /// The value.
  let value: Any

  var body: EmptyView { return EmptyView() }

  @MainActor var layoutPriority: Double {
    (content as? any LayoutPriorityCarrying)?.layoutPriority ?? 0
  }

  var carried: any View { content }

  @MainActor func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize {
    context.size(of: content, for: proposal)
  }

  @MainActor func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    context.resolve(content, in: rect)
  }

  @MainActor func explicitGuide(_ key: AlignmentKey, in size: CGSize, context: ResolveContext)
    -> CGFloat?
  {
    context.explicitGuide(of: content, key, in: size)
  }

  @MainActor func narrowed(in context: ResolveContext) -> [Self]? {
    context.narrowedParts(of: content)?.map {
      LayoutValueView(content: $0, key: key, value: value)
    }
  }
}

extension LayoutValueView: View, GuidedView, LayoutPriorityCarrying, LayoutValueCarrying {}

/// A view that sets a layout value.
@MainActor
protocol LayoutValueCarrying {
  /// The key's type.
  var key: ObjectIdentifier { get }
  /// The value.
  var value: Any { get }
  /// The view it is set on.
  var carried: any View { get }
}

/// Finds the layout values of a layout's subviews.
@MainActor
enum LayoutValues {
  /// How many modifiers and bodies deep a value is looked for.
  private static let depthLimit = 64

  /// The value `view` sets for the key `key`, looking through the modifiers applied after
  /// it and through the bodies of views of your own; nil when it sets none.
  static func value(for key: ObjectIdentifier, in view: Any, context: ResolveContext) -> Any? {
    var current: Any? = view
    for _ in 0..<depthLimit {
      guard let next = current else { return nil }
      if let carrier = next as? any LayoutValueCarrying {
        if carrier.key == key { return carrier.value }
        current = carrier.carried
      } else {
        current = inner(of: next, context: context)
      }
    }
    return nil
  }

  /// The view `view` passes its layout values on from: the content of a built-in modifier
  /// (one that keeps its content's priority), the body of a ``ViewModifier`` or of a view of
  /// your own, the view an erased view holds; nil for any other view (a container).
  private static func inner(of view: Any, context: ResolveContext) -> Any? {
    if let erased = view as? AnyView { return erased.view }
    if let erased = view as? ErasedBody { return erased.storage.view }
    if let forwarding = view as? any ForwardingView { return forwarding.content }
    if let modified = view as? any ModifierBodyProviding { return modified.modifierBody }
    if let content = view as? ViewModifierContent { return content.content }
    // A block of one view is that view; a block of several is no one subview.
    if let list = view as? ViewList { return list.single }
    if let box = view as? ContentBox { return contentOfBox(box) }
    if view is any LayoutPriorityCarrying {
      for child in Mirror(reflecting: view).children {
        if child.value is any View || child.value is ContentBox { return child.value }
      }
      return nil
    }
    guard let view = view as? any View, !(view is any PrimitiveView) else { return nil }
    return body(of: view, context: context)
  }

  /// The view a modifier's box keeps.
  private static func contentOfBox(_ box: ContentBox) -> Any? {
    Mirror(reflecting: box).children.first { $0.value is any View }?.value
  }

  /// The body of `view`, evaluated in `context`.
  private static func body<V: View>(of view: V, context: ResolveContext) -> Any? {
    guard !context.isTooDeep else { return nil }
    return ViewBody.evaluate(view, in: context)
  }
}

/// A view with a ``ViewModifier`` applied, whose values are those of the modifier's body.
@MainActor
protocol ModifierBodyProviding {
  /// What the modifier makes of the content.
  var modifierBody: any View { get }
}

extension ModifiedContent: ModifierBodyProviding {
  var modifierBody: any View { modified }
}
