import Foundation
import PixelKit
import Shapes
import Testing

/// One shape subcommand and what its default SVG must show.
struct ShapeCase: Sendable, CustomTestStringConvertible {
  /// The arguments.
  let arguments: [String]
  /// The expected area of the outline, in square points.
  let area: Double
  /// The expected bounding rectangle of the outline.
  let bounds: CGRect

  var testDescription: String { "shapegen " + arguments.joined(separator: " ") }
}

/// Every subcommand succeeds: exit 0, nothing on standard error, one SVG on standard output.
@Suite("Shape subcommands")
struct ShapeCommandTests {
  static let square = CGRect(x: 0, y: 0, width: 300, height: 300)

  static let cases: [ShapeCase] = [
    ShapeCase(
      arguments: ["trapezium", "--corner", "topRight", "--offset", "0.5"], area: 67_500,
      bounds: square),
    ShapeCase(
      arguments: ["pie", "--start-angle", "0", "--end-angle", "90", "--clockwise"],
      area: .pi * 150 * 150 / 4, bounds: CGRect(x: 150, y: 150, width: 150, height: 150)),
    ShapeCase(
      arguments: ["rounded-rectangle", "--corner-radius", "30", "--style", "circular"],
      area: 90_000 - (4 - .pi) * 900, bounds: square),
    ShapeCase(
      arguments: [
        "uneven-rounded-rectangle", "--top-leading-radius", "40", "--bottom-trailing-radius=20",
        "--style", "circular",
      ], area: 90_000 - (1 - .pi / 4) * (1600 + 400), bounds: square),
    ShapeCase(
      arguments: ["capsule", "--height", "100"], area: 300 * 100 - (4 - .pi) * 2500,
      bounds: CGRect(x: 0, y: 0, width: 300, height: 100)),
    ShapeCase(
      arguments: ["rectangle", "--width", "120", "--height", "80"], area: 9_600,
      bounds: CGRect(x: 0, y: 0, width: 120, height: 80)),
    ShapeCase(
      arguments: ["circle", "--padding", "50"], area: .pi * 100 * 100,
      bounds: CGRect(x: 50, y: 50, width: 200, height: 200)),
    ShapeCase(
      arguments: ["ellipse", "--height", "100"], area: .pi * 150 * 50,
      bounds: CGRect(x: 0, y: 0, width: 300, height: 100)),
  ]

  @Test("draws the shape, filled black", arguments: cases)
  func draws(_ shape: ShapeCase) throws {
    let run = try Shapegen.run(shape.arguments)
    #expect(run.status == 0)
    #expect(run.standardError == "")
    #expect(run.standardOutput.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
    #expect(run.standardOutput.hasSuffix("</svg>\n"))
    let data = try #require(pathData(in: run.standardOutput))
    let path = try Path(svgPathData: data)
    // Continuous corners and rounding to 3 decimals move the area a little.
    #expect(abs(abs(path.area) - shape.area) < 0.5, "area \(path.area)")
    let box = path.boundingRect
    #expect(abs(box.minX - shape.bounds.minX) < 1e-3 && abs(box.maxX - shape.bounds.maxX) < 1e-3)
    #expect(abs(box.minY - shape.bounds.minY) < 1e-3 && abs(box.maxY - shape.bounds.maxY) < 1e-3)
    #expect(!run.standardOutput.contains(" fill=\""), "filled with the default, black")
  }

  @Test("each subcommand runs with no options at all", arguments: HelpTests.shapes)
  func defaults(_ shape: String) throws {
    let run = try Shapegen.run([shape])
    #expect(run.status == 0)
    #expect(run.standardError == "")
    #expect(run.standardOutput.contains("width=\"300\" height=\"300\""))
    #expect(pathData(in: run.standardOutput) != nil)
  }

