import Foundation
import Testing

@testable import ShapeRender

/// An app's picture on a phone has a safe area, which views that reach its edges can
/// ignore, as in SwiftUI.
@MainActor @Suite struct SafeAreaTests {
  static let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
  /// 47 points for the status bar, 34 for the home indicator.
  static let safe = CGRect(x: 0, y: 47, width: 390, height: 763)
  static let barGray = Color(hex: 0xF9F9F9)

  /// `content` as an app's window on a phone lays it out.
  func onPhone<Content: View>(@ViewBuilder _ content: () -> Content) -> LaidOut {
    let root = SafeAreaRoot(content: AnyView(content()), insets: AppPicture.phoneSafeArea)
    return LaidOut(width: 390, height: 844) { root }
  }

  @Test func viewsAreLaidOutInTheSafeArea() {
    expectFrame(onPhone { Color.red }.frame(of: .red), Self.safe)
  }

  @Test func aViewIgnoringTheSafeAreaReachesTheScreensEdges() {
    expectFrame(onPhone { Color.red.ignoresSafeArea() }.frame(of: .red), Self.screen)
    expectFrame(
      onPhone { Color.red.ignoresSafeArea(edges: .top) }.frame(of: .red),
      CGRect(x: 0, y: 0, width: 390, height: 810))
    expectFrame(
      onPhone { Color.red.edgesIgnoringSafeArea(.bottom) }.frame(of: .red),
      CGRect(x: 0, y: 47, width: 390, height: 797))
    // The keyboard's region alone: there is no keyboard.
    expectFrame(onPhone { Color.red.ignoresSafeArea(.keyboard) }.frame(of: .red), Self.safe)
  }

  @Test func aViewShortOfTheSafeAreasEdgesKeepsItsPlace() {
    let laid = onPhone {
      ZStack {
        Color.red.frame(height: 100).ignoresSafeArea()
      }
    }
    // Centred in the safe area, 47 + 763 ÷ 2 = 428.5: from 378.5, as without the modifier.
    expectFrame(laid.frame(of: .red), CGRect(x: 0, y: 378.5, width: 390, height: 100))
  }

  @Test func aBackgroundStyleReachesTheEdgesItsViewReaches() {
    let laid = onPhone {
      VStack {
        Text("Top")
        Spacer()
      }
      .frame(maxWidth: .infinity)
      .background(.yellow)
    }
    expectFrame(laid.frame(of: .yellow), Self.screen)
    let kept = onPhone {
      VStack { Spacer() }.frame(maxWidth: .infinity).background(.yellow, ignoresSafeAreaEdges: [])
    }
    expectFrame(kept.frame(of: .yellow), Self.safe)
    // A view that keeps to the middle keeps its background there.
    let small = onPhone { Text("Middle").padding().background(.yellow) }
    #expect(small.frame(of: .yellow).map { Self.safe.contains($0) } == true)
  }

  @Test func aReaderThatIgnoresTheSafeAreaSeesItsInsets() {
    let laid = onPhone {
      GeometryReader { geometry in
        Color.red.frame(width: geometry.safeAreaInsets.top, height: geometry.safeAreaInsets.bottom)
      }
      .ignoresSafeArea()
    }
    expectFrame(laid.frame(of: .red), CGRect(x: 0, y: 0, width: 47, height: 34))
    let inside = onPhone {
      GeometryReader { geometry in
        Color.red.frame(width: 10 + geometry.safeAreaInsets.top, height: 10)
      }
    }
    expectFrame(inside.frame(of: .red), CGRect(x: 0, y: 47, width: 10, height: 10))
  }

  @Test func aListsBackgroundAndATabBarsReachTheScreensEdges() {
    let list = onPhone { List { Text("Kitchen") } }
    #expect(list.fills.first?.rect == Self.screen)
    let tabs = onPhone {
      TabView {
        Text("Home").tabItem { Label("Home", systemImage: "house") }
      }
    }
    // The bar is 49 tall above the home indicator, and its gray reaches the bottom.
    #expect(tabs.frames(of: Self.barGray) == [CGRect(x: 0, y: 761, width: 390, height: 83)])
  }

  @Test func contentThatIgnoresTheSafeAreaReachesUnderATabBar() {
    let laid = onPhone {
      TabView {
        Color.red.ignoresSafeArea().tabItem { Label("Home", systemImage: "house") }
      }
    }
    expectFrame(laid.frame(of: .red), Self.screen)
    // Without ignoring it, the content stops at the bar.
    let kept = onPhone {
      TabView { Color.red.tabItem { Label("Home", systemImage: "house") } }
    }
    expectFrame(kept.frame(of: .red), CGRect(x: 0, y: 47, width: 390, height: 714))
  }

  @Test func aTransparentNavigationBarShowsTheListsGrayUpToTheTop() {
    let laid = onPhone {
      NavigationStack {
        List { Text("Kitchen") }.navigationTitle("Rooms")
      }
    }
    let gray = laid.frames(of: ListLayout.groupedBackground)
    #expect(gray.contains { $0.minY == 0 && $0.width == 390 })
    #expect(gray.contains { $0.maxY == 844 })
  }
}
