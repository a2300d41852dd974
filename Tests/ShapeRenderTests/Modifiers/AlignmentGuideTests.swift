import Foundation
import ShapeRender
import Testing

/// A view of your own whose body sets a guide: its leading guide at its centre.
@MainActor
private struct CentredMark: View {
  var body: some View {
    Color.blue.frame(width: 10, height: 10).alignmentGuide(.leading) { d in d.width / 2 }
  }
}

/// alignmentGuide: a view's own guide lines it up in stacks, frames, ZStacks and overlays,
/// worked by hand with SwiftUI's rule (the child's guide meets the container's).
@MainActor @Suite struct AlignmentGuideTests {
  @Test func aLeadingGuideAtTheTrailingEdgeMovesAViewLeftByItsWidth() {
    let laid = LaidOut(width: 200, height: 100) {
      VStack(alignment: .leading, spacing: 0) {
        Color.red.frame(width: 40, height: 10)
        Color.blue.frame(width: 30, height: 10).alignmentGuide(.leading) { d in d[.trailing] }
      }
    }
    // Guides 0 and 30 on one line: the stack spans 30 left of it and 40 right, 70 wide,
    // centred from 65. Red starts at the line, 95; blue ends there.
    expectFrame(laid.frame(of: .red), CGRect(x: 95, y: 40, width: 40, height: 10))
    expectFrame(laid.frame(of: .blue), CGRect(x: 65, y: 50, width: 30, height: 10))
  }

  @Test func aTopGuideInAnHStackLowersTheView() {
    let laid = LaidOut(width: 100, height: 100) {
      HStack(alignment: .top, spacing: 0) {
        Color.red.frame(width: 20, height: 20)
        Color.blue.frame(width: 20, height: 20).alignmentGuide(.top) { d in -d.height / 2 }
      }
    }
    // Blue's top guide 10 above its top: it sits 10 lower; the stack is 30 tall, from 35.
    expectFrame(laid.frame(of: .red), CGRect(x: 30, y: 35, width: 20, height: 20))
    expectFrame(laid.frame(of: .blue), CGRect(x: 50, y: 45, width: 20, height: 20))
  }

  @Test func aFrameAlignsTheGuideOnItsOwn() {
    let laid = LaidOut(width: 100, height: 100) {
      Color.blue.frame(width: 10, height: 10)
        .alignmentGuide(.leading) { d in d.width / 2 }
        .frame(width: 60, height: 60, alignment: .leading)
    }
    // The frame, 20…80, puts blue's centre on its leading edge.
    expectFrame(laid.frame(of: .blue), CGRect(x: 15, y: 45, width: 10, height: 10))
  }

  @Test func aZStackAndAnOverlayAlignGuides() {
    let stacked = LaidOut(width: 100, height: 100) {
      ZStack(alignment: .topLeading) {
        Color.red.frame(width: 50, height: 50)
        Color.blue.frame(width: 10, height: 10)
          .alignmentGuide(.leading) { _ in -20 }
          .alignmentGuide(.top) { _ in -30 }
      }
    }
    expectFrame(stacked.frame(of: .red), CGRect(x: 25, y: 25, width: 50, height: 50))
    expectFrame(stacked.frame(of: .blue), CGRect(x: 45, y: 55, width: 10, height: 10))
    let overlaid = LaidOut(width: 100, height: 100) {
      Color.red.frame(width: 40, height: 40)
        .overlay(alignment: .bottomTrailing) {
          Color.blue.frame(width: 10, height: 10)
            .alignmentGuide(.trailing) { d in d[.leading] }
        }
    }
    // Blue's leading edge on red's trailing edge, bottoms aligned.
    expectFrame(overlaid.frame(of: .blue), CGRect(x: 70, y: 60, width: 10, height: 10))
  }

  @Test func aZStackSpansItsViewsLinedUpOnTheirGuides() {
    let laid = LaidOut(width: 100, height: 100) {
      ZStack(alignment: .topLeading) {
        Color.red.frame(width: 20, height: 20)
        Color.blue.frame(width: 10, height: 10)
          .alignmentGuide(.leading) { _ in 10 }
          .alignmentGuide(.top) { _ in 10 }
      }
      .background(Color.green)
    }
    // Blue's (10, 10) on red's top-left corner: 10 before the line and 20 after it, both
    // ways; the stack is 30 × 30, centred from 35.
    expectFrame(laid.frame(of: .green), CGRect(x: 35, y: 35, width: 30, height: 30))
    expectFrame(laid.frame(of: .red), CGRect(x: 45, y: 45, width: 20, height: 20))
    expectFrame(laid.frame(of: .blue), CGRect(x: 35, y: 35, width: 10, height: 10))
  }

