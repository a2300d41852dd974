import Foundation
import ShapeRender
import Testing

/// The built-in layouts, alone or switched through `AnyLayout`, draw what the stacks and
/// the grid draw, to the byte.
@MainActor @Suite struct AnyLayoutTests {
  /// A row or a column of the same views, chosen when the view is made.
  private struct Switching: View {
    let isWide: Bool

    var body: some View {
      let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
      layout {
        Text("Name")
        Color.red.frame(width: 20, height: 10)
        Text("Address")
      }
    }
  }

  private func svg<V: View>(@ViewBuilder _ content: () -> V) -> String {
    SVGRenderer().render(Artwork(width: 200, height: 120, content: content))
  }

  @Test func anyLayoutOfAnHStackLayoutDrawsAnHStack() {
    let stack = svg {
      HStack {
        Text("Name")
        Color.red.frame(width: 20, height: 10)
        Text("Address")
      }
    }
    #expect(svg { Switching(isWide: true) } == stack)
  }

  @Test func anyLayoutOfAVStackLayoutDrawsAVStack() {
    let stack = svg {
      VStack {
        Text("Name")
        Color.red.frame(width: 20, height: 10)
        Text("Address")
      }
    }
    #expect(svg { Switching(isWide: false) } == stack)
    #expect(svg { Switching(isWide: false) } != svg { Switching(isWide: true) })
  }

  @Test func stackLayoutsKeepAlignmentSpacingAndSpacers() {
    let layout = svg {
      VStackLayout(alignment: .leading, spacing: 3) {
        Text("Title").font(.headline)
        HStackLayout(alignment: .firstTextBaseline, spacing: 12) {
          Text("Small").font(.caption)
          Spacer()
          Text("Large").font(.title)
        }
      }
      .frame(width: 150)
    }
    let stack = svg {
      VStack(alignment: .leading, spacing: 3) {
        Text("Title").font(.headline)
        HStack(alignment: .firstTextBaseline, spacing: 12) {
          Text("Small").font(.caption)
          Spacer()
          Text("Large").font(.title)
        }
      }
      .frame(width: 150)
    }
    #expect(layout == stack)
  }

  @Test func hStackLayoutSpacingSeparatesTheViews() {
    // Two 10-point squares 20 apart: 40 wide, centred at x 30 in 100.
    let laid = LaidOut(width: 100, height: 100) {
      HStackLayout(spacing: 20) {
        Color.red.frame(width: 10, height: 10)
        Color.blue.frame(width: 10, height: 10)
      }
    }
    expectFrame(laid.frame(of: .red), CGRect(x: 30, y: 45, width: 10, height: 10))
    expectFrame(laid.frame(of: .blue), CGRect(x: 60, y: 45, width: 10, height: 10))
  }

  @Test func zStackLayoutDrawsAZStack() {
    let layout = svg {
      ZStackLayout(alignment: .bottomTrailing) {
        Color.yellow.frame(width: 80, height: 40)
        Text("Note")
      }
    }
    let stack = svg {
      ZStack(alignment: .bottomTrailing) {
        Color.yellow.frame(width: 80, height: 40)
        Text("Note")
      }
    }
    #expect(layout == stack)
  }

  @Test func gridLayoutDrawsAGrid() {
    let layout = svg {
      AnyLayout(GridLayout(alignment: .leading, horizontalSpacing: 12)) {
        GridRow {
          Text("Score")
          Text("12")
        }
        Color.gray.frame(height: 1)
        GridRow {
          Text("Pairs")
          Text("6")
        }
      }
    }
    let grid = svg {
      Grid(alignment: .leading, horizontalSpacing: 12) {
        GridRow {
          Text("Score")
          Text("12")
        }
        Color.gray.frame(height: 1)
        GridRow {
          Text("Pairs")
          Text("6")
        }
      }
    }
    #expect(layout == grid)
  }

  @Test func aLayoutOfYourOwnCanLayOutWithABuiltInOne() {
    // A layout that hands its subviews to an HStackLayout places them as the stack does.
    struct Delegating: Layout {
      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
        -> CGSize
      {
        var inner: Void = ()
        return HStackLayout(spacing: 5).sizeThatFits(
          proposal: proposal, subviews: subviews, cache: &inner)
      }

      func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
      ) {
        var inner: Void = ()
        HStackLayout(spacing: 5).placeSubviews(
          in: bounds, proposal: proposal, subviews: subviews, cache: &inner)
      }
    }
    let laid = LaidOut(width: 100, height: 100) {
      Delegating {
        Color.red.frame(width: 10, height: 10)
        Color.blue.frame(width: 20, height: 30)
      }
    }
    // 35 × 30, from (32.5, 35).
    expectFrame(laid.frame(of: .red), CGRect(x: 32.5, y: 45, width: 10, height: 10))
    expectFrame(laid.frame(of: .blue), CGRect(x: 47.5, y: 35, width: 20, height: 30))
  }
}
