import Foundation
import ShapeRender
import Testing

/// A layout's cache is made once for the view it makes and kept between the passes that
/// measure and draw it.
@MainActor @Suite struct LayoutCacheTests {
  /// Counts the calls of the cache methods.
  private final class Calls: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [String: Int] = [:]
    func add(_ name: String) {
      lock.lock()
      counts[name, default: 0] += 1
      lock.unlock()
    }
    subscript(name: String) -> Int {
      lock.lock()
      defer { lock.unlock() }
      return counts[name, default: 0]
    }
  }

  /// A column whose cache holds the subviews' ideal sizes.
  private struct CachedColumn: Layout {
    let calls: Calls

    func makeCache(subviews: Subviews) -> [CGSize] {
      calls.add("make")
      return subviews.map { $0.sizeThatFits(.unspecified) }
    }

    func updateCache(_ cache: inout [CGSize], subviews: Subviews) {
      calls.add("update")
      cache = makeCache(subviews: subviews)
    }

    func sizeThatFits(
      proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGSize]
    ) -> CGSize {
      calls.add("size")
      return CGSize(
        width: cache.map(\.width).max() ?? 0, height: cache.map(\.height).reduce(0, +))
    }

    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGSize]
    ) {
      calls.add("place")
      var y = bounds.minY
      for (subview, size) in zip(subviews, cache) {
        subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: ProposedViewSize(size))
        y += size.height
      }
    }
  }

  @Test func makeCacheIsCalledOnceAndTheCacheServesBothSteps() {
    let calls = Calls()
    let laid = LaidOut(width: 100, height: 100) {
      VStack {
        CachedColumn(calls: calls) {
          Color.red.frame(width: 10, height: 20)
          Color.blue.frame(width: 30, height: 10)
        }
        Color.green.frame(width: 5, height: 5)
      }
    }
    #expect(calls["make"] == 1)
    #expect(calls["update"] == 0)
    #expect(calls["size"] >= 1 && calls["place"] == 1)
    // A 30 × 30 column over a 5-point square, 8 apart: 43 tall from y 28.5, x from 35.
    expectFrame(laid.frame(of: .red), CGRect(x: 35, y: 28.5, width: 10, height: 20))
    expectFrame(laid.frame(of: .blue), CGRect(x: 35, y: 48.5, width: 30, height: 10))
  }

  @Test func aLayoutWithoutACacheNeedsNoCacheMethods() throws {
    // FlowLayout's cache is Void: makeCache comes from the protocol.
    let subviews = try #require(LayoutSubviewsProbe.none)
    var cache: Void = FlowLayout().makeCache(subviews: subviews)
    let size = FlowLayout().sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &cache)
    #expect(size == .zero)
    #expect(subviews.isEmpty && subviews[0..<3].isEmpty)
  }
}

/// An empty collection of subviews, for calling a layout's methods directly.
@MainActor
enum LayoutSubviewsProbe {
  /// The subviews a layout of no views sees, captured during a render.
  static var none: LayoutSubviews? {
    final class Box: @unchecked Sendable { var subviews: LayoutSubviews? }
    struct Capture: Layout {
      let box: Box
      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
        -> CGSize
      {
        box.subviews = subviews
        return .zero
      }
      func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
      ) {}
    }
    let box = Box()
    _ = SVGRenderer().render(Artwork(width: 10, height: 10) { Capture(box: box) {} })
    return box.subviews
  }
}
