import Foundation
import ShapeRender
import Testing

/// Whatever a layout of your own answers, rendering never traps, and what can be drawn is.
@MainActor @Suite struct DegenerateLayoutTests {
  /// A layout whose size and placements are given.
  private struct Fixed: Layout {
    var size: CGSize
    var points: [CGPoint?]
    var anchor: UnitPoint = .topLeading
    var proposal: ProposedViewSize = .unspecified

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      size
    }

    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
      for (subview, point) in zip(subviews, points) {
        guard let point else { continue }
        subview.place(at: point, anchor: anchor, proposal: self.proposal)
      }
    }
  }

  private var squares: some View {
    Group {
      Color.red.frame(width: 10, height: 10)
      Color.blue.frame(width: 10, height: 10)
    }
  }

  @Test func aSubviewPlacedAtANonFinitePointIsLeftOut() {
    for bad in [CGFloat.nan, .infinity, -.infinity] {
      let laid = LaidOut(width: 100, height: 100) {
        Fixed(
          size: CGSize(width: 100, height: 100),
          points: [CGPoint(x: bad, y: 0), CGPoint(x: 20, y: 30)]
        ) { squares }
      }
      #expect(laid.frame(of: .red) == nil)
      expectFrame(laid.frame(of: .blue), CGRect(x: 20, y: 30, width: 10, height: 10))
    }
    let nanAnchor = LaidOut(width: 100, height: 100) {
      Fixed(
        size: CGSize(width: 100, height: 100), points: [.zero], anchor: UnitPoint(x: .nan, y: 0)
      ) {
        Color.red.frame(width: 10, height: 10)
      }
    }
    #expect(nanAnchor.fills.isEmpty)
  }

  @Test func anUnplacedSubviewIsCentredAndOfferedTheLayoutsProposal() {
    let laid = LaidOut(width: 100, height: 100) {
      Fixed(size: CGSize(width: 60, height: 40), points: []) {
        Color.red
        Color.blue.frame(width: 10, height: 10)
      }
    }
    // The layout is 60 × 40 at (20, 30): the color takes all of it, the square its centre.
    expectFrame(laid.frame(of: .red), CGRect(x: 20, y: 30, width: 60, height: 40))
    expectFrame(laid.frame(of: .blue), CGRect(x: 45, y: 45, width: 10, height: 10))
  }

  @Test func aSizeThatIsNotFiniteOrNegativeIsZero() {
    for bad in [CGFloat.nan, .infinity, -5] {
      let laid = LaidOut(width: 100, height: 100) {
        Fixed(size: CGSize(width: bad, height: bad), points: [CGPoint(x: 50, y: 50)]) {
          Color.red.frame(width: 10, height: 10)
        }
        .background(Color.blue)
      }
      expectFrame(laid.frame(of: .red), CGRect(x: 50, y: 50, width: 10, height: 10))
      #expect((laid.frame(of: .blue)?.width ?? 0) == 0)
    }
  }

  @Test func aProposalThatIsNaNOrNegativeCountsAsZero() {
    let laid = LaidOut(width: 100, height: 100) {
      Fixed(
        size: CGSize(width: 100, height: 100), points: [CGPoint(x: 10, y: 10)],
        proposal: ProposedViewSize(width: .nan, height: -3)
      ) {
        Color.red.frame(minWidth: 4, minHeight: 6)
      }
    }
    expectFrame(laid.frame(of: .red), CGRect(x: 10, y: 10, width: 4, height: 6))
  }

  @Test func subviewsBeyondTheIndicesTakeNoRoomAndCannotBePlaced() throws {
    struct Probing: Layout {
      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
        -> CGSize
      {
        let beyond = subviews[7]
        beyond.place(at: .zero, proposal: .unspecified)
        return CGSize(
          width: beyond.sizeThatFits(.infinity).width + CGFloat(subviews[1..<9].count),
          height: beyond.dimensions(in: .unspecified)[.bottom] + beyond.priority)
      }
      func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
      ) {
        subviews[-1].place(at: .zero, proposal: .unspecified)
        subviews[0].place(at: bounds.origin, proposal: .unspecified)
      }
    }
    let laid = LaidOut(width: 100, height: 100) {
      Probing {
        Color.red.frame(width: 10, height: 10)
        Color.blue.frame(width: 10, height: 10)
      }
      .background(Color.green)
    }
    // 1 wide (the one subview from index 1), 0 tall, at (49.5, 50).
    expectFrame(laid.frame(of: .green), CGRect(x: 49.5, y: 50, width: 1, height: 0))
    expectFrame(laid.frame(of: .red), CGRect(x: 49.5, y: 50, width: 10, height: 10))
  }

  @Test func aGuideThatIsNotFiniteIsNotSet() {
    struct BadGuide: Layout {
      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
        -> CGSize
      {
        CGSize(width: 10, height: 10)
      }
      func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
      ) {}
      func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout ()
      ) -> CGFloat? {
        .nan
      }
    }
    let laid = LaidOut(width: 100, height: 100) {
      VStack(alignment: .leading, spacing: 0) {
        Color.red.frame(width: 40, height: 10)
        BadGuide { Color.blue }
      }
    }
    expectFrame(laid.frame(of: .red), CGRect(x: 30, y: 40, width: 40, height: 10))
    expectFrame(laid.frame(of: .blue), CGRect(x: 30, y: 50, width: 10, height: 10))
  }
}
