import PixelKit
import ShapeRender
import Shapes
import Testing

/// `safeAreaInset`: the inset along an edge, the view laid out in the room beside it.
@MainActor @Suite struct SafeAreaInsetTests {
  @Test func aBottomInsetTakesItsHeightFromTheViewsRoom() throws {
    // A 100 × 100 canvas: the 20-high bar at 80…100, the view's black fill at 0…80 less
    // a spacing of 5.
    let image = try renderPixels {
      Color.black
        .safeAreaInset(edge: .bottom, spacing: 5) {
          Color.red.frame(height: 20)
        }
    }
    #expect(image.boundingBox() == PixelRect(x: 0, y: 0, width: 100, height: 100))
    #expect(image[x: 50, y: 74] == RGBA(red: 0, green: 0, blue: 0, alpha: 255))
    #expect(image[x: 50, y: 77].isTransparent)
    #expect(image[x: 50, y: 81] == RGBA(red: 255, green: 59, blue: 48, alpha: 255))
    #expect(image.coverage() == 100 * 95)
  }

  @Test func aTopInsetIsAlignedAcrossAndTheViewIsBelowIt() throws {
    let image = try renderPixels {
      Color.black
        .safeAreaInset(edge: .top, alignment: .leading) {
          Color.red.frame(width: 30, height: 10)
        }
    }
    #expect(image[x: 15, y: 5] == RGBA(red: 255, green: 59, blue: 48, alpha: 255))
    #expect(image[x: 60, y: 5].isTransparent)
    #expect(image[x: 60, y: 12] == RGBA(red: 0, green: 0, blue: 0, alpha: 255))
  }

  @Test func aTrailingInsetNarrowsTheView() throws {
    let image = try renderPixels {
      Color.black.safeAreaInset(edge: .trailing) { Color.red.frame(width: 25) }
    }
    #expect(image[x: 74, y: 50] == RGBA(red: 0, green: 0, blue: 0, alpha: 255))
    #expect(image[x: 76, y: 50] == RGBA(red: 255, green: 59, blue: 48, alpha: 255))
  }

  @Test func safeAreaPaddingPadsAsPaddingDoes() {
    let padded = renderBody { Color.black.safeAreaPadding(10) }
    let plain = renderBody { Color.black.padding(10) }
    #expect(padded == plain)
  }
}
