import Foundation
import PixelKit
import Shapes
import Testing

/// The animation options end to end: `--animate PARAM=FROM:TO`, `--draw` and the timing
/// options write SMIL, and the static picture is what the command draws without animation
/// at TO.
@Suite("Animation options")
struct AnimationCommandTests {
  /// The `values` of the first `<animate>` whose attribute is `attribute`, split at `;`.
  static func keyframes(of attribute: String, in svg: String) -> [String]? {
    guard let element = animateElement(of: attribute, in: svg),
      let start = element.range(of: " values=\"")
    else { return nil }
    let rest = element[start.upperBound...]
    guard let end = rest.firstIndex(of: "\"") else { return nil }
    return rest[..<end].split(separator: ";").map(String.init)
  }

  /// The whole `<animate …/>` element animating `attribute`.
  static func animateElement(of attribute: String, in svg: String) -> String? {
    guard let start = svg.range(of: "<animate attributeName=\"\(attribute)\"") else {
      return nil
    }
    let rest = svg[start.lowerBound...]
    guard let end = rest.range(of: "/>") else { return nil }
    return String(rest[..<end.upperBound])
  }

  /// The command letters of path data, in order: `MLLLZ`.
  static func commands(_ data: String) -> String {
    String(data.filter { $0.isLetter })
  }

  /// Runs `shapegen`, expecting success and nothing on standard error.
  static func svg(_ arguments: [String]) throws -> String {
    let run = try Shapegen.run(arguments)
    #expect(run.status == 0, "\(arguments): \(run.standardError)")
    #expect(run.standardError == "")
    return run.standardOutput
  }

