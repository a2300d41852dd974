import Foundation
import Testing

@testable import ShapeRender

/// Slider: iOS's track and knob at the value the binding holds.
@MainActor @Suite struct SliderTests {
  @Test func theFillEndsAtTheKnobsCentreAtTheValuesPlace() throws {
    let laid = LaidOut(width: 228, height: 34) { Slider(value: .constant(0.25)) }
    #expect(laid.fills.count == 3)
    // The track across the width, 4 tall, centred; the accent up to the knob's centre,
    // which travels from 14 to 214.
    #expect(laid.fills[0].rect == CGRect(x: 0, y: 15, width: 228, height: 4))
    #expect(laid.fills[0].color.drawn == Color(hex: 0x787880, opacity: 0.2))
    #expect(laid.fills[1].rect == CGRect(x: 0, y: 15, width: 64, height: 4))
    #expect(laid.fills[1].color.drawn == Color(hex: 0x007AFF))
    #expect(laid.fills[2].rect == CGRect(x: 50, y: 3, width: 28, height: 28))
    #expect(laid.fills[2].color == .white)
  }

  @Test func theValueIsPlacedInItsRangeAndClamped() {
    func knobCentre<V: BinaryFloatingPoint>(_ value: V, in range: ClosedRange<V>) -> CGFloat?
    where V.Stride: BinaryFloatingPoint {
      LaidOut(width: 228, height: 34) { Slider(value: .constant(value), in: range) }
        .frame(of: .white).map(\.midX)
    }
    #expect(knobCentre(5.0, in: 0...10) == 114)
    #expect(knobCentre(Float(-3), in: -4...(-2)) == 114)
    #expect(knobCentre(20.0, in: 0...10) == 214)
    #expect(knobCentre(-1.0, in: 0...10) == 14)
    // NaN, an empty range and infinite bounds: the lower bound.
    #expect(knobCentre(Double.nan, in: 0...10) == 14)
    #expect(knobCentre(5.0, in: 5...5) == 14)
    #expect(knobCentre(5.0, in: 0...Double.infinity) == 14)
    // At the lower bound there is no fill.
    let low = LaidOut(width: 228, height: 34) { Slider(value: .constant(0.0)) }
    #expect(low.fills[1].rect.width == 14)
  }

  @Test func itTakesTheTintAndItsValueLabels() throws {
    let tinted = LaidOut(width: 228, height: 34) { Slider(value: .constant(0.5)).tint(.orange) }
    #expect(tinted.fills[1].color == .orange)
    let labelled = LaidOut(width: 300, height: 34) {
      Slider(value: .constant(0.5), in: 0...1, step: 0.1) {
        Text("Volume")
      } minimumValueLabel: {
        Text("0")
      } maximumValueLabel: {
        Text("10")
      }
    }
    // The label names the slider and is not drawn; the value labels flank the track.
    #expect(labelled.texts.map(\.string) == ["0", "10"])
    let track = try #require(labelled.fills.first)
    #expect(track.rect.minX > 8 && track.rect.maxX < 292)
    #expect(labelled.texts[0].anchor.x == 0)
  }

  @Test func swiftUIsInitializersCompile() {
    var value = 0.5
    let binding = Binding(get: { value }, set: { value = $0 })
    let sliders: [AnyView] = [
      AnyView(Slider(value: binding)),
      AnyView(Slider(value: binding, in: 0...1)),
      AnyView(Slider(value: binding, in: 0...1, step: 0.25)),
      AnyView(Slider(value: binding, in: 0...1, onEditingChanged: { _ in })),
      AnyView(Slider(value: binding) { Text("Volume") }),
      AnyView(Slider(value: binding, in: 0...1, step: 0.5) { Text("Volume") }),
      AnyView(Slider(value: .constant(Float(0.5)), in: 0...1)),
    ]
    for slider in sliders {
      let laid = LaidOut(width: 228, height: 34) { slider }
      #expect(laid.fills.count == 3 && laid.texts.isEmpty)
    }
  }
}
