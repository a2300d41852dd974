import ShapeRender
import Shapes
import Testing

/// `blendMode(_:)` in SVG: `mix-blend-mode` where CSS has the mode.
@MainActor @Suite struct SVGBlendModeTests {
  @Test func cssModesWriteMixBlendMode() {
    #expect(
      renderBody { Rectangle().fill(.blue).blendMode(.multiply) }
        == [##"<path d="M0 0H100V100H0Z" fill="#007aff" style="mix-blend-mode:multiply"/>"##])
    // SVG fades an element before it blends it: one element for opacity inside the
    // blend, a group for opacity outside it (which isolates the blend, as the raster
    // renderer's layer for the opacity does).
    #expect(
      renderBody { Rectangle().fill(.blue).opacity(0.5).blendMode(.colorDodge) }
        == [
          ##"<path d="M0 0H100V100H0Z" fill="#007aff" opacity="0.5" style="mix-blend-mode:color-dodge"/>"##
        ])
    #expect(
      renderBody { Rectangle().fill(.blue).blendMode(.colorDodge).opacity(0.5) }
        == [
          ##"<g opacity="0.5">"##,
          ##"<path d="M0 0H100V100H0Z" fill="#007aff" style="mix-blend-mode:color-dodge"/>"##,
          "</g>",
        ])
    #expect(
      renderBody { Circle().fill(.red).blendMode(.plusLighter).frame(width: 10, height: 10) }
        .contains { $0.hasSuffix(##"style="mix-blend-mode:plus-lighter"/>"##) })
  }

  @Test func modesCSSLacksAndNormalWriteNothing() {
    for mode in [BlendMode.normal, .plusDarker, .sourceAtop, .destinationOver, .destinationOut] {
      #expect(
        renderBody { Rectangle().fill(.blue).blendMode(mode) }
          == [##"<path d="M0 0H100V100H0Z" fill="#007aff"/>"##], "\(mode)")
    }
  }

  @Test func aBlendedGroupIsOneElement() {
    let body = renderBody {
      ZStack {
        Rectangle().fill(.red)
        Circle().fill(.blue)
      }
      .blendMode(.screen)
    }
    #expect(body.first == ##"<g style="mix-blend-mode:screen">"##)
    #expect(body.last == "</g>")
  }
}
