import Foundation
import Shapes
import Testing

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

  /// Values too large for their decimals are written as integers, in full while they fit
  /// in 64 bits, and read back as what ``SVGNumberFormat/rounded(_:)`` says.
  @Test(arguments: [
    (1e13, "10000000000000"), (-1e13, "-10000000000000"),
    (123_456_789_012_345.67, "123456789012346"), (9.5e15, "9500000000000000"),
    (-4.5e18, "-4500000000000000000"), (1e20, "1e+20"), (-1.5e300, "-1.5e+300"),
    (Double.greatestFiniteMagnitude, "1.7976931348623157e+308"),
  ])
  func hugeValuesAreWrittenAsIntegers(value: Double, expected: String) throws {
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
}
