import Foundation
import Testing

@testable import ShapeRender

/// ColorPicker: the label, then iOS's well of hues around the selection.
@MainActor @Suite struct ColorPickerTests {
  @Test func theWellIsARingOfHuesAroundTheSelection() throws {
    let laid = LaidOut(width: 200, height: 44) {
      ColorPicker("Tint", selection: .constant(.orange))
    }
    #expect(laid.texts.map(\.string) == ["Tint"] && laid.texts[0].anchor.x == 0)
    // A 28-point well at the trailing edge, centred down the row: the white gap inside the
    // 3-point ring, and the selection inside the 2-point gap.
    expectFrame(laid.frame(of: .white), CGRect(x: 175, y: 11, width: 22, height: 22))
    expectFrame(laid.frame(of: .orange), CGRect(x: 177, y: 13, width: 18, height: 18))
    let svg = SVGRenderer().render(
      Artwork(width: 200, height: 44) { ColorPicker("Tint", selection: .constant(.orange)) })
    // The ring is a conic gradient, which SVG paints with a pattern (see AngularGradient).
    #expect(svg.contains(##"fill="none" stroke="url(#pattern1)" stroke-width="3""##))
  }

  @Test func hiddenLabelsLeaveTheWellAlone() throws {
    let laid = LaidOut(width: 28, height: 28) {
      ColorPicker(selection: .constant(Color.green), supportsOpacity: false) { Text("Tint") }
        .labelsHidden()
    }
    #expect(laid.texts.isEmpty)
    expectFrame(laid.frame(of: .green), CGRect(x: 5, y: 5, width: 18, height: 18))
  }

  @Test func theRingsPixelsAreRedAtTheTopAndTheMiddleIsTheSelection() throws {
    let renderer = ImageRenderer(
      content: ColorPicker("", selection: .constant(Color.blue)).labelsHidden())
    renderer.scale = 4
    let image = try renderer.render()
    #expect(image.width == 112 && image.height == 112)
    let top = image.pixel(x: 56, y: 6)
    #expect(top.red > 200 && top.green < 80 && top.blue < 80)
    let middle = image.pixel(x: 56, y: 56)
    #expect([middle.red, middle.green, middle.blue] == [0, 122, 255])
    let gap = image.pixel(x: 56, y: 16)
    #expect([gap.red, gap.green, gap.blue] == [255, 255, 255])
  }
}
