import ShapeRender
import Shapes
import Testing

/// Strokes without a paint use the foreground color, as in SwiftUI (CS193p's `Cardify`
/// relies on it: `shape.strokeBorder(lineWidth: 3)` under `.foregroundColor(.orange)`).
@MainActor @Suite struct SVGForegroundStrokeTests {
  @Test func strokeWithoutAPaintIsBlackByDefault() {
    #expect(
      renderBody { Rectangle().stroke(lineWidth: 2) }
        == [##"<path d="M0 0H100V100H0Z" fill="none" stroke="#000000" stroke-width="2"/>"##])
  }

  @Test func strokeWithoutAPaintTakesTheForegroundColor() {
    #expect(
      renderBody { Rectangle().stroke(lineWidth: 2).foregroundColor(.orange) }
        == [##"<path d="M0 0H100V100H0Z" fill="none" stroke="#ff9500" stroke-width="2"/>"##])
    #expect(
      renderBody {
        Rectangle().stroke(style: StrokeStyle(lineWidth: 2, dash: [4, 2])).foregroundStyle(
          .blue)
      }
        == [
          ##"<path d="M0 0H100V100H0Z" fill="none" stroke="#007aff" stroke-width="2" stroke-dasharray="4 2"/>"##
        ])
  }

  @Test func strokeBorderWithoutAPaintTakesTheForegroundColorInsideTheShape() {
    #expect(
      renderBody { Rectangle().strokeBorder(lineWidth: 4).foregroundColor(.red) }
        == [##"<path d="M2 2H98V98H2Z" fill="none" stroke="#ff3b30" stroke-width="4"/>"##])
    #expect(
      renderBody {
        Rectangle().strokeBorder(style: StrokeStyle(lineWidth: 4, lineJoin: .round))
      }
        == [
          ##"<path d="M2 2H98V98H2Z" fill="none" stroke="#000000" stroke-width="4" stroke-linejoin="round"/>"##
        ])
  }

  @Test func anExplicitPaintWinsOverTheForeground() {
    #expect(
      renderBody { Rectangle().stroke(.green, lineWidth: 2).foregroundColor(.orange) }
        == [##"<path d="M0 0H100V100H0Z" fill="none" stroke="#34c759" stroke-width="2"/>"##])
  }
}

/// A stroked shape is a shape: filled, its outline is the region the stroke paints.
@MainActor @Suite struct StrokedShapeViewTests {
  @Test func strokedShapeFilledWritesTheOutlineAsAFill() {
    let body = renderBody { Rectangle().stroke(lineWidth: 10).fill(.red) }
    let outline = Rectangle().path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
      .strokedPath(StrokeStyle(lineWidth: 10))
    #expect(body == ["<path d=\"\(outline.svgPathData())\" fill=\"#ff3b30\"/>"])
  }

  @Test func strokedShapeAsAViewIsSVGsOwnStroke() {
    #expect(
      renderBody { Circle().trim(from: 0, to: 0.5).stroke(lineWidth: 4) }
        == renderBody { Circle().trim(from: 0, to: 0.5).stroke(Color.black, lineWidth: 4) })
  }
}
