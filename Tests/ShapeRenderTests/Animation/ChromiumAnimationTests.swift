import Foundation
import PixelKit
import ShapeRender
import Shapes
import Testing

/// A real browser plays the SMIL animations: headless Chromium screenshots an animated SVG
/// paused at several times, and the area drawn at each time matches the interpolated shape.
///
/// Too heavy for every test run, so it runs only when `SHAPES_CHROMIUM=1` and Chromium is
/// installed; `Scripts/check-animation-in-chromium.sh` sets that up and runs it. Each case
/// inlines copies of one SVG in an HTML page, each copy's timeline paused and sought to
/// one of the times (`svg.pauseAnimations(); svg.setCurrentTime(t)`), takes one screenshot
/// on a transparent background, and measures each copy's alpha-weighted area. The expected
/// area at time t is the exact area of the shape at the animation's progress at t, and
/// librsvg's rendering of that static shape is measured too.
@Suite(
  .enabled(if: ChromiumScreenshot.isEnabled, "set SHAPES_CHROMIUM=1 and install chromium"))
@MainActor
struct ChromiumAnimationTests {
  let size = 300.0
  let times = [0, 0.25, 0.5, 0.75, 1.0]
  let frame = CGRect(x: 0, y: 0, width: 300, height: 300)

  @Test func trapeziumFinale() throws {
    let finale = Trapezium(offset: 0.65, corner: .bottomLeft)
      .animation(.easeInOut(duration: 1), from: 1, for: \.bottomLeftOffset)
    try check("trapezium 1→0.65, easeInOut 1 s", finale, times: times)
  }

  @Test func pieSweep() throws {
    let sweep = Pie(startAngle: .degrees(-90), endAngle: .degrees(270), clockwise: true)
      .animation(.easeInOut(duration: 1), from: .degrees(-90), for: \.endAngle)
    try check("pie 0→360°, easeInOut 1 s", sweep, times: times)
  }

  @Test func pieSpring() throws {
    let spring = Pie(startAngle: .degrees(-90), endAngle: .degrees(180), clockwise: true)
      .animation(
        .spring(response: 0.5, dampingFraction: 0.5), from: .degrees(-90), for: \.endAngle)
    try check("pie 0→270°, spring(0.5, 0.5)", spring, times: [0.1, 0.2, 0.3, 0.45, 0.7])
  }

  @Test func delayShowsTheStartStateFirst() throws {
    let delayed = Trapezium(offset: 0.2, corner: .topRight)
      .animation(.linear(duration: 1).delay(0.5), from: 1, for: \.topRightOffset)
    try check("trapezium, linear 1 s after 0.5 s", delayed, times: [0, 0.25, 0.5, 1, 1.5])
  }

  @Test func autoreverseRepeats() throws {
    let wave = Pie(startAngle: .degrees(0), endAngle: .degrees(300), clockwise: true)
      .animation(.easeIn(duration: 1).repeatCount(3), from: .degrees(30), for: \.endAngle)
    try check("pie 30→300°, easeIn ×3 autoreversed", wave, times: [0.5, 1.25, 1.75, 2.5, 3.5])
  }

  @Test func strokeDrawing() throws {
    let style = StrokeStyle(lineWidth: 10, lineCap: .round)
    let drawing = Circle().inset(by: 20).drawing(.easeInOut(duration: 1))
    let svg = SVGRenderer().render(
      Artwork(width: size, height: size) { drawing.stroke(blue, style: style) })
    #expect(svg.contains("stroke-dashoffset"))
    try compare(
      "circle drawn with round caps, easeInOut 1 s", svg: svg, animation: drawing.animation,
      times: times
    ) { time in
      // The reference: librsvg's stroke of the trimmed circle at that time, a static path.
      let state = drawing.shape(atTime: time)
      let path = state.path(in: frame)
      let exact = path.isEmpty ? 0 : nil as Double?
      return (exact, AnyView(ShapeOnly(shape: path).stroke(blue, style: style)))
    }
  }

  @Test func opacityFade() throws {
    let animation = Animation.easeIn(duration: 1)
    let svg = SVGRenderer().render(
      Artwork(width: size, height: size) {
        Rectangle().fill(blue).opacity(1, from: 0, animation: animation)
      })
    try compare("opacity 0→1, easeIn 1 s", svg: svg, animation: animation, times: times) { time in
      (size * size * animation.progress(at: time), nil)
    }
  }

