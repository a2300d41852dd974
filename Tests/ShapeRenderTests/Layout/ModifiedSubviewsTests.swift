import Foundation
import ShapeRender
import Testing

/// A modifier applied to a ForEach, a Group or a block of views applies to each of them in
/// a container, as in SwiftUI.
@MainActor @Suite struct ModifiedSubviewsTests {
  private struct Inset: ViewModifier {
    func body(content: Content) -> some View { content.padding(5) }
  }

  @Test func paddingAForEachPadsEachOfItsViews() {
    let laid = LaidOut(width: 100, height: 100) {
      VStack(spacing: 0) {
        ForEach(0..<3) { _ in Color.red.frame(width: 10, height: 10) }.padding(5)
      }
    }
    // Three views 20 tall: 60 from 20, each red 5 inside its own.
    #expect(laid.frames(of: .red).map(\.minY) == [25, 45, 65])
  }

  @Test func aFrameOnAGroupFramesEachOfItsViews() {
    let laid = LaidOut(width: 100, height: 100) {
      HStack(spacing: 0) {
        Group {
          Color.red.frame(width: 10, height: 10)
          Color.blue.frame(width: 10, height: 10)
        }
        .frame(width: 30)
      }
    }
    expectFrame(laid.frame(of: .red), CGRect(x: 30, y: 45, width: 10, height: 10))
    expectFrame(laid.frame(of: .blue), CGRect(x: 60, y: 45, width: 10, height: 10))
  }

  @Test func aViewModifierAndNestedGroupsApplyToEveryView() {
    let laid = LaidOut(width: 100, height: 200) {
      VStack(spacing: 0) {
        ForEach(0..<2) { _ in
          Group {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 10, height: 10)
          }
        }
        .modifier(Inset())
        .foregroundColor(.green)
      }
    }
    // Four views 20 tall, from 60.
    #expect(laid.frames(of: .red).map(\.minY) == [65, 105])
    #expect(laid.frames(of: .blue).map(\.minY) == [85, 125])
  }

  @Test func anEmptyForEachWithAModifierIsNoView() {
    let laid = LaidOut(width: 100, height: 100) {
      VStack(spacing: 10) {
        ForEach(0..<0) { _ in Color.red }.padding()
        Color.blue.frame(width: 10, height: 10)
      }
    }
    expectFrame(laid.frame(of: .blue), CGRect(x: 45, y: 45, width: 10, height: 10))
  }

  @Test func aGuideOnAForEachSetsEachViewsGuide() {
    let laid = LaidOut(width: 100, height: 100) {
      VStack(alignment: .leading, spacing: 0) {
        Color.blue.frame(width: 20, height: 10)
        ForEach(0..<2) { _ in Color.red.frame(width: 10, height: 10) }
          .alignmentGuide(.leading) { d in d[.trailing] }
      }
    }
    // Each red's right edge under blue's left edge: 30 wide from 35.
    #expect(laid.frames(of: .red).map(\.minX) == [35, 35])
    expectFrame(laid.frame(of: .blue), CGRect(x: 45, y: 35, width: 20, height: 10))
  }
}
