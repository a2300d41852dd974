import ShapeRender
import Testing

/// Toolbar items of every kind compile as SwiftUI writes them; the navigation bar around
/// them draws them at its ends, and outside one they are not drawn.
@MainActor @Suite struct ToolbarTests {
  /// Toolbar content of one's own, made of items.
  struct EditorToolbar: ToolbarContent {
    let canSave: Bool

    var body: some ToolbarContent {
      ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
      if canSave {
        ToolbarItem(placement: .confirmationAction) { Button("Save") {} }
      } else {
        ToolbarItem(id: "status", placement: .status) { Text("Unsaved") }
      }
    }
  }

  @Test func theBarDrawsItemsAtItsEndsAndAPrincipalOneInTheMiddle() {
    let body = renderBody(width: 300, height: 200) {
      NavigationStack {
        Text("Agenda")
          .toolbar {
            ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
            ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
            ToolbarItem(placement: .bottomBar) { Button("Hidden") {} }
            ToolbarItem(placement: .principal) { Text("Middle") }
          }
      }
    }
    // The content centred below the 44-point bar; Cancel 16 points from the leading edge,
    // Done semibold ending 16 points from the trailing one, both in the accent; the
    // principal item centred; the bottom bar's item not drawn.
    let font = #"font-family="Liberation Sans, Helvetica, Arial, sans-serif" font-size="17""#
    #expect(
      body == [
        ##"<text x="120.694" y="127.894" \##(font)>Agenda</text>"##,
        ##"<text x="16" y="27.894" \##(font) fill="#007aff">Cancel</text>"##,
        ##"<text x="241.5" y="27.894" \##(font) font-weight="600" fill="#007aff">Done</text>"##,
        ##"<text x="124.961" y="27.894" \##(font)>Middle</text>"##,
      ])
  }

  @Test func aCustomizableToolbarDrawsItsItemsAsFirstPlaced() {
    let plain = renderSVG(width: 300, height: 200) {
      NavigationStack {
        Text("Notes").toolbar {
          ToolbarItem(placement: .primaryAction) { Button("Share") {} }
        }
      }
    }
    let customizable = renderSVG(width: 300, height: 200) {
      NavigationStack {
        Text("Notes").toolbar(id: "notes") {
          ToolbarItem(id: "share", placement: .primaryAction) { Button("Share") {} }
          ToolbarItem(id: "archive", placement: .primaryAction, showsByDefault: false) {
            Button("Archive") {}
          }
        }
      }
    }
    #expect(customizable == plain)
    #expect(plain.contains(">Share</text>"))
  }

  @Test func aLabelInTheBarShowsItsIconAlone() {
    let svg = renderSVG(width: 300, height: 200) {
      NavigationStack {
        Text("Agenda")
          .toolbar {
            ToolbarItem(placement: .primaryAction) {
              Button {
              } label: {
                Label("Add", systemImage: "plus")
              }
            }
          }
      }
    }
    #expect(!svg.contains(">Add</text>"))
    // The plus, in the accent, at the trailing end of the bar.
    #expect(svg.contains(##"fill="#007aff""##))
  }

  @Test func viewsOfAToolbarStandSideBySideBesideAnInlineTitle() {
    let body = renderBody(width: 300, height: 200) {
      NavigationStack {
        Text("Agenda").navigationTitle("Standup")
          .toolbar {
            Button("Add") {}
            Button("Edit") {}
          }
          .toolbarTitleDisplayMode(.inline)
      }
    }
    let font = #"font-family="Liberation Sans, Helvetica, Arial, sans-serif" font-size="17""#
    #expect(
      body == [
        ##"<text x="120.694" y="127.894" \##(font)>Agenda</text>"##,
        ##"<text x="116.004" y="27.894" \##(font) font-weight="600">Standup</text>"##,
        ##"<text x="204.458" y="27.894" \##(font) fill="#007aff">Add</text>"##,
        ##"<text x="254.707" y="27.894" \##(font) fill="#007aff">Edit</text>"##,
      ])
    // A large title keeps its row below the items.
    let large = renderSVG(width: 300, height: 200) {
      NavigationStack {
        Text("Agenda").navigationTitle("Standup").toolbar { Button("Edit") {} }
      }
    }
    #expect(large.contains(##"font-size="34" font-weight="700">Standup</text>"##))
    #expect(large.contains(##"<text x="254.707" y="27.894" \##(font) fill="#007aff">Edit</text>"##))
  }

  @Test func toolbarItemsOutsideAStackAreNotDrawn() {
    let plain = renderSVG { Text("Agenda").padding() }
    let editing = true
    #expect(
      renderSVG {
        Text("Agenda").padding()
          .toolbar {
            ToolbarItem(placement: .cancellationAction) { Button("Dismiss") {} }
            ToolbarItem { Button("Add") {} }
            if editing {
              ToolbarItemGroup(placement: .bottomBar) {
                Button("One") {}
                Button("Two") {}
              }
            }
            ToolbarItem(id: "share", placement: .primaryAction) { Button("Share") {} }
            ToolbarItem(id: "print", placement: .secondaryAction, showsByDefault: false) {
              Button("Print") {}
            }
          }
      } == plain)
    #expect(
      renderSVG { Text("Agenda").padding().toolbar { EditorToolbar(canSave: true) } } == plain)
    #expect(
      renderSVG { Text("Agenda").padding().toolbar { EditorToolbar(canSave: false) } } == plain)
  }

  @Test func aViewBuilderToolbarOutsideAStackIsNotDrawn() {
    let plain = renderSVG { Text("Agenda").padding() }
    let showsCount = true
    #expect(
      renderSVG {
        Text("Agenda").padding()
          .toolbar {
            Button("Add") {}
            if showsCount { Text("3 meetings") }
          }
      } == plain)
  }

  @Test func everyPlacementIsDistinct() {
    let placements: [ToolbarItemPlacement] = [
      .automatic, .principal, .navigation, .primaryAction, .secondaryAction, .status,
      .confirmationAction, .cancellationAction, .destructiveAction, .keyboard, .bottomBar,
      .navigationBarLeading, .navigationBarTrailing, .topBarLeading, .topBarTrailing,
    ]
    #expect(Set(placements).count == placements.count)
  }

  @Test func titleDisplayModeAndRoleDrawNothingOutsideAStack() {
    let plain = renderSVG { Text("Agenda").padding() }
    #expect(
      renderSVG {
        Text("Agenda").padding().toolbarTitleDisplayMode(.inlineLarge).toolbarRole(.editor)
      } == plain)
    #expect(
      Set([ToolbarTitleDisplayMode.automatic, .inline, .inlineLarge, .large]).count == 4)
    #expect(Set([ToolbarRole.automatic, .browser, .editor, .navigationStack]).count == 4)
  }
}
