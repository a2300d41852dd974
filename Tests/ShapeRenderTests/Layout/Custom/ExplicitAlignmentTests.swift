import Foundation
import ShapeRender
import Testing

/// A layout's own alignment guides, and by default those of its subviews, place it in the
/// stack around it.
@MainActor @Suite struct ExplicitAlignmentTests {
  /// A basic vertical stack whose leading guide is 10 points in, as in Apple's example.
  private struct IndentedColumn: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      var cache: Void = ()
      return BasicVStack().sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
      var cache: Void = ()
      BasicVStack().placeSubviews(
        in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    func explicitAlignment(
      of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
      subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
      guide == .leading ? bounds.minX + 10 : nil
    }
  }

  @Test func aLayoutsOwnGuideLinesItUpInAStack() {
    let laid = LaidOut(width: 100, height: 100) {
      VStack(alignment: .leading, spacing: 0) {
        Color.red.frame(width: 40, height: 10)
        IndentedColumn { Color.blue.frame(width: 30, height: 10) }
      }
    }
    // The column's guide, 10 in, meets the red's leading edge: the stack spans 50 from 25.
    expectFrame(laid.frame(of: .red), CGRect(x: 35, y: 40, width: 40, height: 10))
    expectFrame(laid.frame(of: .blue), CGRect(x: 25, y: 50, width: 30, height: 10))
  }

  @Test func byDefaultTheSubviewsBaselinesAreTheLayouts() {
    func row<Column: View>(@ViewBuilder _ column: () -> Column) -> String {
      SVGRenderer().render(
        Artwork(width: 240, height: 120) {
          HStack(alignment: .firstTextBaseline) {
            column()
            Text("Total").font(.largeTitle)
          }
        })
    }
    let custom = row {
      BasicVStack {
        Text("Subtotal").font(.caption)
        Text("Tax")
      }
    }
    let stack = row {
      VStack(alignment: .leading, spacing: 0) {
        Text("Subtotal").font(.caption)
        Text("Tax")
      }
    }
    #expect(custom == stack)
  }

  @Test func byDefaultAGuideOfYourOwnIsTheMeanOfTheSubviews() {
    // Two squares set the guide at 0 and 10 where they sit: the layout's is their mean.
    let laid = LaidOut(width: 100, height: 100) {
      HStack(alignment: .marker, spacing: 0) {
        Color.red.frame(width: 10, height: 10)
        BasicVStack {
          Color.blue.frame(width: 10, height: 10).alignmentGuide(.marker) { _ in 0 }
          Color.green.frame(width: 10, height: 10).alignmentGuide(.marker) { _ in 0 }
        }
      }
    }
    // Guides 0 and 10 in the column: mean 5, on the red's default, its top.
    #expect(laid.frame(of: .blue)?.minY == (laid.frame(of: .red)?.minY ?? 0) - 5)
  }
}

extension VerticalAlignment {
  /// A guide of the tests' own, at the top unless set.
  fileprivate enum Marker: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
  }

  fileprivate static let marker = VerticalAlignment(Marker.self)
}
