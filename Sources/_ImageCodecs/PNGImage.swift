import Foundation

/// A bitmap of RGBA8 pixels with straight alpha, read from and written to PNG.
///
/// Decoding accepts every PNG color type (grayscale, truecolor, palette with `tRNS`,
/// grayscale with alpha, truecolor with alpha) at every bit depth PNG allows, interlaced or
/// not; 16-bit samples are rounded to 8 bits and low bit depths are scaled up. Encoding writes
/// RGBA8 (color type 6).
///
/// Pixels are stored row by row from the top-left corner.
public struct PNGImage: Sendable, Equatable {
  /// The number of columns.
  public let width: Int
  /// The number of rows.
  public let height: Int
  /// The pixels, row by row from the top-left corner: `pixels[y * width + x]`.
  public private(set) var pixels: [RGBA]

  /// Creates an image from its pixels, row by row from the top-left corner.
  ///
  /// - Precondition: `width` and `height` are not negative and `pixels` holds
  ///   `width * height` pixels.
  public init(width: Int, height: Int, pixels: [RGBA]) {
    precondition(width >= 0 && height >= 0, "PNGImage size \(width)×\(height) is negative")
    precondition(
      pixels.count == width * height,
      "PNGImage of \(width)×\(height) needs \(width * height) pixels, not \(pixels.count)")
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// Creates an image of one color, transparent unless a color is given.
  public init(width: Int, height: Int, color: RGBA = .clear) {
    self.init(width: width, height: height, pixels: Array(repeating: color, count: width * height))
  }

  /// Creates an image whose every pixel is computed from its column and row.
  ///
  /// ```swift
  /// let gradient = PNGImage(width: 256, height: 256) { x, y in
  ///   RGBA(red: UInt8(x), green: UInt8(y), blue: 128)
  /// }
  /// ```
  public init(width: Int, height: Int, pixel: (_ x: Int, _ y: Int) throws -> RGBA) rethrows {
    var pixels: [RGBA] = []
    pixels.reserveCapacity(max(0, width * height))
    for y in 0..<max(0, height) {
      for x in 0..<max(0, width) {
        pixels.append(try pixel(x, y))
      }
    }
    self.init(width: width, height: height, pixels: pixels)
  }

  /// Decodes a PNG file.
  ///
  /// Every chunk's CRC is checked and unknown ancillary chunks are skipped.
  ///
  /// - Throws: ``PNGError`` when the data is not a valid PNG image.
  public init(data: Data) throws(PNGError) {
    let decoded = try PNGDecoder.decode(data)
    self.init(width: decoded.width, height: decoded.height, pixels: decoded.pixels)
  }

  /// Encodes the image as a PNG file of RGBA8 pixels (color type 6, bit depth 8), marked as
  /// sRGB.
  ///
  /// - Parameter level: How hard the DEFLATE encoder works; every level gives a valid file.
  /// - Precondition: The image is not empty; PNG has no empty images.
  public func pngData(level: Deflate.Level = .default) -> Data {
    precondition(width > 0 && height > 0, "PNG cannot hold an empty (\(width)×\(height)) image")
    guard let data = PNGEncoder.encode(width: width, height: height, pixels: pixels, level: level)
    else { preconditionFailure("PNG cannot hold a \(width)×\(height) image") }
    return data
  }

  /// The pixel at column `x`, row `y`.
  ///
  /// - Precondition: `0 <= x < width` and `0 <= y < height`.
  public subscript(x x: Int, y y: Int) -> RGBA {
    get {
      precondition(isInside(x: x, y: y), "pixel (\(x), \(y)) is outside \(width)×\(height)")
      return pixels[y * width + x]
    }
    set {
      precondition(isInside(x: x, y: y), "pixel (\(x), \(y)) is outside \(width)×\(height)")
      pixels[y * width + x] = newValue
    }
  }

  private func isInside(x: Int, y: Int) -> Bool {
    x >= 0 && x < width && y >= 0 && y < height
  }
}
