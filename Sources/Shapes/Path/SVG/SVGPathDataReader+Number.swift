import Foundation

extension SVGPathDataReader {
  /// The powers of ten that a `Double` holds exactly, 10⁰ through 10²².
  private static let exactPowersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
    1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]

  /// The largest significand a `Double` holds exactly, 2⁵³.
  private static let largestExactSignificand: UInt64 = 1 << 53

  /// Reads a number of the SVG grammar (`-1`, `.5`, `1.`, `1e-3`, `+2E+2`) at the current
  /// offset, correctly rounded: the same `Double` as `Double(String)` gives.
  ///
  /// Numbers end where the grammar says, so `1.5.5` reads as `1.5`, and `-1-2` as `-1`.
  /// An exponent marker with no digits after it is not part of the number. Most numbers
  /// take Clinger's fast path (a significand below 2⁵³ and a power of ten that a `Double`
  /// holds exactly: one correctly rounded operation); the others are handed to
  /// `Double(String)`. Either way the work is linear in the number's length, however many
  /// digits it has (`Double(String)` reads them once more).
  ///
  /// A number too large for a `Double` (`1e400`) is an error; one too small (`1e-400`)
  /// reads as zero, with its sign. That holds whatever the mantissa's length, which counts
  /// exactly against the exponent: `1` and a million zeros, then `e-1000003`, is 0.001.
  mutating func readNumber() throws(SVGPathDataError) -> Double {
    let start = index
    var isNegative = false
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
      isNegative = bytes[index] == UInt8(ascii: "-")
      index += 1
    }
    // The decimal value is significand × 10^exponent, while `isExact` holds.
    var significand: UInt64 = 0
    var significantDigits = 0
    var exponent = 0
    var isExact = true
    var hasDigits = false
    while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 {
      let digit = bytes[index] &- UInt8(ascii: "0")
      hasDigits = true
      index += 1
      if significand == 0, digit == 0 { continue }
      if significantDigits < 19 {
        significand = significand * 10 + UInt64(digit)
        significantDigits += 1
      } else {
        exponent += 1
        if digit != 0 { isExact = false }
      }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 {
        let digit = bytes[index] &- UInt8(ascii: "0")
        hasDigits = true
        index += 1
        if significand == 0, digit == 0 {
          exponent -= 1
        } else if significantDigits < 19 {
          significand = significand * 10 + UInt64(digit)
          significantDigits += 1
          exponent -= 1
        } else if digit != 0 {
          isExact = false
        }
      }
    }
    guard hasDigits else { throw SVGPathDataError(.expectedNumber, offset: start) }
    exponent += readExponent()
    var value: Double
    if significand == 0 {
      value = 0
    } else if isExact, let fast = Self.fastValue(significand: significand, exponent: exponent) {
      value = fast
    } else {
      let text = String(
        decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
      guard let parsed = Double(text) else {
        throw SVGPathDataError(.expectedNumber, offset: start)
      }
      return try Self.checkedFinite(parsed, offset: start)
    }
    if isNegative { value.negate() }
    return try Self.checkedFinite(value, offset: start)
  }

  /// Reads an exponent (`e` or `E`, an optional sign, digits) if one follows, and returns
  /// its value, saturated far beyond any `Double`'s range.
  ///
  /// The mantissa's digits move the exponent by at most their count, which is at most the
  /// data's length: saturating at that length plus 400 keeps the sum's sign, and a sum of
  /// at least 400 in magnitude overflows (or underflows to zero) whatever the mantissa, as
  /// the exact value does. Below the bound, the sum is exact.
  private mutating func readExponent() -> Int {
    guard index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") else { return 0 }
    var cursor = index + 1
    var isNegative = false
    if cursor < bytes.count,
      bytes[cursor] == UInt8(ascii: "-") || bytes[cursor] == UInt8(ascii: "+")
    {
      isNegative = bytes[cursor] == UInt8(ascii: "-")
      cursor += 1
    }
    guard cursor < bytes.count, bytes[cursor] &- UInt8(ascii: "0") < 10 else { return 0 }
    // Far below `Int.max / 10`, so that the step below cannot overflow.
    let limit = min(bytes.count, Int.max / 16) + 400
    var value = 0
    while cursor < bytes.count, bytes[cursor] &- UInt8(ascii: "0") < 10 {
      if value < limit {
        value = min(value * 10 + Int(bytes[cursor] &- UInt8(ascii: "0")), limit)
      }
      cursor += 1
    }
    index = cursor
    return isNegative ? -value : value
  }

  /// The value of significand × 10^exponent when one correctly rounded operation on exact
  /// operands gives it (Clinger's fast path), or `nil`.
  private static func fastValue(significand: UInt64, exponent: Int) -> Double? {
    var significand = significand
    var exponent = exponent
    if significand > largestExactSignificand {
      // Trailing zeros can bring a long significand into range.
      while significand % 10 == 0 {
        significand /= 10
        exponent += 1
      }
      guard significand <= largestExactSignificand else { return nil }
    }
    if exponent >= -22, exponent <= 22 {
      return exponent < 0
        ? Double(significand) / exactPowersOfTen[-exponent]
        : Double(significand) * exactPowersOfTen[exponent]
    }
    // A large exponent can move its excess onto a small significand exactly.
    guard exponent > 22, exponent <= 22 + 15 else { return nil }
    var power: UInt64 = 1
    for _ in 0..<(exponent - 22) { power *= 10 }
    guard significand <= largestExactSignificand / power else { return nil }
    return Double(significand * power) * exactPowersOfTen[22]
  }

  /// The value, or an error when it overflowed to infinity.
  private static func checkedFinite(
    _ value: Double, offset: Int
  ) throws(SVGPathDataError) -> Double {
    guard value.isFinite else { throw SVGPathDataError(.numberOutOfRange, offset: offset) }
    return value
  }
}