  @Test func aZStackPassesItsViewsBaselineOn() {
    let laid = LaidOut(width: 100, height: 100) {
      HStack(alignment: .firstTextBaseline, spacing: 0) {
        ZStack {
          Color.red.frame(width: 10, height: 40).alignmentGuide(.firstTextBaseline) { _ in 10 }
        }
        Color.blue.frame(width: 10, height: 20)
      }
    }
    // As red alone: the line 20 below the top of the 50-tall stack, which starts at 25.
    expectFrame(laid.frame(of: .red), CGRect(x: 40, y: 35, width: 10, height: 40))
    expectFrame(laid.frame(of: .blue), CGRect(x: 50, y: 25, width: 10, height: 20))
  }

  @Test func aViewOfYourOwnPassesTheGuideOfItsBodyOn() {
    let overlaid = LaidOut(width: 100, height: 100) {
      Color.red.frame(width: 40, height: 40).overlay(alignment: .leading) { CentredMark() }
    }
    // The mark's centre on red's leading edge, 30.
    expectFrame(overlaid.frame(of: .blue), CGRect(x: 25, y: 45, width: 10, height: 10))
    let stacked = LaidOut(width: 100, height: 100) {
      VStack(alignment: .leading, spacing: 0) {
        Color.red.frame(width: 20, height: 10)
        CentredMark()
      }
    }
    // Guides 0 and 5: 5 before the line, 20 after; 25 wide from 37.5, the line at 42.5.
    expectFrame(stacked.frame(of: .red), CGRect(x: 42.5, y: 40, width: 20, height: 10))
    expectFrame(stacked.frame(of: .blue), CGRect(x: 37.5, y: 50, width: 10, height: 10))
  }

  @Test func dimensionsGiveTheSizeAndDefaultGuides() {
    final class Seen { var values: [CGFloat?] = [] }
    let seen = Seen()
    _ = LaidOut(width: 100, height: 100) {
      Color.red.frame(width: 30, height: 20)
        .alignmentGuide(.leading) { d in
          seen.values = [
            d.width, d.height, d[HorizontalAlignment.center], d[.trailing],
            d[VerticalAlignment.center],
            d[.bottom], d[.firstTextBaseline], d[.lastTextBaseline], d[explicit: .leading],
            d[explicit: .firstTextBaseline],
          ]
          return 0
        }
        .frame(width: 50, alignment: .leading)
    }
    #expect(seen.values == [30, 20, 15, 30, 10, 20, 20, 20, nil, nil])
  }

  @Test func paddingAndOtherModifiersKeepTheGuide() {
    let laid = LaidOut(width: 100, height: 100) {
      HStack(alignment: .firstTextBaseline, spacing: 0) {
        Color.red.frame(width: 10, height: 40)
          .alignmentGuide(.firstTextBaseline) { _ in 10 }
          .padding(5).opacity(1)
        Color.blue.frame(width: 10, height: 20)
      }
    }
    // The padded red is 20 × 50 with its baseline at 15; blue's is its bottom, 20. The
    // stack spans 20 above the line and 35 below: 55 tall, from 22.5; the line is at 42.5.
    expectFrame(laid.frame(of: .red), CGRect(x: 40, y: 32.5, width: 10, height: 40))
    expectFrame(laid.frame(of: .blue), CGRect(x: 55, y: 22.5, width: 10, height: 20))
  }

  @Test func nonFiniteGuidesLeaveTheViewWhereItWas() {
    let laid = LaidOut(width: 200, height: 100) {
      VStack(alignment: .leading, spacing: 0) {
        Color.red.frame(width: 40, height: 10)
        Color.blue.frame(width: 30, height: 10).alignmentGuide(.leading) { _ in .nan }
        Color.green.frame(width: 20, height: 10).alignmentGuide(.leading) { _ in .infinity }
      }
    }
    // All at the leading edge of a 40-wide stack, from 80.
    expectFrame(laid.frame(of: .red), CGRect(x: 80, y: 35, width: 40, height: 10))
    expectFrame(laid.frame(of: .blue), CGRect(x: 80, y: 45, width: 30, height: 10))
    expectFrame(laid.frame(of: .green), CGRect(x: 80, y: 55, width: 20, height: 10))
  }
}
