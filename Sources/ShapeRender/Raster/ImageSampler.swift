import Shapes
internal import _ImageCodecs

/// An image's pixels, premultiplied, sampled bilinearly at any point of the image.
///
/// Samples are taken at pixel centres, so pixel (i, j) is the color at (i + ½, j + ½);
/// between centres the four nearest are blended by distance, and past the outer centres
/// the edge pixels extend (clamped), as resvg's smooth image rendering does.
struct ImageSampler: Sendable {
  let width: Int
  let height: Int
  /// Premultiplied red, green, blue, alpha (0…255) per pixel, row by row.
  private let pixels: [SIMD4<Float>]

  /// The decoded pixels of `image`, or `nil` when the renderer cannot decode it (a PNG or
  /// JPEG that does not decode, or more than ``RasterError/maximumPixelCount`` pixels).
  init?(image: Image) {
    guard image.header.width * image.header.height <= RasterError.maximumPixelCount else {
      return nil
    }
    let decoded: (width: Int, height: Int, pixels: [RGBA])
    switch image.header.format {
    case .png:
      guard let png = try? PNGImage(data: image.data) else { return nil }
      decoded = (png.width, png.height, png.pixels)
    case .jpeg:
      guard
        let jpeg = try? JPEGImage(
          data: image.data, maximumPixelCount: RasterError.maximumPixelCount)
      else { return nil }
      decoded = (jpeg.width, jpeg.height, jpeg.pixels)
    }
    width = decoded.width
    height = decoded.height
    pixels = decoded.pixels.map { pixel in
      let alpha = Float(pixel.alpha) / 255
      return SIMD4(
        Float(pixel.red) * alpha, Float(pixel.green) * alpha, Float(pixel.blue) * alpha,
        Float(pixel.alpha))
    }
  }

  /// The color at a point in pixel units (0…width, 0…height spans the image).
  func color(x: Double, y: Double) -> SIMD4<Float> {
    guard width > 0, height > 0, x.isFinite, y.isFinite else { return .zero }
    let fx = min(max(x - 0.5, 0), Double(width - 1))
    let fy = min(max(y - 0.5, 0), Double(height - 1))
    let x0 = Int(fx)
    let y0 = Int(fy)
    let x1 = min(x0 + 1, width - 1)
    let y1 = min(y0 + 1, height - 1)
    let tx = Float(fx - Double(x0))
    let ty = Float(fy - Double(y0))
    let top = pixels[y0 * width + x0] * (1 - tx) + pixels[y0 * width + x1] * tx
    let bottom = pixels[y1 * width + x0] * (1 - tx) + pixels[y1 * width + x1] * tx
    return top * (1 - ty) + bottom * ty
  }
}
