import Foundation
import Shapes
import Testing

/// Command lines that fuzzing found to trap or to draw the wrong thing with extreme
/// numbers: each now succeeds and writes what its numbers say.
@Suite("Numeric reproducers")
struct NumericReproducerTests {
  /// Runs `shapegen` and expects success: status 0, nothing on standard error, one SVG.
  func succeed(_ arguments: [String]) throws -> String {
    let run = try Shapegen.run(arguments)
    #expect(run.status == 0, "\(arguments): \(run.standardError.prefix(200))")
    #expect(run.standardError == "")
    #expect(run.standardOutput.hasSuffix("</svg>\n"))
    return run.standardOutput
  }

  /// The values of attribute `name` in `svg`, split at `;`.
  func list(_ name: String, in svg: String) throws -> [String] {
    let start = try #require(svg.range(of: " \(name)=\""))
    let rest = svg[start.upperBound...]
    let end = try #require(rest.firstIndex(of: "\""))
    return rest[..<end].split(separator: ";").map(String.init)
  }

  /// Angles 2·10¹⁸° apart are the full disc, one whole circle.
  ///
  /// The start angle is reduced
  /// before the quarter turns are added to it, which used to round them away (the circle
  /// came out short, `M209.144 12.152` … `245.305 34.168Z`, with two pieces ending at the
  /// same point). It starts at 280°, where 10¹⁸° lies past a whole number of turns.
  @Test func pieWithAnglesFarApartIsTheWholeCircle() throws {
    let svg = try succeed(["pie", "--start-angle", "1e18", "--end-angle", "-1e18"])
    let data = try #require(pathData(in: svg))
    #expect(
      data
        == "M176.047 2.279A150 150 0 0 0 2.279 123.953 150 150 0 0 0 123.953 297.721"
        + " 150 150 0 0 0 297.721 176.047 150 150 0 0 0 176.047 2.279Z")
    let path = try Path(svgPathData: data)
    #expect(abs(path.area / (-.pi * 150 * 150) - 1) < 1e-5)
    #expect(abs(path.length / (.pi * 300) - 1) < 1e-5)
  }

  /// A sweep that starts 2⁶⁰° from zero is the sweep it says: whole turns come off in
  /// degrees, before the conversion to radians rounds the angle by more than the sweep.
  @Test func pieOfAHugeStartAngleSweepsItsAngle() throws {
    // 2⁶⁰ degrees is 136° past a whole number of turns; 2⁶⁰ + 256 is the next Double up.
    let far = try succeed([
      "pie", "--start-angle", "1152921504606846976", "--end-angle", "1152921504606847232",
    ])
    let near = try succeed(["pie", "--start-angle", "136", "--end-angle", "392"])
    #expect(far == near)
  }

  /// A spring of response 1e-50 s has more periods in its pass than an `Int` holds: the
  /// count is capped at the maximum of 256 keyframes instead of trapping.
  @Test func springOfTinyResponseMakesAtMost256Keyframes() throws {
    let svg = try succeed([
      "circle", "--animate", "opacity=0:1", "--curve", "spring", "--duration", "1e-50",
    ])
    let values = try list("values", in: svg)
    let keyTimes = try list("keyTimes", in: svg)
    #expect(values.count == keyTimes.count)
    #expect(values.count >= 2 && values.count <= 256)
    #expect(values.first == "0" && values.last == "1")
    #expect(keyTimes.first == "0" && keyTimes.last == "1")
  }

  /// The discrete frames of the longest pass, a day, are capped at 256 (60 a second).
  ///
  /// A pass of 10¹⁸ s, more frames than an `Int` holds, trapped before the cap;
  /// `--duration` now stops at a day, so the library's tests take that pass.
  @Test func discreteFramesOfTheLongestPassAreCapped() throws {
    // The ring at 360° is drawn differently from a slice: the frames are discrete.
    let svg = try succeed(["pie", "--animate", "end-angle=0:360", "--duration", "86400"])
    #expect(svg.contains(" calcMode=\"discrete\""))
    #expect(svg.contains(" dur=\"86400s\""))
    #expect(try list("values", in: svg).count == 256)
    let keyTimes = try list("keyTimes", in: svg)
    #expect(keyTimes.count == 256)
    #expect(keyTimes.first == "0" && keyTimes.last == "1")
  }

  /// `--precision 12` keeps the decimals of numbers of 9000 and more, which it used to
  /// round to integers (coarser than `--precision 3`).
  @Test(arguments: ["3", "12"])
  func highPrecisionKeepsTheDecimalsOfLargeNumbers(precision: String) throws {
    let svg = try succeed([
      "rectangle", "--width", "12345.678", "--height", "10.5", "--precision", precision,
    ])
    #expect(pathData(in: svg) == "M0 0H12345.678V10.5H0Z")
  }
}
