import Foundation
import ShapeRender
import Testing

/// An optional view: the wrapped view, or no child at all.
@MainActor @Suite struct OptionalViewTests {
  /// A card whose body is an optional chain, as Landmarks' `FeatureCard` is.
  struct Card: View {
    var color: Color?

    var body: some View {
      color?
        .frame(width: 30, height: 10)
    }
  }

  @Test func aBodyThatIsAnOptionalChainDrawsTheWrappedView() {
    let laid = LaidOut(width: 100, height: 50) { Card(color: .red) }
    expectFrame(laid.frame(of: .red), CGRect(x: 35, y: 20, width: 30, height: 10))
  }

  @Test func aNilViewTakesNoRoomAndNoSpacingInAStack() {
    let missing: Color? = nil
    let laid = LaidOut(width: 100, height: 50) {
      HStack {
        Color.red.frame(width: 20, height: 10)
        missing
        Card(color: nil)
        Color.blue.frame(width: 20, height: 10)
      }
    }
    // 20 + 8 + 20 = 48 wide, centred from 26: one spacing, as if the nil views were not there.
    expectFrame(laid.frame(of: .red), CGRect(x: 26, y: 20, width: 20, height: 10))
    expectFrame(laid.frame(of: .blue), CGRect(x: 54, y: 20, width: 20, height: 10))
  }

  @Test func aPresentViewInAStackIsOneChild() {
    let present: Color? = .green
    let laid = LaidOut(width: 100, height: 50) {
      HStack {
        Color.red.frame(width: 20, height: 10)
        present.frame(width: 20, height: 10)
        Color.blue.frame(width: 20, height: 10)
      }
    }
    // 3 × 20 + 2 × 8 = 76 wide, from 12.
    expectFrame(laid.frame(of: .red), CGRect(x: 12, y: 20, width: 20, height: 10))
    expectFrame(laid.frame(of: .green), CGRect(x: 40, y: 20, width: 20, height: 10))
    expectFrame(laid.frame(of: .blue), CGRect(x: 68, y: 20, width: 20, height: 10))
  }
}
