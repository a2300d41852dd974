import Foundation
import Shapes
import Testing
import _TestSupport

/// Numbers at the edges of what SVG text and a `Double` hold, written and read:
/// reproducers found by fuzzing.
@Suite struct SVGNumberRangeTests {
  /// The x coordinate that `M<number> 0` reads.
  func readX(_ number: String) throws -> Double {
    try #require(try Path(svgPathData: "M\(number) 0").currentPoint).x
  }

  /// A million-digit mantissa does not saturate the exponent: its digits count exactly
  /// against the exponent, however large, and the value is what `Double(String)` reads.
  @Test func millionDigitMantissasCountAgainstTheExponent() throws {
    let million = String(repeating: "0", count: 1_000_000)
    // 10^1 000 000 × 10^−100 000 000 underflows to 0; it used to read as 1e18.
    #expect(try readX("1\(million)e-100000000") == 0)
    #expect(try readX("-1\(million)e-100000000").sign == .minus)
    // 10^1 000 000 × 10^−1 000 003 and 10^−1 000 000 × 10^1 000 005.
    #expect(try readX("1\(million)e-1000003") == 1e-3)
    #expect(try readX("0.\(million.dropFirst())1e1000005") == 1e5)
    #expect(try readX("1.\(million)1e-1") == 0.1)
    // Ten million fraction digits against an exponent of 10 000 005.
    let tenMillion = String(repeating: "0", count: 9_999_999)
    #expect(try readX("0.\(tenMillion)1e10000005") == 1e5)
    // Out of range, as 1e400 is.
    for number in ["1\(million)", "1\(million)e-999000", "0.\(million)1e99999999999"] {
      #expect(throws: SVGPathDataError(.numberOutOfRange, offset: 1)) {
        try Path(svgPathData: "M\(number) 0")
      }
    }
  }

  /// Reading path data takes time linear in its length, long numbers included.
  @Test func longNumbersAreReadInLinearTime() throws {
    let digits = String(repeating: "7", count: 200_000)
    let data = (0..<10).map { _ in "M0.\(digits)e-99999999999 \(digits)e-200000" }.joined()
    let clock = ContinuousClock()
    var path = Path()
    let elapsed = try clock.measure { path = try Path(svgPathData: data) }
    #expect(path.currentPoint == CGPoint(x: 0, y: 0.777_777_777_777_777_8))
    #expect(elapsed < .seconds(2))
  }

  /// Numbers too many units of 10^−precision for the integer route keep their decimals:
  /// `--precision 12` used to write every number from 9000 on as an integer.
  @Test(arguments: [
    (12, 12_345.678, "12345.678"), (12, -9_000.5, "-9000.5"),
    (12, 9_000.000_000_000_002, "9000.000000000002"), (12, 4e6 / 3, "1333333.3333333333"),
    (6, 1e10 + 0.25, "10000000000.25"), (3, 9_000_000_000_000.002, "9000000000000.002"),
    (3, 123_456_789_012_345.67, "123456789012345.67"), (1, 1e15 + 0.5, "1000000000000000.5"),
    (0, 9e15, "9000000000000000"), (3, 1e20, "1e+20"),
  ])
  func largeNumbersKeepTheirDecimals(precision: Int, value: Double, expected: String) throws {
    let format = SVGNumberFormat(precision: precision)
    #expect(format.string(value) == expected)
    #expect(try #require(Double(format.string(value))) == format.rounded(value))
  }

  /// Seeded random paths round-trip at every precision the format accepts, 0 through 12.
  ///
  /// Each coordinate reads back within half a unit of the last decimal written,
  /// 0.5·10^−precision, absolute, plus 4 ulps of the coordinate, relative to its magnitude
  /// (the rounding of scaling it to units and of reading it back). Coordinates range from
  /// 10^−4 to 10^20 in magnitude.
  @Test(arguments: 0...12)
  func randomPathsRoundTripWithinHalfAUnit(precision: Int) throws {
    var generator = SeededGenerator(seed: 0x18_0007 + UInt64(precision))
    let halfUnit = 0.5 * pow(10, -Double(precision))
    for index in 0..<200 {
      let path = randomPath(using: &generator)
      let text = path.svgPathData(precision: precision)
      let readBack = try Path(svgPathData: text)
      #expect(readBack.elements.map(kind) == path.elements.map(kind), "\(index): \(text)")
      let original = allPoints(path)
      let read = allPoints(readBack)
      #expect(read.count == original.count)
      for (written, given) in zip(read, original) {
        for (a, b) in [(written.x, given.x), (written.y, given.y)] {
          #expect(abs(a - b) <= halfUnit + 4 * b.ulp, "\(index): \(b) read back as \(a)")
        }
      }
    }
  }

  /// The kind of an element, without its points.
  func kind(_ element: Path.Element) -> Int {
    switch element {
    case .move: 0
    case .line: 1
    case .quadCurve: 2
    case .curve: 3
    case .closeSubpath: 4
    }
  }

  /// A random path of lines, quadratic and cubic curves, in one to three sub-paths, some
  /// closed; each coordinate of random sign and of a magnitude from 10^−4 to 10^20, often
  /// repeating the last one so that `H` and `V` are written.
  func randomPath(using generator: inout SeededGenerator) -> Path {
    var last = CGPoint.zero
    func coordinate() -> Double {
      let magnitude = pow(10, Double.random(in: -4...20, using: &generator))
      return Double.random(in: -1...1, using: &generator) * magnitude
    }
    func point() -> CGPoint {
      switch Int.random(in: 0...5, using: &generator) {
      case 0: CGPoint(x: last.x, y: coordinate())
      case 1: CGPoint(x: coordinate(), y: last.y)
      default: CGPoint(x: coordinate(), y: coordinate())
      }
    }
    var path = Path()
    for _ in 0..<Int.random(in: 1...3, using: &generator) {
      last = point()
      path.move(to: last)
      for _ in 0..<Int.random(in: 1...5, using: &generator) {
        switch Int.random(in: 0...2, using: &generator) {
        case 0:
          last = point()
          path.addLine(to: last)
        case 1:
          let control = point()
          last = point()
          path.addQuadCurve(to: last, control: control)
        default:
          let control1 = point()
          let control2 = point()
          last = point()
          path.addCurve(to: last, control1: control1, control2: control2)
        }
      }
      if Bool.random(using: &generator) { path.closeSubpath() }
    }
    return path
  }
}
