/// An optional view is a view, as in SwiftUI: the wrapped view when there is one, and
/// nothing otherwise.
///
/// This lets a view's body be an optional chain, as Apple's Landmarks tutorial writes:
///
/// ```swift
/// var body: some View {
///   landmark.featureImage?
///     .resizable()
/// }
/// ```
///
/// A `nil` view is no child of its container, as an `if` whose condition fails: it takes no
/// room and a stack puts no spacing around it.
extension Optional: View where Wrapped: View {
  /// The wrapped view, or nothing when there is none.
  @ViewBuilder public var body: ViewList {
    if case .some(let view) = self {
      view
    }
  }
}
