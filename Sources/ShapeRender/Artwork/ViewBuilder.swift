import Shapes

/// Builds a list of views from a closure's statements, in z-order: later statements draw
/// on top.
///
/// Each statement's view is erased into an ``AnyView`` and the block is a ``ViewList``, so
/// that a `for` loop can hold views of opaque types (`some View`), whose types the
/// compiler cannot keep in an array.
///
/// Bare shapes are accepted and filled with the foreground color, black, as SwiftUI fills
/// them. `if`, `if`/`else`, `switch` and `for` work as in SwiftUI.
@resultBuilder
public enum ViewBuilder {
  // The statements are erased where they are written (inlinable), so that where a view's
  // type is known the compiler, not the runtime, decides how it is kept.

  /// A view statement.
  @inlinable
  public static func buildExpression<V: View>(_ view: V) -> ViewList {
    ViewList(AnyView(view))
  }

  /// A statement that is itself a built list, such as a call of a `@ViewBuilder` function:
  /// a list of one view as it is, a longer list as one view.
  @inlinable
  public static func buildExpression(_ list: ViewList) -> ViewList {
    list.isSingle ? list : ViewList(AnyView(list))
  }

  /// A bare shape, filled with the primary color (black in the light appearance).
  @inlinable
  public static func buildExpression<S: Shape>(_ shape: S) -> ViewList {
    ViewList(AnyView(shape.fill(Color.primary)))
  }

  /// A shape that is also a view: drawn as the view it is.
  @inlinable
  public static func buildExpression<S: Shape & View>(_ shape: S) -> ViewList {
    ViewList(AnyView(shape))
  }

  /// The statements of a block, in order.
  public static func buildBlock(_ parts: ViewList...) -> ViewList {
    ViewList(joining: parts)
  }

  /// A block of one statement (the usual block): its views as they are, without gathering
  /// one list into another.
  public static func buildBlock(_ part: ViewList) -> ViewList {
    part
  }

  /// An `if` without `else`.
  public static func buildOptional(_ part: ViewList?) -> ViewList {
    part ?? ViewList([])
  }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither(first part: ViewList) -> ViewList {
    part
  }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither(second part: ViewList) -> ViewList {
    part
  }

  /// A `for` loop.
  public static func buildArray(_ parts: [ViewList]) -> ViewList {
    ViewList(joining: parts)
  }

  /// An `if #available` block.
  public static func buildLimitedAvailability(_ part: ViewList) -> ViewList {
    part
  }
}
