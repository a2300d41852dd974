import Foundation
import Shapes
import Testing

/// Numbers at the edges of what SVG text and a `Double` hold, written and read:
/// reproducers found by fuzzing (issue 18).
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
}
