import Foundation
import ShapeRender
import Testing

/// visualEffect: effects built from the view's own geometry, the layout unchanged.
@MainActor @Suite struct VisualEffectTests {
  @Test func anEffectFromTheProxyMovesOnlyTheDrawing() {
    let effected = LaidOut(width: 100, height: 100) {
      HStack(spacing: 0) {
        Color.red.frame(width: 10, height: 10)
          .visualEffect { content, proxy in content.offset(x: proxy.size.width, y: 5) }
        Color.blue.frame(width: 10, height: 10)
      }
    }
    let plain = LaidOut(width: 100, height: 100) {
      HStack(spacing: 0) {
        Color.red.frame(width: 10, height: 10).offset(x: 10, y: 5)
        Color.blue.frame(width: 10, height: 10)
      }
    }
    #expect(effected.fills.map(\.rect) == plain.fills.map(\.rect))
    expectFrame(effected.frame(of: .blue), CGRect(x: 50, y: 45, width: 10, height: 10))
  }

  @Test func effectsChainAndReadTheGlobalFrame() {
    let svg = SVGRenderer().render(
      Artwork(width: 100, height: 100) {
        HStack(spacing: 0) {
          ForEach(0..<2) { _ in
            Color.red.frame(width: 50, height: 10)
              .visualEffect { content, proxy in
                content.opacity(proxy.frame(in: .global).minX >= 50 ? 0.25 : 1).scaleEffect(1)
              }
          }
        }
      })
    // Only the right-hand view, whose frame starts at 50, is faded.
    #expect(svg.components(separatedBy: #"opacity="0.25""#).count == 2)
  }

  @Test func theEmptyEffectChangesNothing() {
    let plain = SVGRenderer().render(Artwork(width: 50, height: 50) { Color.red.frame(width: 10) })
    let effected = SVGRenderer().render(
      Artwork(width: 50, height: 50) {
        Color.red.frame(width: 10).visualEffect { content, _ in content }
      })
    #expect(effected == plain)
  }
}
