import Foundation
import ShapeRender
import Shapes
import Testing

/// Exact SVG for blurs and color adjustments: one `filter` each, working in sRGB, defined
/// once for every element that shares it.
@MainActor @Suite struct SVGBlurAndColorEffectTests {
  var square: some View { Rectangle().fill(.red).frame(width: 10, height: 10) }

  /// The body of a square under one color filter, whose primitive is `primitive`.
  private func expectColorFilter(
    _ body: [String], primitive: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    // The region is the square's box with a unit around (a tenth of it), each margin
    // rounded up to a power of two: an eighth.
    #expect(
      body == [
        ##"<defs><filter id="color1" x="-0.13" y="-0.13" width="1.25" height="1.25" color-interpolation-filters="sRGB">"##
          + primitive + "</filter></defs>",
        ##"<path d="M45 45H55V55H45Z" fill="#ff3b30" filter="url(#color1)"/>"##,
      ], sourceLocation: sourceLocation)
  }

  @Test func brightnessAddsTheAmountToRedGreenAndBlue() {
    expectColorFilter(
      renderBody { square.brightness(0.2) },
      primitive: ##"<feColorMatrix values="1 0 0 0 0.2 0 1 0 0 0.2 0 0 1 0 0.2 0 0 0 1 0"/>"##)
  }

  @Test func contrastScalesAboutOneHalf() {
    expectColorFilter(
      renderBody { square.contrast(0.5) },
      primitive:
        ##"<feColorMatrix values="0.5 0 0 0 0.25 0 0.5 0 0 0.25 0 0 0.5 0 0.25 0 0 0 1 0"/>"##)
    expectColorFilter(
      renderBody { square.contrast(-1) },
      primitive: ##"<feColorMatrix values="-1 0 0 0 1 0 -1 0 0 1 0 0 -1 0 1 0 0 0 1 0"/>"##)
  }

  @Test func saturationIsSVGsSaturateUpToOneAndItsMatrixAbove() {
    expectColorFilter(
      renderBody { square.saturation(0.5) },
      primitive: ##"<feColorMatrix type="saturate" values="0.5"/>"##)
    expectColorFilter(
      renderBody { square.saturation(2) },
      primitive:
        ##"<feColorMatrix values="1.787 -0.715 -0.072 0 0 -0.213 1.285 -0.072 0 0 -0.213 -0.715 1.928 0 0 0 0 0 1 0"/>"##
    )
  }

  @Test func grayscaleIsSaturationOfOneLessTheAmount() {
    expectColorFilter(
      renderBody { square.grayscale(1) },
      primitive: ##"<feColorMatrix type="saturate" values="0"/>"##)
    expectColorFilter(
      renderBody { square.grayscale(0.25) },
      primitive: ##"<feColorMatrix type="saturate" values="0.75"/>"##)
  }

  @Test func hueRotationIsSVGsHueRotateInDegreesWithinOneTurn() {
    expectColorFilter(
      renderBody { square.hueRotation(.degrees(120)) },
      primitive: ##"<feColorMatrix type="hueRotate" values="120"/>"##)
    expectColorFilter(
      renderBody { square.hueRotation(.degrees(-90)) },
      primitive: ##"<feColorMatrix type="hueRotate" values="270"/>"##)
  }

  @Test func colorMultiplyScalesEachChannelAndAlpha() {
    expectColorFilter(
      renderBody { square.colorMultiply(Color(red: 1, green: 0.5, blue: 0.25, opacity: 0.8)) },
      primitive:
        ##"<feColorMatrix values="1 0 0 0 0 0 0.5 0 0 0 0 0 0.25 0 0 0 0 0 0.8 0"/>"##)
  }

  @Test func colorInvertIsOneLessEachComponent() {
    expectColorFilter(
      renderBody { square.colorInvert() },
      primitive: ##"<feColorMatrix values="-1 0 0 0 1 0 -1 0 0 1 0 0 -1 0 1 0 0 0 1 0"/>"##)
  }

  @Test func luminanceToAlphaIsSVGsOwn() {
    expectColorFilter(
      renderBody { square.luminanceToAlpha() },
      primitive: ##"<feColorMatrix type="luminanceToAlpha"/>"##)
  }

  @Test func blurIsAGaussianBlurOfHalfTheRadiusWithRoomForItsReach() {
    // σ = 2; the region holds the square and 3σ + 1 = 7 around it: 0.7 of the box on each
    // side, rounded up to 1.
    #expect(
      renderBody { square.blur(radius: 4) } == [
        ##"<defs><filter id="blur1" x="-1" y="-1" width="3" height="3" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="2"/></filter></defs>"##,
        ##"<path d="M45 45H55V55H45Z" fill="#ff3b30" filter="url(#blur1)"/>"##,
      ])
  }

  @Test func opaqueBlurSetsAlphaToOneWithinTheViewsFrame() {
    #expect(
      renderBody { square.blur(radius: 4, opaque: true) } == [
        ##"<defs><filter id="blur1" filterUnits="userSpaceOnUse" x="45" y="45" width="10" height="10" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="2"/><feComponentTransfer><feFuncA type="linear" slope="0" intercept="1"/></feComponentTransfer></filter></defs>"##,
        ##"<path d="M45 45H55V55H45Z" fill="#ff3b30" filter="url(#blur1)"/>"##,
      ])
    // Without a blur the filter only makes the frame opaque: SVG 1.1 and later specs
    // disagree on what a zero deviation draws, so none is written.
    let body = renderBody { square.blur(radius: 0, opaque: true) }
    #expect(!body[0].contains("feGaussianBlur"))
    #expect(body[0].contains("<feComponentTransfer>"))
  }

  @Test func equalFiltersOnSimilarElementsAreDefinedOnce() {
    let body = renderBody {
      square.brightness(0.2).offset(x: -30)
      square.brightness(0.2)
      square.blur(radius: 4).offset(x: 30)
      square.blur(radius: 4).offset(y: 30)
      square.brightness(0.3).offset(y: -30)
    }
    #expect(body.filter { $0.contains("<filter") }.count == 3)
    #expect(body.filter { $0.contains(##"filter="url(#color1)""##) }.count == 2)
    #expect(body.filter { $0.contains(##"filter="url(#blur1)""##) }.count == 2)
    #expect(body.filter { $0.contains(##"filter="url(#color2)""##) }.count == 1)
  }

  @Test func twoFiltersNestAsTwoElementsInTheOrderApplied() {
    let body = renderBody { square.blur(radius: 4).grayscale(1) }
    // The blur is applied first, on the element; the grayscale on a group around it.
    #expect(body.count == 5)
    #expect(body[0].contains(##"<filter id="color1""##))
    #expect(body[1] == ##"<g filter="url(#color1)">"##)
    #expect(body[2].contains(##"<filter id="blur1""##))
    #expect(body[3].hasSuffix(##"filter="url(#blur1)"/>"##))
    #expect(body[4] == "</g>")
  }

  @Test func everyFilterWorksInSRGB() {
    let svg = renderSVG {
      square.brightness(0.1).contrast(2).saturation(0.5).hueRotation(.degrees(10))
        .colorMultiply(.yellow).colorInvert().luminanceToAlpha().blur(radius: 3)
    }
    let filters = svg.components(separatedBy: "<filter ").dropFirst()
    #expect(filters.count == 8)
    for filter in filters {
      #expect(filter.contains(##"color-interpolation-filters="sRGB""##))
    }
  }

  @Test func degenerateAmountsLeaveTheViewUnchanged() {
    let plain = [##"<path d="M45 45H55V55H45Z" fill="#ff3b30"/>"##]
    #expect(renderBody { square.brightness(.nan) } == plain)
    #expect(renderBody { square.brightness(.infinity) } == plain)
    #expect(renderBody { square.brightness(0) } == plain)
    #expect(renderBody { square.contrast(.nan) } == plain)
    #expect(renderBody { square.contrast(1) } == plain)
    #expect(renderBody { square.saturation(-.infinity) } == plain)
    #expect(renderBody { square.saturation(1) } == plain)
    #expect(renderBody { square.grayscale(.nan) } == plain)
    #expect(renderBody { square.grayscale(-2) } == plain)
    #expect(renderBody { square.hueRotation(.degrees(.nan)) } == plain)
    #expect(renderBody { square.hueRotation(.degrees(720)) } == plain)
    #expect(renderBody { square.colorMultiply(.white) } == plain)
    #expect(renderBody { square.blur(radius: .nan) } == plain)
    #expect(renderBody { square.blur(radius: .infinity) } == plain)
    #expect(renderBody { square.blur(radius: -5) } == plain)
    #expect(renderBody { square.blur(radius: 0) } == plain)
  }

  @Test func outOfRangeAmountsAreClampedAsDocumented() {
    // A negative saturation is 0, a grayscale past 1 is 1.
    #expect(
      renderBody { square.saturation(-3) }[0].contains(
        ##"<feColorMatrix type="saturate" values="0"/>"##))
    #expect(
      renderBody { square.grayscale(7) }[0].contains(
        ##"<feColorMatrix type="saturate" values="0"/>"##))
    // A negative blur radius with `opaque` counts as 0: only the opacity is applied.
    #expect(!renderBody { square.blur(radius: -5, opaque: true) }[0].contains("feGaussianBlur"))
  }
}
