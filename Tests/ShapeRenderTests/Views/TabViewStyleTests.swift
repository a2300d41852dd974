import ShapeRender
import Testing

/// Paged tab views: the selected page with all the room, no tab bar, and page dots.
@MainActor @Suite struct TabViewStyleTests {
  /// White dots 7 points wide, 16 apart, 20 above the bottom, centred across.
  static let dots = [
    ##"<path d="M37.5 60A3.5 3.5 0 0 1 34 63.5 3.5 3.5 0 0 1 30.5 60 3.5 3.5 0 0 1 34 56.5 3.5 3.5 0 0 1 37.5 60Z" fill="#ffffff" fill-opacity="0.3"/>"##,
    ##"<path d="M53.5 60A3.5 3.5 0 0 1 50 63.5 3.5 3.5 0 0 1 46.5 60 3.5 3.5 0 0 1 50 56.5 3.5 3.5 0 0 1 53.5 60Z" fill="#ffffff"/>"##,
    ##"<path d="M69.5 60A3.5 3.5 0 0 1 66 63.5 3.5 3.5 0 0 1 62.5 60 3.5 3.5 0 0 1 66 56.5 3.5 3.5 0 0 1 69.5 60Z" fill="#ffffff" fill-opacity="0.3"/>"##,
  ]

  @Test func aPagedTabViewDrawsTheSelectedPageFullSizeWithPageDots() {
    let svg = renderSVG(width: 100, height: 80) {
      TabView(selection: .constant(2)) {
        Color.red.tag(1)
        Color.green.tag(2)
        Color.blue.tag(3)
      }
      .tabViewStyle(.page)
    }
    #expect(
      bodyLines(svg) == [##"<path d="M0 0H100V80H0Z" fill="#34c759"/>"##] + Self.dots)
  }

  @Test func theIndexBackdropIsABlackCapsuleBehindTheDots() {
    let svg = renderSVG(width: 100, height: 80) {
      TabView(selection: .constant(2)) {
        Color.red.tag(1)
        Color.green.tag(2)
        Color.blue.tag(3)
      }
      .tabViewStyle(.page(indexDisplayMode: .always))
      .indexViewStyle(.page(backgroundDisplayMode: .always))
    }
    #expect(
      bodyLines(svg) == [
        ##"<path d="M0 0H100V80H0Z" fill="#34c759"/>"##,
        ##"<path d="M35 47H65A13 13 0 0 1 78 60 13 13 0 0 1 65 73H35A13 13 0 0 1 22 60 13 13 0 0 1 35 47Z" fill-opacity="0.25"/>"##,
      ] + Self.dots)
    // No backdrop otherwise: `.automatic`, `.interactive` (no one touches a still), `.page`.
    for style in [PageIndexViewStyle.page, .page(backgroundDisplayMode: .interactive)] {
      let plain = renderSVG(width: 100, height: 80) {
        TabView(selection: .constant(2)) {
          Color.red.tag(1)
          Color.green.tag(2)
          Color.blue.tag(3)
        }
        .tabViewStyle(PageTabViewStyle())
        .indexViewStyle(style)
      }
      #expect(!plain.contains("fill-opacity=\"0.25\""))
    }
  }

  @Test func theIndexDisplayModeSaysWhenDotsShow() {
    let one = { (mode: PageTabViewStyle.IndexDisplayMode) in
      renderSVG(width: 100, height: 80) {
        TabView { Color.green }.tabViewStyle(PageTabViewStyle(indexDisplayMode: mode))
      }
    }
    let page = ##"<path d="M0 0H100V80H0Z" fill="#34c759"/>"##
    // One page: dots only when `.always`; the one dot is the selected one, in the middle.
    #expect(bodyLines(one(.automatic)) == [page])
    #expect(bodyLines(one(.never)) == [page])
    #expect(bodyLines(one(.always)) == [page, Self.dots[1]])
    let three = renderSVG(width: 100, height: 80) {
      TabView {
        ForEach(0..<3) { _ in Color.green }
      }
      .tabViewStyle(.page(indexDisplayMode: .never))
    }
    #expect(bodyLines(three) == [page])
  }

  @Test func theAutomaticStyleKeepsTheTabBar() {
    let bar = renderSVG(width: 100, height: 80) {
      TabView {
        Color.red
        Color.green
      }
    }
    #expect(
      renderSVG(width: 100, height: 80) {
        TabView {
          Color.red
          Color.green
        }
        .tabViewStyle(.automatic)
      } == bar)
    #expect(bar.contains("#f9f9f9"))
  }

  @Test func aPagedTabViewWithNoPagesDrawsNothing() {
    let svg = renderSVG(width: 100, height: 80) {
      TabView {
        ForEach(0..<0) { _ in Color.green }
      }
      .tabViewStyle(.page(indexDisplayMode: .always))
    }
    #expect(bodyLines(svg).isEmpty)
  }
}
