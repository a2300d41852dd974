import Foundation
import ShapeRender
import Testing

/// A layout's stack orientation is the axis its spacers and dividers follow.
@MainActor @Suite struct LayoutPropertiesTests {
  /// Reports the size of its one subview for a 40 × 40 proposal as its own; no orientation.
  private struct Measuring: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      subviews.first?.sizeThatFits(ProposedViewSize(width: 40, height: 40)) ?? .zero
    }

    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {}
  }

  /// A row: its spacers are horizontal.
  private struct Row: Layout {
    static var layoutProperties: LayoutProperties {
      var properties = LayoutProperties()
      properties.stackOrientation = .horizontal
      return properties
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      subviews.first?.sizeThatFits(ProposedViewSize(width: 40, height: 40)) ?? .zero
    }

    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {}
  }

  @Test func aSpacerInARowIsFlatAndElsewhereFillsItsRoom() {
    let row = LaidOut(width: 100, height: 100) { Row { Spacer() }.background(Color.red) }
    let other = LaidOut(width: 100, height: 100) {
      Measuring { Spacer() }.background(Color.red)
    }
    #expect(row.frame(of: .red)?.size == CGSize(width: 40, height: 0))
    #expect(other.frame(of: .red)?.size == CGSize(width: 40, height: 40))
    #expect(Row.layoutProperties.stackOrientation == .horizontal)
    #expect(HStackLayout.layoutProperties.stackOrientation == .horizontal)
    #expect(VStackLayout.layoutProperties.stackOrientation == .vertical)
    #expect(ZStackLayout.layoutProperties.stackOrientation == nil)
  }
}
