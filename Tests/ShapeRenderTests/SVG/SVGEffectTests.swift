import Foundation
import ShapeRender
import Shapes
import Testing

/// Exact SVG for opacity, shadows, clips, masks, transforms and their order.
@MainActor @Suite struct SVGEffectTests {
  var square: some View { Rectangle().fill(.red).frame(width: 20, height: 20) }

  @Test func opacityOfOneShapeGoesOnItsElement() {
    #expect(
      renderBody { Rectangle().fill(.red).opacity(0.5) }
        == [##"<path d="M0 0H100V100H0Z" fill="#ff3b30" opacity="0.5"/>"##])
  }

  @Test func groupOpacityWrapsTheGroupSoOverlapsDoNotDarken() {
    let body = renderBody {
      ZStack {
        Circle().fill(.red).frame(width: 60, height: 60).offset(x: -10)
        Circle().fill(.red).frame(width: 60, height: 60).offset(x: 10)
      }
      .opacity(0.5)
    }
    #expect(body.first == ##"<g opacity="0.5">"##)
    #expect(body.last == "</g>")
    #expect(body.count == 4)
    #expect(body[1].contains(##"transform="translate(-10 0)""##))
  }

  @Test func opacityIsClampedAndZeroOrNaNDrawNothing() {
    #expect(renderBody { Rectangle().opacity(2) } == [##"<path d="M0 0H100V100H0Z"/>"##])
    #expect(renderBody { Rectangle().opacity(0) }.isEmpty)
    #expect(renderBody { Rectangle().opacity(-1) }.isEmpty)
    #expect(renderBody { Rectangle().opacity(.nan) }.isEmpty)
  }

  @Test func shadowIsAnSVG11FilterChainWithARegionThatHoldsTheBlur() {
    let body = renderBody { square.shadow(color: .black, radius: 8, x: 4, y: 4) }
    // σ = 4; the region holds the square, its offset copy and 3σ + 1 of blur around:
    // from −13 to 37 on a 20-wide box, margins of 0.65 and 0.85 of the box, each rounded up
    // to a power of two (1), so that shadows on boxes of similar proportions share it.
    #expect(
      body == [
        ##"<defs><filter id="shadow1" x="-1" y="-1" width="3" height="3" color-interpolation-filters="sRGB"><feOffset in="SourceAlpha" dx="4" dy="4"/><feGaussianBlur stdDeviation="4" result="shadow"/><feFlood flood-color="#000000"/><feComposite in2="shadow" operator="in"/><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter></defs>"##,
        ##"<path d="M40 40H60V60H40Z" fill="#ff3b30" filter="url(#shadow1)"/>"##,
      ])
    #expect(!body[0].contains("feDropShadow"))
  }

  @Test func shadowIsOffsetBeforeItIsBlurred() throws {
    // So that librsvg, which filters only within the canvas, keeps the blur's tail near
    // the edges the shadow falls away from (see ShadowRenderingTests).
    let body = renderBody { square.shadow(color: .black, radius: 6, x: -5, y: 7) }
    let offset = try #require(body[0].range(of: ##"<feOffset in="SourceAlpha" dx="-5" dy="7"/>"##))
    let blur = try #require(
      body[0].range(of: ##"<feGaussianBlur stdDeviation="3" result="shadow"/>"##))
    #expect(offset.upperBound == blur.lowerBound)
    #expect(!body[0].contains(##"<feGaussianBlur in="SourceAlpha""##))
  }

  @Test func defaultShadowColorIsSwiftUIs() {
    let body = renderBody { square.shadow(radius: 2) }
    // Black at 33 % in linear sRGB is black at 33 % opacity.
    #expect(body[0].contains(##"<feFlood flood-color="#000000" flood-opacity="0.33"/>"##))
  }

  @Test func shadowWithoutBlurOffsetsTheAlphaDirectly() {
    let body = renderBody { square.shadow(color: .blue, radius: 0, x: 3, y: 0) }
    #expect(body[0].contains(##"<feOffset in="SourceAlpha" dx="3" dy="0" result="shadow"/>"##))
    #expect(!body[0].contains("feGaussianBlur"))
  }

  @Test func equalShadowsOnEqualShapesShareOneFilter() {
    let body = renderBody {
      square.shadow(radius: 2, x: 2, y: 2).offset(x: -30)
      square.shadow(radius: 2, x: 2, y: 2)
      square.shadow(radius: 3, x: 2, y: 2)
    }
    #expect(body.filter { $0.contains("<filter") }.count == 2)
    #expect(body.filter { $0.contains(##"filter="url(#shadow1)""##) }.count == 2)
    #expect(body.filter { $0.contains(##"filter="url(#shadow2)""##) }.count == 1)
  }

  @Test func nonFiniteShadowIsLeftOutButTheViewDrawn() {
    #expect(
      renderBody { square.shadow(radius: .nan) }
        == [##"<path d="M40 40H60V60H40Z" fill="#ff3b30"/>"##])
  }

  @Test func clipShapeWritesAClipPathInTheViewsFrame() {
    let body = renderBody {
      Rectangle().fill(.blue).clipShape(Circle()).frame(width: 40, height: 40)
    }
    #expect(
      body == [
        ##"<defs><clipPath id="clip1"><path d="M70 50A20 20 0 0 1 50 70 20 20 0 0 1 30 50 20 20 0 0 1 50 30 20 20 0 0 1 70 50Z"/></clipPath></defs>"##,
        ##"<path d="M30 30H70V70H30Z" fill="#007aff" clip-path="url(#clip1)"/>"##,
      ])
  }

  @Test func evenOddClipWritesItsRule() {
    let body = renderBody { Rectangle().clipShape(Circle(), style: FillStyle(eoFill: true)) }
    #expect(body[0].contains(##"clip-rule="evenodd""##))
  }

  @Test func equalClipsAreDefinedOnce() {
    let body = renderBody {
      Rectangle().fill(.red).clipShape(Circle())
      Rectangle().fill(.blue).clipShape(Circle())
    }
    #expect(body.filter { $0.contains("<clipPath") }.count == 1)
    #expect(body.filter { $0.contains(##"clip-path="url(#clip1)""##) }.count == 2)
  }

  @Test func clippedClipsToTheViewsOwnRectangle() {
    let body = renderBody {
      Circle().frame(width: 200, height: 200).frame(width: 50, height: 50).clipped()
    }
    #expect(body[0].contains(##"<path d="M25 25H75V75H25Z"/>"##))
    // Clipped before the smaller frame, it clips to its own 200×200.
    let inner = renderBody {
      Circle().frame(width: 200, height: 200).clipped().frame(width: 50, height: 50)
    }
    #expect(inner[0].contains(##"<path d="M-50-50H150V150H-50Z"/>"##))
  }

  @Test func maskIsAnAlphaMaskInSVG11Spelling() {
    let body = renderBody {
      Rectangle().fill(.blue).mask { Circle().fill(Color.black.opacity(0.5)) }
    }
    #expect(
      body == [
        ##"<defs><filter id="alpha1" filterUnits="userSpaceOnUse" x="0" y="0" width="100" height="100"><feColorMatrix values="0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 0 0 0 1 0"/></filter></defs>"##,
        ##"<defs><mask id="mask1" maskUnits="userSpaceOnUse" x="0" y="0" width="100" height="100"><g filter="url(#alpha1)">"##,
        ##"<path d="M100 50A50 50 0 0 1 50 100 50 50 0 0 1 0 50 50 50 0 0 1 50 0 50 50 0 0 1 100 50Z" fill-opacity="0.5"/>"##,
        ##"</g></mask></defs>"##,
        ##"<path d="M0 0H100V100H0Z" fill="#007aff" mask="url(#mask1)"/>"##,
      ])
  }

