import PixelKit
import ShapeRender
import Shapes
import Testing

/// `matchedGeometryEffect` and `@Namespace` in a still.
@MainActor @Suite struct MatchedGeometryEffectTests {
  @Test func eachNamespaceHasItsOwnIdentifier() {
    let first = Namespace().wrappedValue
    let second = Namespace().wrappedValue
    #expect(first != second)
  }

  @Test func aSourceViewDrawsInItsOwnFrame() {
    let namespace = Namespace().wrappedValue
    let plain = renderBody { Circle().fill(.red).frame(width: 30, height: 30) }
    let matched = Artwork(width: 100, height: 100) {
      Circle().fill(.red).frame(width: 30, height: 30)
        .matchedGeometryEffect(id: "card", in: namespace)
    }
    #expect(bodyLines(SVGRenderer().render(matched)) == plain)
    #expect(matched.diagnostics.isEmpty)
  }

  @Test func aViewThatIsNotTheSourceTakesTheSourcesFrame() throws {
    // Three 40-wide cells side by side on a 120-wide canvas; the highlight behind the row,
    // drawn before the cells, follows the second: it covers x 40…80 only.
    let namespace = Namespace().wrappedValue
    let image = try renderPixels(width: 120, height: 40) {
      HStack(spacing: 0) {
        ForEach(0..<3, id: \.self) { index in
          Color.clear.frame(width: 40, height: 40)
            .matchedGeometryEffect(id: index, in: namespace)
        }
      }
      .background(
        Color.black.matchedGeometryEffect(id: 1, in: namespace, isSource: false))
    }
    #expect(image.boundingBox() == PixelRect(x: 40, y: 0, width: 40, height: 40))
    #expect(image.coverage() == 1_600)
  }

  @Test func matchingOnlyThePositionKeepsTheViewsSize() throws {
    // A 10 × 10 square centred on a 40 × 40 source at (60…100, 0…40): 75…85, 15…25.
    let namespace = Namespace().wrappedValue
    let image = try renderPixels(width: 100, height: 40) {
      HStack(spacing: 20) {
        Color.black.frame(width: 10, height: 10)
          .matchedGeometryEffect(id: "a", in: namespace, properties: .position, isSource: false)
        Color.clear.frame(width: 40, height: 40).matchedGeometryEffect(id: "a", in: namespace)
      }
      .frame(width: 100, alignment: .trailing)
    }
    #expect(image.boundingBox() == PixelRect(x: 75, y: 15, width: 10, height: 10))
  }

  @Test func aGroupWithoutASourceLeavesItsViewInItsOwnFrame() {
    let namespace = Namespace().wrappedValue
    let plain = renderBody { Circle().fill(.red).frame(width: 30, height: 30) }
    let unmatched = renderBody {
      Circle().fill(.red).frame(width: 30, height: 30)
        .matchedGeometryEffect(id: 1, in: namespace, isSource: false)
    }
    #expect(unmatched == plain)
  }
}