  @Test("the default trapezium is the stream's, and the default pie CS193p's")
  func defaultShapes() throws {
    let trapezium = try Shapegen.run(["trapezium"])
    #expect(pathData(in: trapezium.standardOutput) == "M0 0H300V300L0 225Z")
    let pie = try Shapegen.run(["pie"])
    #expect(
      pathData(in: pie.standardOutput)
        == "M150 150V0A150 150 0 0 0 1.014 132.586 150 150 0 0 0 115.408 295.957 150 150 0 0 0 "
        + "290.954 201.303Z")
  }

  @Test("corners pair with the offsets after them, dashed names too, with other options between")
  func cornerPairs() throws {
    let run = try Shapegen.run([
      "trapezium", "--corner", "top-left", "--width", "100", "--offset", "0.5",
      "--corner=BOTTOM_RIGHT", "--offset=0.75", "--height", "100",
    ])
    #expect(run.status == 0)
    #expect(pathData(in: run.standardOutput) == "M0 50L100 0V75L0 100Z")
  }

  @Test("negative numbers are values, not options")
  func negativeValues() throws {
    let run = try Shapegen.run([
      "pie", "--start-angle", "-90", "--end-angle", "-.5e1", "--shadow-x", "-4",
    ])
    #expect(run.status == 0)
    #expect(run.standardOutput.contains("dx=\"-4\" dy=\"0\""))
  }
}

/// The paint, stroke and effect options.
@Suite("Paint and effects")
struct PaintTests {
  @Test("fill and stroke share one element")
  func fillAndStroke() throws {
    let run = try Shapegen.run([
      "rectangle", "--fill", "tomato", "--stroke", "rgb(0 0 255 / 50%)", "--line-width", "4",
      "--line-join", "round", "--dash", "8,4", "--dash-phase", "2", "--opacity", "0.5",
      "--fill-rule", "evenodd",
    ])
    #expect(run.status == 0)
    #expect(
      run.standardOutput.contains(
        "<path d=\"M0 0H300V300H0Z\" fill=\"#ff6347\" fill-rule=\"evenodd\" stroke=\"#0000ff\" "
          + "stroke-opacity=\"0.5\" stroke-width=\"4\" stroke-linejoin=\"round\" "
          + "stroke-dasharray=\"8 4\" stroke-dashoffset=\"2\" opacity=\"0.5\"/>"),
      "\(run.standardOutput)")
  }

  @Test("a stroke option alone strokes black and fills nothing")
  func impliedStroke() throws {
    let run = try Shapegen.run(["rectangle", "--line-width", "2"])
    #expect(
      run.standardOutput.contains(
        "<path d=\"M0 0H300V300H0Z\" fill=\"none\" stroke=\"#000000\" stroke-width=\"2\"/>"))
  }

  @Test("--stroke-border strokes inside the outline")
  func strokeBorder() throws {
    let run = try Shapegen.run([
      "rectangle", "--fill", "blue", "--stroke", "black", "--line-width", "10", "--stroke-border",
    ])
    #expect(run.standardOutput.contains("<path d=\"M0 0H300V300H0Z\" fill=\"#0000ff\"/>"))
    #expect(
      run.standardOutput.contains(
        "<path d=\"M5 5H295V295H5Z\" fill=\"none\" stroke=\"#000000\" stroke-width=\"10\"/>"))
  }

  @Test("--fill none draws nothing")
  func noFill() throws {
    let run = try Shapegen.run(["circle", "--fill", "none"])
    #expect(run.status == 0)
    #expect(!run.standardOutput.contains("<path"))
  }

  @Test(
    "linear gradients follow CSS: angles, sides and corners in the shape's frame",
    arguments: [
      ("linear-gradient(90deg, red, blue)", "x1=\"0\" y1=\"150\" x2=\"400\" y2=\"150\""),
      ("linear-gradient(red, blue)", "x1=\"200\" y1=\"0\" x2=\"200\" y2=\"300\""),
      ("linear-gradient(0.5turn, red, blue)", "x1=\"200\" y1=\"0\" x2=\"200\" y2=\"300\""),
      ("linear-gradient(to left, red, blue)", "x1=\"400\" y1=\"150\" x2=\"0\" y2=\"150\""),
      // Perpendicular to the diagonal through the other two corners, reaching the corners.
      ("linear-gradient(to top right, red, blue)", "x1=\"56\" y1=\"342\" x2=\"344\" y2=\"-42\""),
    ])
  func linearGradient(_ fill: String, _ endpoints: String) throws {
    let run = try Shapegen.run([
      "rectangle", "--width", "400", "--precision", "0", "--fill", fill,
    ])
    #expect(run.status == 0)
    #expect(run.standardOutput.contains(endpoints), "\(run.standardOutput)")
    #expect(run.standardOutput.contains("<path d=\"M0 0H400V300H0Z\" fill=\"url(#gradient1)\"/>"))
  }

  @Test("stops without positions are spread as CSS spreads them")
  func stopPositions() throws {
    let run = try Shapegen.run([
      "rectangle", "--fill",
      "linear-gradient(red, rgb(0, 128, 0) 20%, blue, white, black 80%, gray)",
    ])
    let offsets = run.standardOutput.components(separatedBy: "offset=\"").dropFirst().map {
      $0.prefix { $0 != "\"" }
    }
    #expect(offsets == ["0", "0.2", "0.4", "0.6", "0.8", "1"])
  }

  @Test("radial gradients run from the centre to the farthest corner")
  func radialGradient() throws {
    let run = try Shapegen.run([
      "circle", "--padding", "30", "--fill", "radial-gradient(circle, white, navy 50%, black)",
    ])
    #expect(run.standardOutput.contains("cx=\"150\" cy=\"150\" r=\"169.706\""))
    #expect(run.standardOutput.contains("<stop offset=\"0.5\" stop-color=\"#000080\"/>"))
  }

  @Test("--background takes a color or a gradient under the padded shape")
  func background() throws {
    let color = try Shapegen.run(["circle", "--background", "#eee", "--padding", "10"])
    #expect(color.standardOutput.contains("<path d=\"M0 0H300V300H0Z\" fill=\"#eeeeee\"/>"))
    #expect(color.standardOutput.contains("<path d=\"M290 150A140 140"))
    let gradient = try Shapegen.run(["circle", "--background", "linear-gradient(white, gray)"])
    #expect(
      gradient.standardOutput.contains("<path d=\"M0 0H300V300H0Z\" fill=\"url(#gradient1)\"/>"))
  }

  @Test("any shadow option adds a shadow, SwiftUI's default color unless given")
  func shadow() throws {
    let run = try Shapegen.run(["trapezium", "--shadow-radius", "8", "--shadow-y", "4"])
    #expect(run.standardOutput.contains("<feOffset in=\"SourceAlpha\" dx=\"0\" dy=\"4\"/>"))
    #expect(run.standardOutput.contains("<feGaussianBlur stdDeviation=\"4\" result=\"shadow\"/>"))
    #expect(run.standardOutput.contains("flood-color=\"#000000\" flood-opacity=\"0.33\""))
    let colored = try Shapegen.run(["trapezium", "--shadow-color", "rgba(255, 0, 0, 0.5)"])
    #expect(colored.standardOutput.contains("flood-color=\"#ff0000\" flood-opacity=\"0.5\""))
  }

  @Test("--precision sets the decimals")
  func precision() throws {
    let run = try Shapegen.run(["pie", "--precision", "1"])
    #expect(pathData(in: run.standardOutput)?.contains("1 132.6") == true)
  }
}