  @Test func emptyMaskHidesTheView() {
    #expect(renderBody { Rectangle().mask { EmptyView() } }.isEmpty)
  }

  @Test func effectsInSVGsOrderShareOneElement() {
    // Shadow, then clip, then opacity, then a move: the order SVG applies an element's
    // filter, clip-path, opacity and transform.
    let body = renderBody {
      square.shadow(radius: 2).clipShape(Circle()).opacity(0.5).offset(x: 5, y: 0)
    }
    #expect(body.count == 3)
    #expect(
      body[2]
        == ##"<path d="M40 40H60V60H40Z" fill="#ff3b30" filter="url(#shadow1)" clip-path="url(#clip1)" opacity="0.5" transform="translate(5 0)"/>"##
    )
  }

  @Test func effectsOutOfSVGsOrderNestGroups() {
    // A clip, then a shadow: the shadow must fall outside the clip, so it goes on a group.
    let body = renderBody { square.clipShape(Circle()).shadow(radius: 2) }
    #expect(body[0].hasPrefix("<defs><filter id=\"shadow1\""))
    #expect(body[1] == ##"<g filter="url(#shadow1)">"##)
    #expect(body[2].hasPrefix("<defs><clipPath id=\"clip1\">"))
    #expect(body[3] == ##"<path d="M40 40H60V60H40Z" fill="#ff3b30" clip-path="url(#clip1)"/>"##)
    #expect(body[4] == "</g>")
    // A move, then a shadow: the shadow's offset must not turn with a rotation.
    let rotated = renderBody { square.rotationEffect(.degrees(90)).shadow(radius: 2, x: 5) }
    #expect(rotated[1] == ##"<g filter="url(#shadow1)">"##)
    #expect(rotated[2].contains("transform=\"matrix(0 1 -1 0 100 0)\""))
  }

  @Test func rotationAndScaleTurnAboutTheAnchor() {
    let rotated = renderBody { Rectangle().rotationEffect(.degrees(90)) }
    #expect(rotated == [##"<path d="M0 0H100V100H0Z" transform="matrix(0 1 -1 0 100 0)"/>"##])
    let scaled = renderBody { Rectangle().scaleEffect(0.5, anchor: .topLeading) }
    #expect(scaled == [##"<path d="M0 0H100V100H0Z" transform="matrix(0.5 0 0 0.5 0 0)"/>"##])
    let stretched = renderBody { Rectangle().scaleEffect(x: 2, y: 1) }
    #expect(stretched == [##"<path d="M0 0H100V100H0Z" transform="matrix(2 0 0 1 -50 0)"/>"##])
  }

  @Test func nonFiniteTransformsLeaveTheViewOut() {
    #expect(renderBody { Rectangle().offset(x: .nan) }.isEmpty)
    #expect(renderBody { Rectangle().rotationEffect(.radians(.infinity)) }.isEmpty)
    #expect(renderBody { Rectangle().scaleEffect(.nan) }.isEmpty)
  }

  @Test func shapeOffsetMovesThePathItself() {
    // For a shape, `offset` is the Shape modifier: the path moves, no transform.
    #expect(renderBody { Rectangle().offset(x: 5, y: 5) } == [##"<path d="M5 5H105V105H5Z"/>"##])
  }
}
