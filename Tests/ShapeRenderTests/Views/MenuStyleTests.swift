import Foundation
import Testing

@testable import ShapeRender

/// menuStyle: the menu's label as a button's, borderless, or as a style of your own.
@MainActor @Suite struct MenuStyleTests {
  static let tinted = Color.blue.opacity(0.15)

  @Test func theButtonStylesFollowOrIgnoreTheButtonStyle() {
    func laid(_ menu: some View) -> LaidOut {
      LaidOut(width: 200, height: 40) { menu.buttonStyle(.bordered) }
    }
    let automatic = laid(Menu("Sort") { Button("By name") {} })
    let button = laid(Menu("Sort") { Button("By name") {} }.menuStyle(.button))
    let borderless = laid(Menu("Sort") { Button("By name") {} }.menuStyle(.borderlessButton))
    #expect(automatic.frame(of: Self.tinted) != nil && button.frame(of: Self.tinted) != nil)
    #expect(borderless.frame(of: Self.tinted) == nil)
    for menu in [automatic, button, borderless] {
      #expect(menu.texts.map(\.string) == ["Sort"] && menu.texts[0].fill == .blue)
    }
  }

  @Test func aStyleOfYourOwnDrawsTheMenuItMakes() {
    struct RedMenuStyle: MenuStyle {
      func makeBody(configuration: Configuration) -> some View {
        Menu(configuration).foregroundColor(.red).padding(10)
      }
    }
    let laid = LaidOut(width: 200, height: 60) {
      Menu {
        Button("By name") {}
      } label: {
        Text("Sort")
      }
      .menuStyle(RedMenuStyle())
    }
    #expect(laid.texts.map(\.string) == ["Sort"] && laid.texts[0].fill == .red)
  }
}
