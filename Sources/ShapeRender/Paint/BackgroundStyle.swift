/// The background of the view's window, with SwiftUI's name: white, and black in the dark
/// appearance.
///
/// ```swift
/// Text("Score")
///   .padding()
///   .background(.background, in: .capsule)
/// ```
public struct BackgroundStyle: ShapeStyle {
  /// Creates the style.
  public init() {}

  /// iOS's system background, which adapts to the appearance.
  public var paint: Paint { .color(.systemBackground) }
}

extension ShapeStyle where Self == BackgroundStyle {
  /// The background of the view's window: white, and black in the dark appearance.
  public static var background: BackgroundStyle { BackgroundStyle() }
}