/// `--image`: aspect-filled and clipped to the shape.
@Suite("Images")
struct ImageTests {
  /// A directory holding `wide.png`, a 40×20 red image.
  static func fixture() throws -> URL {
    let directory = try Shapegen.temporaryDirectory()
    let image = PNGImage(width: 40, height: 20, color: .red)
    try image.pngData().write(to: directory.appendingPathComponent("wide.png"))
    return directory
  }

  @Test("the image is embedded, aspect-filled and clipped to the shape; no default fill")
  func clipped() throws {
    let directory = try Self.fixture()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try Shapegen.run(["trapezium", "--image", "wide.png"], in: directory)
    #expect(run.status == 0)
    #expect(run.standardError == "")
    let svg = run.standardOutput
    #expect(svg.contains("<clipPath id=\"clip1\"><path d=\"M0 0H300V300L0 225Z\"/></clipPath>"))
    #expect(svg.contains("data:image/png;base64,"))
    // A 2:1 image filling a square is 600 wide, centred.
    #expect(svg.contains("x=\"-150\" y=\"0\" width=\"600\" height=\"300\""), "\(svg)")
    #expect(!svg.contains("<path d=\"M0 0H300V300L0 225Z\"/>\n"), "no black fill")
  }

  @Test("rendered, the image shows inside the shape only")
  func rendered() throws {
    try requireRenderer()
    let directory = try Self.fixture()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try Shapegen.run(
      ["trapezium", "--image", "wide.png", "--stroke", "blue", "--line-width", "2"],
      in: directory)
    let image = try SVGRasterizer().render(run.standardOutput)
    #expect(image[x: 150, y: 150] == RGBA.red)
    #expect(image[x: 10, y: 290].alpha == 0)
    #expect(abs(image.coverage() - 78_750) / 78_750 < 0.01)
  }
}
