import Shapes

extension SVGDocumentWriter {
  /// Appends the SMIL elements of an attribute animation, one per line: a `<set>` that
  /// holds the start value during the delay (the attribute itself holds the final state,
  /// which must not show before the animation starts), then the `<animate>`.
  ///
  /// The `<animate>` plays one pass of the keyframes in `dur`; an autoreversing animation
  /// plays the keyframes mirrored in twice the duration, so its `repeatCount` is half the
  /// number of passes (1.5 for three). It freezes at its end, which is the final state of
  /// the attribute's static value. An instant animation writes only the `<set>`.
  func appendAnimation(_ animation: AttributeAnimation, to bytes: inout SVGOutput) {
    let timing = animation.animation
    let keyframes = animation.keyframes
    guard let first = keyframes.values.first else { return }
    let isCompact = keyframes.interpolation == .discrete
    if timing.delay > 0 {
      bytes.append("<set attributeName=\"")
      bytes.append(string: animation.attributeName)
      bytes.append("\" to=\"")
      appendValue(first, isCompact: isCompact, to: &bytes)
      bytes.append("\" dur=\"")
      appendSeconds(timing.delay, to: &bytes)
      bytes.append("\"/>\n")
    }
    guard !timing.isInstant else { return }
    var pass = keyframes
    var duration = timing.duration
    var repeatCount: String?
    if let count = timing.repeatCount {
      if timing.autoreverses, count > 1 {
        pass = pass.autoreversed()
        duration *= 2
        if count != 2 {
          repeatCount = SVGNumberFormat(precision: 1).string(Double(count) / 2)
        }
      } else if count > 1 {
        repeatCount = String(count)
      }
    } else {
      if timing.autoreverses {
        pass = pass.autoreversed()
        duration *= 2
      }
      repeatCount = "indefinite"
    }
    bytes.append("<animate attributeName=\"")
    bytes.append(string: animation.attributeName)
    bytes.append("\" values=\"")
    for (index, value) in pass.values.enumerated() {
      if index > 0 { bytes.append(";") }
      appendValue(value, isCompact: isCompact, to: &bytes)
    }
    bytes.append("\" keyTimes=\"")
    let timeFormat = SVGNumberFormat(precision: 6)
    for (index, time) in pass.keyTimes.enumerated() {
      if index > 0 { bytes.append(";") }
      bytes.number(time, format: timeFormat)
    }
    bytes.append("\"")
    switch pass.interpolation {
    case .linear:
      break  // SMIL's default calcMode for <animate>.
    case .spline(let splines):
      bytes.append(" calcMode=\"spline\" keySplines=\"")
      let splineFormat = SVGNumberFormat(precision: 4)
      for (index, spline) in splines.enumerated() {
        if index > 0 { bytes.append(";") }
        for (position, value) in [spline.x1, spline.y1, spline.x2, spline.y2].enumerated() {
          if position > 0 { bytes.append(" ") }
          bytes.number(value, format: splineFormat)
        }
      }
      bytes.append("\"")
    case .discrete:
      bytes.append(" calcMode=\"discrete\"")
    }
    bytes.append(" dur=\"")
    appendSeconds(duration, to: &bytes)
    bytes.append("\"")
    if timing.delay > 0 {
      bytes.append(" begin=\"")
      appendSeconds(timing.delay, to: &bytes)
      bytes.append("\"")
    }
    if let repeatCount {
      bytes.append(" repeatCount=\"")
      bytes.append(string: repeatCount)
      bytes.append("\"")
    }
    bytes.append(" fill=\"freeze\"/>\n")
  }

  /// Appends a keyframe value: path data, a number or a `#rrggbb` color.
  private func appendValue(
    _ value: AttributeAnimation.Value, isCompact: Bool, to bytes: inout SVGOutput
  ) {
    switch value {
    case .path(let path):
      if path.isEmpty {
        bytes.append("M0 0")
      } else {
        path.writeSVGPathData(
          to: &bytes, options: SVGPathDataOptions(format: format, isCompact: isCompact))
      }
    case .number(let number):
      bytes.number(number)
    case .color(let color):
      bytes.append(string: color.hexString)
    }
  }

  /// The longest time written, in seconds: 10⁹, about 32 years.
  ///
  /// SMIL clock values are plain decimals (`1e+308s` is not one), and a duration near the
  /// largest `Double` doubles to infinity for an autoreversing pass.
  static let longestClockValue = 1e9

  /// Appends a clock value in seconds to the millisecond (`1s`, `0.35s`), from 1 ms to
  /// ``longestClockValue``; shorter times (and NaN) are written as 1 ms, longer ones (and
  /// infinity) as the longest.
  private func appendSeconds(_ seconds: Double, to bytes: inout SVGOutput) {
    let clamped = seconds.isNaN ? 0.001 : min(max(seconds, 0.001), Self.longestClockValue)
    bytes.number(clamped, format: SVGNumberFormat(precision: 3))
    bytes.append("s")
  }
}
