import Foundation
import ShapeRender
import Shapes

/// Turns the options into artwork: the shape filled, filled with the image, stroked, with
/// its shadow and opacity, on the canvas.
///
/// The layers, bottom first: the background; then, in the padded frame, the fill, the
/// image clipped to the shape, and the stroke (centred, or inside with `--stroke-border`).
/// The shadow falls under all three, and the opacity applies to them together. With no
/// `--fill`, `--stroke` (or stroke option, or `--draw`) or `--image`, the shape is filled
/// black.
///
/// An animated shape arrives as an `AnimatedShape`; the builder adds the other animations:
/// the stroke drawn on (`--draw`) and the opacity (`--animate opacity=FROM:TO`).
@MainActor
struct ArtworkBuilder {
  /// The canvas.
  let canvas: CanvasOptions
  /// The paints and stroke style.
  let style: StyleOptions
  /// The shadow and image.
  let effects: EffectOptions
  /// The animations.
  let animation: AnimationOptions

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
    if let fill, let stroke, image == nil, !style.strokesBorder, !animation.draws {
      // One element carries both, as SwiftUI's `fill(_:).stroke(_:)` does.
      layers.append(
        AnyView(shape.fill(fill, style: style.fillStyle).stroke(stroke, style: style.strokeStyle)))
    } else {
      if let fill { layers.append(AnyView(shape.fill(fill, style: style.fillStyle))) }
      if let image {
        let picture = image.resizable().scaledToFill()
          .frame(width: frame.width, height: frame.height)
        // A clip path is still; a mask's shape animates with the shape.
        layers.append(
          animation.shapeChanges.isEmpty
            ? AnyView(picture.clipShape(shape, style: style.fillStyle))
            : AnyView(picture.mask { shape.fill(Color.black, style: style.fillStyle) }))
      }
      if let stroke { layers.append(outline(of: shape, paint: stroke)) }
    }
    var view = AnyView(ViewList(layers).padding(canvas.padding))
    if let shadow = effects.shadow {
      view = AnyView(
        view.shadow(color: shadow.color, radius: shadow.radius, x: shadow.x, y: shadow.y))
    }
    if let fade = animation.opacityChange {
      view = AnyView(view.opacity(fade.to, from: fade.from, animation: animation.animation))
    } else if style.opacity < 1 {
      view = AnyView(view.opacity(style.opacity))
    }
    return view
  }

  /// The stroke of `shape`: centred on the outline or inside it, drawn on with `--draw`.
  func outline<S: InsettableShape>(of shape: S, paint: PaintStyle) -> AnyView {
    let strokeStyle = style.strokeStyle
    guard animation.draws else {
      return style.strokesBorder
        ? AnyView(shape.strokeBorder(paint, style: strokeStyle))
        : AnyView(shape.stroke(paint, style: strokeStyle))
    }
    // strokeBorder is the shape inset by half the line width, stroked.
    return style.strokesBorder
      ? AnyView(
        shape.inset(by: strokeStyle.lineWidth / 2).drawing(animation.animation)
          .stroke(paint, style: strokeStyle))
      : AnyView(shape.drawing(animation.animation).stroke(paint, style: strokeStyle))
  }
}

/// A resolved paint used as a shape style.
struct PaintStyle: ShapeStyle {
  /// The color or gradient.
  let paint: Paint
}
