import Foundation
import PixelKit
import ShapeRender
import Shapes
import Testing

/// SMIL animations in the SVG output: shapes, timing, repetition, delays, trims and styles.
@MainActor @Suite struct SVGAnimationTests {
  /// The trapezium stream's finale: the bottom-left corner from 1 (a rectangle) to 0.65.
  func finale(_ animation: Animation = .easeInOut(duration: 1)) -> AnimatedShape<Trapezium> {
    Trapezium(offset: 0.65, corner: .bottomLeft)
      .animation(animation, from: 1, for: \.bottomLeftOffset)
  }

  /// A pie growing from nothing to the full disc, clockwise from 12 o'clock.
  func sweep(_ animation: Animation = .easeInOut(duration: 1)) -> AnimatedShape<Pie> {
    Pie(startAngle: .degrees(-90), endAngle: .degrees(270), clockwise: true)
      .animation(animation, from: .degrees(-90), for: \.endAngle)
  }

  let rectangle = "M0 0L100 0L100 100L0 100Z"
  let trapezium = "M0 0L100 0L100 100L0 65Z"

  @Test func trapeziumFinaleIsOneAnimateWithTwoKeyframes() {
    #expect(
      renderBody { finale().fill(.blue) } == [
        ##"<path d="M0 0H100V100L0 65Z" fill="#007aff">"##,
        ##"<animate attributeName="d" values="M0 0L100 0L100 100L0 100Z;M0 0L100 0L100 100L0 65Z" keyTimes="0;1" calcMode="spline" keySplines="0.42 0 0.58 1" dur="1s" fill="freeze"/>"##,
        "</path>",
      ])
  }

  @Test func pieSweepKeyframesShareOneCommandStructure() throws {
    let body = renderBody { sweep().fill(.orange) }
    #expect(body.count == 3)
    // The static path is the final state, the full disc.
    #expect(body[0].hasPrefix(##"<path d="M50 0A50 50 0 0 1 100 50"##))
    let animate = body[1]
    let values = try #require(attribute("values", of: animate)).split(separator: ";")
    let keyTimes = try #require(attribute("keyTimes", of: animate)).split(separator: ";")
    let splines = try #require(attribute("keySplines", of: animate)).split(separator: ";")
    #expect(values.count == 65)
    #expect(keyTimes.count == values.count)
    #expect(splines.count == values.count - 1)
    let structures = Set(values.map { String($0.filter(\.isLetter)) })
    #expect(structures == ["MLAAAAZ"])
    // Every piece is at most a quarter turn: the large-arc flag is always 0.
    for value in values {
      let pieces = value.split(separator: "A").dropFirst()
      for piece in pieces {
        let parts = piece.split(separator: " ")
        #expect(parts[3] == "0")
        #expect(parts[4] == "1")
      }
    }
    #expect(keyTimes.first == "0")
    #expect(keyTimes.last == "1")
  }

  @Test func timingCurvesBecomeSplinesLinearOrTimeSamples() throws {
    let easeIn = renderBody { finale(.easeIn(duration: 1)).fill(.blue) }[1]
    #expect(attribute("keySplines", of: easeIn) == "0.42 0 1 1")
    let easeOut = renderBody { finale(.easeOut(duration: 1)).fill(.blue) }[1]
    #expect(attribute("keySplines", of: easeOut) == "0 0 0.58 1")
    let custom = renderBody { finale(.timingCurve(0.2, 0.1, 0.3, 0.9, duration: 1)).fill(.blue) }[1]
    #expect(attribute("keySplines", of: custom) == "0.2 0.1 0.3 0.9")
    // Linear is SMIL's default calcMode.
    let linear = renderBody { finale(.linear(duration: 0.5)).fill(.blue) }[1]
    #expect(
      linear
        == ##"<animate attributeName="d" values="\##(rectangle);\##(trapezium)" keyTimes="0;1" dur="0.5s" fill="freeze"/>"##
    )
    // A spring is sampled in time and interpolated linearly; it ends on the target.
    let spring = renderBody { finale(.spring(response: 0.5, dampingFraction: 0.5)).fill(.blue) }[1]
    #expect(!spring.contains("calcMode"))
    let values = try #require(attribute("values", of: spring)).split(separator: ";")
    #expect(values.count > 10)
    #expect(values.last.map(String.init) == trapezium)
    // It overshoots: the corner rises above 65 on the way.
    let corners = values.compactMap { Double($0.split(separator: " ").last!.dropLast()) }
    #expect(corners.min()! < 60)
    let duration = Animation.spring(response: 0.5, dampingFraction: 0.5).duration
    #expect(attribute("dur", of: spring) == SVGNumberFormat().string(duration) + "s")
    // An overshooting Bézier is sampled in time too.
    let back = renderBody {
      finale(.timingCurve(0.68, -0.55, 0.27, 1.55, duration: 1)).fill(.blue)
    }[1]
    #expect(!back.contains("calcMode"))
  }

  @Test func autoreverseMirrorsTheKeyframesInADoubledDuration() {
    #expect(
      renderBody { finale(.easeInOut(duration: 1).repeatCount(3)).fill(.blue) } == [
        ##"<path d="M0 0H100V100L0 65Z" fill="#007aff">"##,
        ##"<animate attributeName="d" values="\##(rectangle);\##(trapezium);\##(rectangle)" keyTimes="0;0.5;1" calcMode="spline" keySplines="0.42 0 0.58 1;0.42 0 0.58 1" dur="2s" repeatCount="1.5" fill="freeze"/>"##,
        "</path>",
      ])
    // Mirrored splines play the curve backwards.
    let easeIn = renderBody { finale(.easeIn(duration: 1).repeatCount(2)).fill(.blue) }
    #expect(attribute("keySplines", of: easeIn[1]) == "0.42 0 1 1;0 0 0.58 1")
    // Two passes end where they started: no repeatCount, and the static state is the start.
    #expect(easeIn[0] == ##"<path d="M0 0H100V100H0Z" fill="#007aff">"##)
    #expect(!easeIn[1].contains("repeatCount"))
    #expect(attribute("dur", of: easeIn[1]) == "2s")
  }

  @Test func repeatsWithoutReverseAndForever() {
    let thrice = renderBody {
      finale(.linear(duration: 1).repeatCount(3, autoreverses: false)).fill(.blue)
    }
    #expect(attribute("repeatCount", of: thrice[1]) == "3")
    #expect(attribute("dur", of: thrice[1]) == "1s")
    #expect(thrice[0] == ##"<path d="M0 0H100V100L0 65Z" fill="#007aff">"##)
    let loop = renderBody { finale(.linear(duration: 1).repeatForever()).fill(.blue) }
    #expect(attribute("repeatCount", of: loop[1]) == "indefinite")
    #expect(attribute("values", of: loop[1]) == "\(rectangle);\(trapezium);\(rectangle)")
    // Forever has no end; the static state is the target.
    #expect(loop[0] == ##"<path d="M0 0H100V100L0 65Z" fill="#007aff">"##)
    let cycle = renderBody {
      finale(.linear(duration: 1).repeatForever(autoreverses: false)).fill(.blue)
    }
    #expect(attribute("values", of: cycle[1]) == "\(rectangle);\(trapezium)")
    #expect(attribute("repeatCount", of: cycle[1]) == "indefinite")
  }

  @Test func aDelayHoldsTheStartStateUntilTheAnimationBegins() {
    #expect(
      renderBody { finale(.easeInOut(duration: 1).delay(0.5)).fill(.blue) } == [
        ##"<path d="M0 0H100V100L0 65Z" fill="#007aff">"##,
        ##"<set attributeName="d" to="\##(rectangle)" dur="0.5s"/>"##,
        ##"<animate attributeName="d" values="\##(rectangle);\##(trapezium)" keyTimes="0;1" calcMode="spline" keySplines="0.42 0 0.58 1" dur="1s" begin="0.5s" fill="freeze"/>"##,
        "</path>",
      ])
  }

  @Test func speedScalesDurationAndDelay() {
    let fast = renderBody { finale(.linear(duration: 1).delay(1).speed(4)).fill(.blue) }
    #expect(attribute("dur", of: fast[2]) == "0.25s")
    #expect(attribute("begin", of: fast[2]) == "0.25s")
  }

  @Test func instantAnimationsWriteOnlyWhatTheyNeed() {
    // No time, no delay: the end state, static.
    #expect(
      renderBody { finale(.linear(duration: 0)).fill(.blue) } == [
        ##"<path d="M0 0H100V100L0 65Z" fill="#007aff"/>"##
      ])
    // A delayed jump: the start state during the delay, then the end state.
    #expect(
      renderBody { finale(.linear(duration: .nan).delay(2)).fill(.blue) } == [
        ##"<path d="M0 0H100V100L0 65Z" fill="#007aff">"##,
        ##"<set attributeName="d" to="\##(rectangle)" dur="2s"/>"##,
        "</path>",
      ])
  }

  @Test func structureChangesAreWrittenDiscrete() throws {
    let growing = Rectangle().trim(from: 0, to: 1)
      .animation(.linear(duration: 0.5), from: 0, for: \.endFraction)
    let body = renderBody { growing.fill(.blue) }
    #expect(body[1].contains(##"calcMode="discrete""##))
    let values = try #require(attribute("values", of: body[1])).split(separator: ";")
    #expect(values.count == 31)
    #expect(values.first == "M0 0")  // the empty trim
    #expect(values.last == "M0 0H100V100H0Z")
  }

  @Test func trimDrawingUsesTheDashOffset() {
    // L = 100π = 314.159…, padded by 0.1 % and 1 unit.
    #expect(
      renderBody { Circle().drawing(.easeInOut(duration: 2)).stroke(.green, lineWidth: 4) } == [
        ##"<path d="M100 50A50 50 0 0 1 50 100 50 50 0 0 1 0 50 50 50 0 0 1 50 0 50 50 0 0 1 100 50Z" fill="none" stroke="#34c759" stroke-width="4" stroke-dasharray="315.473 315.473">"##,
        ##"<animate attributeName="stroke-dashoffset" values="315.473;0" keyTimes="0;1" calcMode="spline" keySplines="0.42 0 0.58 1" dur="2s" fill="freeze"/>"##,
        "</path>",
      ])
    // Wiping the start away: the offset runs negative.
    let wipe = Circle().trim(from: 1, to: 1).animation(
      .linear(duration: 1), from: 0, for: \.startFraction)
    let body = renderBody { wipe.stroke(.green, lineWidth: 4) }
    #expect(attribute("values", of: body[1]) == "0;-315.473")
    #expect(body[0].contains(##"stroke-dashoffset="-315.473""##))
    // Ending part-way: the static offset leaves the rest undrawn.
    let half = Circle().trim(from: 0, to: 0.5).animation(
      .linear(duration: 1), from: 0, for: \.endFraction)
    #expect(
      renderBody { half.stroke(.green, lineWidth: 4) }[0].contains(
        ##"stroke-dashoffset="157.737""##))
  }

  @Test func trimsThatCannotBeDashesAnimateThePath() {
    // Filled: the fill needs the trimmed path itself.
    let filled = Circle().drawing(.linear(duration: 1))
    let body = renderBody { filled.fill(.red) }
    #expect(attribute("attributeName", of: body[1]) == "d")
    // Two sub-paths: dashes would run on from one to the next.
    let rings = Pie(startAngle: .zero, endAngle: .degrees(360), innerRadiusFraction: 0.5).drawing(
      .linear(duration: 1))
    #expect(attribute("attributeName", of: renderBody { rings.stroke(.red) }[1]) == "d")
    // Both ends moving.
    let both = AnimatedShape(
      from: Circle().trim(from: 0, to: 0.1), to: Circle().trim(from: 0.5, to: 0.9),
      animation: .linear(duration: 1))
    #expect(attribute("attributeName", of: renderBody { both.stroke(.red) }[1]) == "d")
    // A dashed stroke already.
    let dashed = renderBody { filled.stroke(.red, style: StrokeStyle(dash: [2, 2])) }
    #expect(attribute("attributeName", of: dashed[1]) == "d")
  }

  @Test func opacityAnimatesOnTheElementOrItsGroup() {
    #expect(
      renderBody { Rectangle().fill(.red).opacity(1, from: 0, animation: .easeIn(duration: 0.5)) }
        == [
          ##"<path d="M0 0H100V100H0Z" fill="#ff3b30">"##,
          ##"<animate attributeName="opacity" values="0;1" keyTimes="0;1" calcMode="spline" keySplines="0.42 0 1 1" dur="0.5s" fill="freeze"/>"##,
          "</path>",
        ])
    // Fading out: the static state is invisible, and written so the fade shows.
    let body = renderBody {
      ZStack {
        Circle().fill(.red)
        Rectangle().fill(.blue).frame(width: 10, height: 10)
      }
      .opacity(0, from: 1, animation: .linear(duration: 1).delay(1))
    }
    #expect(
      body == [
        ##"<g opacity="0">"##,
        ##"<set attributeName="opacity" to="1" dur="1s"/>"##,
        ##"<animate attributeName="opacity" values="1;0" keyTimes="0;1" dur="1s" begin="1s" fill="freeze"/>"##,
        ##"<path d="M100 50A50 50 0 0 1 50 100 50 50 0 0 1 0 50 50 50 0 0 1 50 0 50 50 0 0 1 100 50Z" fill="#ff3b30"/>"##,
        ##"<path d="M45 45H55V55H45Z" fill="#007aff"/>"##,
        "</g>",
      ])
    // A static opacity inside stays its own element attribute.
    let nested = renderBody {
      Rectangle().fill(.red).opacity(0.5).opacity(1, from: 0, animation: .linear(duration: 1))
    }
    #expect(
      nested == [
        "<g>",
        ##"<animate attributeName="opacity" values="0;1" keyTimes="0;1" dur="1s" fill="freeze"/>"##,
        ##"<path d="M0 0H100V100H0Z" fill="#ff3b30" opacity="0.5"/>"##,
        "</g>",
      ])
  }

  @Test func opacityDegenerateInput() {
    // No change, NaN start, or an instant animation: a plain opacity.
    #expect(
      renderBody { Rectangle().opacity(0.5, from: 0.5, animation: .linear) } == [
        ##"<path d="M0 0H100V100H0Z" opacity="0.5"/>"##
      ])
    #expect(
      renderBody { Rectangle().opacity(0.5, from: .nan, animation: .linear) } == [
        ##"<path d="M0 0H100V100H0Z" opacity="0.5"/>"##
      ])
    #expect(
      renderBody { Rectangle().opacity(0.5, from: 0, animation: .linear(duration: 0)) } == [
        ##"<path d="M0 0H100V100H0Z" opacity="0.5"/>"##
      ])
    #expect(renderBody { Rectangle().opacity(.nan, from: 0, animation: .linear) }.isEmpty)
    // Clamped.
    let clamped = renderBody { Rectangle().opacity(3, from: -1, animation: .linear(duration: 1)) }
    #expect(attribute("values", of: clamped[1]) == "0;1")
  }

  @Test func fillColorAnimates() {
    #expect(
      renderBody { Rectangle().fill(.blue, from: .red, animation: .linear(duration: 1)) } == [
        ##"<path d="M0 0H100V100H0Z" fill="#007aff">"##,
        ##"<animate attributeName="fill" values="#ff3b30;#007aff" keyTimes="0;1" dur="1s" fill="freeze"/>"##,
        "</path>",
      ])
    // Opacity changes animate fill-opacity beside.
    let fading = renderBody {
      Rectangle().fill(.red.opacity(0.5), from: .red, animation: .easeOut(duration: 1))
    }
    #expect(
      fading == [
        ##"<path d="M0 0H100V100H0Z" fill="#ff3b30" fill-opacity="0.5">"##,
        ##"<animate attributeName="fill-opacity" values="1;0.5" keyTimes="0;1" calcMode="spline" keySplines="0 0 0.58 1" dur="1s" fill="freeze"/>"##,
        "</path>",
      ])
    // With a shape animation and a stroke, in one element.
    let both = renderBody {
      finale().fill(.blue, from: .red, animation: .linear(duration: 1)).stroke(.black, lineWidth: 2)
    }
    #expect(both.count == 4)
    #expect(attribute("attributeName", of: both[1]) == "d")
    #expect(attribute("attributeName", of: both[2]) == "fill")
    #expect(both[0].contains(##"stroke="#000000" stroke-width="2""##))
  }

  @Test func anAnimationEndingEmptyWritesAPathThatDrawsNothing() throws {
    let vanishing = Circle().trim(from: 0, to: 0)
      .animation(.linear(duration: 1), from: 1, for: \.endFraction)
    let body = renderBody { vanishing.fill(.red) }
    #expect(body[0] == ##"<path d="M0 0" fill="#ff3b30">"##)
    let values = try #require(attribute("values", of: body[1])).split(separator: ";")
    // The ends are sampled just inside: the whole circle without its close, and a sliver.
    #expect(Set(values.map { String($0.filter(\.isLetter)) }) == ["MAAAA"])
  }

  @Test func animatedShapesAreViewsAndInsettable() {
    // A bare animated shape is filled with the foreground, as a bare shape is.
    #expect(renderBody { finale() }[0] == ##"<path d="M0 0H100V100L0 65Z">"##)
    // strokeBorder insets both states.
    let border = renderBody { finale().strokeBorder(.black, lineWidth: 10) }
    #expect(border[0].hasPrefix(##"<path d="M5 5H95V"##))
    #expect(attribute("values", of: border[1])?.hasPrefix("M5 5L95 5L95 95L5 95Z;") == true)
  }

  @Test func shadowsOfAnimatedShapesCoverEveryFrame() {
    let growing = Circle().scale(0.2).animation(.linear(duration: 1), from: Circle().scale(1))
    let body = renderBody { growing.fill(.red).shadow(radius: 4) }
    // The region holds the largest frame, in user space: the circle at full size.
    #expect(
      body[0].contains(##"filterUnits="userSpaceOnUse" x="-7" y="-7" width="114" height="114""##))
  }

  @Test func outputIsDeterministic() {
    let first = renderSVG { sweep(.spring()).fill(.orange) }
    let second = renderSVG { sweep(.spring()).fill(.orange) }
    #expect(first == second)
  }

  @Test func keyframeOptionsComeFromTheRenderer() throws {
    let artwork = Artwork(width: 100, height: 100) { sweep().fill(.orange) }
    let coarse = SVGRenderer(keyframeOptions: KeyframeOptions(tolerance: 2)).render(artwork)
    let fine = SVGRenderer().render(artwork)
    let count = { (svg: String) in
      attribute("values", of: svg)?.split(separator: ";").count ?? 0
    }
    #expect(count(coarse) < count(fine))
    #expect(count(fine) == 65)
  }

  @Test func readmeExamples() {
    let finale = Trapezium(offset: 0.65, corner: .bottomLeft)
      .animation(.easeInOut(duration: 1), from: 1, for: \.bottomLeftOffset)
    let svg = SVGRenderer().render(Artwork(width: 100, height: 100) { finale.fill(.blue) })
    #expect(bodyLines(svg).count == 3)
    let body = renderBody {
      Circle().drawing(.easeInOut(duration: 2)).stroke(.green, lineWidth: 4)
      Pie(startAngle: .degrees(-90), endAngle: .degrees(200))
        .animation(
          .spring(response: 0.5, dampingFraction: 0.6), from: .degrees(-90), for: \.endAngle
        )
        .fill(.orange, from: .red, animation: .linear(duration: 1))
        .opacity(1, from: 0, animation: .easeIn(duration: 0.3).delay(0.2))
    }
    #expect(body.filter { $0.hasPrefix("<animate") }.count == 4)
    #expect(body.filter { $0.hasPrefix("<set") }.count == 1)
  }

  // MARK: Static renderers

  @Test func librsvgShowsTheFinalState() throws {
    guard try SVGRasterizer.requireAvailability() else {
      try Test.cancel("Skipped: \(SVGRasterizer.missingMessage)")
    }
    let rasterizer = SVGRasterizer()
    // The pie, delayed: the whole disc, not the empty start.
    let pie = try rasterizer.render(
      renderSVG { sweep(.easeInOut(duration: 1).delay(1)).fill(.blue) })
    expectClose(pie.coverage(), .pi * 2500, tolerance: 25)
    // The trapezium: the end state's area, 100·100 − 100·35/2.
    let corner = try rasterizer.render(renderSVG { finale().fill(.blue) })
    expectClose(corner.coverage(), 8250, tolerance: 25)
    // The drawing: the whole ring, 4 wide.
    let ring = try rasterizer.render(
      renderSVG { Circle().inset(by: 10).drawing(.linear(duration: 1)).stroke(.blue, lineWidth: 4) }
    )
    expectClose(ring.coverage(), 4 * 2 * .pi * 40, tolerance: 25)
    // The fade-in: opaque.
    let fade = try rasterizer.render(
      renderSVG { Rectangle().fill(.blue).opacity(1, from: 0, animation: .linear(duration: 1)) })
    expectClose(fade.coverage(), 10000, tolerance: 1)
    // The color: the end color.
    let color = try rasterizer.render(
      renderSVG {
        Rectangle().fill(Color(red: 0, green: 0, blue: 1), from: .red, animation: .linear)
      })
    #expect(color[x: 50, y: 50] == RGBA(red: 0, green: 0, blue: 255))
  }

  // MARK: Helpers

  /// The value of an attribute in an element's text.
  func attribute(_ name: String, of element: String) -> String? {
    guard let start = element.range(of: " \(name)=\"") else { return nil }
    let rest = element[start.upperBound...]
    guard let end = rest.firstIndex(of: "\"") else { return nil }
    return String(rest[..<end])
  }

  func expectClose(
    _ actual: Double, _ expected: Double, tolerance: Double,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      abs(actual - expected) <= tolerance, "\(actual) is not within \(tolerance) of \(expected)",
      sourceLocation: sourceLocation)
  }
}
