import Foundation

extension Shape {
  /// This shape moved by `offset`: `width` to the right, `height` down.
  ///
  /// ```swift
  /// Circle().offset(CGSize(width: 10, height: 0))
  /// ```
  public func offset(_ offset: CGSize) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: offset)
  }

  /// This shape moved so that its origin lands at `offset`.
  ///
  /// ```swift
  /// Circle().offset(CGPoint(x: 10, y: 0))
  /// ```
  public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
  }

  /// This shape moved `x` to the right and `y` down.
  ///
  /// ```swift
  /// Trapezium().offset(x: 20)
  /// ```
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: CGSize(width: x, height: y))
  }

  /// This shape rotated by `angle` about the unit point `anchor` of its frame; positive
  /// angles turn clockwise on screen.
  ///
  /// ```swift
  /// Rectangle().rotation(.degrees(45))
  /// ```
  public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
    RotatedShape(shape: self, angle: angle, anchor: anchor)
  }

  /// This shape scaled by `x` horizontally and `y` vertically about the unit point `anchor`
  /// of its frame.
  ///
  /// ```swift
  /// Ellipse().scale(x: 0.5, y: 1, anchor: .leading)
  /// ```
  public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
    -> ScaledShape<Self>
  {
    ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
  }

  /// This shape scaled by `scale` in both directions about the unit point `anchor` of its
  /// frame.
  ///
  /// ```swift
  /// Circle().scale(0.8)
  /// ```
  public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
    ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
  }

  /// This shape mapped by `transform`, in its frame's coordinates.
  ///
  /// ```swift
  /// Rectangle().transform(CGAffineTransform(rotationAngle: .pi / 4))
  /// ```
  public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
    TransformedShape(shape: self, transform: transform)
  }
}