  @Test func fillColor() throws {
    let animation = Animation.linear(duration: 1)
    let svg = SVGRenderer().render(
      Artwork(width: size, height: size) {
        Rectangle().fill(
          Color(red: 0, green: 0, blue: 1), from: Color(red: 1, green: 0, blue: 0),
          animation: animation)
      })
    let image = try screenshot(svg, times: times)
    var lines: [String] = []
    for (index, time) in times.enumerated() {
      let region = PixelRect(x: index * Int(size), y: 0, width: Int(size), height: Int(size))
      let mean = image.meanColor(in: region)
      let progress = animation.progress(at: time)
      let expected = (255 * (1 - progress), 255 * progress)
      let error = max(abs(Double(mean.red) - expected.0), abs(Double(mean.blue) - expected.1))
      lines.append(
        "| fill #ff0000→#0000ff, linear 1 s | \(time) s | \(format(progress, 4)) | "
          + "red \(format(expected.0, 1)), blue \(format(expected.1, 1)) | – | "
          + "red \(mean.red), blue \(mean.blue) | \(format(error, 1)) levels |")
      #expect(error <= 2, "fill at \(time) s: \(mean)")
    }
    print(lines.map { "chromium-check: " + $0 }.joined(separator: "\n"))
  }

  // MARK: Measuring

  let blue = Color(red: 0, green: 0, blue: 1)

  /// Screenshots `shape` filled, at each time, and compares the areas with the exact area
  /// of the shape at that time.
  func check<S: Shape>(_ name: String, _ shape: AnimatedShape<S>, times: [Double]) throws {
    let svg = SVGRenderer().render(Artwork(width: size, height: size) { shape.fill(blue) })
    try compare(name, svg: svg, animation: shape.animation, times: times) { time in
      let state = shape.shape(atTime: time)
      return (abs(state.path(in: frame).area), AnyView(ShapeOnly(shape: state).fill(blue)))
    }
  }

  /// Screenshots `svg` at each time and compares the area drawn with the expected one.
  ///
  /// The expected area is the exact one when `expected` gives it, else librsvg's rendering
  /// of its static view; they must agree within 1 % (1 pixel below 100 pixels).
  func compare(
    _ name: String, svg: String, animation: Animation, times: [Double],
    expected: (Double) -> (exact: Double?, reference: AnyView?)
  ) throws {
    let image = try screenshot(svg, times: times)
    var lines: [String] = []
    for (index, time) in times.enumerated() {
      let region = PixelRect(x: index * Int(size), y: 0, width: Int(size), height: Int(size))
      let measured = image.coverage(in: region)
      let (exact, reference) = expected(time)
      let rsvg = try reference.flatMap { try rsvgCoverage(of: $0) }
      guard let target = exact ?? rsvg else {
        Issue.record("\(name) at \(time) s: no reference (rsvg-convert missing)")
        continue
      }
      let difference = abs(measured - target)
      let error = target >= 100 ? difference / target : difference / 100
      let progress = format(animation.progress(at: time), 4)
      lines.append(
        "| \(name) | \(time) s | \(progress) | \(exact.map { format($0, 1) } ?? "–") | "
          + "\(rsvg.map { format($0, 1) } ?? "–") | \(format(measured, 1)) | "
          + "\(format(100 * error, 3)) % |")
      #expect(error <= 0.01, "\(name) at \(time) s: Chromium drew \(measured), expected \(target)")
    }
    print(lines.map { "chromium-check: " + $0 }.joined(separator: "\n"))
  }

  /// The alpha-weighted area librsvg draws for a static view, or `nil` without
  /// rsvg-convert.
  func rsvgCoverage(of view: AnyView) throws -> Double? {
    guard SVGRasterizer.isAvailable else { return nil }
    let svg = SVGRenderer().render(Artwork(width: size, height: size) { view })
    return try SVGRasterizer().render(svg).coverage()
  }

  /// One screenshot of copies of `svg` side by side, each paused at one of the times.
  func screenshot(_ svg: String, times: [Double]) throws -> PNGImage {
    try ChromiumScreenshot.capture(svg, times: times, width: Int(size), height: Int(size))
  }

  func format(_ value: Double, _ decimals: Int) -> String {
    String(format: "%.\(decimals)f", value)
  }
}

/// A shape drawn as itself, so a static state renders without the animation's view.
private struct ShapeOnly<S: Shape>: Shape, View {
  var shape: S
  func path(in rect: CGRect) -> Path { shape.path(in: rect) }
}
