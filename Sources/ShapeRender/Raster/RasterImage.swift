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
      Self.unpremultiplied.withUnsafeBufferPointer { table in
        guard let table = table.baseAddress else { return }
        // Most pixels are transparent or opaque and stay as they are: eight at a time, the
        // test of their alpha bytes is the whole loop for them.
        let raw = UnsafeMutableRawPointer(base)
        let pixelCount = bytes.count / 4
        var index = 0
        let alphas = UInt64(0xFF00_0000_FF00_0000)
        let one = UInt64(0x0100_0000_0100_0000)
        @inline(__always) func partial(_ offset: Int) -> UInt64 {
          (UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            & alphas) &+ one
        }
        while index + 8 <= pixelCount {
          // An alpha byte plus one is 1 or 256 (a carry out of the byte) for alpha 0 or
          // 255: none of its bits 1...7 is set. The carry lands on a color byte, or out.
          let offset = index * 4
          let any =
            partial(offset) | partial(offset + 8) | partial(offset + 16) | partial(offset + 24)
          if any & 0xFE00_0000_FE00_0000 != 0 {
            for pixel in index..<index + 8 {
              Self.unpremultiply(base + pixel * 4, table: table)
            }
          }
          index += 8
        }
        while index < pixelCount {
          Self.unpremultiply(base + index * 4, table: table)
          index += 1
        }
      }
    }
    rgba = bytes
    self.diagnostics = diagnostics
  }

  /// Divides a pixel's color by its alpha, unless the alpha is 0 or 255.
  @inline(__always)
  private static func unpremultiply(
    _ pixel: UnsafeMutablePointer<UInt8>, table: UnsafePointer<UInt8>
  ) {
    let alpha = Int(pixel[3])
    guard alpha != 0, alpha != 255 else { return }
    let row = table + alpha * 256
    pixel[0] = row[Int(pixel[0])]
    pixel[1] = row[Int(pixel[1])]
    pixel[2] = row[Int(pixel[2])]
  }

  /// For alpha `a` and premultiplied value `c`, entry `a × 256 + c` is the straight value
  /// `(c × 255 + a / 2) / a`, at most 255: a lookup in place of a division per channel.
  private static let unpremultiplied: [UInt8] = (0..<256 * 256).map { entry in
    let alpha = entry >> 8
    let value = entry & 0xFF
    guard alpha > 0 else { return 0 }
    return UInt8(min(255, (value * 255 + alpha / 2) / alpha))
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
