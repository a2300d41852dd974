import Foundation
import ShapeRender
import Testing

/// Accessibility modifiers: accepted with SwiftUI's signatures, drawing nothing.
@MainActor @Suite struct AccessibilityTests {
  @Test func traitsAreASet() {
    var traits: AccessibilityTraits = [.isHeader, .isButton]
    #expect(traits.contains(.isHeader) && traits.contains(.isButton))
    #expect(!traits.contains(.isSelected))
    #expect(traits.insert(.isHeader).inserted == false)
    #expect(traits.insert(.isSelected).inserted)
    #expect(traits.remove(.isButton) == .isButton)
    #expect(traits.remove(.isLink) == nil)
    #expect(traits == [.isHeader, .isSelected])
    #expect(traits.union(.isToggle).contains(.isToggle))
    #expect(traits.intersection(.isHeader) == .isHeader)
    #expect(traits.symmetricDifference(.isHeader) == .isSelected)
    #expect(AccessibilityTraits().isEmpty)
    let all: [AccessibilityTraits] = [
      .isButton, .isHeader, .isSelected, .isLink, .isSearchField, .isImage, .playsSound,
      .isKeyboardKey, .isStaticText, .isSummaryElement, .updatesFrequently,
      .startsMediaSession, .allowsDirectInteraction, .causesPageTurn, .isModal, .isToggle,
    ]
    #expect(Set(all).count == 16)
    #expect(AccessibilityChildBehavior.combine != .ignore)
    #expect(
      AccessibilityActionKind(named: Text("Mute")) == AccessibilityActionKind(named: Text("Mute")))
    #expect(AccessibilityActionKind(named: Text("Mute")) != .default)
  }

  @Test func theModifiersDrawTheViewUnchanged() {
    let plain = renderSVG(width: 200, height: 100) {
      VStack {
        Text("Attendees")
        Slider(value: .constant(0.5))
        Button("Add") {}
      }
    }
    nonisolated(unsafe) var performed = false
    let described = renderSVG(width: 200, height: 100) {
      VStack {
        Text("Attendees")
          .accessibilityAddTraits(.isHeader)
          .accessibilityRemoveTraits([.isStaticText, .isImage])
          .accessibilityHeading(.h2)
          .accessibilitySortPriority(1)
        Slider(value: .constant(0.5))
          .accessibilityValue("15 minutes")
          .accessibilityValue(Text("15 minutes"))
          .accessibilityValue(String("15"))
          .accessibilityAdjustableAction { _ in performed = true }
          .accessibilityInputLabels(["Length", "Duration"])
          .accessibilityInputLabels([Text("Length")])
        Button("Add") {}
          .accessibilityAction { performed = true }
          .accessibilityAction(.magicTap) { performed = true }
          .accessibilityAction(named: "Add twice") { performed = true }
          .accessibilityAction(named: Text("Add thrice")) { performed = true }
          .accessibilityAction {
            performed = true
          } label: {
            Text("Add later")
          }
          .accessibilityShowsLargeContentViewer()
          .accessibilityShowsLargeContentViewer { Text("Add") }
          .accessibilityRespondsToUserInteraction()
          .accessibilityHint(Text("Adds an attendee"))
      }
      .accessibilityElement(children: .combine)
      .accessibilityElement()
    }
    #expect(described == plain)
    #expect(!performed)
  }
}
