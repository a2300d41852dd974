import Foundation
import ShapeRender
import Testing

/// `Toggle(sources:isOn:)`: one switch for several Booleans, on when all of them are.
@MainActor @Suite struct ToggleSourcesTests {
  struct Alarm {
    var isEnabled: Bool
  }

  final class Store: @unchecked Sendable {
    var alarms: [Alarm]
    init(_ states: [Bool]) { alarms = states.map(Alarm.init(isEnabled:)) }
    var bindings: [Binding<Alarm>] {
      alarms.indices.map { index in
        Binding(get: { self.alarms[index] }, set: { self.alarms[index] = $0 })
      }
    }
  }

  /// The SVG of `toggle`, padded, on a canvas of its own.
  func svg(_ toggle: some View) -> String {
    SVGRenderer().render(Artwork(width: 300, height: 60) { toggle.padding() })
  }

  @Test func theSwitchIsOnWhenEverySourceIsOn() {
    let on = svg(Toggle("All", isOn: .constant(true)))
    let off = svg(Toggle("All", isOn: .constant(false)))
    #expect(on != off)
    #expect(svg(Toggle("All", sources: Store([true, true]).bindings, isOn: \.isEnabled)) == on)
    // Sources that differ are the mixed state, which a switch draws off; so are none.
    #expect(svg(Toggle("All", sources: Store([true, false]).bindings, isOn: \.isEnabled)) == off)
    #expect(svg(Toggle("All", sources: Store([]).bindings, isOn: \.isEnabled)) == off)
    let labelled = svg(
      Toggle(sources: Store([true]).bindings, isOn: \.isEnabled) { Text("All") })
    #expect(labelled == on)
  }

  @Test func turningTheToggleSetsEverySource() {
    let store = Store([true, false, true])
    var binding: Binding<Bool>?
    struct Capture: ToggleStyle {
      let handed: (Binding<Bool>) -> Void
      func makeBody(configuration: Configuration) -> some View {
        handed(configuration.$isOn)
        return configuration.label
      }
    }
    _ = svg(
      Toggle("All", sources: store.bindings, isOn: \.isEnabled)
        .toggleStyle(Capture { binding = $0 }))
    #expect(binding?.wrappedValue == false)
    binding?.wrappedValue = true
    #expect(store.alarms.map(\.isEnabled) == [true, true, true])
    binding?.wrappedValue = false
    #expect(store.alarms.map(\.isEnabled) == [false, false, false])
  }
}
