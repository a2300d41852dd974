import Foundation
import Testing

@testable import ShapeRender

/// What a view draws, laid out on a canvas: the box of every filled shape with its color,
/// in drawing order, looking inside groups (their effects left aside).
@MainActor
struct LaidOut {
  /// The filled shapes: the bounding box of the path and the fill color.
  var fills: [(rect: CGRect, color: Color)] = []
  /// The stroked shapes: the bounding box of the path and the stroke color.
  var strokes: [(rect: CGRect, color: Color)] = []
  /// The texts: their strings, font sizes and anchors.
  var texts: [(string: String, size: CGFloat, anchor: CGPoint, fill: Color?)] = []
  /// The boxes of the texts' lines as measured with the installed fonts (none without
  /// fonts), in drawing order.
  var textFrames: [CGRect] = []
  /// The clip rectangles of groups, outermost first.
  var clips: [CGRect] = []

  init<Content: View>(
    width: CGFloat = 100, height: CGFloat = 100, @ViewBuilder _ content: () -> Content
  ) {
    walk(Artwork(width: width, height: height, content: content).resolve())
  }

  private mutating func walk(_ nodes: [Node]) {
    for node in nodes {
      switch node {
      case .shape(let shape):
        if case .color(let color)? = shape.fill?.paint {
          fills.append((shape.path.boundingRect, color))
        }
        if case .color(let color)? = shape.stroke?.paint {
          strokes.append((shape.path.boundingRect, color))
        }
      case .text(let text):
        var fill: Color?
        if case .color(let color) = text.fill.paint { fill = color }
        texts.append((text.lines.joined(separator: "\n"), text.font.size, text.anchor, fill))
        if let measured = text.measured {
          textFrames.append(CGRect(origin: measured.origin, size: measured.layout.size))
        }
      case .image:
        break
      case .group(let group):
        if case .clip(let path, _) = group.effect { clips.append(path.boundingRect) }
        walk(group.children)
      }
    }
  }

  /// The box of the first shape filled with `color`, or nil.
  ///
  /// Colors are compared as they are drawn, in the light appearance: `.black` finds the
  /// shapes filled with the primary color.
  func frame(of color: Color) -> CGRect? {
    fills.first { $0.color.resolved(in: .light) == color.resolved(in: .light) }?.rect
  }

  /// The boxes of the shapes filled with `color`, in drawing order.
  func frames(of color: Color) -> [CGRect] {
    fills.filter { $0.color.resolved(in: .light) == color.resolved(in: .light) }.map(\.rect)
  }
}

/// Expects `actual` to be `expected` within a millionth of a point on every side.
func expectFrame(
  _ actual: CGRect?, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let actual else {
    Issue.record("no frame, expected \(expected)", sourceLocation: sourceLocation)
    return
  }
  let close =
    abs(actual.minX - expected.minX) < 1e-6 && abs(actual.minY - expected.minY) < 1e-6
    && abs(actual.width - expected.width) < 1e-6 && abs(actual.height - expected.height) < 1e-6
  #expect(close, "\(actual) ≠ \(expected)", sourceLocation: sourceLocation)
}

extension Color {
  /// The color as a picture in the light appearance draws it: a system color that adapts
  /// compares equal to the plain color of its light components.
  var drawn: Color { resolved(in: .light) }
}
