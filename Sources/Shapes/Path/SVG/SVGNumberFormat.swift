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
    guard value.isFinite else { return 0 }
    let scaled = (value * scale).rounded()
    // Beyond 9e15 units the text is the value rounded to an integer; see append(_:to:).
    guard abs(scaled) < 9.0e15 else { return value.rounded() }
    return scaled == 0 ? 0 : scaled / scale
  }

  /// Appends the text of `value` to `output`.
  public func append(_ value: Double, to output: inout [UInt8]) {
    guard value.isFinite else {
      output.append(UInt8(ascii: "0"))
      return
    }
    let scaled = (value * scale).rounded()
    guard abs(scaled) < 9.0e15 else {
      // So large that the decimals are beyond a double's precision: write the integer, in
      // full while it fits in 64 bits, else in exponent form (`1e+20`), which SVG reads.
      let integer = value.rounded()
      guard abs(integer) < 9.0e18 else {
        output.append(contentsOf: Array(String(describing: integer).utf8))
        return
      }
      if integer < 0 { output.append(UInt8(ascii: "-")) }
      appendDigits(of: Int64(abs(integer)), to: &output)
      return
    }
    var units = Int64(scaled)
    if units == 0 {
      output.append(UInt8(ascii: "0"))
      return
    }
    if units < 0 {
      output.append(UInt8(ascii: "-"))
      units = -units
    }
    let whole = units / integerScale
    var fraction = units % integerScale
    appendDigits(of: whole, to: &output)
    guard fraction != 0 else { return }
    var digits = precision
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    output.append(UInt8(ascii: "."))
    // Leading zeros of the fraction.
    var width = 1
    var probe = fraction
    while probe >= 10 {
      probe /= 10
      width += 1
    }
    for _ in width..<digits { output.append(UInt8(ascii: "0")) }
    appendDigits(of: fraction, to: &output)
  }

  /// The text of `value`.
  public func string(_ value: Double) -> String {
    var bytes: [UInt8] = []
    append(value, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the decimal digits of a non-negative integer.
  private func appendDigits(of value: Int64, to output: inout [UInt8]) {
    let start = output.count
    var rest = value
    repeat {
      output.append(UInt8(ascii: "0") + UInt8(rest % 10))
      rest /= 10
    } while rest > 0
    output[start...].reverse()
  }
}
