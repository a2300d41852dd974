import Foundation
import Testing

@testable import ShapeRender

/// Picker: the option tagged with the selection, as each style draws it.
@MainActor @Suite struct PickerTests {
  enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla, strawberry
    var id: Self { self }
  }

  static let blue = Color(hex: 0x007AFF)

  @Test func theMenuShowsTheTaggedSelectionAndAChevronInTheAccent() throws {
    let laid = LaidOut(width: 300, height: 44) {
      Picker("Flavor", selection: .constant(2)) {
        Text("Chocolate").tag(1)
        Text("Vanilla").tag(2)
      }
    }
    // Outside a list, the button alone: no label, as on iOS.
    #expect(laid.texts.map(\.string) == ["Vanilla"])
    #expect(laid.texts.first?.fill?.drawn == Self.blue)
    let chevron = try #require(laid.strokes.first)
    #expect(chevron.color.drawn == Self.blue)
    #expect(chevron.rect.width == 7 && chevron.rect.height == 11)
    let text = try #require(laid.textFrames.first, "needs installed fonts")
    #expect(abs(chevron.rect.minX - 1 - text.maxX - 5) < 1e-9)
  }

  @Test func optionsAreMatchedByTagOrByTheirForEachIdentifier() {
    func shown(_ picker: some View) -> [String] {
      LaidOut(width: 300, height: 44) { picker }.texts.map(\.string)
    }
    #expect(
      shown(
        Picker("Flavor", selection: .constant(Flavor.vanilla)) {
          ForEach(Flavor.allCases) { Text($0.rawValue) }
        }) == ["vanilla"])
    #expect(
      shown(
        Picker("Flavor", selection: .constant("b")) {
          ForEach(["a", "b", "c"], id: \.self) { Text($0.uppercased()) }
        }) == ["B"])
    #expect(
      shown(
        Picker("Row", selection: .constant(2)) {
          ForEach(0..<4) { Text("Row \($0)") }
        }) == ["Row 2"])
    // A tag of its own wins over the identifier.
    #expect(
      shown(
        Picker("Flavor", selection: .constant("x")) {
          ForEach(["a", "b"], id: \.self) { Text($0).tag("x") }
        }) == ["a"])
    // No tag matches: the chevron alone. A tag of another type does not match.
    #expect(shown(Picker("N", selection: .constant(9)) { Text("One").tag(1) }).isEmpty)
    #expect(shown(Picker("N", selection: .constant(1)) { Text("One").tag("1") }).isEmpty)
    #expect(shown(Picker("N", selection: .constant(1)) {}).isEmpty)
  }

  @Test func inAListRowTheLabelLeadsAndTheSelectionTrails() throws {
    let laid = LaidOut(width: 390, height: 200) {
      List {
        Picker(selection: .constant(1), label: Text("Flavor")) {
          Text("Chocolate").tag(1)
        }
      }
    }
    #expect(laid.texts.map(\.string) == ["Flavor", "Chocolate"])
    #expect(laid.texts[0].anchor.x == 40 && laid.texts[0].fill?.drawn == .black)
    // The chevron ends at the row's trailing inset: 390 - 20 - 20, less its 1-point margin.
    let chevron = try #require(laid.strokes.first)
    #expect(chevron.rect.maxX == 349)
    let navigation = LaidOut(width: 390, height: 200) {
      List {
        Picker("Flavor", selection: .constant(1)) { Text("Chocolate").tag(1) }
          .pickerStyle(.navigationLink)
      }
    }
    #expect(navigation.texts.last?.fill?.drawn == Color(hex: 0x3C3C43, opacity: 0.6))
    #expect(navigation.strokes.first?.color.drawn == Color(hex: 0xC4C4C6))
  }

  @Test func theSegmentedControlRaisesTheSelectedSegment() {
    let laid = LaidOut(width: 300, height: 32) {
      Picker("Size", selection: .constant("M")) {
        Text("S").tag("S")
        Text("M").tag("M")
        Text("L").tag("L")
      }
      .pickerStyle(.segmented)
    }
    #expect(laid.fills.count == 2)
    #expect(laid.fills[0].rect == CGRect(x: 0, y: 0, width: 300, height: 32))
    #expect(laid.fills[0].color.drawn == Color(hex: 0x767680, opacity: 0.12))
    #expect(laid.fills[1].rect == CGRect(x: 102, y: 2, width: 96, height: 28))
    #expect(laid.fills[1].color.drawn == .white)
    #expect(laid.texts.map(\.string) == ["S", "M", "L"])
    // Each centred in its segment.
    for (frame, centre) in zip(laid.textFrames, [50.0, 150, 250]) {
      #expect(abs(frame.midX - centre) < 1e-6)
    }
    #expect(laid.texts.map(\.fill?.drawn) == [.black, .black, .black])
    // Unselected neighbours are split by a line; a selected one is not.
    let first = LaidOut(width: 300, height: 32) {
      Picker("Size", selection: .constant("S")) {
        Text("S").tag("S")
        Text("M").tag("M")
        Text("L").tag("L")
      }
      .pickerStyle(.segmented)
    }
    #expect(first.fills.count == 3)
    #expect(first.fills[2].rect == CGRect(x: 199.5, y: 10, width: 1, height: 12))
  }

  @Test func theWheelCentresTheSelectionInItsBand() {
    let laid = LaidOut(width: 200, height: 216) {
      Picker("Flavor", selection: .constant(Flavor.vanilla)) {
        ForEach(Flavor.allCases) { Text($0.rawValue) }
      }
      .pickerStyle(.wheel)
    }
    #expect(laid.fills.map(\.rect) == [CGRect(x: 8, y: 91, width: 184, height: 34)])
    #expect(laid.texts.map(\.string) == ["chocolate", "vanilla", "strawberry"])
    let gray = Color(hex: 0x3C3C43, opacity: 0.6)
    #expect(laid.texts.map(\.fill?.drawn) == [gray, .black, gray])
    #expect(laid.texts.map(\.size) == [21, 21, 21])
    // Inline outside a list is the wheel, as on iOS.
    let inline = LaidOut(width: 200, height: 216) {
      Picker("Flavor", selection: .constant(Flavor.vanilla)) {
        ForEach(Flavor.allCases) { Text($0.rawValue) }
      }
      .pickerStyle(.inline)
    }
    #expect(inline.fills.map(\.rect) == laid.fills.map(\.rect))
  }

  @Test func inlineInAListItsOptionsAreRowsWithACheckmark() throws {
    let laid = LaidOut(width: 390, height: 300) {
      List {
        Picker("Flavor", selection: .constant(Flavor.vanilla)) {
          ForEach(Flavor.allCases) { Text($0.rawValue) }
        }
        .pickerStyle(.inline)
      }
    }
    #expect(laid.texts.map(\.string) == ["chocolate", "vanilla", "strawberry"])
    // Three rows of 44 from 35 down, the checkmark in the accent on the second.
    #expect(laid.frames(of: .white) == [CGRect(x: 20, y: 35, width: 350, height: 132)])
    let check = try #require(laid.strokes.first)
    #expect(laid.strokes.count == 1 && check.color.drawn == Self.blue)
    #expect(abs(check.rect.midY - (35 + 44 + 22)) < 0.5)
  }
}
