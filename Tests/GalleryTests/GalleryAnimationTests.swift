import Foundation
import GalleryArtwork
import PixelKit
import ShapeRender
import Shapes
import Testing

/// How the animated artworks are measured, in a static rendering or a browser's screenshot.
@MainActor
enum AnimatedArtworkMeasure {
  /// The finale's filled area in the image, its left edge at `originX`: each pixel near the
  /// frame counted by its share of the fill's blue.
  ///
  /// The canvas, the dashes and the labels are neutral grays, whose blue exceeds their red
  /// by 5 levels, as the canvas's does; the fill's by 255. So (blue − red − 5) / 250 is the
  /// share of the fill in a pixel, antialiased edges included.
  static func finaleArea(in image: PNGImage, originX: Double = 0) -> Double {
    let region = TrapeziumFinale.shapeFrame.insetBy(dx: -3, dy: -3).offsetBy(dx: originX, dy: 0)
    var area = 0.0
    image.forEachPixel(in: region) { _, _, _, pixel in
      let share = (Double(pixel.blue) - Double(pixel.red) - 5) / 250
      area += min(max(share, 0), 1)
    }
    return area
  }

  /// The exact area of the finale's trapezium at progress `progress`.
  static func finaleExactArea(progress: Double) -> Double {
    abs(TrapeziumFinale.shape.shape(at: progress).path(in: TrapeziumFinale.shapeFrame).area)
  }

  /// The color of the countdown's pie on the white card.
  static let pieColor = RGBA.white.painted(
    with: PieCountdown.themeColor, opacity: PieCountdown.pieOpacity)

  /// The square around the card's emoji, left out of the measure: renderers draw emoji
  /// their own way, or not at all without an emoji font.
  static var emojiBox: CGRect {
    let pie = PieCountdown.pieFrame
    return CGRect(x: pie.midX - 48, y: pie.midY - 48, width: 96, height: 96)
  }

  /// A point well inside the card's pie while more than half the bonus time is left: at
  /// 135° (lower left), 0.85 of the radius out.
  static var insidePie: CGPoint {
    let pie = PieCountdown.pieFrame
    let radius = 0.85 * min(pie.width, pie.height) / 2
    let angle = Angle.degrees(135).radians
    return CGPoint(x: pie.midX + radius * cos(angle), y: pie.midY + radius * sin(angle))
  }

  /// Whether the pixel centred at `center` is measured: on the card's pie disc (2 units
  /// beyond its radius for the antialiased rim) and outside the emoji's square.
  static func isMeasured(_ center: CGPoint) -> Bool {
    let pie = PieCountdown.pieFrame
    let radius = min(pie.width, pie.height) / 2 + 2
    return hypot(center.x - pie.midX, center.y - pie.midY) <= radius
      && !emojiBox.contains(center)
  }

  /// The pie's area on the card in the image, its left edge at `originX`, outside the
  /// emoji's square: each measured pixel counted by how far it is from the card's white
  /// toward the pie's color (by default as librsvg composites it).
  static func countdownArea(
    in image: PNGImage, originX: Double = 0, pieColor: RGBA = AnimatedArtworkMeasure.pieColor
  ) -> Double {
    var area = 0.0
    image.forEachPixel(
      in: PieCountdown.pieFrame.insetBy(dx: -3, dy: -3).offsetBy(dx: originX, dy: 0)
    ) {
      _, _, center, pixel in
      guard isMeasured(CGPoint(x: center.x - originX, y: center.y)) else { return }
      area += min(max(pixel.fraction(from: .white, to: pieColor), 0), 1)
    }
    return area
  }

