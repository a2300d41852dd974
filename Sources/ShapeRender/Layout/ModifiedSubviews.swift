import Shapes

// A modifier applied to views that stand for several (a `ForEach`, a `Group`, a list of
// views built in a block) applies to each of them, as in SwiftUI: in a stack,
// `ForEach(items) { Text($0) }.padding()` is one padded text per item, not one padded
// pile of texts. A container asks for its subviews, and a modifier answers with a copy of
// itself for each subview of its content, its content narrowed to that one.

extension PrimitiveView {
  /// One view: the default.
  @usableFromInline
  func narrowed(in context: ResolveContext) -> [Self]? { nil }

  /// The views this one stands for in a container, each erased, when it is a modifier
  /// applied to several; nil when it is one view.
  func narrowedSubviews(in context: ResolveContext) -> [AnyView]? {
    narrowed(in: context)?.map { AnyView($0) }
  }

  /// ``narrowed(in:)`` of `view`, whose type is `Self`.
  static func narrowed<V>(of view: borrowing V, in context: ResolveContext) -> [V]? {
    withPointee(of: view, as: Self.self) {
      $0.pointee.narrowed(in: context).map { unsafeBitCast($0, to: [V].self) }
    }
  }
}

@MainActor
extension ResolveContext {
  /// `view` split into one view for each of the views it stands for, or nil for one view.
  ///
  /// A list of views, a `ForEach` or a `Group` stands for several, and so does a modifier
  /// applied to one of these; a view of your own whose body stands for several does not
  /// (its body is not split).
  func narrowedParts<V: View>(of view: V) -> [V]? {
    guard let primitive = V.self as? any PrimitiveView.Type else { return nil }
    return primitive.narrowed(of: view, in: self)
  }
}

/// Splits a multi-view's `subviews` into copies of it made by `narrowing` to each; nil
/// for exactly one subview, which needs no split.
func narrowing<V>(_ subviews: [AnyView], _ narrowing: (AnyView) -> V) -> [V]? {
  subviews.count == 1 ? nil : subviews.map(narrowing)
}
