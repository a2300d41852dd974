import Foundation

/// Writes numbers as SVG text at a fixed number of decimals, in their shortest form.
///
/// `1` not `1.000`, `0.5` not `.500`, `-2.25`, and never `-0`. Numbers are rounded to the
/// nearest multiple of 10^−precision (halves away from zero) and written straight into a
/// byte buffer, without `String(format:)` or any allocation.
///
/// ```swift
/// let format = SVGNumberFormat(precision: 2)
/// format.string(3.14159)  // "3.14"
/// format.string(-0.001)   // "0"
/// ```
///
/// NaN and infinities are written as `0`, so the output stays valid SVG; the package
/// never hands them to a formatter.
public struct SVGNumberFormat: Hashable, Sendable {
  /// The number of decimals, 0 through 12.
  public let precision: Int
  /// 10^precision.
  private let scale: Double
  /// 10^precision, as an integer.
  private let integerScale: UInt64
  /// 10 000 in units of 10^−precision: numbers below it in magnitude are written inline.
  private let shortLimit: UInt64

  /// Creates a format with `precision` decimals, clamped to 0…12.
  public init(precision: Int = 3) {
    self.precision = min(max(precision, 0), 12)
    var power: UInt64 = 1
    for _ in 0..<self.precision { power *= 10 }
    integerScale = power
    scale = Double(power)
    shortLimit = 10_000 * power
  }

  /// The value rounded to this format's precision, as the written text reads back.
  public func rounded(_ value: Double) -> Double {
    let written = written(value)
    if written.isLarge { return written.largeValue }
    return Double(written.code) / scale
  }

