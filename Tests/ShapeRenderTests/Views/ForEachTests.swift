import Foundation
import ShapeRender
import Testing

/// ForEach over ranges, Identifiable elements and key paths.
@MainActor @Suite struct ForEachTests {
  struct Swatch: Identifiable {
    let id: Int
    let color: Color
  }

  @Test func rangeMakesOneViewPerNumberInAStack() {
    let laid = LaidOut(width: 100, height: 100) {
      HStack(spacing: 0) {
        ForEach(0..<4) { index in
          Color.red.frame(width: 10, height: CGFloat(index + 1))
        }
      }
    }
    #expect(laid.frames(of: .red).map(\.minX) == [30, 40, 50, 60])
    #expect(laid.frames(of: .red).map(\.height) == [1, 2, 3, 4])
  }

  @Test func identifiableElementsAndKeyPaths() {
    let swatches = [Swatch(id: 1, color: .red), Swatch(id: 2, color: .blue)]
    let byIdentity = LaidOut(width: 100, height: 100) {
      VStack(spacing: 0) {
        ForEach(swatches) { swatch in swatch.color.frame(width: 10, height: 10) }
      }
    }
    expectFrame(byIdentity.frame(of: .blue), CGRect(x: 45, y: 50, width: 10, height: 10))
    let names = ["a", "bb", "a"]
    let byKeyPath = LaidOut(width: 100, height: 100) {
      HStack(spacing: 0) {
        ForEach(names, id: \.self) { name in
          Color.red.frame(width: CGFloat(name.count) * 10, height: 10)
        }
      }
    }
    // Duplicate identifiers change nothing in a still.
    #expect(byKeyPath.frames(of: .red).map(\.width) == [10, 20, 10])
  }

  @Test func emptyForEachGivesNoViews() {
    let laid = LaidOut(width: 100, height: 100) {
      HStack(spacing: 0) {
        ForEach(0..<0) { _ in Color.red.frame(width: 10) }
        ForEach([Swatch]()) { swatch in swatch.color }
        Color.blue.frame(width: 10, height: 10)
      }
    }
    #expect(laid.frames(of: .red).isEmpty)
    expectFrame(laid.frame(of: .blue), CGRect(x: 45, y: 45, width: 10, height: 10))
  }

  @Test func outsideAStackTheViewsOverlap() {
    let laid = LaidOut(width: 100, height: 100) {
      ForEach(1..<3) { index in Color.red.frame(width: CGFloat(index) * 10, height: 10) }
    }
    #expect(laid.frames(of: .red).map(\.midX) == [50, 50])
  }

  @Test func groupsAndNestedForEachFlattenIntoTheStack() {
    let laid = LaidOut(width: 100, height: 100) {
      HStack(spacing: 0) {
        Group {
          Color.red.frame(width: 10, height: 10)
          ForEach(0..<2) { _ in Color.blue.frame(width: 10, height: 10) }
        }
      }
    }
    #expect(laid.frames(of: .blue).map(\.minX) == [45, 55])
  }
}
