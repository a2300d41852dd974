import Shapes

/// A fill color that animates from another color; made by
/// ``Shape/fill(_:from:animation:style:)``.
@usableFromInline
struct FillTransition: Sendable {
  /// The color the fill starts from.
  var start: Color
  /// How it runs.
  var animation: Animation

  /// The color where the animation comes to rest, for the static `fill` attribute.
  func finalColor(to end: Color) -> Color {
    animation.finalProgress == 1 ? end : start
  }

  /// The animations of `fill` (and of `fill-opacity` when the opacities differ) from the
  /// start color to `end`.
  func animations(to end: Color) -> [AttributeAnimation] {
    guard !animation.isInstant || animation.delay > 0 else { return [] }
    var result: [AttributeAnimation] = []
    if (start.red, start.green, start.blue) != (end.red, end.green, end.blue) {
      // Half a step of the 8-bit channels that `#rrggbb` writes.
      let keyframes = animation.keyframes(tolerance: 0.5 / 255) { progress in
        let color = start.interpolated(towards: end, amount: progress)
        return [color.red, color.green, color.blue]
      }
      result.append(
        AttributeAnimation(
          attributeName: "fill",
          keyframes: keyframes.map { .color(Color(red: $0[0], green: $0[1], blue: $0[2])) },
          animation: animation))
    }
    if start.opacity != end.opacity {
      result.append(
        AttributeAnimation(
          attributeName: "fill-opacity", from: start.opacity, to: end.opacity, clampedTo: 0...1,
          tolerance: 0.001, animation: animation))
    }
    return result
  }
}

extension Shape {
  /// The shape filled with a color that animates from `start` to `color`.
  ///
  /// ```swift
  /// Trapezium().fill(.blue, from: .red, animation: .easeInOut(duration: 1))
  /// ```
  ///
  /// The color moves component by component in sRGB, opacity included, as SVG's SMIL
  /// interpolates colors (SwiftUI mixes colors in another space, so the middle of a change
  /// between very different hues can look a little different). The static `fill` is the
  /// color where the animation comes to rest, so a static renderer shows the end. A spring
  /// that overshoots is clamped to the colors' range.
  public func fill(
    _ color: Color, from start: Color, animation: Animation, style: FillStyle = FillStyle()
  ) -> ShapeView<Self> {
    ShapeView(
      shape: self, fill: color.paint, fillStyle: style,
      fillTransition: FillTransition(start: start, animation: animation))
  }
}

extension View {
  /// Draws this view with an opacity that animates from `start` to `opacity`, as one layer.
  ///
  /// ```swift
  /// Pie(startAngle: .zero, endAngle: .degrees(300))
  ///   .fill(.orange)
  ///   .opacity(1, from: 0, animation: .easeIn(duration: 0.5))  // fades in
  /// ```
  ///
  /// Both values are clamped to 0…1, and so is a spring's overshoot. The static `opacity` is
  /// the value where the animation comes to rest, so a static renderer shows the end (a view
  /// that fades out is written, with opacity 0). A NaN `opacity` leaves the view out; a NaN
  /// `start`, or an instant animation without delay, draws the view at `opacity`.
  nonisolated public func opacity(_ opacity: Double, from start: Double, animation: Animation)
    -> some View
  {
    modified { content, rect, context in
      guard !start.isNaN, !opacity.isNaN else {
        return context.resolve(content.opacity(opacity), in: rect)
      }
      let end = min(max(opacity, 0), 1)
      let begin = min(max(start, 0), 1)
      let fade = AttributeAnimation(
        attributeName: "opacity", from: begin, to: end, clampedTo: 0...1, tolerance: 0.001,
        animation: animation)
      guard fade.isVisible, begin != end else {
        return context.resolve(content.opacity(end), in: rect)
      }
      let final = animation.finalProgress == 1 ? end : begin
      return content.grouped(.animatedOpacity(final, fade), in: rect, context: context)
    }
  }
}
