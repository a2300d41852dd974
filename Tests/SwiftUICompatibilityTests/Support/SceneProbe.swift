import Foundation

@testable import ShapeRender

/// A shape as the resolved scene draws it: the box of its path, its paints and the product
/// of the group opacities around it.
struct DrawnShape: Equatable {
  var box: CGRect
  var fill: Color?
  var stroke: Color?
  var lineWidth: CGFloat
  var opacity: Double
}

/// A text as the resolved scene draws it.
struct DrawnText: Equatable {
  var string: String
  var size: CGFloat
  var anchor: CGPoint
  /// The box of the lines as measured with the installed fonts; `nil` without fonts.
  var frame: CGRect?
}

/// What `artwork` draws, in drawing order: its shapes and texts, with the clips that hold
/// them.
///
/// Transforms and other effects are not expected in these screens: what they hold is left
/// out, so a test that counts shapes fails.
@MainActor
struct SceneProbe {
  var shapes: [DrawnShape] = []
  var texts: [DrawnText] = []
  var clips: [CGRect] = []

  init<Content: View>(_ artwork: Artwork<Content>) {
    walk(artwork.resolve(), opacity: 1)
  }

  private mutating func walk(_ nodes: [Node], opacity: Double) {
    for node in nodes {
      switch node {
      case .shape(let shape):
        shapes.append(
          DrawnShape(
            box: shape.path.boundingRect, fill: color(shape.fill), stroke: color(shape.stroke),
            lineWidth: shape.stroke == nil ? 0 : shape.strokeStyle.lineWidth, opacity: opacity))
      case .text(let text):
        texts.append(
          DrawnText(
            string: text.lines.joined(separator: "\n"), size: text.font.size, anchor: text.anchor,
            frame: text.measured.map { CGRect(origin: $0.origin, size: $0.layout.size) }))
      case .image:
        break
      case .group(let group):
        switch group.effect {
        case .opacity(let value): walk(group.children, opacity: opacity * value)
        case .clip(let path, _):
          clips.append(path.boundingRect)
          walk(group.children, opacity: opacity)
        default: break
        }
      }
    }
  }

  private func color(_ paint: ResolvedPaint?) -> Color? {
    guard case .color(let color)? = paint?.paint else { return nil }
    return color
  }
}

/// Whether two numbers agree to a millionth of a point.
func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-6 }

/// Whether two rectangles agree to a millionth of a point.
func close(_ a: CGRect, _ b: CGRect) -> Bool {
  close(a.minX, b.minX) && close(a.minY, b.minY) && close(a.width, b.width)
    && close(a.height, b.height)
}
