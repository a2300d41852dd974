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
  private let integerScale: Int64

  /// Creates a format with `precision` decimals, clamped to 0…12.
  public init(precision: Int = 3) {
    self.precision = min(max(precision, 0), 12)
    var power: Int64 = 1
    for _ in 0..<self.precision { power *= 10 }
    integerScale = power
    scale = Double(power)
  }

  /// The value rounded to this format's precision, as the written text reads back.
  public func rounded(_ value: Double) -> Double {
    rounded(scaled: scaled(value), value: value)
  }

  /// The value in units of 10^−precision, rounded (halves away from zero).
  ///
  /// NaN and infinities give 0. Its sign is the sign of the text, and two values with equal
  /// units (below 9e15) are written alike.
  @inline(__always)
  package func scaled(_ value: Double) -> Double {
    let units = value * scale
    guard units.magnitude < 4.0e15 else {
      // Large, infinite or NaN: the library's rounding, or 0 for what is not a number.
      return value.isFinite ? units.rounded() : 0
    }
    // Halves away from zero, as `rounded()`, without a call into the C library: below
    // 2⁵², the truncation and the fraction it leaves are exact.
    let whole = Int64(units)
    let fraction = units - Double(whole)
    return Double(whole + (fraction >= 0.5 ? 1 : (fraction <= -0.5 ? -1 : 0)))
  }

  /// ``rounded(_:)`` from the value's ``scaled(_:)`` units.
  @inline(__always)
  func rounded(scaled: Double, value: Double) -> Double {
    // Beyond 9e15 units the text is the value rounded to an integer; see append(_:to:).
    guard scaled.magnitude < 9.0e15 else { return value.rounded() }
    return scaled == 0 ? 0 : scaled / scale
  }

  /// Appends the text of `value` to `output`.
  public func append(_ value: Double, to output: inout [UInt8]) {
    append(scaled: scaled(value), value: value, to: &output)
  }

  /// A number as it is written.
  ///
  /// Its units of 10^−precision, or, at 9e15 units and beyond, the value rounded to an
  /// integer (with units `Int64.min`). Two numbers are written alike exactly when their
  /// written forms are equal.
  package struct Written: Equatable {
    /// The rounded value in units of 10^−precision; `Int64.min` for a large value.
    package var units: Int64
    /// A large value, rounded to an integer; 0 otherwise.
    package var large: Double

    /// Zero.
    package static let zero = Written(units: 0, large: 0)

    /// Whether the text has no minus sign.
    @inline(__always)
    package var isNonNegative: Bool { units >= 0 || (units == .min && large >= 0) }
  }

  /// How `value` is written (see ``Written``).
  ///
  /// NaN and infinities are written as 0.
  @inline(__always)
  package func written(_ value: Double) -> Written {
    let scaled = value * scale
    guard scaled.magnitude < 4.0e15 else { return writtenLarge(value) }
    // Halves away from zero, as `rounded()`, without a call into the C library: below
    // 2⁵², the truncation and the fraction it leaves are exact.
    let whole = Int64(scaled)
    let fraction = scaled - Double(whole)
    return Written(
      units: whole &+ (fraction >= 0.5 ? 1 : (fraction <= -0.5 ? -1 : 0)), large: 0)
  }

  /// ``written(_:)`` of a value whose units are 4e15 or more, or not finite.
  private func writtenLarge(_ value: Double) -> Written {
    guard value.isFinite else { return .zero }
    let scaled = (value * scale).rounded()
    guard scaled.magnitude < 9.0e15 else { return Written(units: .min, large: value.rounded()) }
    return Written(units: Int64(scaled), large: 0)
  }

  /// Writes the text of `value`, written as `written`, at `start`, and returns its length:
  /// at most ``maximumLength`` bytes.
  @inline(__always)
  package func write(_ written: Written, value: Double, to start: UnsafeMutablePointer<UInt8>)
    -> Int
  {
    guard written.units != .min else { return writeLarge(value, to: start) }
    return write(units: written.units, to: start)
  }

  /// The most bytes ``write(scaled:value:to:)`` writes.
  package static let maximumLength = 32

  /// Appends the text of `value`, whose ``scaled(_:)`` units are `scaled`.
  func append(scaled: Double, value: Double, to output: inout [UInt8]) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.maximumLength) { buffer in
      let count = write(scaled: scaled, value: value, to: buffer.baseAddress!)
      output.append(contentsOf: UnsafeBufferPointer(start: buffer.baseAddress, count: count))
    }
  }

  /// Writes the text of `value`, whose ``scaled(_:)`` units are `scaled`, at `start`, and
  /// returns its length: at most ``maximumLength`` bytes.
  @inline(__always)
  package func write(scaled: Double, value: Double, to start: UnsafeMutablePointer<UInt8>)
    -> Int
  {
    guard scaled.magnitude < 9.0e15 else { return writeLarge(value, to: start) }
    return write(units: Int64(scaled), to: start)
  }

  /// Writes a number of `units` (below 9e15 in magnitude) at `start`; returns its length.
  @inline(__always)
  private func write(units: Int64, to start: UnsafeMutablePointer<UInt8>) -> Int {
    if units == 0 {
      start.pointee = UInt8(ascii: "0")
      return 1
    }
    var cursor = start
    if units < 0 {
      cursor.pointee = UInt8(ascii: "-")
      cursor += 1
    }
    let magnitude = units.magnitude
    var whole: UInt64
    var fraction: UInt64
    if integerScale == 1000 {
      // The default precision, by a constant the compiler divides by multiplying.
      whole = magnitude / 1000
      fraction = magnitude - whole * 1000
    } else {
      whole = magnitude / UInt64(integerScale)
      fraction = magnitude - whole * UInt64(integerScale)
    }
    // The whole part, its digits counted first so they can be written from the back, two
    // at a time.
    var length: Int
    if whole < 100 {
      length = whole < 10 ? 1 : 2
    } else if whole < 10_000 {
      length = whole < 1000 ? 3 : 4
    } else {
      length = 5
      var bound: UInt64 = 100_000
      while whole >= bound, length < 19 {
        length += 1
        bound &*= 10
      }
    }
    let pairs = Self.digitPairs.utf8Start
    var digit = cursor + length
    while whole >= 100 {
      let quotient = whole / 100
      let pair = Int(truncatingIfNeeded: whole &- quotient &* 100) &* 2
      digit -= 2
      digit[0] = pairs[pair]
      digit[1] = pairs[pair &+ 1]
      whole = quotient
    }
    if whole >= 10 {
      let pair = Int(truncatingIfNeeded: whole) &* 2
      digit[-2] = pairs[pair]
      digit[-1] = pairs[pair &+ 1]
    } else {
      digit[-1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: whole)
    }
    cursor += length
    guard fraction != 0 else { return cursor - start }
    cursor.pointee = UInt8(ascii: ".")
    if integerScale == 1000 {
      // Three decimals, the default: at most three digits, without trailing zeros.
      let hundreds = fraction / 100
      let rest = fraction &- hundreds &* 100
      cursor[1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: hundreds)
      guard rest != 0 else { return cursor + 2 - start }
      let tens = rest / 10
      let ones = rest &- tens &* 10
      cursor[2] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: tens)
      guard ones != 0 else { return cursor + 3 - start }
      cursor[3] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: ones)
      return cursor + 4 - start
    }
    // The fraction, without its trailing zeros.
    var digits = precision
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    digit = cursor + digits + 1
    for _ in 0..<digits {
      digit -= 1
      digit.pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction % 10)
      fraction /= 10
    }
    cursor += digits + 1
    return cursor - start
  }

  /// "00" through "99", for writing two digits at a time.
  private static let digitPairs: StaticString =
    "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"

  /// Writes a value so large that its decimals are beyond a double's precision: the
  /// integer, in full while it fits in 64 bits, else in exponent form (`1e+20`), which SVG
  /// reads.
  private func writeLarge(_ value: Double, to start: UnsafeMutablePointer<UInt8>) -> Int {
    let integer = value.rounded()
    let text = abs(integer) < 9.0e18 ? String(Int64(integer)) : String(describing: integer)
    var count = 0
    for byte in text.utf8.prefix(Self.maximumLength) {
      start[count] = byte
      count += 1
    }
    return count
  }

  /// The text of `value`.
  public func string(_ value: Double) -> String {
    var bytes: [UInt8] = []
    append(value, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }
}
