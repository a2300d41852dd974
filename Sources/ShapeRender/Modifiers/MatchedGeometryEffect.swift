import Shapes

/// What ``View/matchedGeometryEffect(id:in:properties:anchor:isSource:)`` shares between
/// the views of one group, with SwiftUI's names.
public struct MatchedGeometryProperties: OptionSet, Sendable {
  /// The properties as bits: 1 the position, 2 the size.
  public let rawValue: UInt32

  /// Properties from their raw value.
  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  /// The position of the view.
  public static let position = MatchedGeometryProperties(rawValue: 1)
  /// The size of the view.
  public static let size = MatchedGeometryProperties(rawValue: 2)
  /// Both the position and the size.
  public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
  /// Makes this view one of the group `id` in `namespace`, whose views share the
  /// geometry of the group's source, as in SwiftUI.
  ///
  /// ```swift
  /// HStack {
  ///   ForEach(tabs, id: \.self) { tab in
  ///     Text(tab).padding(8).matchedGeometryEffect(id: tab, in: tabBar)
  ///   }
  /// }
  /// .background(
  ///   Capsule().fill(.yellow)
  ///     .matchedGeometryEffect(id: selected, in: tabBar, isSource: false))
  /// ```
  ///
  /// A source (`isSource`, the default) draws in its own frame. A view that is not a source
  /// is drawn in its source's frame: proposed the source's size when `properties` has
  /// `.size`, and placed with its `anchor` on the source's `anchor` when it has
  /// `.position` (on its own frame's otherwise). Its parent still lays it out in its own
  /// frame, as SwiftUI does. Frames are compared in the artwork's layout coordinates, as
  /// `GeometryProxy.frame(in: .global)` gives them.
  ///
  /// SwiftUI moves the views of a group between frames as they come and go, which a still
  /// does not show. A group with no source leaves its views in their own frames; with
  /// several, the first drawn counts.
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center, isSource: Bool = true
  ) -> some View {
    let key = MatchedFrames.Key(namespace: namespace, id: AnyHashable(id))
    return modified { content, rect, context in
      guard let frames = MatchedFrames.current else { return context.resolve(content, in: rect) }
      if isSource {
        frames.recordSource(key, frame: rect)
        return context.resolve(content, in: rect)
      }
      guard let source = frames.sourceFrame(of: key) else {
        return context.resolve(content, in: rect)
      }
      let size = properties.contains(.size) ? source.size : rect.size
      let pinned = anchor.point(in: properties.contains(.position) ? source : rect)
      let frame = CGRect(
        x: pinned.x - anchor.x * size.width, y: pinned.y - anchor.y * size.height,
        width: size.width, height: size.height)
      return context.resolve(content, in: frame)
    }
  }
}