  /// Appends the text of `value` to `output`.
  public func append(_ value: Double, to output: inout [UInt8]) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.maximumLength) { buffer in
      let count = write(value, to: buffer.baseAddress!)
      output.append(contentsOf: UnsafeBufferPointer(start: buffer.baseAddress, count: count))
    }
  }

  /// The text of `value`.
  public func string(_ value: Double) -> String {
    var bytes: [UInt8] = []
    append(value, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  // MARK: Written forms

  /// A number as it is written, in one integer: two numbers are written alike exactly when
  /// their written forms are equal, and the sign of the code is the sign of the text.
  ///
  /// Below 9e15 units of 10^−precision, the code is the rounded value in those units. At
  /// 9e15 units and beyond, the text is the value rounded to an integer (see
  /// ``SVGNumberFormat/write(_:to:)``), and the code is the bit pattern of that integer's
  /// magnitude as a `Double`, with its sign: at least 2 in magnitude, its pattern is at
  /// least 2⁶², far from any count of units.
  package struct Written: Equatable {
    /// The rounded value in units, or the code of a large value.
    package let code: Int64

    /// Zero.
    package static let zero = Written(code: 0)

    /// The written form of `units` (below 9e15 in magnitude).
    @inline(__always)
    init(code: Int64) {
      self.code = code
    }

    /// The written form of a large value rounded to an integer: 2 or more in magnitude.
    init(large value: Double) {
      let pattern = Int64(bitPattern: value.magnitude.bitPattern)
      code = value < 0 ? -pattern : pattern
    }

    /// Whether the text has no minus sign.
    @inline(__always)
    package var isNonNegative: Bool { code >= 0 }

    /// Whether the text is that of a large value, ``largeValue``.
    @inline(__always)
    var isLarge: Bool { code.magnitude >= 1 << 62 }

    /// The value rounded to an integer, when ``isLarge``.
    var largeValue: Double {
      let magnitude = Double(bitPattern: code.magnitude)
      return code < 0 ? -magnitude : magnitude
    }
  }

  /// How `value` is written (see ``Written``).
  ///
  /// NaN and infinities are written as 0.
  @inline(__always)
  package func written(_ value: Double) -> Written {
    let scaled = value * scale
    // Halves away from zero, without a call into the C library: adding the largest double
    // below 1/2, with the value's sign, then truncating. The sum is rounded up to the next
    // integer exactly when the fraction is 1/2 or more; from 2⁵² on, where every double is
    // an integer, it is the value itself.
    let nudged = scaled + Double(signOf: scaled, magnitudeOf: 0.499_999_999_999_999_94)
    guard nudged.magnitude < 9.0e15 else { return writtenLarge(value) }
    return Written(code: Int64(nudged))
  }

  /// ``written(_:)`` of a value whose units are 9e15 or more, or not finite.
  private func writtenLarge(_ value: Double) -> Written {
    guard value.isFinite else { return .zero }
    return Written(large: value.rounded())
  }

  // MARK: Writing text

  /// The most bytes ``write(_:to:)`` writes.
  package static let maximumLength = 32

  /// Writes the text of `value` at `start`, and returns its length: at most
  /// ``maximumLength`` bytes.
  @inline(__always)
  package func write(_ value: Double, to start: UnsafeMutablePointer<UInt8>) -> Int {
    write(written(value), to: start)
  }

  /// Writes the text of a number written as `written` at `start`, and returns its length:
  /// at most ``maximumLength`` bytes, all of which it may overwrite.
  ///
  /// With `separated`, the number follows another in a list: a space goes before it unless
  /// its minus sign separates it.
  @inline(__always)
  package func write(
    _ written: Written, separated: Bool = false, to start: UnsafeMutablePointer<UInt8>
  ) -> Int {
    // Negative numbers out of line: the usual coordinates are positive.
    guard written.code >= 0 else { return writeNegative(written, to: start) }
    guard separated else { return writeMagnitude(UInt64(bitPattern: written.code), to: start) }
    start.pointee = UInt8(ascii: " ")
    return 1 &+ writeMagnitude(UInt64(bitPattern: written.code), to: start + 1)
  }

  /// ``write(_:separated:to:)`` of a negative number, which its minus sign separates.
  @inline(never)
  private func writeNegative(_ written: Written, to start: UnsafeMutablePointer<UInt8>) -> Int {
    start.pointee = UInt8(ascii: "-")
    return 1 &+ writeMagnitude(0 &- UInt64(bitPattern: written.code), to: start + 1)
  }

  /// Writes the text of a number without its sign, given the magnitude of its
  /// ``Written/code``; returns its length.
  @inline(__always)
  private func writeMagnitude(_ magnitude: UInt64, to start: UnsafeMutablePointer<UInt8>)
    -> Int
  {
    // Large values, and numbers of 10 000 or more, out of line.
    guard magnitude < shortLimit else { return writeLong(magnitude, to: start) }
    var cursor = start
    if integerScale == 1000 {
      // The default precision: below 10⁷ units, in 32 bits, divided by constants, which
      // the compiler does by multiplying.
      let units = UInt32(truncatingIfNeeded: magnitude)
      let whole = units / 1000
      cursor += Self.writeShortInteger(whole, to: cursor)
      let fraction = units &- whole &* 1000
      if fraction != 0 { cursor += Self.writeThreeDecimals(fraction, to: cursor) }
      return cursor - start
    }
    let whole = magnitude / integerScale
    cursor += Self.writeShortInteger(UInt32(truncatingIfNeeded: whole), to: cursor)
    let fraction = magnitude &- whole &* integerScale
    if fraction != 0 { cursor += writeDecimals(fraction, to: cursor) }
    return cursor - start
  }

  /// Writes a large value, or a number of 10 000 or more, without its sign, given the
  /// magnitude of its ``Written/code``; returns its length.
  private func writeLong(_ magnitude: UInt64, to cursor: UnsafeMutablePointer<UInt8>) -> Int {
    guard magnitude < 1 << 62 else {
      return Self.writeLarge(Double(bitPattern: magnitude), to: cursor)
    }
    let whole = magnitude / integerScale
    let length = Self.writeLongInteger(whole, to: cursor)
    let fraction = magnitude &- whole &* integerScale
    guard fraction != 0 else { return length }
    return length + writeDecimals(fraction, to: cursor + length)
  }

  /// Writes the digits of `value`, below 10 000; returns their count.
  @inline(__always)
  private static func writeShortInteger(_ value: UInt32, to cursor: UnsafeMutablePointer<UInt8>)
    -> Int
  {
    if value < 10 {
      cursor.pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value)
      return 1
    }
    if value < 100 {
      storePair(Int(truncatingIfNeeded: value), at: cursor)
      return 2
    }
    let high = value / 100
    let low = Int(truncatingIfNeeded: value &- high &* 100)
    if value < 1000 {
      cursor.pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: high)
      storePair(low, at: cursor + 1)
      return 3
    }
    storePair(Int(truncatingIfNeeded: high), at: cursor)
    storePair(low, at: cursor + 2)
    return 4
  }

  /// Writes the digits of `value`; returns their count.
  private static func writeLongInteger(_ value: UInt64, to cursor: UnsafeMutablePointer<UInt8>)
    -> Int
  {
    var length = 1
    var bound: UInt64 = 10
    while value >= bound, length < 20 {
      length += 1
      bound &*= 10
    }
    // Two digits at a time, from the back.
    var rest = value
    var digit = cursor + length
    while rest >= 100 {
      let quotient = rest / 100
      digit -= 2
      storePair(Int(truncatingIfNeeded: rest &- quotient &* 100), at: digit)
      rest = quotient
    }
    if rest >= 10 {
      storePair(Int(truncatingIfNeeded: rest), at: digit - 2)
    } else {
      digit[-1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest)
    }
    return length
  }

  /// Writes the point and three decimals of `fraction` (1…999 thousandths), without their
  /// trailing zeros, and returns their count.
  ///
  /// Four bytes are written in any case.
  @inline(__always)
  private static func writeThreeDecimals(
    _ fraction: UInt32, to cursor: UnsafeMutablePointer<UInt8>
  ) -> Int {
    let hundreds = fraction / 100
    let rest = Int(truncatingIfNeeded: fraction &- hundreds &* 100)
    cursor[0] = UInt8(ascii: ".")
    cursor[1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: hundreds)
    storePair(rest, at: cursor + 2)
    return Int(truncatingIfNeeded: threeDecimalLengths.utf8Start[rest] &- UInt8(ascii: "0"))
  }

  /// The length of the text of three decimals, point included, by their last two digits
  /// (whose trailing zeros are left out): "2" for 0, "3" for 10, 20, …, 90, else "4".
  private static let threeDecimalLengths: StaticString =
    "2444444444344444444434444444443444444444344444444434444444443444444444344444444434444444443444444444"

  /// Writes the point and the decimals of `fraction` (in units of 10^−precision, not 0),
  /// without their trailing zeros; returns their count.
  private func writeDecimals(_ fraction: UInt64, to cursor: UnsafeMutablePointer<UInt8>)
    -> Int
  {
    var fraction = fraction
    var digits = precision
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    cursor.pointee = UInt8(ascii: ".")
    var digit = cursor + digits + 1
    for _ in 0..<digits {
      digit -= 1
      digit.pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction % 10)
      fraction /= 10
    }
    return digits + 1
  }

  /// "00" through "99", for writing two digits at a time.
  private static let digitPairs: StaticString =
    "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"

  /// Writes the two digits of `value` (0…99) at `cursor`.
  @inline(__always)
  private static func storePair(_ value: Int, at cursor: UnsafeMutablePointer<UInt8>) {
    // Byte by byte, which the compiler joins into one load and one store. (The unaligned
    // loads, stores and copies of raw pointers are not always inlined.)
    let pair = digitPairs.utf8Start + value &* 2
    cursor[0] = pair[0]
    cursor[1] = pair[1]
  }

  /// Writes a value so large that its decimals are beyond a double's precision, already
  /// rounded to an integer: in full while it fits in 64 bits, else in exponent form
  /// (`1e+20`), which SVG reads.
  private static func writeLarge(_ integer: Double, to start: UnsafeMutablePointer<UInt8>)
    -> Int
  {
    let text = abs(integer) < 9.0e18 ? String(Int64(integer)) : String(describing: integer)
    var count = 0
    for byte in text.utf8.prefix(maximumLength) {
      start[count] = byte
      count += 1
    }
    return count
  }
}
