import Foundation
import Testing

@testable import ShapeRender

/// Stepper: the label, then iOS's minus and plus, each dimmed at its end of the range.
@MainActor @Suite struct StepperTests {
  static let dimmed = Color(hex: 0x3C3C43, opacity: 0.3)

  @Test func itIsTheLabelThenTheControlAtTheTrailingEdge() {
    let laid = LaidOut(width: 200, height: 40) {
      Stepper("Pairs", value: .constant(5), in: 2...12)
    }
    #expect(laid.texts.map(\.string) == ["Pairs"])
    #expect(laid.texts.first?.anchor.x == 0)
    #expect(laid.fills.count == 4)
    // The 94 × 32 rounded box, the 18-point divider, the minus and the plus.
    #expect(laid.fills[0].rect == CGRect(x: 106, y: 4, width: 94, height: 32))
    #expect(laid.fills[0].color.drawn == Color(hex: 0x767680, opacity: 0.12))
    #expect(laid.fills[1].rect == CGRect(x: 152.5, y: 11, width: 1, height: 18))
    #expect(laid.fills[2].rect == CGRect(x: 122.5, y: 19, width: 14, height: 2))
    #expect(laid.fills[3].rect == CGRect(x: 169.5, y: 13, width: 14, height: 14))
    #expect(laid.fills[2].color.drawn == .black && laid.fills[3].color.drawn == .black)
  }

  @Test func theEndOfTheRangeDimsItsHalf() {
    func colors(_ stepper: some View) -> [Color] {
      let laid = LaidOut(width: 200, height: 40) { stepper }
      return [laid.fills[2].color.drawn, laid.fills[3].color.drawn]
    }
    #expect(colors(Stepper("P", value: .constant(2), in: 2...12)) == [Self.dimmed, .black])
    #expect(colors(Stepper("P", value: .constant(12), in: 2...12)) == [.black, Self.dimmed])
    #expect(colors(Stepper("P", value: .constant(40), in: 2...12)) == [.black, Self.dimmed])
    #expect(colors(Stepper("P", value: .constant(3), in: 3...3)) == [Self.dimmed, Self.dimmed])
    // Without a range, neither; NaN compares with no bound.
    #expect(colors(Stepper("P", value: .constant(0), step: 2)) == [.black, .black])
    #expect(
      colors(Stepper("P", value: .constant(Double.nan), in: 0...1, step: 0.1)) == [.black, .black])
    // A missing action dims its half.
    #expect(colors(Stepper("P", onIncrement: nil, onDecrement: {})) == [.black, Self.dimmed])
    #expect(
      colors(Stepper(onIncrement: {}, onDecrement: nil) { Text("P") }) == [Self.dimmed, .black])
  }

  @Test func aLabelOfYourOwn() {
    let laid = LaidOut(width: 200, height: 40) {
      Stepper(value: .constant(1), in: 0...3) {
        Text("Pairs").foregroundColor(.red)
      }
    }
    #expect(laid.texts.map(\.string) == ["Pairs"] && laid.texts.first?.fill == .red)
    #expect(laid.fills.contains { $0.rect == CGRect(x: 106, y: 4, width: 94, height: 32) })
  }

  @Test func aLongLabelTakesAllTheRoomTheControlLeaves() {
    // 390 less the control and 8 points: the title fits on one line, as on iOS, where
    // half of the room beside a spacer would wrap it.
    let stepper = LaidOut(width: 390, height: 60) {
      Stepper("Number of pairs in the game", value: .constant(3), in: 0...5)
    }
    #expect(stepper.texts.map(\.string) == ["Number of pairs in the game"])
    let toggle = LaidOut(width: 390, height: 60) {
      Toggle("Show the matches of the game", isOn: .constant(true))
    }
    #expect(toggle.texts.map(\.string) == ["Show the matches of the game"])
  }
}
