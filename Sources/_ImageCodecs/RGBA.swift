/// The color of one pixel: 8-bit red, green, blue and straight (not premultiplied) alpha.
public struct RGBA: Sendable, Hashable, CustomStringConvertible {
  /// The red channel, 0...255.
  public var red: UInt8
  /// The green channel, 0...255.
  public var green: UInt8
  /// The blue channel, 0...255.
  public var blue: UInt8
  /// The opacity, from 0 (transparent) to 255 (opaque).
  ///
  /// The color channels are not multiplied by it.
  public var alpha: UInt8

  /// Creates a color from its channels; it is opaque unless an alpha is given.
  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Transparent black, the color of an empty pixel.
  public static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
  /// Opaque black.
  public static let black = RGBA(red: 0, green: 0, blue: 0)
  /// Opaque white.
  public static let white = RGBA(red: 255, green: 255, blue: 255)
  /// Opaque pure red, CSS `red` (`#ff0000`).
  public static let red = RGBA(red: 255, green: 0, blue: 0)
  /// Opaque pure green, CSS `lime` (`#00ff00`); CSS `green` is darker (`#008000`).
  public static let lime = RGBA(red: 0, green: 255, blue: 0)
  /// Opaque pure blue, CSS `blue` (`#0000ff`).
  public static let blue = RGBA(red: 0, green: 0, blue: 255)

  /// Whether the pixel is fully transparent (alpha 0).
  public var isTransparent: Bool { alpha == 0 }

  /// Whether the pixel is fully opaque (alpha 255).
  public var isOpaque: Bool { alpha == 255 }

  /// The largest difference between a channel of this color and the same channel of `other`.
  ///
  /// Two fully transparent colors differ by 0 whatever their color channels hold, since those
  /// channels mean nothing without coverage.
  public func maximumDifference(from other: RGBA) -> Int {
    if alpha == 0 && other.alpha == 0 { return 0 }
    return max(
      abs(Int(red) - Int(other.red)), abs(Int(green) - Int(other.green)),
      abs(Int(blue) - Int(other.blue)), abs(Int(alpha) - Int(other.alpha)))
  }

  /// Whether every channel is within `tolerance` of the same channel of `other`.
  ///
  /// Two fully transparent colors are always close, as in ``maximumDifference(from:)``.
  public func isClose(to other: RGBA, tolerance: Int = 0) -> Bool {
    maximumDifference(from: other) <= tolerance
  }

  /// The color as `#rrggbbaa`.
  public var description: String {
    "#"
      + [red, green, blue, alpha].map { byte in
        let digits = String(byte, radix: 16)
        return digits.count == 1 ? "0" + digits : digits
      }.joined()
  }
}
