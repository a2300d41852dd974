import Foundation
internal import _ImageCodecs

/// Pixels a raster renderer drew: 8-bit sRGB red, green, blue and straight (not
/// premultiplied) alpha per pixel, row by row from the top left.
///
/// ```swift
/// let image = try RasterRenderer().render(width: 4, height: 4) { context, size in
///   context.fill(Path(CGRect(x: 0, y: 0, width: 2, height: 4)), with: .color(.red))
/// }
/// print(image.pixel(x: 0, y: 0), image.pixel(x: 3, y: 0))
/// ```
///
/// ```output
/// (red: 255, green: 59, blue: 48, alpha: 255) (red: 0, green: 0, blue: 0, alpha: 0)
/// ```
public struct RasterImage: Sendable, Equatable {
  /// The number of columns.
  public let width: Int
  /// The number of rows.
  public let height: Int
  /// Red, green, blue and alpha, one byte each per pixel: `rgba[(y * width + x) * 4 + k]`.
  ///
  /// Colors are not multiplied by alpha; a fully transparent pixel is all zeros.
  public let rgba: [UInt8]
  /// What the renderer could not draw (text no font measured, images it cannot decode,
  /// layers nested too deep), one sentence each; empty when everything was drawn.
  public let diagnostics: [String]

  init(premultiplied buffer: consuming PixelBuffer, diagnostics: [String]) {
    width = buffer.width
    height = buffer.height
    // Taken rather than copied: the pixels are changed in place.
    var bytes: [UInt8] = []
    swap(&bytes, &buffer.bytes)
    bytes.withUnsafeMutableBufferPointer { bytes in
      guard let base = bytes.baseAddress else { return }
      // Most pixels are transparent or opaque and stay as they are: the test of the alpha
      // byte is the whole loop for them, so it reads through a pointer, unchecked.
      var alphaByte = base + 3
      for _ in 0..<bytes.count / 4 {
        let alpha = Int(alphaByte.pointee)
        if alpha != 0, alpha != 255 {
          let pixel = alphaByte - 3
          for k in 0..<3 {
            pixel[k] = UInt8(min(255, (Int(pixel[k]) * 255 + alpha / 2) / alpha))
          }
        }
        alphaByte += 4
      }
    }
    rgba = bytes
    self.diagnostics = diagnostics
  }

  /// The pixel at column `x`, row `y`; all zeros outside the image.
  public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    guard x >= 0, x < width, y >= 0, y < height else { return (0, 0, 0, 0) }
    let p = (y * width + x) * 4
    return (rgba[p], rgba[p + 1], rgba[p + 2], rgba[p + 3])
  }

  /// The image as a PNG file: 8-bit RGBA, straight alpha, with an `sRGB` chunk.
  ///
  /// The bytes depend on the pixels alone, so the same drawing always gives the same file.
  public func pngData() -> Data {
    // A RasterImage always has at least one pixel, within PNG's limits. The fast level
    // (short match searches, every scanline filtered by Up) compresses drawings about as
    // well as cairo does, in a fraction of the time of the default level.
    PNGEncoder.encode(width: width, height: height, rgba: rgba, level: .fast) ?? Data()
  }

  /// Writes the PNG file atomically, as ``SVGRenderer/write(_:to:)`` writes SVG: through a
  /// temporary file beside the destination, renamed over it once complete.
  ///
  /// - Throws: ``SVGWriteError``, the package's error for files it cannot write, naming
  ///   the path.
  public func write(to url: URL) throws(SVGWriteError) {
    let data = pngData()
    try AtomicFile.write(to: url.path) { (handle) throws(SVGWriteError) in
      do {
        try handle.write(contentsOf: data)
      } catch {
        throw SVGWriteError(path: url.path, reason: SVGWriteError.explanation(of: error))
      }
    }
  }
}
