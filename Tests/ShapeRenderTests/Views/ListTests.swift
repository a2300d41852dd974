import Foundation
import Testing

@testable import ShapeRender

/// List and Form: iOS's sections, rows and separators at exact places.
@MainActor @Suite struct ListTests {
  static let grouped = Color(hex: 0xF2F2F7)
  static let separator = Color(hex: 0xC6C6C8)

  @Test func insetGroupedRowsSitInAWhiteRoundedSectionOnGray() {
    let laid = LaidOut(width: 390, height: 400) {
      List {
        Text("Apple")
        Text("Banana")
        Text("Cherry")
      }
    }
    #expect(laid.fills[0].rect == CGRect(x: 0, y: 0, width: 390, height: 400))
    #expect(laid.fills[0].color.drawn == Self.grouped)
    // One section 35 below the top, 20 in from the sides, three rows of 44.
    #expect(laid.frames(of: .white) == [CGRect(x: 20, y: 35, width: 350, height: 132)])
    // Hairlines under all rows but the last, from the content's leading edge.
    #expect(
      laid.frames(of: Self.separator) == [
        CGRect(x: 40, y: 78.5, width: 330, height: 0.5),
        CGRect(x: 40, y: 122.5, width: 330, height: 0.5),
      ])
    #expect(laid.texts.map(\.string) == ["Apple", "Banana", "Cherry"])
    #expect(laid.texts.allSatisfy { $0.anchor.x == 40 })
    #expect(laid.clips.isEmpty)
  }

  @Test func sectionsHaveCapitalisedHeadersAndFootersInGray() throws {
    let laid = LaidOut(width: 390, height: 400) {
      List {
        Section(header: Text("Fruit"), footer: Text("Fresh daily.")) {
          Text("Apple")
        }
        Section {
          Text("Bread")
        }
      }
    }
    #expect(laid.texts.map(\.string) == ["FRUIT", "Apple", "Fresh daily.", "Bread"])
    let gray = Color(hex: 0x3C3C43, opacity: 0.6)
    #expect(laid.texts[0].fill?.drawn == gray && laid.texts[2].fill?.drawn == gray)
    #expect(laid.texts[0].size == 13 && laid.texts[0].anchor.x == 40)
    let cards = laid.frames(of: .white)
    try #require(cards.count == 2)
    // The header 17 below the top and 6 above its section; the footer 6 below it; the
    // next section 35 below the footer; their heights rounded up to whole points.
    let header = try #require(laid.textFrames.first, "needs installed fonts")
    #expect(header.minY == 17 && cards[0].minY == header.maxY.rounded(.up) + 6)
    #expect(cards[0].height == 44)
    let footer = laid.textFrames[2]
    #expect(footer.minY == cards[0].maxY + 6)
    #expect(cards[1].minY == footer.maxY.rounded(.up) + 35)
  }

  @Test func aFormIsDrawnAsAListOfTheSameRows() {
    let form = Artwork(width: 390, height: 300) {
      Form {
        Section("Game") { Toggle("Sound", isOn: .constant(true)) }
      }
    }
    let list = Artwork(width: 390, height: 300) {
      List {
        Section("Game") { Toggle("Sound", isOn: .constant(true)) }
      }
    }
    let renderer = SVGRenderer()
    #expect(renderer.render(form) == renderer.render(list))
    // The switch at the trailing inset, the row 44 tall around its 31.
    let laid = LaidOut(width: 390, height: 300) {
      Form { Toggle("Sound", isOn: .constant(true)) }
    }
    #expect(laid.frame(of: Color(hex: 0x34C759)) == CGRect(x: 299, y: 41.5, width: 51, height: 31))
  }

  @Test func plainRowsSpanTheWidthWithASeparatorUnderEach() {
    let laid = LaidOut(width: 390, height: 200) {
      List {
        Text("A")
        Text("B")
      }
      .listStyle(.plain)
    }
    #expect(laid.fills[0].color.drawn == .white)
    #expect(laid.frames(of: .white).count == 1)
    #expect(
      laid.frames(of: Self.separator) == [
        CGRect(x: 20, y: 43.5, width: 370, height: 0.5),
        CGRect(x: 20, y: 87.5, width: 370, height: 0.5),
      ])
    #expect(laid.texts.allSatisfy { $0.anchor.x == 20 })
  }

  @Test func groupedSectionsSpanTheWidth() {
    for style in [AnyListStyle.grouped, .insetGrouped, .inset, .sidebar] {
      let laid = LaidOut(width: 390, height: 200) {
        List { Text("A") }.listStyle(style)
      }
      let card = laid.frames(of: .white).last
      switch style {
      case .grouped: #expect(card == CGRect(x: 0, y: 35, width: 390, height: 44))
      case .inset:
        // White on white: the rows 20 in from the sides, a line under the last.
        #expect(card == CGRect(x: 0, y: 0, width: 390, height: 200))
        #expect(laid.frame(of: Self.separator) == CGRect(x: 40, y: 43.5, width: 330, height: 0.5))
      default: #expect(card == CGRect(x: 20, y: 35, width: 350, height: 44))
      }
    }
  }

  @Test func rowModifiersSetBackgroundSeparatorsAndInsets() {
    let laid = LaidOut(width: 390, height: 300) {
      List {
        Text("A").listRowSeparator(.hidden)
        Text("B").listRowBackground(Color.yellow)
        Text("C").listRowInsets(EdgeInsets(top: 20, leading: 0, bottom: 20, trailing: 0))
        Text("D").listRowSeparator(.hidden, edges: .top)
      }
    }
    // A's line is hidden; B's is drawn; C's (over D) is hidden by D's top edge.
    #expect(laid.frames(of: Self.separator) == [CGRect(x: 40, y: 122.5, width: 330, height: 0.5)])
    #expect(laid.frame(of: .yellow) == CGRect(x: 20, y: 79, width: 350, height: 44))
    #expect(laid.clips.count == 1)
    // C: no leading inset, and 20 above and below its line of text.
    #expect(laid.texts[2].anchor.x == 20)
    let white = laid.frames(of: .white)
    #expect(white.count == 1 && white[0].height > 44 * 3 + 40)
  }

  @Test func rowModifiersOnAForEachApplyToEachOfItsRows() {
    let laid = LaidOut(width: 390, height: 300) {
      List {
        ForEach(["A", "B", "C"], id: \.self) { Text($0) }
          .listRowInsets(EdgeInsets(top: 20, leading: 0, bottom: 20, trailing: 0))
          .listRowBackground(Color.yellow)
      }
    }
    // Three rows, one under the other: each text 20 below its row's top, at the section's
    // edge, on its own yellow background.
    #expect(laid.texts.map(\.string) == ["A", "B", "C"])
    #expect(laid.texts.allSatisfy { $0.anchor.x == 20 })
    let rows = laid.frames(of: .yellow)
    #expect(rows.count == 3)
    #expect(rows.map(\.minX) == [20, 20, 20])
    #expect(rows[1].minY == rows[0].maxY && rows[2].minY == rows[1].maxY)
    #expect(rows.allSatisfy { $0.height > 40 })
    #expect(laid.frames(of: Self.separator).count == 2)
  }

  @Test func rowsBeyondTheBottomAreClippedAndNotLaidOut() {
    let laid = LaidOut(width: 390, height: 200) {
      List(0..<1000) { Text("Row \($0)") }
    }
    #expect(laid.clips == [CGRect(x: 0, y: 0, width: 390, height: 200)])
    // Rows start at 35, 79, 123 and 167; the next would start below the list.
    #expect(laid.texts.map(\.string) == ["Row 0", "Row 1", "Row 2", "Row 3"])
  }

  @Test func dataInitializersMakeARowPerElement() {
    struct Fruit: Identifiable {
      let name: String
      var id: String { name }
    }
    let fruits = [Fruit(name: "Apple"), Fruit(name: "Pear")]
    let byID = LaidOut(width: 390, height: 300) { List(fruits) { Text($0.name) } }
    let byKey = LaidOut(width: 390, height: 300) { List(fruits, id: \.name) { Text($0.name) } }
    let selecting = LaidOut(width: 390, height: 300) {
      List(selection: .constant(Set<String>())) {
        Text("Apple")
        Text("Pear")
      }
    }
    for laid in [byID, byKey, selecting] {
      #expect(laid.texts.map(\.string) == ["Apple", "Pear"])
      #expect(laid.frames(of: Self.separator).count == 1)
    }
  }

  @Test func anEmptyListIsItsBackground() {
    let laid = LaidOut(width: 390, height: 300) { List {} }
    #expect(laid.fills.map(\.rect) == [CGRect(x: 0, y: 0, width: 390, height: 300)])
  }
}

/// The list styles, for a loop over them.
enum AnyListStyle: ListStyle {
  case grouped, insetGrouped, inset, sidebar
  var kind: ListStyleKind {
    switch self {
    case .grouped: .grouped
    case .insetGrouped: .insetGrouped
    case .inset: .inset
    case .sidebar: .sidebar
    }
  }
}
