/// A view that gives its content a proxy to scroll with, with SwiftUI's name.
///
/// ```swift
/// ScrollViewReader { proxy in
///   ScrollView { ForEach(0..<50) { Text("Row \($0)").id($0) } }
/// }
/// ```
///
/// A still shows each scroll view at its start: ``ScrollViewProxy/scrollTo(_:anchor:)``
/// called from code that runs before rendering changes nothing.
public struct ScrollViewReader<Content: View> {
  let content: (ScrollViewProxy) -> Content

  /// A reader whose content `content` builds with the proxy.
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
    self.content = content
  }
}

extension ScrollViewReader: View {
  /// The content, built with a proxy.
  public var body: some View {
    content(ScrollViewProxy())
  }
}

/// What scrolls a ``ScrollViewReader``'s scroll views, with SwiftUI's name.
public struct ScrollViewProxy: Sendable {
  /// Accepted for SwiftUI compatibility: a still's scroll views show their start.
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}
