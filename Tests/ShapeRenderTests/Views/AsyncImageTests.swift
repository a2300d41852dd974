import Foundation
import PixelKit
import ShapeRender
import Shapes
import Testing

/// `AsyncImage`: a file URL read at once, any other URL drawn as its loading state.
@MainActor @Suite struct AsyncImageTests {
  /// The gallery's photo, 1200 × 800 pixels.
  private let photo = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../../Examples/Output/photo.png").standardizedFileURL

  @Test func aFileURLIsLoadedAtItsPixelSizeOverTheScale() throws {
    let loaded = AsyncImagePhase.success(try Image(contentsOf: photo))
    let pixels = try #require(loaded.image?.pixelSize)
    let svg = renderSVG(width: 2_000, height: 2_000) { AsyncImage(url: photo, scale: 2) }
    // Centred on the canvas at half its pixel size.
    let x = (2_000 - pixels.width / 2) / 2
    let y = (2_000 - pixels.height / 2) / 2
    #expect(
      svg.contains(
        #"x="\#(format(x))" y="\#(format(y))" width="\#(format(pixels.width / 2))" height="\#(format(pixels.height / 2))""#
      ), "\(svg.prefix(600))")
  }

  @Test func aRemoteURLIsDrawnAsThePlaceholder() throws {
    let url = URL(string: "https://example.com/photo.jpg")
    let image = try renderPixels(width: 40, height: 40) { AsyncImage(url: url) }
    // iOS's secondary fill, #787880 at 16 %, over all the room.
    // (Stored premultiplied, 41/255 alpha moves the color channels by up to 255/41 ≈ 6.)
    let middle = image[x: 20, y: 20]
    #expect(
      middle.alpha == 41 && abs(Int(middle.red) - 120) <= 6 && abs(Int(middle.blue) - 128) <= 6)
    #expect(abs(image.coverage() - 1_600 * 41 / 255) < 0.01)
    let custom = renderSVG(width: 100, height: 40) {
      AsyncImage(url: url) { image in
        image.resizable()
      } placeholder: {
        Text("Loading")
      }
    }
    #expect(custom.contains(">Loading</text>"))
  }

  @Test func theContentSeesEachPhase() {
    func drawn(_ url: URL?) -> String {
      renderSVG(width: 200, height: 40) {
        AsyncImage(url: url) { phase in
          switch phase {
          case .empty: Text("empty")
          case .success: Text("success")
          case .failure: Text("failure")
          }
        }
      }
    }
    #expect(drawn(photo).contains(">success</text>"))
    #expect(drawn(nil).contains(">empty</text>"))
    #expect(drawn(URL(string: "https://example.com/a.png")).contains(">empty</text>"))
    #expect(drawn(URL(fileURLWithPath: "/nonexistent/a.png")).contains(">failure</text>"))
  }

  private func format(_ value: CGFloat) -> String {
    value == value.rounded() ? String(Int(value)) : String(Double(value))
  }
}