  /// The exact area, in the measured pixels, of the card's pie at progress `progress`:
  /// 4 × 4 samples a pixel.
  static func countdownExactArea(progress: Double) -> Double {
    let pie = PieCountdown.countdown.shape(at: progress).path(in: PieCountdown.pieFrame)
    let region = PieCountdown.pieFrame.insetBy(dx: -3, dy: -3)
    var area = 0.0
    for y in Int(region.minY)..<Int(region.maxY.rounded(.up)) {
      for x in Int(region.minX)..<Int(region.maxX.rounded(.up)) {
        guard isMeasured(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)) else { continue }
        var inside = 0
        for sy in 0..<4 {
          for sx in 0..<4 {
            let point = CGPoint(
              x: Double(x) + (Double(sx) + 0.5) / 4, y: Double(y) + (Double(sy) + 0.5) / 4)
            if pie.contains(point) { inside += 1 }
          }
        }
        area += Double(inside) / 16
      }
    }
    return area
  }

  /// The filled fraction of a still's disc: the pixels well inside its hairline counted by
  /// how far they are from white toward the pie's color, over their number.
  static func stillFraction(_ still: PieCountdown.Still, in image: PNGImage) -> Double {
    let center = CGPoint(x: still.frame.midX, y: still.frame.midY)
    let radius = still.frame.width / 2 - 1.5
    var covered = 0.0
    var count = 0
    image.forEachPixel(in: still.frame) { _, _, point, pixel in
      guard hypot(point.x - center.x, point.y - center.y) <= radius else { return }
      covered += min(max(pixel.fraction(from: .white, to: pieColor), 0), 1)
      count += 1
    }
    return covered / Double(max(count, 1))
  }
}

/// The animated artworks rendered by librsvg, which draws the state where they come to rest.
@MainActor @Suite struct GalleryAnimationTests {
  typealias Measure = AnimatedArtworkMeasure

  @Test func finaleRendersItsEndStateOffset065() throws {
    try requireRenderer()
    let image = try renderGalleryWithLibrsvg("trapezium-finale")
    let frame = TrapeziumFinale.shapeFrame
    // w·h less the triangle cut off below the corner at 0.65.
    let expected = frame.width * frame.height - frame.width * (1 - 0.65) * frame.height / 2
    let measured = Measure.finaleArea(in: image)
    report("trapezium finale: area \(measured), expected \(expected)")
    #expect(abs(measured - expected) / expected < 0.003, "area \(measured), expected \(expected)")
    #expect(abs(Measure.finaleExactArea(progress: 1) - expected) < 1e-6)
    // The cut-away corner shows the dashed rectangle the animation starts from.
    let dashes = image.countPixels(
      in: PixelRect(x: Int(frame.minX) - 1, y: Int(frame.midY) + 50, width: 2, height: 60)
    ) { $0.brightness < 200 }
    #expect(dashes > 20, "the dashed start outline on the left, below the corner")
  }

  @Test func finaleFileIsSMILFromOffset1To065AndBack() throws {
    let svg = try #require(Gallery.item(named: "trapezium-finale")).svg
    let frame = TrapeziumFinale.shapeFrame
    #expect(svg.contains("<path d=\"M90 92H420V312L90 235Z\" fill=\"#007aff\">"))
    #expect(
      svg.contains(
        "values=\"M90 92L420 92L420 312L90 312Z;M90 92L420 92L420 312L90 235Z;"
          + "M90 92L420 92L420 312L90 312Z\" keyTimes=\"0;0.5;1\" calcMode=\"spline\" "
          + "keySplines=\"0.42 0 0.58 1;0.42 0 0.58 1\" dur=\"2s\" repeatCount=\"indefinite\""))
    #expect(frame.minY + 0.65 * frame.height == 235)
  }

  @Test func countdownRendersTimeUpAndItsStills() throws {
    try requireRenderer()
    let image = try renderGalleryWithLibrsvg("pie-countdown")
    // The still at 0 s shows the color the card's pie has (librsvg's compositing).
    let firstStill = PieCountdown.stills[0].frame
    let probe = CGPoint(x: firstStill.midX - 16, y: firstStill.midY + 16)
    #expect(image[probe].maximumDifference(from: Measure.pieColor) <= 1)
    // The card's pie at rest: the time is up, nothing is drawn.
    let left = Measure.countdownArea(in: image)
    report("pie countdown: card's pie area at rest \(left)")
    #expect(left < 5, "the card's pie at rest covers \(left) pixels")
    #expect(Measure.countdownExactArea(progress: 1) < 1)
    // Its border is the theme color.
    let border = CGPoint(
      x: PieCountdown.cardFrame.minX + Cardify.lineWidth / 2, y: PieCountdown.cardFrame.midY)
    #expect(image[border].maximumDifference(from: RGBA(PieCountdown.themeColor)) <= 3)
    // The stills show 270°, 180°, 90° and 0° left.
    var lines: [String] = []
    for still in PieCountdown.stills {
      let fraction = Measure.stillFraction(still, in: image)
      lines.append(String(format: "%.0f s: %.4f of %.4f", still.time, fraction, still.remaining))
      #expect(
        abs(fraction - still.remaining) < 0.01,
        "still at \(still.time) s: \(fraction), expected \(still.remaining)")
    }
    report("pie countdown stills: " + lines.joined(separator: ", "))
  }

  @Test func countdownStillsAreTheAnimationsStates() throws {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
    for still in PieCountdown.stills {
      // At 3 s the repeating countdown starts again; the still shows where it rests.
      let state =
        still.time < PieCountdown.duration
        ? PieCountdown.countdown.shape(atTime: still.time) : PieCountdown.countdown.finalShape
      #expect(abs(abs(state.path(in: rect).area) - .pi * 2500 * still.remaining) < 1e-6)
    }
  }
}

