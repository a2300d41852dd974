import SwiftUI
import Testing

// UIKit's colors and screen as SwiftUI files on iOS name them, with `import SwiftUI` alone.
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

/// A banner half as wide as the screen, as code written before `containerRelativeFrame`
/// sizes one.
struct HalfBanner: View {
  var body: some View {
    Color.orange.frame(width: UIScreen.main.bounds.width / 2, height: 20)
  }
}

/// A color of UIKit's dynamic provider, as code written for iOS 13 makes one.
let inkColor = UIColor { traits in
  traits.userInterfaceStyle == .dark ? UIColor(white: 0.9, alpha: 1) : .black
}

@MainActor @Suite struct SwiftUIUIKitNameTests {
  @Test func uiKitSystemColorsDrawInTheirDarkAppearance() {
    let svg = SVGRenderer().render(
      Artwork(width: 160, height: 120) { GroupedCard().preferredColorScheme(.dark) })
    // The grouped background black (SVG's default fill), the row #1c1c1e, the label white,
    // the detail #ebebf5 at 60%.
    #expect(svg.contains(##"<path d="M26.269 7.008H133.731V112.992H26.269Z"/>"##))
    #expect(svg.contains(##"<path d="M42.269 23.008H117.731V96.992H42.269Z" fill="#1c1c1e"/>"##))
    #expect(svg.contains(##"fill="#ffffff">Title</text>"##))
    #expect(svg.contains(##"fill="#ebebf5" fill-opacity="0.6">Detail</text>"##))
    #expect(!svg.contains("#f2f2f7"))
  }

  @Test func aDynamicColorIsWhatItsProviderGivesForEachAppearance() {
    func fill(_ appearance: ColorScheme) -> Bool {
      SVGRenderer().render(
        Artwork(width: 10, height: 10) {
          Color(inkColor).preferredColorScheme(appearance)
        }
      ).contains(##"fill="#e6e6e6""##)
    }
    #expect(fill(.dark))
    #expect(!fill(.light))
    #expect(Color(inkColor).hexString == "#000000")
  }

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
    #expect(
      Color(UIColor.systemGray6).hexString == Color(UIColor.systemGroupedBackground).hexString)
    #expect(Color(UIColor.white.withAlphaComponent(0.5)) == Color.white.opacity(0.5))
    #expect(Color(UIColor(white: 0.25, alpha: 1)) == Color(white: 0.25))
  }

  @Test func theScreenIsThePhoneAnAppIsDrawnOn() {
    #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(UIScreen.main.nativeBounds.size == CGSize(width: 1170, height: 2532))
    let svg = SVGRenderer().render(Artwork(width: 390, height: 20) { HalfBanner() })
    #expect(svg.contains(##"<path d="M97.5 0H292.5V20H97.5Z" fill="#ff9500"/>"##))
  }
}
