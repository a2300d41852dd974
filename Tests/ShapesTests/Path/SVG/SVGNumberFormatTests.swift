import Foundation
import Shapes
import Testing
import _TestSupport

@Suite struct SVGNumberFormatTests {
  @Test(arguments: [
    (1.0, "1"), (0.5, "0.5"), (-2.25, "-2.25"), (100, "100"), (1_000_000, "1000000"),
    (1.10, "1.1"), (2.000_4, "2"), (0.001, "0.001"), (-0.001, "-0.001"), (0.010, "0.01"),
    (12.345_678, "12.346"), (-12.345_678, "-12.346"), (0, "0"),
  ])
  func defaultPrecisionIsThreeDecimalsInShortestForm(value: Double, expected: String) {
    #expect(SVGNumberFormat().string(value) == expected)
  }

  @Test(arguments: [-0.0, -0.000_4, -0.000_499, 0.000_4, -1e-300])
  func neverWritesNegativeZero(value: Double) {
    #expect(SVGNumberFormat().string(value) == "0")
    #expect(SVGNumberFormat().rounded(value).sign == .plus)
  }

  @Test func precisionZeroWritesIntegers() {
    let format = SVGNumberFormat(precision: 0)
    #expect(format.string(2.4) == "2")
    #expect(format.string(-2.4) == "-2")
    #expect(format.string(0.4) == "0")
    #expect(format.string(-0.4) == "0")
    #expect(format.string(1_234.9) == "1235")
  }

  @Test func precisionSixKeepsSixDecimals() {
    let format = SVGNumberFormat(precision: 6)
    #expect(format.string(3.141_592_653_59) == "3.141593")
    #expect(format.string(0.000_001) == "0.000001")
    #expect(format.string(-0.000_012) == "-0.000012")
    #expect(format.string(0.000_000_4) == "0")
    #expect(format.string(2.5) == "2.5")
    #expect(format.string(1.000_010_0) == "1.00001")
  }

  @Test func precisionIsClampedToZeroThroughTwelve() {
    #expect(SVGNumberFormat(precision: -3).precision == 0)
    #expect(SVGNumberFormat(precision: 20).precision == 12)
    #expect(SVGNumberFormat(precision: 20).string(0.1) == "0.1")
    #expect(SVGNumberFormat(precision: 12).string(1e-12) == "0.000000000001")
  }

  /// Halves that a `Double` holds exactly round away from zero.
  @Test(arguments: [
    (0, 0.5, "1"), (0, -0.5, "-1"), (0, 1.5, "2"), (0, 2.5, "3"), (0, -2.5, "-3"),
    (2, 0.125, "0.13"), (2, -0.125, "-0.13"), (2, 0.375, "0.38"), (3, 0.0625, "0.063"),
    (3, -1.0625, "-1.063"), (1, 0.25, "0.3"), (1, -0.75, "-0.8"),
  ])
  func halvesRoundAwayFromZero(precision: Int, value: Double, expected: String) {
    #expect(SVGNumberFormat(precision: precision).string(value) == expected)
  }

  /// Values too large for the integer route are written as the shortest text that reads
  /// back as them, in full while they fit in 64 bits, and read back as what
  /// ``SVGNumberFormat/rounded(_:)`` says.
  @Test(arguments: [
    (1e13, "10000000000000"), (-1e13, "-10000000000000"),
    (123_456_789_012_345.67, "123456789012345.67"), (9.5e15, "9500000000000000"),
    (-4.5e18, "-4500000000000000000"), (1e20, "1e+20"), (-1.5e300, "-1.5e+300"),
    (Double.greatestFiniteMagnitude, "1.7976931348623157e+308"),
  ])
  func hugeValuesAreWrittenInShortestForm(value: Double, expected: String) throws {
    let format = SVGNumberFormat()
    #expect(format.string(value) == expected)
    #expect(try #require(Double(format.string(value))) == format.rounded(value))
  }

  @Test func nonFiniteValuesAreWrittenAsZero() {
    #expect(SVGNumberFormat().string(.nan) == "0")
    #expect(SVGNumberFormat().string(.infinity) == "0")
    #expect(SVGNumberFormat().string(-.infinity) == "0")
    #expect(SVGNumberFormat().rounded(.nan) == 0)
  }

  /// For random values of every size, at every precision: the text is in shortest form
  /// (no `-0`, no trailing zeros, no bare point) and reads back as `rounded(_:)`.
  @Test func textReadsBackAsTheRoundedValue() throws {
    var generator = SeededGenerator(seed: 0xF0_4A7)
    for _ in 0..<20_000 {
      let precision = Int.random(in: 0...12, using: &generator)
      let format = SVGNumberFormat(precision: precision)
      let magnitude = pow(10, Double.random(in: -14...22, using: &generator))
      let value = Double.random(in: -1...1, using: &generator) * magnitude
      let text = format.string(value)
      #expect(try #require(Double(text)) == format.rounded(value), "\(value) → \(text)")
      #expect(!text.hasPrefix("-0") || text.hasPrefix("-0."), "\(value) → \(text)")
      #expect(text != "-0")
      if text.contains("."), !text.contains("e") {
        #expect(!text.hasSuffix("0") && !text.hasSuffix("."), "\(value) → \(text)")
        #expect(text.split(separator: ".")[1].count <= precision, "\(value) → \(text)")
      }
    }
  }

