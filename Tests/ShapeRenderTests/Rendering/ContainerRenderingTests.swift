import Foundation
import PixelKit
import ShapeRender
import Testing

/// GeometryReader, ScrollView, ForEach, Button and symbol placeholders rendered by
/// the built-in raster renderer.
@MainActor @Suite struct ContainerRenderingTests {
  @Test func geometryReaderSizesItsContentFromTheRoom() throws {
    let image = try renderPixels(width: 200, height: 100) {
      GeometryReader { proxy in
        Circle().fill(Color.red).frame(width: proxy.size.height, height: proxy.size.height)
      }
    }
    // A disc of diameter 100 at the top-left: its centre (50, 50) red, (150, 50) empty.
    #expect(image[x: 50, y: 50] == RGBA(Color.red))
    #expect(image[x: 150, y: 50].isTransparent)
    #expect(abs(image.coverage() - .pi * 50 * 50) <= 0.005 * .pi * 50 * 50)
  }

  @Test func scrollViewClipsItsContent() throws {
    let image = try renderPixels(width: 100, height: 100) {
      ScrollView {
        ForEach(0..<6) { _ in Color.blue.frame(height: 30) }
      }
      .frame(height: 50)
    }
    // Rows from y = 25: 25…55 blue, 55…63 the gap (clipped at 75), 63…75 blue, nothing
    // past the clip.
    #expect(image[x: 50, y: 40] == RGBA(Color.blue))
    #expect(image[x: 50, y: 59].isTransparent)
    #expect(image[x: 50, y: 70] == RGBA(Color.blue))
    #expect(image[x: 50, y: 80].isTransparent)
    #expect(abs(image.coverage() - 100 * 42) <= 1)
  }

  @Test func buttonLabelAndSymbolPlaceholderAreBlue() throws {
    let image = try renderPixels(width: 100, height: 100) {
      VStack(spacing: 10) {
        Button {
        } label: {
          Rectangle().frame(width: 40, height: 10)
        }
        Button {
        } label: {
          Image(systemName: "plus.circle").font(.system(size: 40))
        }
      }
    }
    // 10 + 10 + 48 = 68 tall from 16: the label fill at 16…26, the symbol 48 square from
    // (26, 36), its outline 3 wide on its left edge.
    #expect(image[x: 50, y: 21] == RGBA(Color.blue))
    #expect(image[x: 27, y: 60].isClose(to: RGBA(Color.blue), tolerance: 2))
    // The cross through it.
    #expect(image[x: 50, y: 60].isClose(to: RGBA(Color.blue), tolerance: 2))
    #expect(image[x: 50, y: 42].isTransparent)
  }
}
