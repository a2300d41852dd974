import ShapeRender
import Testing

/// Preview settings are Xcode's canvas's: a picture is drawn at its artwork's size.
@MainActor @Suite struct PreviewModifierTests {
  struct RowPreviews: PreviewProvider {
    static var previews: some View {
      Text("Standup")
        .previewLayout(.fixed(width: 400, height: 60))
        .previewDisplayName("Row")
        .previewDevice(PreviewDevice(rawValue: "iPhone 15 Pro"))
        .previewDevice("iPad Air (5th generation)")
        .previewInterfaceOrientation(.landscapeLeft)
    }
  }

  @Test func previewModifiersLeaveTheViewUnchanged() {
    let plain = renderSVG(width: 400, height: 60) { Text("Standup") }
    #expect(renderSVG(width: 400, height: 60) { RowPreviews.previews } == plain)
    #expect(
      renderSVG(width: 400, height: 60) {
        Text("Standup").previewLayout(.sizeThatFits).previewLayout(.device)
          .previewDisplayName(nil).previewDevice(nil)
      } == plain)
  }

  @Test func devicesAndOrientationsAreNamed() {
    let device: PreviewDevice = "iPhone 15 Pro"
    #expect(device == PreviewDevice(rawValue: "iPhone 15 Pro"))
    #expect(device.rawValue == "iPhone 15 Pro")
    #expect(
      InterfaceOrientation.allCases == [
        .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight,
      ])
    #expect(Set(InterfaceOrientation.allCases.map(\.id)).count == 4)
    #expect(PreviewLayout.fixed(width: 400, height: 60) != .sizeThatFits)
  }
}
