import Foundation

// The catalog's shapes by SwiftUI's short names, for places that expect a shape:
// `.clipShape(.rect(cornerRadius: 8))`, `.background(.blue, in: .capsule)`.

extension Shape where Self == Rectangle {
  /// A ``Rectangle``.
  public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
  /// A ``RoundedRectangle`` whose corners are rounded by `cornerRadius`.
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)
    -> RoundedRectangle
  {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }

  /// A ``RoundedRectangle`` whose corners are rounded by `cornerSize`.
  public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous)
    -> RoundedRectangle
  {
    RoundedRectangle(cornerSize: cornerSize, style: style)
  }
}

extension Shape where Self == UnevenRoundedRectangle {
  /// An ``UnevenRoundedRectangle`` with the radii `cornerRadii`.
  public static func rect(
    cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous
  ) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
  }

  /// An ``UnevenRoundedRectangle`` with a radius for each corner; corners left out are
  /// square.
  public static func rect(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(
      topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
      bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius,
      style: style)
  }
}

extension Shape where Self == Circle {
  /// A ``Circle``.
  public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
  /// An ``Ellipse``.
  public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == Capsule {
  /// A ``Capsule``.
  public static var capsule: Capsule { Capsule() }

  /// A ``Capsule`` with corners of `style`.
  public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == ContainerRelativeShape {
  /// A ``ContainerRelativeShape``: a rectangle, as a picture has no container shape.
  public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
