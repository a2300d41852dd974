import Foundation
import ShapeRender
import Testing

/// GeometryReader: all the room offered, its content built from the size, at the top left.
@MainActor @Suite struct GeometryReaderTests {
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

/// Named coordinate spaces and the system's environment values.
@MainActor @Suite struct NamedCoordinateSpaceTests {
  @Test func aNamedSpaceMeasuresFromTheNamedViewsCorner() {
    // A 100 × 100 canvas: the named VStack is padded 10 inside it, and the reader sits
    // under a 30-high spacer with no spacing: 30 below the named space's top, 40 below the
    // canvas's.
    let svg = renderSVG {
      VStack(spacing: 0) {
        Color.clear.frame(height: 30)
        GeometryReader { proxy in
          Text(
            "\(Int(proxy.frame(in: .named("card")).minY)) \(Int(proxy.frame(in: .global).minY))"
          )
        }
      }
      .coordinateSpace(name: "card")
      .padding(10)
    }
    #expect(svg.contains(">30 40</text>"), "\(svg)")
  }

  @Test func anUnknownNameIsTheArtworksSpace() {
    let svg = renderSVG {
      GeometryReader { proxy in Text("\(Int(proxy.frame(in: .named("none")).minX))") }
        .padding(7)
    }
    #expect(svg.contains(">7</text>"))
  }

  @Test func systemValuesHaveAnUprightPhonesDefaultsAndCanBeSet() {
    struct Reader: View {
      @Environment(\.horizontalSizeClass) var width
      @Environment(\.layoutDirection) var direction
      @Environment(\.locale) var locale
      var body: some View {
        Text("\(width == .compact) \(direction == .rightToLeft) \(locale.identifier)")
      }
    }
    let plain = renderSVG(width: 300) { Reader().environment(\.locale, Locale(identifier: "fr")) }
    #expect(plain.contains(">true false fr</text>"))
    let set = renderSVG(width: 300) {
      Reader().environment(\.horizontalSizeClass, .regular)
        .environment(\.layoutDirection, .rightToLeft)
    }
    #expect(set.contains(">false true"))
  }
}