/// The two animated gallery files played by headless Chromium, paused at several times: the
/// area drawn matches the shape at that time within 1 %.
///
/// Runs only with `SHAPES_CHROMIUM=1` and Chromium installed; see
/// `Scripts/check-animation-in-chromium.sh`, which prints the measurements as a table.
@Suite(
  .enabled(if: ChromiumScreenshot.isEnabled, "set SHAPES_CHROMIUM=1 and install chromium"))
@MainActor
struct GalleryChromiumTests {
  typealias Measure = AnimatedArtworkMeasure

  /// Screenshots the artwork `name` at `times` and compares each copy's measure with the
  /// expected one at the animation's progress at that time.
  func check(
    _ name: String, label: String, animation: Animation, times: [Double],
    measure: (PNGImage, Double) -> Double, expected: (Double) -> Double
  ) throws {
    let item = try #require(Gallery.item(named: name))
    let width = 480
    let image = try ChromiumScreenshot.capture(item.svg, times: times, width: width, height: 360)
    var lines: [String] = []
    for (index, time) in times.enumerated() {
      let progress = animation.progress(at: time)
      let target = expected(progress)
      let measured = measure(image, Double(index * width))
      let difference = abs(measured - target)
      let error = target >= 100 ? difference / target : difference / 100
      lines.append(
        "| \(label) | \(time) s | \(format(progress, 4)) | \(format(target, 1)) | – | "
          + "\(format(measured, 1)) | \(format(100 * error, 3)) % |")
      #expect(error <= 0.01, "\(name) at \(time) s: Chromium drew \(measured), expected \(target)")
    }
    print(lines.map { "chromium-check: " + $0 }.joined(separator: "\n"))
  }

  @Test func trapeziumFinale() throws {
    try check(
      "trapezium-finale", label: "gallery: trapezium-finale.svg (1→0.65 and back)",
      animation: TrapeziumFinale.animation, times: [0, 0.25, 0.5, 0.75, 1, 1.5],
      measure: { Measure.finaleArea(in: $0, originX: $1) },
      expected: Measure.finaleExactArea(progress:))
  }

  @Test func pieCountdown() throws {
    try check(
      "pie-countdown", label: "gallery: pie-countdown.svg (card, emoji left out)",
      animation: PieCountdown.animation, times: [0, 0.75, 1.5, 2.25, 2.9, 3.75],
      measure: { image, originX in
        // The pie's color as Chromium composites 40 % orange, a level or so from librsvg's
        // (a level is 1 % of the measure): from the first copy, at 0 s, inside the pie.
        let color = image[Measure.insidePie]
        return Measure.countdownArea(in: image, originX: originX, pieColor: color)
      }, expected: Measure.countdownExactArea(progress:))
  }

  func format(_ value: Double, _ decimals: Int) -> String {
    String(format: "%.\(decimals)f", value)
  }
}
