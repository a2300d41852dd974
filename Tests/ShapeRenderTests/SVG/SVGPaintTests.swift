import Foundation
import ShapeRender
import Shapes
import Testing

/// Exact SVG for fills, strokes and paints.
@MainActor @Suite struct SVGPaintTests {
  @Test func documentHasTheCanvasSizeAndNamespace() {
    let svg = renderSVG(width: 300, height: 150) { EmptyView() }
    #expect(
      svg == """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="300" height="150" viewBox="0 0 300 150">
        </svg>

        """)
  }

  @Test func bareShapeIsFilledBlackWithTheDefaultLeftOut() {
    #expect(renderBody { Rectangle() } == [##"<path d="M0 0H100V100H0Z"/>"##])
    #expect(renderBody { Rectangle().fill() } == [##"<path d="M0 0H100V100H0Z"/>"##])
  }

  @Test func foregroundColorFillsBareShapes() {
    #expect(
      renderBody { Rectangle().foregroundColor(.red) }
        == [##"<path d="M0 0H100V100H0Z" fill="#ff3b30"/>"##])
  }

  @Test func fillColorWritesHexAndOpacity() {
    #expect(
      renderBody { Rectangle().fill(Color.red.opacity(0.5)) }
        == [##"<path d="M0 0H100V100H0Z" fill="#ff3b30" fill-opacity="0.5"/>"##])
  }

  @Test func evenOddFillWritesTheRule() {
    #expect(
      renderBody { Rectangle().fill(.blue, style: FillStyle(eoFill: true)) }
        == [##"<path d="M0 0H100V100H0Z" fill="#007aff" fill-rule="evenodd"/>"##])
  }

  @Test func strokeAloneHasNoFill() {
    #expect(
      renderBody { Rectangle().stroke(.gray, lineWidth: 4) }
        == [
          ##"<path d="M0 0H100V100H0Z" fill="none" stroke="#8e8e93" stroke-width="4"/>"##
        ])
  }

  @Test func strokeStyleWritesCapsJoinsAndDashes() {
    let style = StrokeStyle(
      lineWidth: 2, lineCap: .round, lineJoin: .bevel, dash: [6, 3.5], dashPhase: 1)
    #expect(
      renderBody { Rectangle().stroke(.black, style: style) }
        == [
          ##"<path d="M0 0H100V100H0Z" fill="none" stroke="#000000" stroke-width="2" stroke-linecap="round" stroke-linejoin="bevel" stroke-dasharray="6 3.5" stroke-dashoffset="1"/>"##
        ])
    // A miter limit of 4 is SVG's default, left out.
    #expect(
      renderBody { Rectangle().stroke(.black, style: StrokeStyle(lineCap: .square, miterLimit: 4)) }
        == [##"<path d="M0 0H100V100H0Z" fill="none" stroke="#000000" stroke-linecap="square"/>"##])
  }

  @Test func miterLimitIsWrittenOnlyWhereACornerIsSharpEnoughToNeedIt() {
    // A spike whose tip has an interior angle of 20°: miter ratio 1/sin(10°) ≈ 5.76, beyond
    // SVG's default limit of 4 but within SwiftUI's 10.
    let spike = Path { p in
      p.move(to: CGPoint(x: 0, y: 0))
      p.addLine(to: CGPoint(x: 100, y: 100 * tan(10 * Double.pi / 180)))
      p.addLine(to: CGPoint(x: 0, y: 200 * tan(10 * Double.pi / 180)))
    }
    #expect(
      renderBody { spike.stroke(.black) }
        == [
          ##"<path d="M0 0L100 17.633 0 35.265" fill="none" stroke="#000000" stroke-miterlimit="10"/>"##
        ])
    // Beyond both limits (a 5° tip) it bevels either way: nothing to write.
    let needle = Path { p in
      p.move(to: CGPoint(x: 0, y: 0))
      p.addLine(to: CGPoint(x: 100, y: 100 * tan(2.5 * Double.pi / 180)))
      p.addLine(to: CGPoint(x: 0, y: 200 * tan(2.5 * Double.pi / 180)))
    }
    #expect(!renderBody { needle.stroke(.black) }[0].contains("miterlimit"))
    // A limit below 4 matters at corners SVG's default would miter: a square's 1.414.
    #expect(
      renderBody { Rectangle().stroke(.black, style: StrokeStyle(miterLimit: 1.2)) }
        == [##"<path d="M0 0H100V100H0Z" fill="none" stroke="#000000" stroke-miterlimit="1.2"/>"##])
  }

  @Test func invalidDashesDrawASolidLineAndInvalidWidthsNothing() {
    for dash: [CGFloat] in [[0, 0], [4, -1], [.nan, 2]] {
      #expect(
        renderBody { Rectangle().stroke(.black, style: StrokeStyle(dash: dash)) }
          == [##"<path d="M0 0H100V100H0Z" fill="none" stroke="#000000"/>"##])
    }
    for width: CGFloat in [0, -1, .nan, .infinity] {
      #expect(renderBody { Rectangle().stroke(.black, lineWidth: width) }.isEmpty)
    }
  }

  @Test func fillThenStrokeShareOnePath() {
    #expect(
      renderBody { Circle().fill(.yellow).stroke(.black, lineWidth: 2) }
        == [
          ##"<path d="M100 50A50 50 0 0 1 50 100 50 50 0 0 1 0 50 50 50 0 0 1 50 0 50 50 0 0 1 100 50Z" fill="#ffcc00" stroke="#000000" stroke-width="2"/>"##
        ])
  }

  @Test func strokeBorderInsetsByHalfTheLineWidth() {
    // A 10-wide border of a 100×100 square: the stroke's centre line is 5 inside.
    #expect(
      renderBody { Rectangle().strokeBorder(.black, lineWidth: 10) }
        == [
          ##"<path d="M5 5H95V95H5Z" fill="none" stroke="#000000" stroke-width="10"/>"##
        ])
    #expect(
      renderBody { Circle().strokeBorder(.black, lineWidth: 10) }
        == [
          ##"<path d="M95 50A45 45 0 0 1 50 95 45 45 0 0 1 5 50 45 45 0 0 1 50 5 45 45 0 0 1 95 50Z" fill="none" stroke="#000000" stroke-width="10"/>"##
        ])
  }

  @Test func linearGradientMapsUnitPointsToTheFrame() {
    let body = renderBody {
      Rectangle()
        .fill(.linearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
        .frame(width: 60, height: 20)
    }
    #expect(
      body == [
        ##"<defs><linearGradient id="gradient1" gradientUnits="userSpaceOnUse" x1="20" y1="50" x2="80" y2="50"><stop offset="0" stop-color="#ff3b30"/><stop offset="1" stop-color="#007aff"/></linearGradient></defs>"##,
        ##"<path d="M20 40H80V60H20Z" fill="url(#gradient1)"/>"##,
      ])
  }

  @Test func radialGradientMovesStopsOutsideTheStartRadius() {
    let gradient = RadialGradient(
      stops: [
        Gradient.Stop(color: .white, location: 0), Gradient.Stop(color: .black, location: 1),
      ], center: .center, startRadius: 10, endRadius: 40)
    let body = renderBody { Rectangle().fill(gradient) }
    // SVG 1.1 has no start radius: offsets become (10 + t·30) / 40.
    #expect(
      body == [
        ##"<defs><radialGradient id="gradient1" gradientUnits="userSpaceOnUse" cx="50" cy="50" r="40"><stop offset="0.25" stop-color="#ffffff"/><stop offset="1" stop-color="#000000"/></radialGradient></defs>"##,
        ##"<path d="M0 0H100V100H0Z" fill="url(#gradient1)"/>"##,
      ])
  }

  @Test func translucentGradientStopsWriteStopOpacity() {
    let body = renderBody {
      Rectangle().fill(
        .linearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom))
    }
    #expect(body[0].contains(##"<stop offset="1" stop-color="#000000" stop-opacity="0"/>"##))
  }

  @Test func colorAndGradientAreViewsThatFillTheirFrame() {
    #expect(
      renderBody { Color.green.frame(width: 10, height: 10) }
        == [##"<path d="M45 45H55V55H45Z" fill="#34c759"/>"##])
  }

  @Test func equalGradientsAreDefinedOnce() {
    let body = renderBody {
      Rectangle().fill(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
      Circle().fill(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
      Circle().fill(.linearGradient(colors: [.red, .green], startPoint: .top, endPoint: .bottom))
    }
    #expect(body.filter { $0.hasPrefix("<defs>") }.count == 2)
    #expect(body[1].hasSuffix(##"fill="url(#gradient1)"/>"##))
    #expect(body[2].hasSuffix(##"fill="url(#gradient1)"/>"##))
    #expect(body[4].hasSuffix(##"fill="url(#gradient2)"/>"##))
  }
}
