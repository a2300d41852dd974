import Shapes

extension View {
  /// Draws this view moved by `x` and `y`, without changing its place in the layout.
  ///
  /// Non-finite offsets leave the view out.
  nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    transformEffect(CGAffineTransform(translationX: x, y: y))
  }

  /// Draws this view moved by `offset`, without changing its place in the layout.
  nonisolated public func offset(_ offset: CGSize) -> some View {
    self.offset(x: offset.width, y: offset.height)
  }

  /// Draws this view rotated by `angle` about `anchor` of its frame; positive angles turn
  /// clockwise on screen.
  nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    modified { content, rect, context in
      let pivot = anchor.point(in: rect)
      let transform = CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
        .concatenating(CGAffineTransform(rotationAngle: angle.radians))
        .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
      return content.transformed(by: transform, in: rect, context: context)
    }
  }

  /// Draws this view scaled by `scale` in both directions about `anchor` of its frame.
  nonisolated public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
    scaleEffect(x: scale, y: scale, anchor: anchor)
  }

  /// Draws this view scaled by `scale.width` and `scale.height` about `anchor`.
  nonisolated public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
  }

  /// Draws this view scaled by `x` and `y` about `anchor` of its frame.
  nonisolated public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
    -> some View
  {
    modified { content, rect, context in
      let pivot = anchor.point(in: rect)
      let transform = CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
        .concatenating(CGAffineTransform(scaleX: x, y: y))
        .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
      return content.transformed(by: transform, in: rect, context: context)
    }
  }

  /// Draws this view mapped by `transform` (in the coordinates of the whole artwork).
  ///
  /// A transform with a non-finite entry leaves the view out.
  nonisolated public func transformEffect(_ transform: CGAffineTransform) -> some View {
    modified { content, rect, context in
      content.transformed(by: transform, in: rect, context: context)
    }
  }

  /// The view's nodes under a transform; none when the transform is not finite.
  func transformed(
    by transform: CGAffineTransform, in rect: CGRect, context: ResolveContext
  ) -> [Node] {
    let entries = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
    guard entries.allSatisfy(\.isFinite) else { return [] }
    if transform == .identity { return context.resolve(self, in: rect) }
    return grouped(.transform(transform), in: rect, context: context)
  }
}
