import Foundation
import ShapeRender
import Testing

/// A layout reads the values its subviews set with `layoutValue(key:value:)`.
@MainActor @Suite struct LayoutValueKeyTests {
  private struct Rank: LayoutValueKey {
    static let defaultValue = 0
  }

  /// Subviews side by side, 10 apart, in the order of their rank.
  private struct RankedRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      CGSize(width: 100, height: 10)
    }

    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
      var x = bounds.minX
      for subview in subviews.sorted(by: { $0[Rank.self] < $1[Rank.self] }) {
        subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
        x += subview.sizeThatFits(.unspecified).width + 10
      }
    }
  }

  /// A square of your own whose body sets its rank.
  private struct RankedSquare: View {
    let color: Color
    let rank: Int
    var body: some View {
      color.frame(width: 10, height: 10).layoutValue(key: Rank.self, value: rank)
    }
  }

  /// A modifier of your own around the view that sets the value.
  private struct Outlined: ViewModifier {
    func body(content: Content) -> some View {
      content.overlay(Rectangle().stroke(Color.black, lineWidth: 1))
    }
  }

  private func xs(_ laid: LaidOut, _ colors: [Color]) -> [CGFloat?] {
    colors.map { laid.frame(of: $0)?.minX }
  }

  @Test func theLayoutPlacesSubviewsByTheValueTheySet() {
    let laid = LaidOut(width: 100, height: 100) {
      RankedRow {
        Color.red.frame(width: 10, height: 10).layoutValue(key: Rank.self, value: 2)
        Color.blue.frame(width: 10, height: 10)
        Color.green.frame(width: 10, height: 10).layoutValue(key: Rank.self, value: 1)
      }
    }
    // Blue (the default, 0), green (1), red (2), from x 0 of the 100-wide layout.
    #expect(xs(laid, [.blue, .green, .red]) == [0, 20, 40])
  }

  @Test func aValueReachesThroughModifiersBodiesAndForEach() {
    let laid = LaidOut(width: 100, height: 100) {
      RankedRow {
        Color.red.frame(width: 10, height: 10).layoutValue(key: Rank.self, value: 3)
          .padding(0).opacity(1)
        RankedSquare(color: .blue, rank: 2)
        ForEach(0..<1) { _ in Color.green.frame(width: 10, height: 10) }
          .layoutValue(key: Rank.self, value: 1)
        AnyView(Color.orange.frame(width: 10, height: 10).layoutValue(key: Rank.self, value: 4))
          .zIndex(1)
        Color.purple.frame(width: 10, height: 10).layoutValue(key: Rank.self, value: 5)
          .modifier(Outlined())
      }
    }
    #expect(xs(laid, [.green, .blue, .red, .orange, .purple]) == [0, 20, 40, 60, 80])
  }

  @Test func aValueInsideAContainerIsNotTheContainers() {
    let laid = LaidOut(width: 100, height: 100) {
      RankedRow {
        Color.red.frame(width: 10, height: 10).layoutValue(key: Rank.self, value: 1)
        HStack { Color.blue.frame(width: 10, height: 10).layoutValue(key: Rank.self, value: 5) }
      }
    }
    // The stack has the default rank, 0: it comes first.
    #expect(xs(laid, [.blue, .red]) == [0, 20])
  }
}
