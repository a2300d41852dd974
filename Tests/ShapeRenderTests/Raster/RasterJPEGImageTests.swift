import Foundation
import ShapeRender
import Testing

@MainActor @Suite struct RasterJPEGImageTests {
  /// A 16 × 16 JPEG of four flat quadrants: red, lime, blue, white (PixelKitTests' fixture).
  private func quadrants() throws -> Image {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../PixelKitTests/Fixtures/JPEG/quadrants-444.jpg")
    return try Image(data: Data(contentsOf: url))
  }

  @Test func drawsAJPEGImageScaledOverItsFrame() throws {
    let image = try quadrants()
    let artwork = Artwork(width: 64, height: 64) { image.resizable() }
    let pixels = try RasterRenderer().render(artwork)
    #expect(!pixels.diagnostics.contains { $0.contains("cannot decode") })
    // Quadrant centres, each 32 × 32 pixels of the canvas; JPEG keeps flat colors within a
    // level or two.
    let expected: [(x: Int, y: Int, color: (Int, Int, Int))] = [
      (16, 16, (255, 0, 0)), (48, 16, (0, 255, 0)), (16, 48, (0, 0, 255)),
      (48, 48, (255, 255, 255)),
    ]
    for probe in expected {
      let pixel = pixels.pixel(x: probe.x, y: probe.y)
      #expect(pixel.alpha == 255)
      #expect(abs(Int(pixel.red) - probe.color.0) <= 2, "\(probe)")
      #expect(abs(Int(pixel.green) - probe.color.1) <= 2, "\(probe)")
      #expect(abs(Int(pixel.blue) - probe.color.2) <= 2, "\(probe)")
    }
    // Across the vertical seam the colors blend bilinearly: red on the left, lime on the
    // right, a mixture at the seam itself.
    let seam = pixels.pixel(x: 32, y: 16)
    #expect(seam.red > 40 && seam.green > 40)
  }

  @Test func reportsACorruptJPEGAndDrawsNothing() throws {
    var bytes = [UInt8](
      try Data(
        contentsOf: URL(fileURLWithPath: #filePath)
          .deletingLastPathComponent()
          .appendingPathComponent("../../PixelKitTests/Fixtures/JPEG/quadrants-444.jpg")))
    // Cut the file inside its scan: the header still reads, the pixels do not.
    bytes.removeLast(bytes.count / 3)
    let image = try Image(data: Data(bytes))
    let pixels = try RasterRenderer().render(Artwork(width: 16, height: 16) { image.resizable() })
    #expect(pixels.diagnostics.contains { $0.contains("cannot decode") })
    #expect(pixels.pixel(x: 8, y: 8).alpha == 0)
  }
}
