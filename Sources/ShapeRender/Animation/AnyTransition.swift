import Shapes

/// How a view would enter and leave, with SwiftUI's names.
///
/// A picture is one state, in which no view is being inserted or removed, so a transition
/// never shows: ``View/transition(_:)`` keeps it only so that SwiftUI code compiles
/// unchanged, and the view draws as it is.
public struct AnyTransition: Sendable {
  /// Creates a transition; every transition is drawn alike.
  private init() {}

  /// No change on insertion or removal.
  public static let identity = AnyTransition()
  /// A fade in and out.
  public static let opacity = AnyTransition()
  /// A growth from, and shrinking to, nothing about the view's center.
  public static let scale = AnyTransition()
  /// A slide in from the leading edge and out to the trailing edge.
  public static let slide = AnyTransition()

  /// A growth from, and shrinking to, `scale` times the view's size about `anchor`.
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition()
  }

  /// A move in from, and out to, `edge`.
  public static func move(edge: Edge) -> AnyTransition { AnyTransition() }

  /// A push in from `edge`, moving the removed view out the other way.
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }

  /// A move by `offset` on the way in and out.
  public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition() }

  /// A move by `x` and `y` on the way in and out.
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }

  /// One transition on insertion, another on removal.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition)
    -> AnyTransition
  {
    AnyTransition()
  }

  /// This transition and `other` at once.
  public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition() }

  /// This transition, run with `animation`.
  public func animation(_ animation: Animation?) -> AnyTransition { AnyTransition() }
}

extension View {
  /// Accepted for SwiftUI compatibility: a still has no insertion or removal to show, so
  /// the view draws as it is.
  nonisolated public func transition(_ transition: AnyTransition) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: `value` does not change in a still, so there is no
  /// change to animate and the view draws in its one state. (Shapes animate in SVG with
  /// `Shape.animation(_:from:)` instead.)
  nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility (SwiftUI's earlier form, without a value): the view
  /// draws in its one state.
  nonisolated public func animation(_ animation: Animation?) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a view's identity matters for animating changes,
  /// which a still has none of, so the view is unchanged.
  nonisolated public func id<ID: Hashable>(_ id: ID) -> Self {
    self
  }
}

/// Runs `body` at once and returns its result, with SwiftUI's spelling: in a still the
/// changes it makes are drawn in their final state, with no animation between.
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  try body()
}
