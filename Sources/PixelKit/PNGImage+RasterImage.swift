import ShapeRender

extension PNGImage {
  /// The pixels of an image drawn by the package's raster renderer, straight (not
  /// premultiplied), as PNG holds them, so that pixel checks read them as they read a
  /// decoded PNG file.
  public init(_ image: RasterImage) {
    var pixels: [RGBA] = []
    pixels.reserveCapacity(image.width * image.height)
    for p in 0..<(image.width * image.height) {
      pixels.append(
        RGBA(
          red: image.rgba[p * 4], green: image.rgba[p * 4 + 1], blue: image.rgba[p * 4 + 2],
          alpha: image.rgba[p * 4 + 3]))
    }
    self.init(width: image.width, height: image.height, pixels: pixels)
  }
}
