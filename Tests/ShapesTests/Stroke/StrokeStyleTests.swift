import Shapes
import Testing

@Suite struct StrokeStyleTests {
  @Test func defaultsAreSwiftUIs() {
    let style = StrokeStyle()
    #expect(style.lineWidth == 1)
    #expect(style.lineCap == .butt)
    #expect(style.lineJoin == .miter)
    #expect(style.miterLimit == 10)
    #expect(style.dash.isEmpty)
    #expect(style.dashPhase == 0)
    #expect(FillStyle().isEOFilled == false)
    #expect(FillStyle(eoFill: true).isEOFilled)
  }

  @Test func animatableDataCarriesWidthMiterAndPhase() {
    var style = StrokeStyle(lineWidth: 2, miterLimit: 4, dashPhase: 1)
    style.animatableData = StrokeStyle(lineWidth: 8, miterLimit: 6, dashPhase: 3).animatableData
    #expect(style == StrokeStyle(lineWidth: 8, miterLimit: 6, dashPhase: 3))
  }
}
