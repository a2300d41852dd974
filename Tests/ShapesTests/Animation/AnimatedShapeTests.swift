import Foundation
import Testing

@testable import Shapes

/// Interpolating shapes through their animatable data, and their keyframes.
@Suite struct AnimatedShapeTests {
  let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
  let nonCompact = SVGPathDataOptions(isCompact: false)

  /// The stream's finale: the bottom-left corner from 1 (a rectangle) to 0.65.
  var finale: AnimatedShape<Trapezium> {
    Trapezium(offset: 0.65, corner: .bottomLeft)
      .animation(.easeInOut(duration: 1), from: Trapezium(offset: 1, corner: .bottomLeft))
  }

  /// A pie growing from nothing to the full disc, clockwise from 12 o'clock.
  var sweep: AnimatedShape<Pie> {
    Pie(startAngle: .degrees(-90), endAngle: .degrees(270), clockwise: true)
      .animation(.easeInOut(duration: 1), from: .degrees(-90), for: \.endAngle)
  }

  func data(_ path: Path) -> String { path.svgPathData(precision: 9) }

  @Test func interpolatedTrapeziumsAreTheTrapeziumsBuiltDirectly() {
    for (progress, offset) in [(0.0, 1.0), (0.5, 0.825), (1.0, 0.65)] {
      let state = finale.shape(at: progress)
      expectClose(state.bottomLeftOffset, offset, tolerance: 1e-12)
      #expect(
        data(state.path(in: rect))
          == data(Trapezium(offset: offset, corner: .bottomLeft).path(in: rect)))
    }
    // The ends are exact.
    #expect(
      finale.shape(at: 0).path(in: rect) == Trapezium(offset: 1, corner: .bottomLeft).path(in: rect)
    )
    #expect(
      finale.shape(at: 1).path(in: rect)
        == Trapezium(offset: 0.65, corner: .bottomLeft).path(in: rect))
  }

  @Test func interpolatedPiesAreThePiesBuiltDirectly() {
    for (progress, end) in [(0.0, -90.0), (0.5, 90.0), (1.0, 270.0)] {
      let direct = Pie(startAngle: .degrees(-90), endAngle: .degrees(end), clockwise: true)
      #expect(data(sweep.shape(at: progress).path(in: rect)) == data(direct.path(in: rect)))
    }
  }

  @Test func theStaticPathIsTheFinalState() {
    #expect(finale.path(in: rect) == Trapezium(offset: 0.65, corner: .bottomLeft).path(in: rect))
    // An even number of autoreversed passes ends where it started.
    var there = finale
    there.animation = .easeInOut(duration: 1).repeatCount(2)
    #expect(there.path(in: rect) == Trapezium(offset: 1, corner: .bottomLeft).path(in: rect))
    there.animation = .easeInOut(duration: 1).repeatForever()
    #expect(there.path(in: rect) == Trapezium(offset: 0.65, corner: .bottomLeft).path(in: rect))
  }

  @Test func nonAnimatablePropertiesComeFromTheEndState() {
    let flipped = Pie(startAngle: .zero, endAngle: .degrees(90), clockwise: true)
      .animation(.linear, from: Pie(startAngle: .zero, endAngle: .degrees(10), clockwise: false))
    #expect(flipped.shape(at: 0).clockwise)
    expectClose(flipped.shape(at: 0).endAngle.degrees, 10, tolerance: 1e-12)
  }

  @Test func shapeAtTimeFollowsTheTimeline() {
    let delayed = AnimatedShape(
      from: Trapezium(offset: 1, corner: .topRight), to: Trapezium(offset: 0.5, corner: .topRight),
      animation: .linear(duration: 1).delay(1))
    #expect(delayed.shape(atTime: 0.5).topRightOffset == 1)
    expectClose(delayed.shape(atTime: 1.5).topRightOffset, 0.75)
    #expect(delayed.shape(atTime: 3).topRightOffset == 0.5)
  }

  @Test func aTrapeziumOffsetNeedsTwoKeyframes() {
    let keyframes = finale.keyframes(in: rect)
    #expect(keyframes.values.count == 2)
    #expect(keyframes.keyTimes == [0, 1])
    #expect(keyframes.interpolation == .spline([KeySpline(0.42, 0, 0.58, 1)]))
    #expect(
      keyframes.values.map { $0.svgPathData(options: nonCompact) } == [
        "M0 0L100 0L100 100L0 100Z", "M0 0L100 0L100 100L0 65Z",
      ])
    #expect(keyframes.maximumDeviation! <= 1e-12)
  }

  @Test func aPieSweepNeedsMoreKeyframesAndMeetsTheTolerance() {
    let keyframes = sweep.keyframes(in: rect)
    let tolerance = KeyframeOptions().tolerance
    print(
      "pie sweep 0→360° in 100×100, easeInOut: \(keyframes.values.count) keyframes,"
        + " deviation at the check points \(keyframes.maximumDeviation!)")
    #expect(keyframes.values.count > 10)
    #expect(keyframes.maximumDeviation! <= tolerance)
    // Measured densely between the written keyframes, the interpolation stays within the
    // tolerance of the true path (the rounding of the written numbers included).
    let measured = denseDeviation(sweep, keyframes)
    print("pie sweep: measured deviation over 4000 progress values \(measured)")
    #expect(measured <= tolerance)
  }

  @Test func everyKeyframeHasTheSameCommands() {
    for shape in [sweep] {
      let keyframes = shape.keyframes(in: rect)
      let letters = keyframes.values.map { commandLetters($0.svgPathData(options: nonCompact)) }
      #expect(Set(letters).count == 1)
      // Four quarter pieces: no piece is larger than 90°, so the large-arc flag is always 0.
      #expect(letters[0] == "MLAAAAZ")
      for value in keyframes.values {
        for piece in arcParameters(value.svgPathData(options: nonCompact)) {
          #expect(piece.largeArc == 0)
          #expect(piece.sweep == 1)
        }
      }
    }
  }

  @Test func degenerateEndsAreSampledJustInside() {
    let keyframes = sweep.keyframes(in: rect)
    // The ends have other commands (no arc at zero sweep, no radii at a full turn), so they
    // are sampled 1e-6 inside, where the pie looks the same.
    let first = keyframes.values.first!
    let last = keyframes.values.last!
    #expect(commandLetters(first.svgPathData(options: nonCompact)) == "MLAAAAZ")
    expectClose(first.area, 0, tolerance: 1e-2)
    expectClose(abs(last.area), .pi * 2500, tolerance: 0.1)
    #expect(keyframes.progress.first == 0)
    #expect(keyframes.progress.last == 1)
  }

  @Test func aPieCrossingHalfATurnKeepsItsCommands() {
    let crossing = Pie(startAngle: .zero, endAngle: .degrees(300), clockwise: true)
      .animation(.linear(duration: 1), from: .degrees(60), for: \.endAngle)
    let keyframes = crossing.keyframes(in: rect)
    let letters = Set(keyframes.values.map { commandLetters($0.svgPathData(options: nonCompact)) })
    #expect(letters == ["MLAAAAZ"])
    #expect(keyframes.interpolation == .linear)
    #expect(keyframes.keyTimes == keyframes.progress)
  }

  @Test func keySplinesFollowTheEasingCurveExactly() {
    let keyframes = sweep.keyframes(in: rect)
    guard case .spline(let splines) = keyframes.interpolation else {
      Issue.record("expected splines")
      return
    }
    #expect(splines.count == keyframes.values.count - 1)
    let easing = Animation.easeInOut(duration: 1)
    for (index, spline) in splines.enumerated() {
      let t0 = keyframes.keyTimes[index]
      let t1 = keyframes.keyTimes[index + 1]
      let p0 = keyframes.progress[index]
      let p1 = keyframes.progress[index + 1]
      for s in [0.2, 0.5, 0.8] {
        let v = 1 - s
        let x = 3 * v * v * s * spline.x1 + 3 * v * s * s * spline.x2 + s * s * s
        let y = 3 * v * v * s * spline.y1 + 3 * v * s * s * spline.y2 + s * s * s
        let time = t0 + x * (t1 - t0)
        let progress = p0 + y * (p1 - p0)
        expectClose(easing.progress(at: time), progress, tolerance: 1e-9)
      }
    }
  }

  @Test func springKeyframesAreSampledInTime() {
    let bouncy = Trapezium(offset: 0.65, corner: .bottomLeft)
      .animation(.spring(response: 0.5, dampingFraction: 0.5), from: 1, for: \.bottomLeftOffset)
    let keyframes = bouncy.keyframes(in: rect)
    #expect(keyframes.interpolation == .linear)
    #expect(keyframes.values.count > 10)
    #expect(keyframes.maximumDeviation! <= 0.1)
    // It overshoots: the corner goes above 65 on the way.
    let corners = keyframes.values.map { $0.svgPathData(options: nonCompact) }
    #expect(corners.last == "M0 0L100 0L100 100L0 65Z")
    let measured = denseDeviation(bouncy, keyframes, inTime: true)
    print("trapezium spring: \(keyframes.values.count) keyframes, measured deviation \(measured)")
    #expect(measured <= 0.1)
  }

  @Test func structureChangesFallBackToDiscreteKeyframes() {
    let square = Rectangle().trim(from: 0, to: 1)
      .animation(.linear(duration: 1), from: 0, for: \.endFraction)
    let keyframes = square.keyframes(in: rect)
    #expect(keyframes.interpolation == .discrete)
    #expect(keyframes.values.count == 61)
    #expect(keyframes.maximumDeviation == nil)
    #expect(keyframes.values.last == Rectangle().path(in: rect))
    var options = KeyframeOptions()
    options.maximumCount = 10
    #expect(square.keyframes(in: rect, options: options).values.count == 10)
  }

  @Test func instantAnimationsGiveTheirEnds() {
    let jump = Trapezium(offset: 0.5, corner: .topLeft)
      .animation(.linear(duration: 0), from: 1, for: \.topLeftOffset)
    let keyframes = jump.keyframes(in: rect)
    #expect(keyframes.values.count == 2)
    #expect(keyframes.values[1] == jump.to.path(in: rect))
  }

  @Test func toleranceAndCountOptions() {
    var options = KeyframeOptions(tolerance: 1)
    let coarse = sweep.keyframes(in: rect, options: options)
    let fine = sweep.keyframes(in: rect)
    #expect(coarse.values.count < fine.values.count)
    #expect(coarse.maximumDeviation! <= 1)
    options.maximumCount = 5
    let capped = sweep.keyframes(in: rect, options: options)
    #expect(capped.values.count == 5)
    #expect(capped.maximumDeviation! > 1)
    #expect(KeyframeOptions(tolerance: .nan).tolerance == 0.1)
    #expect(KeyframeOptions(tolerance: -1, maximumCount: 0).maximumCount == 2)
  }

  @Test func drawingTrimsFromNothingToTheWholeOutline() {
    let drawing = Circle().drawing(.easeIn(duration: 2))
    #expect(drawing.from.endFraction == 0)
    #expect(drawing.to.endFraction == 1)
    #expect(drawing.animation == .easeIn(duration: 2))
    #expect(drawing.path(in: rect) == Circle().path(in: rect))
  }

  @Test func autoreversedKeyframesMirror() {
    let keyframes = AnimationKeyframes(
      values: ["a", "b", "c"], keyTimes: [0, 0.25, 1], progress: [0, 0.5, 1],
      interpolation: .spline([KeySpline(0.1, 0.2, 0.3, 0.4), .linear]), maximumDeviation: 0)
    let mirrored = keyframes.autoreversed()
    #expect(mirrored.values == ["a", "b", "c", "b", "a"])
    #expect(mirrored.keyTimes == [0, 0.125, 0.5, 0.875, 1])
    #expect(mirrored.progress == [0, 0.5, 1, 0.5, 0])
    #expect(
      mirrored.interpolation
        == .spline([
          KeySpline(0.1, 0.2, 0.3, 0.4), .linear, .linear, KeySpline(0.7, 0.6, 0.9, 0.8),
        ]))
    let steps = AnimationKeyframes(
      values: ["a", "b", "c"], keyTimes: [0, 0.5, 1], progress: [0, 0.5, 1],
      interpolation: .discrete, maximumDeviation: nil)
    let back = steps.autoreversed()
    #expect(back.values == ["a", "b", "c", "b", "a", "a"])
    #expect(back.keyTimes == [0, 0.25, 0.5, 0.5, 0.75, 1])
  }

  @Test func numericKeyframesForStyles() {
    let fade = Animation.easeIn(duration: 1).keyframes(tolerance: 0.001) { [$0] }
    #expect(fade.values == [[0], [1]])
    #expect(fade.interpolation == .spline([KeySpline(0.42, 0, 1, 1)]))
    let bouncy = Animation.spring(response: 0.4, dampingFraction: 0.4).keyframes(
      tolerance: 0.001
    ) { [min(max($0, 0), 1)] }
    #expect(bouncy.interpolation == .linear)
    #expect(bouncy.values.last == [1])
  }

  // MARK: Helpers

  /// The largest difference, over dense times, between what SMIL interpolates from the
  /// keyframes' written numbers and the numbers of the true path (its arc split as in the
  /// keyframes).
  func denseDeviation<S: Shape>(
    _ shape: AnimatedShape<S>, _ keyframes: AnimationKeyframes<Path>, inTime: Bool = false
  ) -> Double {
    let written = keyframes.values.map { numbers($0.svgPathData(options: nonCompact)) }
    let pieces = [keyframes.values[0].arcPieceCounts.count]
    var worst = 0.0
    let steps = 4000
    for step in 1..<steps {
      let x = Double(step) / Double(steps)
      let progress = shape.animation.passProgress(at: x * shape.animation.duration)
      // The interval SMIL is in at this time, and how far through it the value is.
      let interval = min(keyframes.keyTimes.lastIndex { $0 <= x } ?? 0, written.count - 2)
      let local: Double
      if inTime {
        let t0 = keyframes.keyTimes[interval]
        local = (x - t0) / (keyframes.keyTimes[interval + 1] - t0)
      } else {
        // With exact key splines, the eased fraction of the interval is the progress's.
        let p0 = keyframes.progress[interval]
        local = (progress - p0) / (keyframes.progress[interval + 1] - p0)
      }
      let truePath = shape.shape(at: progress).path(in: rect).splittingArcs(into: pieces)
      let expected = truePath.animationSample.numbers
      let a = written[interval]
      let b = written[interval + 1]
      // The written numbers include the arcs' flags; the sample does not.
      let flagless = { (values: [Double]) in stripFlags(values, of: truePath) }
      let (start, end) = (flagless(a), flagless(b))
      guard expected.count == start.count else {
        Issue.record("structure differs at progress \(progress)")
        return .infinity
      }
      for index in start.indices {
        let value = start[index] + local * (end[index] - start[index])
        worst = max(worst, abs(value - expected[index]))
      }
    }
    return worst
  }

  /// Numbers of non-compact path data without the two flags of each `A` command.
  func stripFlags(_ values: [Double], of path: Path) -> [Double] {
    let letters = commandLetters(path.svgPathData(options: nonCompact))
    var result: [Double] = []
    var index = 0
    for letter in letters {
      switch letter {
      case "M", "L":
        result += values[index..<index + 2]
        index += 2
      case "Q":
        result += values[index..<index + 4]
        index += 4
      case "C":
        result += values[index..<index + 6]
        index += 6
      case "A":
        result += values[index..<index + 3] + values[index + 5..<index + 7]
        index += 7
      default:
        break
      }
    }
    return result
  }
}

/// The command letters of path data.
func commandLetters(_ data: String) -> String {
  String(data.filter { $0.isLetter })
}

/// The numbers of path data, flags included, in order.
func numbers(_ data: String) -> [Double] {
  var result: [Double] = []
  var current = ""
  for character in data {
    if character.isNumber || character == "." || (character == "-" && current.isEmpty) {
      current.append(character)
    } else {
      if !current.isEmpty { result.append(Double(current)!) }
      current = character == "-" ? "-" : ""
    }
  }
  if !current.isEmpty { result.append(Double(current)!) }
  return result
}

/// The parameters of each `A` command of non-compact path data.
func arcParameters(_ data: String) -> [(largeArc: Double, sweep: Double)] {
  var result: [(largeArc: Double, sweep: Double)] = []
  let parts = data.split(separator: "A", omittingEmptySubsequences: false).dropFirst()
  for part in parts {
    let values = numbers(String(part.prefix { !"MLZQC".contains($0) }))
    result.append((values[3], values[4]))
  }
  return result
}
