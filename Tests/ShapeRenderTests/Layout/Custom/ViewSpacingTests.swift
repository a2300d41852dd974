import Foundation
import ShapeRender
import Testing

/// Views prefer the package's default spacing, 8 points, and unions keep the larger
/// preference of each edge.
@MainActor @Suite struct ViewSpacingTests {
  @Test func theDefaultDistanceIsEightAndZeroIsNone() {
    #expect(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal) == 8)
    #expect(ViewSpacing().distance(to: ViewSpacing(), along: .vertical) == 8)
    #expect(ViewSpacing.zero.distance(to: .zero, along: .horizontal) == 0)
    #expect(ViewSpacing.zero.distance(to: ViewSpacing(), along: .vertical) == 0)
  }

  @Test func aUnionKeepsTheLargerPreferenceOnTheEdgesGiven() {
    var spacing = ViewSpacing.zero
    spacing.formUnion(ViewSpacing(), edges: .top)
    // The top took the default; the other edges are still zero.
    #expect(ViewSpacing.zero.distance(to: spacing, along: .vertical) == 0)
    #expect(spacing.distance(to: .zero, along: .horizontal) == 0)
    let all = ViewSpacing().union(.zero)
    #expect(all.distance(to: .zero, along: .horizontal) == 0)
    #expect(ViewSpacing().union(ViewSpacing()).distance(to: ViewSpacing(), along: .vertical) == 8)
  }

  @Test func subviewsPreferTheDefaultSpacing() {
    struct SpacedRow: Layout {
      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
        -> CGSize
      {
        CGSize(width: 100, height: 10)
      }
      func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
      ) {
        var x = bounds.minX
        for index in subviews.indices {
          subviews[index].place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
          x += subviews[index].sizeThatFits(.unspecified).width
          if index + 1 < subviews.endIndex {
            x += subviews[index].spacing.distance(
              to: subviews[index + 1].spacing, along: .horizontal)
          }
        }
      }
    }
    let laid = LaidOut(width: 100, height: 100) {
      SpacedRow {
        Color.red.frame(width: 10, height: 10)
        Color.blue.frame(width: 10, height: 10)
      }
    }
    #expect(laid.frame(of: .blue)?.minX == 18)
  }
}
