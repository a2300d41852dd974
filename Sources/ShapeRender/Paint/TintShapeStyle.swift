/// The tint, with SwiftUI's name: the color ``View/tint(_:)`` (or
/// ``View/accentColor(_:)``) sets around a view, iOS's system blue where none is set.
///
/// ```swift
/// Image(systemName: "globe")
///   .foregroundStyle(.tint)
/// ```
///
/// As a view's foreground (``View/foregroundStyle(_:)``) it follows the tint around the
/// view. Where a style is taken without a view around it (a shape's `fill(_:)` or
/// `stroke(_:lineWidth:)`, a `Text`'s own `foregroundStyle(_:)`), it is the system blue.
public struct TintShapeStyle: ShapeStyle {
  /// Creates the style.
  public init() {}

  /// The system blue, the tint where none is set.
  public var paint: Paint { .color(.blue) }
}

extension ShapeStyle where Self == TintShapeStyle {
  /// The tint: the color ``View/tint(_:)`` sets, iOS's system blue where none is set.
  public static var tint: TintShapeStyle { TintShapeStyle() }
}
