import Foundation
import ShapeRender
import Shapes

/// Turns the options into artwork: the shape filled, filled with the image, stroked, with
/// its shadow and opacity, on the canvas.
///
/// The layers, bottom first: the background; then, in the padded frame, the fill, the
/// image clipped to the shape, and the stroke (centred, or inside with `--stroke-border`).
/// The shadow falls under all three, and the opacity applies to them together. With no
/// `--fill`, `--stroke` (or stroke option) or `--image`, the shape is filled black.
struct ArtworkBuilder {
  /// The canvas.
  let canvas: CanvasOptions
  /// The paints and stroke style.
  let style: StyleOptions
  /// The shadow and image.
  let effects: EffectOptions

  /// The artwork of `shape`, with `image` (already read) filling it.
  func artwork<S: InsettableShape>(of shape: S, image: Image?) -> Artwork<AnyView> {
    var layers: [AnyView] = []
    var background: Color?
    switch canvas.background {
    case .none:
      break
    case .color(let color):
      // A color goes into the artwork's own background.
      background = color
    case .linearGradient, .radialGradient:
      if let paint = canvas.background.paint(in: canvas.bounds) {
        layers.append(AnyView(Rectangle().fill(PaintStyle(paint: paint))))
      }
    }
    layers.append(drawing(of: shape, in: canvas.frame, image: image))
    return Artwork(
      width: canvas.size.width, height: canvas.size.height, background: background,
      view: AnyView(ViewList(layers)))
  }

  /// The shape's fill, image and stroke in `frame`, with the shadow and the opacity.
  func drawing<S: InsettableShape>(of shape: S, in frame: CGRect, image: Image?) -> AnyView {
    let fillOption = style.fill ?? (style.stroke == nil && image == nil ? .color(.black) : .none)
    let fill = fillOption.paint(in: frame).map(PaintStyle.init)
    let stroke = style.stroke?.paint(in: frame).map(PaintStyle.init)
    var layers: [AnyView] = []
    if let fill, let stroke, image == nil, !style.strokesBorder {
      // One element carries both, as SwiftUI's `fill(_:).stroke(_:)` does.
      layers.append(
        AnyView(shape.fill(fill, style: style.fillStyle).stroke(stroke, style: style.strokeStyle)))
    } else {
      if let fill { layers.append(AnyView(shape.fill(fill, style: style.fillStyle))) }
      if let image {
        layers.append(
          AnyView(
            image.resizable().scaledToFill()
              .frame(width: frame.width, height: frame.height)
              .clipShape(shape, style: style.fillStyle)))
      }
      if let stroke {
        layers.append(
          style.strokesBorder
            ? AnyView(shape.strokeBorder(stroke, style: style.strokeStyle))
            : AnyView(shape.stroke(stroke, style: style.strokeStyle)))
      }
    }
    var view = AnyView(ViewList(layers).padding(canvas.padding))
    if let shadow = effects.shadow {
      view = AnyView(
        view.shadow(color: shadow.color, radius: shadow.radius, x: shadow.x, y: shadow.y))
    }
    if style.opacity < 1 { view = AnyView(view.opacity(style.opacity)) }
    return view
  }
}

/// A resolved paint used as a shape style.
struct PaintStyle: ShapeStyle {
  /// The color or gradient.
  let paint: Paint
}
