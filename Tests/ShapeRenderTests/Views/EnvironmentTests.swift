import Foundation
import ShapeRender
import Testing

/// `@Environment` and `environment(_:_:)`: values set around a view, read in its body.
@MainActor @Suite struct EnvironmentTests {
  struct CardColorKey: EnvironmentKey {
    static let defaultValue = Color.orange
  }

  /// A view that reads the color scheme, the font and a value of its own key.
  struct Card: View {
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.font) private var font
    @Environment(\.cardColor) private var cardColor

    var body: some View {
      HStack(spacing: 0) {
        (colorScheme == .dark ? Color.black : Color.white).frame(width: 10, height: 10)
        cardColor.frame(width: 10, height: 10)
        (font == .title ? Color.green : Color.red).frame(width: 10, height: 10)
      }
    }
  }

  @Test func theDefaultsAreTheLightAppearanceNoFontAndTheKeysDefault() {
    let laid = LaidOut { Card() }
    #expect(laid.fills.map(\.color) == [.white, .orange, .red])
  }

  @Test func valuesSetAroundAViewAreReadInItsBody() {
    let laid = LaidOut {
      VStack {
        Card()
      }
      .environment(\.colorScheme, .dark)
      .environment(\.cardColor, .blue)
      .font(.title)
    }
    // Drawn in the dark appearance: the card's blue and the green are their dark values.
    #expect(
      laid.fills.map(\.color.hexString) == ["#000000", "#0a84ff", "#30d158"])
    // The innermost setting wins.
    let inner = LaidOut {
      Card().environment(\.cardColor, .purple).environment(\.cardColor, .blue)
    }
    #expect(inner.fills.map(\.color) == [.white, .purple, .red])
  }

  @Test func textSettingsSetThroughTheEnvironmentApplyToText() {
    let upper = LaidOut { Text("Memorize").environment(\.textCase, .uppercase) }
    #expect(upper.texts.map(\.string) == ["MEMORIZE"])
    let titled = LaidOut { Text("Memorize").environment(\.font, .title) }
    #expect(titled.texts.first?.size == Font.title.size)
    // Setting then reading through the values gives what was set.
    var values = EnvironmentValues()
    values.lineLimit = 2
    values.multilineTextAlignment = .center
    values.truncationMode = .head
    values.minimumScaleFactor = 0.5
    values.imageScale = .large
    values.isEnabled = false
    #expect(values.lineLimit == 2 && values.multilineTextAlignment == .center)
    #expect(values.truncationMode == .head && values.minimumScaleFactor == 0.5)
    #expect(values.imageScale == .large && !values.isEnabled && values.colorScheme == .light)
    values.dismiss()
  }

  @Test func outsideRenderingTheDefaultsAreRead() {
    @Environment(\.colorScheme) var scheme
    @Environment(\.cardColor) var color
    #expect(scheme == .light && color == .orange)
  }
}

extension EnvironmentValues {
  var cardColor: Color {
    get { self[EnvironmentTests.CardColorKey.self] }
    set { self[EnvironmentTests.CardColorKey.self] = newValue }
  }
}
