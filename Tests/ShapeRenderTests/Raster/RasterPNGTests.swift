import Foundation
import PixelKit
import ShapeRender
import Testing

/// The PNG files the raster renderer writes.
@MainActor @Suite struct RasterPNGTests {
  private func drawing() throws -> RasterImage {
    try RasterRenderer().render(width: 30, height: 20) { context, _ in
      context.fill(Path(CGRect(x: 0, y: 0, width: 15, height: 20)), with: .color(.blue))
      context.fill(
        Path(CGRect(x: 15, y: 0, width: 15, height: 20)), with: .color(.red.opacity(0.5)))
    }
  }

  @Test func pngIsStraightAlphaRGBA8WithAnSRGBChunk() throws {
    let data = try drawing().pngData()
    #expect(data[24] == 8 && data[25] == 6)
    #expect(String(decoding: data[37..<41], as: UTF8.self) == "sRGB")
    let decoded = try PNGImage(data: data)
    #expect(decoded[x: 2, y: 2] == RGBA(red: 0, green: 122, blue: 255))
    // Premultiplied 8-bit storage rounds 59 × ½ to 30, which reads back as 60.
    #expect(
      decoded[x: 20, y: 2].isClose(
        to: RGBA(red: 255, green: 59, blue: 48, alpha: 128), tolerance: 1))
  }

  @Test func theSameDrawingGivesTheSameBytes() throws {
    #expect(try drawing().pngData() == drawing().pngData())
  }

  @Test func imageRendererSizesTheViewByItsProposal() throws {
    let renderer = ImageRenderer(content: Circle().fill(Color.red))
    renderer.proposedSize = ProposedViewSize(width: 40, height: 20)
    renderer.scale = 2
    let image = try #require(renderer.image)
    #expect(image.width == 80 && image.height == 40)
    #expect(image.pixel(x: 40, y: 20) == (255, 59, 48, 255))
    #expect(image.pixel(x: 2, y: 2).alpha == 0)
    renderer.isOpaque = true
    let opaque = try #require(renderer.image)
    #expect(opaque.pixel(x: 2, y: 2) == (0, 0, 0, 255))
    renderer.scale = .nan
    #expect(renderer.pngData() == nil)
  }
}
