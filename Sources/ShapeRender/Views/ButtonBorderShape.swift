import Shapes

/// The shape of a bordered button's background, with SwiftUI's names.
///
/// ```swift
/// Button("Deal") {}
///   .buttonStyle(.borderedProminent)
///   .buttonBorderShape(.capsule)
/// ```
///
/// The bordered styles draw their background in it: `.automatic` and `.roundedRectangle`
/// as a rounded rectangle with continuous corners of 6 points, iOS's for a regular
/// control, `.roundedRectangle(radius:)` with corners of that radius (negative or not
/// finite counts as 0), `.capsule` and `.circle` as those shapes.
public struct ButtonBorderShape: Equatable, Sendable {
  /// The kinds of shape.
  enum Kind: Equatable, Sendable {
    case roundedRectangle(radius: CGFloat)
    case capsule
    case circle
  }

  /// The shape.
  let kind: Kind

  /// The style's own shape: a rounded rectangle on iOS.
  public static let automatic = ButtonBorderShape(kind: .roundedRectangle(radius: 6))
  /// A capsule.
  public static let capsule = ButtonBorderShape(kind: .capsule)
  /// A circle.
  public static let circle = ButtonBorderShape(kind: .circle)
  /// A rounded rectangle with the control's usual corners.
  public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(radius: 6))

  /// A rounded rectangle with corners of `radius`.
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape(kind: .roundedRectangle(radius: radius.isFinite ? max(radius, 0) : 0))
  }

  /// `fill` in this shape, behind `content`.
  @MainActor func background<Content: View>(_ fill: Color, behind content: Content) -> AnyView {
    switch kind {
    case .roundedRectangle(let radius):
      AnyView(
        content.background(fill, in: RoundedRectangle(cornerRadius: radius, style: .continuous)))
    case .capsule:
      AnyView(content.background(fill, in: Capsule()))
    case .circle:
      AnyView(content.background(fill, in: Circle()))
    }
  }
}

/// The shape the bordered button styles draw in.
struct ButtonBorderShapeKey: EnvironmentKey {
  static var defaultValue: ButtonBorderShape { .automatic }
}

extension View {
  /// Sets the shape of the bordered buttons' backgrounds inside this view.
  nonisolated public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
    environment { $0[environment: ButtonBorderShapeKey.self] = shape }
  }
}
