import Foundation

/// A JPEG file decoded to RGBA8 pixels (always opaque).
///
/// Reads baseline, extended sequential and progressive JPEG with Huffman coding and 8-bit
/// samples: grayscale or YCbCr (RGB when an Adobe segment says so), any chroma subsampling
/// whose factors divide the largest (4:4:4, 4:2:2, 4:2:0, 4:4:0 and the like), restart
/// markers, and any application segment (JFIF, EXIF, ICC, Adobe) skipped but for Adobe's
/// color transform flag. Orientation in EXIF is not applied and ICC profiles are ignored:
/// the samples are taken as sRGB.
///
/// Chroma is upsampled as libjpeg's "fancy" upsampling does (a triangle filter where a
/// factor is 2), and the inverse DCT is computed in floating point, so the pixels are
/// within a level or two of libjpeg's.
///
/// ## Bounds
/// The frame's size is checked before anything is allocated: at most
/// ``maximumPixelCount`` pixels (or the limit given). Decoding takes at most 13 bytes a
/// pixel (three full-resolution components: 6 for their coefficients, 3 for their samples,
/// 4 for the RGBA pixels), so about 832 MiB at the default limit. A file holds at most
/// ``maximumScanCount`` scans, so the time spent is bounded by the pixel count times that.
/// Truncated or corrupt data throws a ``JPEGError``; it never traps or loops without end.
public struct JPEGImage: Sendable, Equatable {
  /// The largest frame decoded by default: 2^26 pixels (8192 × 8192).
  public static let maximumPixelCount = 1 << 26
  /// The most scans a file may hold; progressive files use about ten.
  public static let maximumScanCount = 256

  /// The number of columns.
  public let width: Int
  /// The number of rows.
  public let height: Int
  /// The pixels, row by row from the top-left corner: `pixels[y * width + x]`, all opaque.
  public let pixels: [RGBA]

  /// Decodes a JPEG file.
  ///
  /// - Parameters:
  ///   - data: The file's bytes, from its start-of-image marker.
  ///   - maximumPixelCount: The largest frame accepted, in pixels; a frame header that asks
  ///     for more throws ``JPEGError/imageTooLarge(width:height:)`` before any allocation.
  ///     Zero or a negative value accepts no image.
  /// - Throws: ``JPEGError`` when the data is not a JPEG this decoder reads, or is corrupt.
  public init(data: Data, maximumPixelCount: Int = JPEGImage.maximumPixelCount) throws(JPEGError) {
    var decoder = JPEGDecoder(bytes: [UInt8](data), maximumPixelCount: maximumPixelCount)
    let decoded = try decoder.decode()
    width = decoded.width
    height = decoded.height
    pixels = decoded.pixels
  }

  /// The pixel at column `x`, row `y`.
  ///
  /// - Precondition: `0 <= x < width` and `0 <= y < height`.
  public subscript(x x: Int, y y: Int) -> RGBA {
    precondition(
      x >= 0 && x < width && y >= 0 && y < height,
      "pixel (\(x), \(y)) is outside \(width)×\(height)")
    return pixels[y * width + x]
  }
}
