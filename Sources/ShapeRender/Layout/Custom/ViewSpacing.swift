import Shapes

/// The spacing a view prefers around it, edge by edge, as a ``Layout`` reads it from its
/// subviews (``LayoutSubview/spacing``) to space them.
///
/// ```swift
/// let gap = subviews[0].spacing.distance(to: subviews[1].spacing, along: .horizontal)  // 8
/// ```
///
/// This package spaces every pair of views by the default 8 points, in stacks as here: a
/// spacing made with ``init()`` prefers the default on every edge, and ``zero`` prefers none.
/// An edge's preference is the larger of the two a union combines; the distance between two
/// views is the larger of the preferences of the edges that face each other, or the
/// default, 8, where neither edge has one of its own.
///
/// **Degenerate input.** None: a spacing is only made from these values.
public struct ViewSpacing: Sendable {
  /// The preferences of the top, leading, bottom and trailing edges, nil for the default.
  private var edges: [CGFloat?]

  private init(edges: [CGFloat?]) {
    self.edges = edges
  }

  /// A spacing that prefers the default distance (8 points) on every edge.
  public init() {
    self.init(edges: [nil, nil, nil, nil])
  }

  /// A spacing that prefers no distance at all on any edge.
  public static let zero = ViewSpacing(edges: [0, 0, 0, 0])

  /// The position of `edge` in `edges`: top, leading, bottom, trailing.
  private static func slot(of edge: Edge) -> Int {
    Int(edge.rawValue)
  }

  /// Merges `other`'s preferences on `edges` into these: each edge prefers the larger of
  /// the two (an edge with the default takes the other's).
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
    for edge in Edge.allCases where edges.contains(Edge.Set(rawValue: 1 << edge.rawValue)) {
      let slot = Self.slot(of: edge)
      switch (self.edges[slot], other.edges[slot]) {
      case (let mine?, let theirs?): self.edges[slot] = max(mine, theirs)
      case (nil, let theirs): self.edges[slot] = theirs
      case (_, nil): break
      }
    }
  }

  /// These preferences merged with `other`'s on `edges` (see ``formUnion(_:edges:)``).
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
    var merged = self
    merged.formUnion(other, edges: edges)
    return merged
  }

  /// The distance between a view with this spacing and `next`, which follows it along
  /// `axis`: the larger preference of the facing edges (this trailing and its leading
  /// edge, or this bottom and its top edge), or 8 where neither has one.
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    let (mine, theirs) =
      axis == .horizontal
      ? (edges[Self.slot(of: .trailing)], next.edges[Self.slot(of: .leading)])
      : (edges[Self.slot(of: .bottom)], next.edges[Self.slot(of: .top)])
    switch (mine, theirs) {
    case (let mine?, let theirs?): return max(mine, theirs)
    case (let one?, nil), (nil, let one?): return one
    case (nil, nil): return StackLayout.defaultSpacing
    }
  }
}
