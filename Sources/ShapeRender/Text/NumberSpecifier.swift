import Foundation

/// A `printf` format of one number, checked before it is used: the `specifier:` of a
/// ``LocalizedStringKey`` interpolation.
///
/// A format is text with exactly one conversion, `%` then flags (`-+ #0'`), a width and a
/// precision of at most 100 each, a length (`h`, `hh`, `l`, `ll`, `q`, `L`, `z`, `t`, `j`)
/// and one of `d i u o x X` (integers) or `f F e E g G a A` (floating point); `%%` is a
/// percent sign. Anything else (`%@`, `%s`, `%n`, `*` widths, positional arguments) is not a
/// format of one number and is refused (`init?` returns nil). An integer conversion
/// given a floating-point value writes it truncated toward zero (clamped to the 64-bit
/// range, NaN as 0); a floating-point conversion given an integer writes its `Double`.
struct NumberSpecifier {
  /// The format, its conversion's length replaced by one that matches the argument.
  private let prefix: String
  private let flags: String
  private let suffix: String
  private let conversion: Character

  init?(_ specifier: String) {
    var prefix = ""
    var suffix = ""
    var flags = ""
    var conversion: Character?
    var characters = specifier[...]
    while let character = characters.popFirst() {
      guard character == "%" else {
        if conversion == nil { prefix.append(character) } else { suffix.append(character) }
        continue
      }
      if characters.first == "%" {
        characters.removeFirst()
        if conversion == nil { prefix += "%%" } else { suffix += "%%" }
        continue
      }
      guard conversion == nil else { return nil }
      var spec = ""
      while let flag = characters.first, "-+ #0'".contains(flag) {
        spec.append(flag)
        characters.removeFirst()
      }
      for part in 0..<2 {
        if part == 1 {
          guard characters.first == "." else { break }
          spec.append(".")
          characters.removeFirst()
        }
        var digits = ""
        while let digit = characters.first, digit.isASCII, digit.isNumber {
          digits.append(digit)
          characters.removeFirst()
        }
        guard digits.count <= 3, (Int(digits) ?? 0) <= 100 else { return nil }
        spec += digits
      }
      while let length = characters.first, "hlqLztj".contains(length) {
        characters.removeFirst()
      }
      guard let letter = characters.popFirst(), "diuoxXfFeEgGaA".contains(letter) else {
        return nil
      }
      flags = spec
      conversion = letter
    }
    guard let conversion else { return nil }
    (self.prefix, self.flags, self.suffix, self.conversion) = (prefix, flags, suffix, conversion)
  }

  private var isInteger: Bool { "diuoxX".contains(conversion) }

  /// `value` written by the format.
  func format<T: BinaryInteger>(_ value: T) -> String {
    isInteger ? format(integer: Int64(clamping: value)) : format(double: Double(value))
  }

  /// `value` written by the format.
  func format(_ value: Double) -> String {
    guard isInteger else { return format(double: value) }
    let truncated: Int64 =
      value.isNaN ? 0 : value >= 9.2e18 ? .max : value <= -9.2e18 ? .min : Int64(value)
    return format(integer: truncated)
  }

  private func format(integer: Int64) -> String {
    return String(format: prefix + "%" + flags + "ll" + String(conversion) + suffix, integer)
  }

  private func format(double: Double) -> String {
    String(format: prefix + "%" + flags + String(conversion) + suffix, double)
  }
}
