import Shapes

extension Node {
  /// A plain fill of `rect` with `color`, under everything else: a canvas's background.
  ///
  /// `paintFrame` is the frame the paint refers to; `rect` itself unless given.
  static func background(_ color: Color, in rect: CGRect, paintFrame: CGRect? = nil) -> Node {
    .shape(
      ShapeNode(
        path: Path(rect), fill: ResolvedPaint(paint: .color(color), frame: paintFrame ?? rect),
        fillStyle: FillStyle(), stroke: nil, strokeStyle: StrokeStyle()))
  }
}
