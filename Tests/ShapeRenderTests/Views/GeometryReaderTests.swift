import Foundation
import ShapeRender
import Testing

/// GeometryReader: all the room offered, its content built from the size, at the top left.
@Suite struct GeometryReaderTests {
  @Test func contentSeesTheSizeAndSitsAtTheTopLeft() {
    let laid = LaidOut(width: 200, height: 100) {
      GeometryReader { proxy in
        Color.red.frame(width: proxy.size.width / 4, height: proxy.size.height / 2)
      }
      .padding(10)
    }
    // The reader is 180 × 80 at (10, 10): a 45 × 40 view at its top-left corner.
    expectFrame(laid.frame(of: .red), CGRect(x: 10, y: 10, width: 45, height: 40))
  }

  @Test func frameInLocalAndGlobalSpaces() {
    nonisolated(unsafe) var local = CGRect.null
    nonisolated(unsafe) var global = CGRect.null
    func record(local seenLocal: CGRect, global seenGlobal: CGRect) {
      local = seenLocal
      global = seenGlobal
    }
    _ = LaidOut(width: 100, height: 100) {
      GeometryReader { proxy in
        let _ = record(local: proxy.frame(in: .local), global: proxy.frame(in: .global))
        Color.red
      }
      .frame(width: 40, height: 30)
    }
    #expect(local == CGRect(x: 0, y: 0, width: 40, height: 30))
    #expect(global == CGRect(x: 30, y: 35, width: 40, height: 30))
  }

  @Test func idealSizeIsTenByTenInAStack() {
    let laid = LaidOut(width: 100, height: 100) {
      HStack {
        GeometryReader { _ in Color.red }.fixedSize()
      }
    }
    expectFrame(laid.frame(of: .red), CGRect(x: 45, y: 45, width: 10, height: 10))
  }

  @Test func zeroSizeGivesTheContentZeroSize() {
    nonisolated(unsafe) var seen = CGSize(width: -1, height: -1)
    func record(_ size: CGSize) { seen = size }
    let laid = LaidOut(width: 100, height: 100) {
      GeometryReader { proxy in
        let _ = record(proxy.size)
        Color.red
      }
      .frame(width: 0, height: 0)
    }
    #expect(seen == .zero)
    // The color fills the zero-size room it is given: a rectangle of no area.
    #expect(laid.fills.allSatisfy { $0.rect.width == 0 && $0.rect.height == 0 })
  }
}
