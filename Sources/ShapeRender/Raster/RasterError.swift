import Foundation

/// Why a bitmap could not be made: its size.
///
/// A raster canvas is checked before any memory is allocated for it. It must have a finite
/// size that rounds to at least one pixel each way, at most
/// ``RasterError/maximumSide`` pixels on a side and at most ``RasterError/maximumPixelCount``
/// pixels in all. That caps one layer at 256 MiB (4 bytes a pixel).
///
/// ```swift
/// do {
///   _ = try RasterRenderer().render(width: 100_000, height: 100_000) { _, _ in }
/// } catch {
///   print(error)
///   // a 100000×100000 canvas is too large: at most 32768 pixels a side and 67108864 in all
/// }
/// ```
public enum RasterError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The width or height is zero, negative, NaN or infinite once scaled to pixels.
  case invalidSize(width: Double, height: Double)
  /// The canvas has more pixels than a bitmap may hold.
  case tooLarge(width: Int, height: Int)

  /// The most pixels a bitmap may have on a side.
  public static let maximumSide = 32_768
  /// The most pixels a bitmap may have in all: 2²⁶, 8192 × 8192.
  public static let maximumPixelCount = 1 << 26

  /// The message.
  public var description: String {
    switch self {
    case .invalidSize(let width, let height):
      "a \(Self.number(width))×\(Self.number(height)) canvas has no pixels: "
        + "width and height must be finite and at least 1 pixel"
    case .tooLarge(let width, let height):
      "a \(width)×\(height) canvas is too large: at most \(Self.maximumSide) pixels a side "
        + "and \(Self.maximumPixelCount) in all"
    }
  }

  private static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }

  /// The pixel size of a canvas of `width` × `height` points at `scale` pixels a point,
  /// rounded up to whole pixels, or the reason there is none.
  static func pixelSize(width: Double, height: Double, scale: Double = 1) throws(RasterError)
    -> (width: Int, height: Int)
  {
    let pixelWidth = (width * scale).rounded(.up)
    let pixelHeight = (height * scale).rounded(.up)
    guard pixelWidth.isFinite, pixelHeight.isFinite, pixelWidth >= 1, pixelHeight >= 1,
      scale.isFinite, scale > 0
    else { throw .invalidSize(width: width * scale, height: height * scale) }
    guard pixelWidth <= Double(maximumSide), pixelHeight <= Double(maximumSide),
      pixelWidth * pixelHeight <= Double(maximumPixelCount)
    else {
      throw .tooLarge(
        width: Int(min(pixelWidth, 1e15)), height: Int(min(pixelHeight, 1e15)))
    }
    return (Int(pixelWidth), Int(pixelHeight))
  }
}
