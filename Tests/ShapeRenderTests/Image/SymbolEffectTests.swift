import Foundation
import ShapeRender
import Testing

/// symbolEffect: a still shows symbols at rest; an active disappear hides them.
@MainActor @Suite struct SymbolEffectTests {
  @Test func effectsAtRestDrawTheViewUnchanged() {
    let plain = SVGRenderer().render(Artwork(width: 50, height: 50) { Color.red.frame(width: 10) })
    for effected in [
      Artwork(width: 50, height: 50) {
        Color.red.frame(width: 10).symbolEffect(.pulse.byLayer, options: .repeating)
      },
      Artwork(width: 50, height: 50) {
        Color.red.frame(width: 10).symbolEffect(.variableColor.iterative.reversing)
      },
      Artwork(width: 50, height: 50) {
        Color.red.frame(width: 10).symbolEffect(.disappear, isActive: false)
      },
    ] {
      #expect(SVGRenderer().render(effected) == plain)
    }
    let bounced = Artwork(width: 50, height: 50) {
      Color.red.frame(width: 10).symbolEffect(.bounce.up, options: .speed(2).repeat(3), value: 4)
        .contentTransition(.symbolEffect(.replace.downUp))
    }
    #expect(SVGRenderer().render(bounced) == plain)
  }

  @Test func anActiveDisappearHidesTheViewButKeepsItsRoom() {
    let laid = LaidOut(width: 100, height: 100) {
      HStack(spacing: 0) {
        Color.red.frame(width: 10, height: 10).symbolEffect(.disappear.down, isActive: true)
        Color.blue.frame(width: 10, height: 10)
      }
    }
    #expect(laid.frame(of: .red) == nil)
    expectFrame(laid.frame(of: .blue), CGRect(x: 50, y: 45, width: 10, height: 10))
  }
}