  /// Values at the edge of a double's precision round as their exact value says: below a
  /// half, down; at a half, away from zero.
  @Test(arguments: [
    (0, 0.499_999_999_999_999_94, "0"), (0, -0.499_999_999_999_999_94, "0"), (0, 0.5, "1"),
    (0, -0.5, "-1"), (0, 4_503_599_627_370_495.5, "4503599627370496"),
    (0, -4_503_599_627_370_495.5, "-4503599627370496"), (3, 0.0025, "0.003"),
    (3, 0.0005, "0.001"), (3, -0.0005, "-0.001"), (3, 1.0005, "1.001"),
    (3, 2.000_499_999_9, "2"), (3, -0.000_499_999_9, "0"), (12, 0.5e-12, "0.000000000001"),
    (12, -0.4e-12, "0"), (1, 0.05, "0.1"),
  ])
  func roundingAtTheEdgeOfPrecision(precision: Int, value: Double, expected: String) {
    #expect(SVGNumberFormat(precision: precision).string(value) == expected)
  }

  /// 9e15 units of 10^−precision: below, the units are written; from there on, the
  /// shortest text that reads back as the value, which has no more decimals.
  @Test(arguments: [
    (0, 8_999_999_999_999_999, "8999999999999999"), (0, 9e15, "9000000000000000"),
    (0, 9_000_000_000_000_001, "9000000000000001"), (0, -9e15, "-9000000000000000"),
    (0, 9.2e18, "9.2e+18"), (0, 1e19, "1e+19"), (0, -1e19, "-1e+19"),
    (3, 8_999_999_999_999.998, "8999999999999.998"), (3, 9e12, "9000000000000"),
    (3, -9e12, "-9000000000000"), (3, 9_000_000_000_000.002, "9000000000000.002"),
    (12, 8_999.999_999_999_998, "8999.999999999998"),
    (12, 9_000.000_000_000_002, "9000.000000000002"),
    (12, -8_999.999_999_999_998, "-8999.999999999998"),
  ])
  func unitsUpTo9e15AreWrittenInFull(precision: Int, value: Double, expected: String) throws {
    let format = SVGNumberFormat(precision: precision)
    #expect(format.string(value) == expected)
    #expect(try #require(Double(format.string(value))) == format.rounded(value))
  }

  /// Around 10 000, where the writer leaves its inline path, and at its digit counts.
  @Test(arguments: [
    (3, 9_999.9995, "10000"), (3, 9_999.999, "9999.999"), (3, 10_000.001, "10000.001"),
    (3, -10_000.5, "-10000.5"), (3, 12_345.678, "12345.678"), (3, 999.9995, "1000"),
    (3, 99.9995, "100"), (3, 9.9995, "10"), (3, 1000, "1000"), (3, 100.05, "100.05"),
    (3, 0.05, "0.05"), (3, -0.05, "-0.05"), (2, 9_999.995, "10000"),
    (6, 9_999.999_999_5, "10000"), (0, 9_999.5, "10000"), (0, 99_999.4, "99999"),
    (12, 1_234.567_890_123_456, "1234.567890123456"),
  ])
  func digitCounts(precision: Int, value: Double, expected: String) {
    #expect(SVGNumberFormat(precision: precision).string(value) == expected)
  }

  /// A number that follows another gets a space, unless its minus sign separates it;
  /// negative zero has no sign, so it gets the space.
  @Test(arguments: [
    (1.5, " 1.5"), (-1.5, "-1.5"), (-0.0, " 0"), (-0.0004, " 0"), (0, " 0"), (-1e20, "-1e+20"),
    (1e20, " 1e+20"), (-12_345.678, "-12345.678"),
  ])
  func separatedNumbers(value: Double, expected: String) {
    let format = SVGNumberFormat()
    var bytes = [UInt8](repeating: 0, count: SVGNumberFormat.maximumLength + 1)
    let count = bytes.withUnsafeMutableBufferPointer { buffer in
      format.write(format.written(value), separated: true, to: buffer.baseAddress!)
    }
    #expect(String(decoding: bytes[..<count], as: UTF8.self) == expected)
  }

  /// Two numbers have equal written forms exactly when their texts are equal, which the
  /// path writer relies on to choose `H` and `V`.
  @Test func writtenFormsAreEqualExactlyWhenTheTextIs() {
    var generator = SeededGenerator(seed: 0x3A_17)
    for _ in 0..<20_000 {
      let precision = Int.random(in: 0...12, using: &generator)
      let format = SVGNumberFormat(precision: precision)
      let magnitude = pow(10, Double.random(in: -14...20, using: &generator))
      let value = Double.random(in: -1...1, using: &generator) * magnitude
      let unit = pow(10, -Double(precision))
      for other in [value.nextUp, value + unit / 2, value - unit / 2, -value, value * 1.000_1] {
        let sameText = format.string(value) == format.string(other)
        #expect((format.written(value) == format.written(other)) == sameText, "\(value) \(other)")
      }
    }
  }

  /// The table of digit triples: three digits, then the length of as many thousandths,
  /// point included, without trailing zeros.
  @Test func digitTriplesTable() {
    let triples = SVGNumberFormat.digitTriples
    let table = String(
      decoding: UnsafeBufferPointer(start: triples.utf8Start, count: triples.utf8CodeUnitCount),
      as: UTF8.self)
    #expect(table.count == 4000)
    for value in 0..<1000 {
      let digits = String(value + 1000).dropFirst()
      let decimals = digits.reversed().drop { $0 == "0" }.count
      let length = decimals == 0 ? 1 : decimals + 1
      let start = table.index(table.startIndex, offsetBy: value * 4)
      #expect(table[start..<table.index(start, offsetBy: 4)] == "\(digits)\(length)")
    }
  }
}
