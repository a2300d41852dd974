import SwiftUI
import Testing

// UIKit's colors as SwiftUI files on iOS name them, with `import SwiftUI` alone.
struct GroupedCard: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      Text("Title").foregroundColor(Color(uiColor: .label))
      Text("Detail").foregroundStyle(Color(.secondaryLabel))
    }
    .padding()
    .background(Color(.secondarySystemGroupedBackground))
    .padding()
    .background(Color(.systemGroupedBackground))
  }
}

@MainActor @Suite struct SwiftUIUIKitColorTests {
  @Test func uiKitSystemColorsDrawInTheirLightAppearance() {
    let svg = SVGRenderer().render(Artwork(width: 160, height: 120) { GroupedCard() })
    // The grouped background behind, the row's white in front of it.
    #expect(svg.contains(##"fill="#f2f2f7""##))
    #expect(svg.contains(##"fill="#ffffff""##))
    #expect(svg.contains(##"fill="#3c3c43" fill-opacity="0.6""##))
  }

  @Test func plainUIKitColorsAreExactAndSystemHuesAreSwiftUIs() {
    #expect(Color(UIColor.red) == Color(red: 1, green: 0, blue: 0))
    #expect(Color(UIColor.systemRed) == Color.red)
    #expect(Color(UIColor.systemGray6) == Color(UIColor.systemGroupedBackground))
    #expect(Color(UIColor.white.withAlphaComponent(0.5)) == Color.white.opacity(0.5))
    #expect(Color(UIColor(white: 0.25, alpha: 1)) == Color(white: 0.25))
  }
}