  @Test("--animate offset=1:0.65 writes the stream's finale: two keyframes, eased in and out")
  func finale() throws {
    let svg = try Self.svg(["trapezium", "--corner", "bottomLeft", "--animate", "offset=1:0.65"])
    #expect(
      svg == """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="300" height="300" \
        viewBox="0 0 300 300">
        <path d="M0 0H300V300L0 195Z">
        <animate attributeName="d" values="M0 0L300 0L300 300L0 300Z;M0 0L300 0L300 300L0 195Z" \
        keyTimes="0;1" calcMode="spline" keySplines="0.42 0 0.58 1" dur="1s" fill="freeze"/>
        </path>
        </svg>

        """)
    let keyframes = try #require(Self.keyframes(of: "d", in: svg))
    #expect(keyframes.count == 2)
  }

  /// An animated command and the static command that draws its end state.
  struct EndState: Sendable, CustomTestStringConvertible {
    let animated: [String]
    let still: [String]

    init(_ animated: [String], _ still: [String]) {
      self.animated = animated
      self.still = still
    }

    var testDescription: String { animated.joined(separator: " ") }
  }

  static let endStates: [EndState] = [
    EndState(
      ["trapezium", "--corner", "bottomLeft", "--animate", "offset=1:0.65"],
      ["trapezium", "--corner", "bottomLeft", "--offset", "0.65"]),
    EndState(
      [
        "trapezium", "--corner", "bottom-left", "--animate=offset=1:0.65", "--corner", "topRight",
        "--offset", "0.8", "--corner", "topLeft", "--animate", "offset=0.2:0.9",
      ],
      [
        "trapezium", "--corner", "bottom-left", "--offset", "0.65", "--corner", "topRight",
        "--offset", "0.8", "--corner", "topLeft", "--offset", "0.9",
      ]),
    EndState(
      ["pie", "--clockwise", "--animate", "end-angle=-90:200"],
      ["pie", "--clockwise", "--end-angle", "200"]),
    EndState(
      ["pie", "--animate", "start-angle=0:45", "--animate", "inner-radius=0:0.5"],
      ["pie", "--start-angle", "45", "--inner-radius", "0.5"]),
    EndState(
      ["rounded-rectangle", "--animate", "corner-radius=0:40", "--style", "circular"],
      ["rounded-rectangle", "--corner-radius", "40", "--style", "circular"]),
    EndState(
      ["rounded-rectangle", "--corner-width", "10", "--animate", "corner-height=60:30"],
      ["rounded-rectangle", "--corner-width", "10", "--corner-height", "30"]),
    EndState(
      [
        "uneven-rounded-rectangle", "--corner-radius", "10", "--animate",
        "top-leading-radius=0:80", "--curve", "spring",
      ],
      ["uneven-rounded-rectangle", "--corner-radius", "10", "--top-leading-radius", "80"]),
  ]

  @Test("the static path is the one the command draws with TO", arguments: endStates)
  func endState(_ states: EndState) throws {
    let animated = try Self.svg(states.animated)
    let still = try Self.svg(states.still)
    #expect(animated.contains("<animate attributeName=\"d\""))
    let data = try #require(pathData(in: animated))
    #expect(data == pathData(in: still))
    // The last keyframe is the end state too.
    let last = try #require(Self.keyframes(of: "d", in: animated)?.last)
    let end = try Path(svgPathData: last)
    let expected = try Path(svgPathData: data)
    #expect(abs(end.area - expected.area) < 0.1)
  }

  @Test("a pie's end angle sweeps in many keyframes that all have the same commands")
  func pieSweep() throws {
    let svg = try Self.svg(["pie", "--clockwise", "--animate", "end-angle=-90:270"])
    let keyframes = try #require(Self.keyframes(of: "d", in: svg))
    #expect(keyframes.count > 10)
    let structure = Self.commands(keyframes[0])
    #expect(structure.hasPrefix("MLA"))
    for keyframe in keyframes {
      #expect(Self.commands(keyframe) == structure, "\(keyframe)")
    }
    // Swept areas grow from nothing to the whole disc.
    let areas = try keyframes.map { abs(try Path(svgPathData: $0).area) }
    #expect(areas.first! < 1)
    #expect(abs(areas.last! - .pi * 150 * 150) < 10)
    #expect(zip(areas, areas.dropFirst()).allSatisfy { $0 <= $1 + 1e-6 })
    // The end state is the whole disc, as --end-angle 270 draws it.
    let still = try Self.svg(["pie", "--clockwise", "--end-angle", "270"])
    #expect(pathData(in: svg) == pathData(in: still))
  }

  @Test("--draw strokes black, fills nothing, and animates one dash along the outline")
  func draw() throws {
    let svg = try Self.svg(["circle", "--draw", "--line-width", "4", "--padding", "10"])
    // A circle of radius 140: the dash is its length padded by 0.1 % and 1 unit.
    let dash = 2 * Double.pi * 140 * 1.001 + 1
    let text = String(format: "%.3f", dash)
    #expect(svg.contains("fill=\"none\" stroke=\"#000000\" stroke-width=\"4\""))
    #expect(svg.contains("stroke-dasharray=\"\(text) \(text)\""))
    #expect(
      Self.animateElement(of: "stroke-dashoffset", in: svg)
        == "<animate attributeName=\"stroke-dashoffset\" values=\"\(text);0\" keyTimes=\"0;1\" "
        + "calcMode=\"spline\" keySplines=\"0.42 0 0.58 1\" dur=\"1s\" fill=\"freeze\"/>")
    #expect(!svg.contains("attributeName=\"d\""))
  }

  @Test("--draw keeps a --fill, under the stroke drawn on, and --stroke-border insets it")
  func drawWithFill() throws {
    let svg = try Self.svg([
      "rectangle", "--draw", "--fill", "gold", "--stroke", "navy", "--line-width", "10",
      "--stroke-border",
    ])
    #expect(svg.contains("<path d=\"M0 0H300V300H0Z\" fill=\"#ffd700\"/>"))
    #expect(svg.contains("<path d=\"M5 5H295V295H5Z\" fill=\"none\" stroke=\"#000080\""))
    #expect(svg.contains("<animate attributeName=\"stroke-dashoffset\""))
  }

  @Test("the timing options: duration, curve, delay, repeats and autoreverse")
  func timing() throws {
    let base = ["trapezium", "--corner", "topRight", "--animate", "offset=1:0.5"]
    let linear = try Self.svg(
      base + [
        "--duration", "2", "--curve", "linear", "--delay", "0.5", "--repeat", "3", "--autoreverse",
      ])
    #expect(
      linear.contains("<set attributeName=\"d\" to=\"M0 0L300 0L300 300L0 300Z\" dur=\"0.5s\"/>"))
    #expect(
      Self.animateElement(of: "d", in: linear)
        == "<animate attributeName=\"d\" values=\"M0 0L300 0L300 300L0 300Z;"
        + "M0 0L300 150L300 300L0 300Z;M0 0L300 0L300 300L0 300Z\" keyTimes=\"0;0.5;1\" "
        + "dur=\"4s\" begin=\"0.5s\" repeatCount=\"1.5\" fill=\"freeze\"/>")
    let forever = try Self.svg(base + ["--repeat", "forever", "--curve", "ease-in"])
    let element = try #require(Self.animateElement(of: "d", in: forever))
    #expect(element.contains("keySplines=\"0.42 0 1 1\" dur=\"1s\" repeatCount=\"indefinite\""))
    let twice = try #require(
      Self.animateElement(of: "d", in: try Self.svg(base + ["--repeat", "2"])))
    #expect(twice.contains("repeatCount=\"2\""))
    // There and back ends where it started, and so does the static picture.
    let back = try Self.svg(base + ["--repeat", "2", "--autoreverse"])
    #expect(
      pathData(in: back)
        == pathData(in: try Self.svg(["trapezium", "--corner", "topRight", "--offset", "1"])))
    // A spring overshoots, sampled in time: many keyframes, interpolated linearly.
    let spring = try Self.svg(base + ["--curve", "spring", "--duration", "0.5"])
    let springKeyframes = try #require(Self.keyframes(of: "d", in: spring))
    #expect(springKeyframes.count > 8)
    #expect(Self.animateElement(of: "d", in: spring)?.contains("calcMode") == false)
  }

  @Test("--animate opacity=FROM:TO fades the drawing, shadow included")
  func opacity() throws {
    let svg = try Self.svg(["circle", "--animate", "opacity=0:1", "--shadow-radius", "4"])
    #expect(
      Self.animateElement(of: "opacity", in: svg)
        == "<animate attributeName=\"opacity\" values=\"0;1\" keyTimes=\"0;1\" "
        + "calcMode=\"spline\" keySplines=\"0.42 0 0.58 1\" dur=\"1s\" fill=\"freeze\"/>")
    let half = try Self.svg(["circle", "--animate", "opacity=1:0.5", "--curve", "linear"])
    #expect(half.contains("opacity=\"0.5\""))
    #expect(Self.keyframes(of: "opacity", in: half) == ["1", "0.5"])
  }

  @Test("an image fills the animated shape through a mask that animates with it")
  func imageFollowsTheShape() throws {
    let directory = try Shapegen.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let image = PNGImage(width: 4, height: 4, color: RGBA(red: 255, green: 0, blue: 0))
    try image.pngData().write(to: directory.appendingPathComponent("red.png"))
    let run = try Shapegen.run(
      ["trapezium", "--corner", "topRight", "--animate", "offset=1:0.5", "--image", "red.png"],
      in: directory)
    #expect(run.status == 0)
    let svg = run.standardOutput
    #expect(svg.contains("<mask id=\"mask1\""))
    #expect(svg.contains("<animate attributeName=\"d\""))
    #expect(svg.contains("mask=\"url(#mask1)\""))
    #expect(!svg.contains("clip-path"))
  }

  // MARK: The static picture

  /// Animated commands and the static commands whose pictures must be the same, within
  /// `tolerance` levels of any channel.
  static let pictures: [(animated: [String], still: [String], tolerance: Int)] = [
    (
      ["trapezium", "--corner", "bottomLeft", "--animate", "offset=1:0.65"],
      ["trapezium", "--corner", "bottomLeft", "--offset", "0.65"], 0
    ),
    (
      ["pie", "--clockwise", "--animate", "end-angle=-90:200", "--fill", "orange"],
      ["pie", "--clockwise", "--end-angle", "200", "--fill", "orange"], 0
    ),
    (
      ["rounded-rectangle", "--animate", "corner-radius=0:60", "--curve", "spring"],
      ["rounded-rectangle", "--corner-radius", "60"], 0
    ),
    (
      ["circle", "--animate", "opacity=0:0.5", "--fill", "blue"],
      ["circle", "--opacity", "0.5", "--fill", "blue"], 0
    ),
    // One dash longer than the outline draws the whole stroke; where the outline starts,
    // rsvg antialiases a miter join of the dash's two ends a few levels differently.
    (
      ["trapezium", "--draw", "--line-width", "6", "--padding", "10", "--line-join", "round"],
      [
        "trapezium", "--stroke", "black", "--line-width", "6", "--padding", "10", "--line-join",
        "round",
      ], 0
    ),
    (
      ["trapezium", "--draw", "--line-width", "6", "--padding", "10"],
      ["trapezium", "--stroke", "black", "--line-width", "6", "--padding", "10"], 16
    ),
  ]

  @Test("rendered by rsvg, the static picture is the non-animated command's")
  func staticPicture() throws {
    try requireRenderer()
    for (animated, still, tolerance) in Self.pictures {
      let animatedImage = try SVGRasterizer().render(try Self.svg(animated))
      let stillImage = try SVGRasterizer().render(try Self.svg(still))
      let difference = animatedImage.maximumDifference(from: stillImage)
      #expect(difference <= tolerance, "\(animated): differs by \(difference)")
      #expect(stillImage.coverage() > 1_000, "\(still) draws something")
    }
  }

  @Test("rendered by rsvg, the finale's end state covers w·h less the cut triangle")
  func finaleArea() throws {
    try requireRenderer()
    let image = try SVGRasterizer().render(
      try Self.svg(["trapezium", "--corner", "bottomLeft", "--animate", "offset=1:0.65"]))
    let expected = 300.0 * 300 - 0.5 * 300 * (0.35 * 300)
    #expect(abs(image.coverage() - expected) / expected < 0.002, "\(image.coverage())")
  }

  // MARK: Bad input

  static let badCases: [BadInput] = [
    BadInput(
      ["trapezium", "--animate", "offset=1:0.65"],
      "'--animate offset=1:0.65' has no '--corner' before it; pair them as in "
        + "'--corner bottomLeft --animate offset=1:0.65'", usage: "trapezium"),
    BadInput(
      ["trapezium", "--corner", "bottomLeft", "--animate", "ofset=1:0.65"],
      "The value 'ofset=1:0.65' is invalid for '--animate <param=from:to>': trapezium has no "
        + "parameter 'ofset'. Did you mean 'offset'?", usage: "trapezium"),
    BadInput(
      ["pie", "--animate", "endangel=0:90"],
      "The value 'endangel=0:90' is invalid for '--animate <param=from:to>': pie has no "
        + "parameter 'endangel'. Did you mean 'end-angle'?", usage: "pie"),
    BadInput(
      ["circle", "--animate", "offset=1:0"],
      "The value 'offset=1:0' is invalid for '--animate <param=from:to>': circle has no "
        + "parameter 'offset'; it animates opacity", usage: "circle"),
    BadInput(
      ["trapezium", "--animate", "radius=1:2"],
      "The value 'radius=1:2' is invalid for '--animate <param=from:to>': trapezium has no "
        + "parameter 'radius'; it animates offset or opacity", usage: "trapezium"),
    BadInput(
      ["pie", "--animate", "width=100:300"],
      "The value 'width=100:300' is invalid for '--animate <param=from:to>': width cannot be "
        + "animated; pie animates end-angle, start-angle, inner-radius or opacity", usage: "pie"),
    BadInput(
      ["pie", "--animate", "end-angle"],
      "The value 'end-angle' is invalid for '--animate <param=from:to>': expected "
        + "PARAM=FROM:TO, such as end-angle=-90:270", usage: "pie"),
    BadInput(
      ["pie", "--animate", "end-angle=90"],
      "The value 'end-angle=90' is invalid for '--animate <param=from:to>': expected "
        + "PARAM=FROM:TO, such as end-angle=-90:270", usage: "pie"),
    BadInput(
      ["rounded-rectangle", "--animate", "=0:1"],
      "The value '=0:1' is invalid for '--animate <param=from:to>': expected PARAM=FROM:TO, "
        + "such as corner-radius=0:40", usage: "rounded-rectangle"),
    BadInput(
      ["pie", "--animate", "end-angle=ninety:270"],
      "The value 'end-angle=ninety:270' is invalid for '--animate <param=from:to>': the start "
        + "value 'ninety' is not a number", usage: "pie"),
    BadInput(
      ["pie", "--animate", "end-angle=0:"],
      "The value 'end-angle=0:' is invalid for '--animate <param=from:to>': the end value '' "
        + "is not a number", usage: "pie"),
    BadInput(
      ["pie", "--animate", "end-angle=0:inf"],
      "The value 'end-angle=0:inf' is invalid for '--animate <param=from:to>': the end value "
        + "'inf' is not a finite number", usage: "pie"),
    BadInput(
      ["trapezium", "--corner", "topLeft", "--animate", "offset=1.5:0.65"],
      "The value 'offset=1.5:0.65' is invalid for '--animate <param=from:to>': the start value "
        + "1.5 must be between 0 and 1", usage: "trapezium"),
    BadInput(
      ["trapezium", "--corner", "topLeft", "--animate", "offset=1:-0.1"],
      "The value 'offset=1:-0.1' is invalid for '--animate <param=from:to>': the end value "
        + "-0.1 must be between 0 and 1", usage: "trapezium"),
    BadInput(
      ["rounded-rectangle", "--animate", "corner-radius=-4:20"],
      "The value 'corner-radius=-4:20' is invalid for '--animate <param=from:to>': the start "
        + "value -4 must not be negative", usage: "rounded-rectangle"),
    BadInput(
      ["circle", "--animate", "opacity=0:2"],
      "The value 'opacity=0:2' is invalid for '--animate <param=from:to>': the end value 2 "
        + "must be between 0 and 1", usage: "circle"),
    BadInput(
      ["pie", "--animate", "end-angle=0:90", "--animate", "endAngle=90:180"],
      "The value 'endAngle=90:180' is invalid for '--animate <param=from:to>': end-angle is "
        + "already animated by '--animate end-angle=0:90'", usage: "pie"),
    BadInput(
      ["pie", "--end-angle", "20", "--animate", "end-angle=0:90"],
      "'--end-angle 20' and '--animate end-angle=0:90' both set end-angle; leave one out",
      usage: "pie"),
    BadInput(
      ["circle", "--opacity=0.5", "--animate", "opacity=0:1"],
      "'--opacity 0.5' and '--animate opacity=0:1' both set opacity; leave one out",
      usage: "circle"),
    BadInput(
      [
        "trapezium", "--corner", "topLeft", "--offset", "0.5", "--corner", "topLeft",
        "--animate", "offset=1:0.5",
      ],
      "The value 'topLeft' is invalid for '--corner <corner>': the corner topLeft is already "
        + "offset", usage: "trapezium"),
    // Timing.
    BadInput(
      ["circle", "--draw", "--duration", "0"],
      "The value '0' is invalid for '--duration <seconds>': must be greater than 0",
      usage: "circle"),
    BadInput(
      ["circle", "--draw", "--duration", "-1"],
      "The value '-1' is invalid for '--duration <seconds>': must be greater than 0",
      usage: "circle"),
    BadInput(
      ["circle", "--draw", "--duration", "inf"],
      "The value 'inf' is invalid for '--duration <seconds>': not a finite number",
      usage: "circle"),
    BadInput(
      ["circle", "--draw", "--duration", "nan"],
      "The value 'nan' is invalid for '--duration <seconds>': not a finite number",
      usage: "circle"),
    BadInput(
      ["circle", "--draw", "--delay", "-0.5"],
      "The value '-0.5' is invalid for '--delay <seconds>': must not be negative",
      usage: "circle"),
    BadInput(
      ["circle", "--draw", "--curve", "ease"],
      "The value 'ease' is invalid for '--curve <curve>': expected linear, ease-in, ease-out, "
        + "ease-in-out or spring. Did you mean 'ease-in'?", usage: "circle"),
    BadInput(
      ["circle", "--draw", "--repeat", "0"],
      "The value '0' is invalid for '--repeat <count>': must be at least 1", usage: "circle"),
    BadInput(
      ["circle", "--draw", "--repeat", "1.5"],
      "The value '1.5' is invalid for '--repeat <count>': expected a whole number or forever",
      usage: "circle"),
    BadInput(
      ["circle", "--draw", "--repeat", "forevr"],
      "The value 'forevr' is invalid for '--repeat <count>': expected a whole number or "
        + "forever. Did you mean 'forever'?", usage: "circle"),
    BadInput(
      ["circle", "--draw", "--autoreverse"],
      "'--autoreverse' needs '--repeat': it plays every other pass backwards, as in "
        + "'--repeat 2 --autoreverse' (there and back) or '--repeat forever --autoreverse'",
      usage: "circle"),
    BadInput(
      ["circle", "--duration", "2"],
      "'--duration 2' has nothing to animate; add '--animate PARAM=FROM:TO' or '--draw'",
      usage: "circle"),
    BadInput(
      ["trapezium", "--repeat", "forever", "--corner", "topLeft", "--offset", "0.5"],
      "'--repeat forever' has nothing to animate; add '--animate PARAM=FROM:TO' or '--draw'",
      usage: "trapezium"),
    // --draw.
    BadInput(
      ["circle", "--draw", "--dash", "4,2"],
      "'--draw' and '--dash 4,2' cannot be used together: --draw draws the stroke with a dash "
        + "of its own", usage: "circle"),
    BadInput(
      ["pie", "--draw", "--animate", "end-angle=0:90"],
      "'--draw' and '--animate end-angle=0:90' cannot be used together: --draw draws the "
        + "outline of a shape that keeps still", usage: "pie"),
    BadInput(
      ["circle", "--draw", "--stroke", "none"],
      "'--draw' needs a stroke to draw, and '--stroke none' leaves it out", usage: "circle"),
    BadInput(
      ["circle", "--draw=yes"],
      "The option '--draw' does not take any value, but 'yes' was specified.", usage: "circle"),
    BadInput(
      ["circle", "--animate"], "Missing value for '--animate <param=from:to>'", usage: "circle"),
  ]

  @Test("bad animation input prints Error, Usage and See, exits 64", arguments: badCases)
  func rejected(_ input: BadInput) throws {
    let run = try Shapegen.run(input.arguments)
    #expect(run.status == 64)
    #expect(run.standardOutput == "")
    #expect(run.standardError == input.expectedStandardError)
  }

  @Test("bad animation input creates no -o file", arguments: badCases)
  func noOutputFile(_ input: BadInput) throws {
    let directory = try Shapegen.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try Shapegen.run(input.arguments + ["-o", "out.svg"], in: directory)
    #expect(run.status == 64)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [])
  }
}
