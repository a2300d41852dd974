import Foundation
import ShapeRender
import Shapes
import Testing

/// Where views land: frames, padding, positions, overlays and backgrounds.
@MainActor @Suite struct SVGLayoutTests {
  @Test func frameCentresAFixedSizeInTheParent() {
    #expect(
      renderBody { Rectangle().frame(width: 20, height: 10) }
        == [##"<path d="M40 45H60V55H40Z"/>"##])
  }

  @Test func frameAlignmentPlacesTheContentInTheFrame() {
    // A shape fills its frame whatever the alignment; the frame is centred by its parent.
    #expect(
      renderBody { Rectangle().frame(width: 20, height: 10, alignment: .bottomTrailing) }
        == [##"<path d="M40 45H60V55H40Z"/>"##])
    // Content smaller than the frame goes where the alignment says.
    #expect(
      renderBody {
        Rectangle().frame(width: 20, height: 10).frame(
          width: 100, height: 100, alignment: .bottomTrailing)
      } == [##"<path d="M80 90H100V100H80Z"/>"##])
  }

  @Test func flexibleFrameTakesTheRoomUpToItsMaximum() {
    // All the width: the text goes to the left edge.
    let body = renderBody { Text("A").frame(maxWidth: .infinity, alignment: .leading) }
    #expect(body[0].hasPrefix(##"<text x="0" "##))
    // A maximum smaller than the room caps the frame: a 40-wide frame, centred.
    #expect(
      renderBody { Rectangle().frame(maxWidth: 40) } == [##"<path d="M30 0H70V100H30Z"/>"##])
    // A minimum larger than the content raises it.
    #expect(
      renderBody {
        Rectangle().frame(width: 10, height: 10).frame(minWidth: 30).background(Color.red)
      }[0]
        == ##"<path d="M35 45H65V55H35Z" fill="#ff3b30"/>"##)
  }

  @Test func frameWithOneDimensionKeepsTheOtherOffered() {
    #expect(
      renderBody { Rectangle().frame(height: 10) } == [##"<path d="M0 45H100V55H0Z"/>"##])
  }

  @Test func modifiersAfterAFrameWorkOnTheFramedView() {
    let body = renderBody {
      Circle().fill(.red).frame(width: 20, height: 20).background(Color.yellow)
    }
    #expect(body[0] == ##"<path d="M40 40H60V60H40Z" fill="#ffcc00"/>"##)
    let rotated = renderBody {
      Rectangle().frame(width: 20, height: 20).rotationEffect(.degrees(90), anchor: .topLeading)
    }
    // The anchor is the framed view's top-left corner, (40, 40).
    #expect(rotated == [##"<path d="M40 40H60V60H40Z" transform="matrix(0 1 -1 0 80 0)"/>"##])
  }

  @Test func negativeFrameDrawsNothingVisibleAndNaNLeavesTheViewOut() {
    #expect(
      renderBody { Rectangle().frame(width: -5, height: 10) } == [
        ##"<path d="M50 45H50V55H50Z"/>"##
      ])
    #expect(renderBody { Rectangle().frame(width: .nan) }.isEmpty)
  }

  @Test func paddingInsetsTheFrame() {
    #expect(renderBody { Rectangle().padding(10) } == [##"<path d="M10 10H90V90H10Z"/>"##])
    #expect(
      renderBody { Rectangle().padding(.horizontal, 30) } == [##"<path d="M30 0H70V100H30Z"/>"##])
    #expect(
      renderBody { Rectangle().padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)) }
        == [##"<path d="M2 1H96V97H2Z"/>"##])
    // More padding than room offers the content nothing, never a negative size; the
    // padded view (160 wide) is centred, so the empty content sits in the middle.
    #expect(renderBody { Rectangle().padding(80) } == [##"<path d="M50 50H50 50 50Z"/>"##])
  }

  @Test func defaultPaddingIsSixteen() {
    #expect(renderBody { Rectangle().padding() } == [##"<path d="M16 16H84V84H16Z"/>"##])
  }

  @Test func positionCentresTheFrameOnAPoint() {
    #expect(
      renderBody { Rectangle().frame(width: 10, height: 10).position(x: 20, y: 30) }
        == [##"<path d="M15 25H25V35H15Z"/>"##])
  }

  @Test func overlayDrawsAboveAndBackgroundBelow() {
    let body = renderBody {
      Circle().fill(.red)
        .overlay { Circle().stroke(.black) }
        .background { Color.white }
    }
    #expect(body.count == 3)
    #expect(body[0].contains(##"fill="#ffffff""##))
    #expect(body[1].contains(##"fill="#ff3b30""##))
    #expect(body[2].contains(##"stroke="#000000""##))
  }

  @Test func zStackDrawsInOrderWithItsAlignment() throws {
    let face = try InstalledFonts.systemFace()
    let body = renderBody {
      ZStack(alignment: .topLeading) {
        Color.yellow
        Text("A")
      }
    }
    #expect(body[0].contains(##"fill="#ffcc00""##))
    // Top-left text: at the left edge, its baseline the font's ascent down.
    let ascent = Double(face.font.ascender) * 17 / Double(face.font.unitsPerEm)
    #expect(body[1].hasPrefix(##"<text x="0" y=""##))
    #expect(numbers(body[1], "y")[0].map { abs($0 - ascent) < 5e-4 } == true)
  }

  @Test func viewBuilderTakesConditionsAndLoops() {
    let showBorder = true
    let body = renderBody {
      for index in 0..<3 {
        Rectangle().frame(width: 10, height: 10).offset(x: CGFloat(index) * 20)
      }
      if showBorder {
        Rectangle().stroke(.black)
      } else {
        EmptyView()
      }
    }
    #expect(body.count == 4)
  }

  @Test func customViewsAndModifiersDrawTheirBody() {
    struct Badge: View {
      var body: some View {
        ZStack {
          Circle().fill(.orange)
          Text("7")
        }
      }
    }
    struct Bordered: ViewModifier {
      func body(content: Content) -> some View {
        content.overlay { Rectangle().stroke(.black) }
      }
    }
    let body = renderBody { Badge().modifier(Bordered()) }
    #expect(body.count == 3)
    #expect(body[0].contains(##"fill="#ff9500""##))
    #expect(body[1].hasPrefix("<text"))
    #expect(body[2].contains(##"stroke="#000000""##))
  }

  @Test func shapesOfYourOwnAreViewsWithOneLine() {
    let body = renderBody { Diamond().foregroundColor(.blue) }
    #expect(body == [##"<path d="M50 0L100 50 50 100 0 50Z" fill="#007aff"/>"##])
  }
}

/// A shape of a user's own, made a view by an empty conformance.
struct Diamond: Shape {
  func path(in rect: CGRect) -> Path {
    Path { p in
      p.move(to: CGPoint(x: rect.midX, y: rect.minY))
      p.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
      p.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
      p.addLine(to: CGPoint(x: rect.minX, y: rect.midY))
      p.closeSubpath()
    }
  }
}

extension Diamond: View {}
