import PixelKit
import ShapeRender
import Shapes
import Testing

/// Preferences: values handed up by views, reduced in drawing order, read by an ancestor.
@MainActor @Suite struct PreferenceTests {
  struct Total: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
  }

  struct Order: PreferenceKey {
    static let defaultValue = ""
    static func reduce(value: inout String, nextValue: () -> String) { value += nextValue() }
  }

  struct Selected: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
      value = value ?? nextValue()
    }
  }

  @Test func anAncestorReadsTheReducedValuesOfItsContent() {
    let svg = renderSVG(width: 200, height: 100) {
      VStack {
        ForEach(1...4, id: \.self) { number in
          Color.clear.frame(height: 10).preference(key: Total.self, value: number)
        }
      }
      .overlayPreferenceValue(Total.self) { total in Text("total \(total)") }
    }
    #expect(svg.contains(">total 10</text>"))
  }

  @Test func valuesAreReducedInTheOrderTheViewsAreDrawn() {
    let svg = renderSVG(width: 200, height: 100) {
      HStack {
        Color.clear.preference(key: Order.self, value: "a")
        VStack {
          Color.clear.preference(key: Order.self, value: "b")
          Color.clear.preference(key: Order.self, value: "c")
        }
        .transformPreference(Order.self) { $0 = $0.uppercased() }
      }
      .backgroundPreferenceValue(Order.self) { order in Text(order) }
    }
    #expect(svg.contains(">aBC</text>"))
  }

  @Test func withoutValuesTheDefaultIsRead() {
    let svg = renderSVG(width: 200, height: 100) {
      Color.clear.overlayPreferenceValue(Total.self) { total in Text("total \(total)") }
    }
    #expect(svg.contains(">total 0</text>"))
  }

  @Test func anAnchorPutsAHighlightOnTheSelectedView() throws {
    // Three 40-wide cells in a 120 × 40 canvas; the second hands up its bounds, and the
    // overlay fills them: x 40…80.
    let image = try renderPixels(width: 120, height: 40) {
      HStack(spacing: 0) {
        ForEach(0..<3, id: \.self) { index in
          Color.clear.frame(width: 40, height: 40)
            .anchorPreference(key: Selected.self, value: .bounds) { index == 1 ? $0 : nil }
        }
      }
      .overlayPreferenceValue(Selected.self) { anchor in
        GeometryReader { proxy in
          if let anchor {
            Color.black.frame(width: proxy[anchor].width, height: proxy[anchor].height)
              .offset(x: proxy[anchor].minX, y: proxy[anchor].minY)
          }
        }
      }
    }
    #expect(image.boundingBox() == PixelRect(x: 40, y: 0, width: 40, height: 40))
    #expect(image.coverage() == 1_600)
  }
}
