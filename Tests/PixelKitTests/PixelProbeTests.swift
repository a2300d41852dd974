import PixelKit
import Testing

@Suite struct PixelProbeTests {
  /// 10×8, transparent, with an opaque blue 3×2 block at (2, 3) and a half-transparent red
  /// pixel at (8, 1).
  static let picture: PNGImage = {
    var image = PNGImage(width: 10, height: 8)
    for y in 3..<5 {
      for x in 2..<5 { image[x: x, y: y] = .blue }
    }
    image[x: 8, y: 1] = RGBA(red: 255, green: 0, blue: 0, alpha: 51)
    return image
  }()

  @Test func measuresCoverage() {
    let image = Self.picture
    #expect(abs(image.coverage() - 6.2) < 1e-9)
    #expect(image.coverage(in: PixelRect(x: 0, y: 0, width: 4, height: 4)) == 2)
    #expect(
      image.coverage(in: PixelRect(x: -5, y: -5, width: 100, height: 100)) == image.coverage())
    #expect(image.coverage(in: PixelRect(x: 20, y: 20, width: 5, height: 5)) == 0)
  }

  @Test func findsTheBoundingBox() {
    let image = Self.picture
    #expect(image.boundingBox() == PixelRect(x: 2, y: 1, width: 7, height: 4))
    #expect(image.boundingBox(alphaAbove: 51) == PixelRect(x: 2, y: 3, width: 3, height: 2))
    #expect(PNGImage(width: 4, height: 4).boundingBox() == nil)
  }

  @Test func averagesColorsByAlpha() {
    let image = Self.picture
    #expect(image.meanColor(in: PixelRect(x: 2, y: 3, width: 3, height: 2)) == .blue)
    // Half the region is transparent: the color stays blue, the alpha halves.
    #expect(
      image.meanColor(in: PixelRect(x: 2, y: 3, width: 3, height: 4))
        == RGBA(red: 0, green: 0, blue: 255, alpha: 128))
    #expect(image.meanColor(in: PixelRect(x: 0, y: 0, width: 2, height: 2)) == .clear)
    let mixed = PNGImage(
      width: 2, height: 1, pixels: [.red, RGBA(red: 0, green: 0, blue: 255, alpha: 85)])
    #expect(mixed.meanColor() == RGBA(red: 191, green: 0, blue: 64, alpha: 170))
  }

  @Test func countsPixels() {
    let image = Self.picture
    #expect(image.countPixels { $0 == .blue } == 6)
    #expect(image.countPixels { $0.isTransparent } == 80 - 7)
    #expect(
      image.countPixels(in: PixelRect(x: 3, y: 0, width: 100, height: 4)) { $0.isOpaque } == 2)
    #expect(image.countPixels(in: PixelRect(x: 30, y: 30, width: 2, height: 2)) { _ in true } == 0)
  }

  @Test func comparesColorsWithATolerance() {
    let color = RGBA(red: 100, green: 150, blue: 200, alpha: 255)
    #expect(color.isClose(to: RGBA(red: 102, green: 149, blue: 200), tolerance: 2))
    #expect(!color.isClose(to: RGBA(red: 103, green: 150, blue: 200), tolerance: 2))
    #expect(color.maximumDifference(from: RGBA(red: 100, green: 150, blue: 200, alpha: 250)) == 5)
    // Fully transparent pixels match whatever their color channels say.
    #expect(RGBA(red: 9, green: 9, blue: 9, alpha: 0).isClose(to: .clear))
    #expect(RGBA.clear.isTransparent && !RGBA.clear.isOpaque && RGBA.red.isOpaque)
    #expect(color.description == "#6496c8ff")
  }

  @Test func comparesImages() {
    var other = Self.picture
    #expect(other.maximumDifference(from: Self.picture) == 0)
    other[x: 0, y: 0] = RGBA(red: 0, green: 0, blue: 0, alpha: 7)
    #expect(other.maximumDifference(from: Self.picture) == 7)
  }

  @Test func describesRectangles() {
    let rect = PixelRect(x: 1, y: 2, width: 3, height: 4)
    #expect(rect.description == "(1, 2, 3, 4)")
    #expect(rect.maxX == 4 && rect.maxY == 6 && rect.area == 12)
    #expect(rect.contains(x: 1, y: 2) && !rect.contains(x: 4, y: 2))
    #expect(
      rect.intersection(PixelRect(x: 3, y: 5, width: 10, height: 10))
        == PixelRect(x: 3, y: 5, width: 1, height: 1))
    #expect(rect.intersection(PixelRect(x: 9, y: 9, width: 1, height: 1)).isEmpty)
  }
}
