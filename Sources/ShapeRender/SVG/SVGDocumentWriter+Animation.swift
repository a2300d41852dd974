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
  func appendAnimation(_ animation: AttributeAnimation, to bytes: inout [UInt8]) {
    let timing = animation.animation
    let keyframes = animation.keyframes
    guard let first = keyframes.values.first else { return }
    let isCompact = keyframes.interpolation == .discrete
    if timing.delay > 0 {
      bytes.append(contentsOf: "<set attributeName=\"\(animation.attributeName)\" to=\"".utf8)
      appendValue(first, isCompact: isCompact, to: &bytes)
      bytes.append(contentsOf: "\" dur=\"".utf8)
      appendSeconds(timing.delay, to: &bytes)
      bytes.append(contentsOf: "\"/>\n".utf8)
    }
    guard !timing.isInstant else { return }
    var pass = keyframes
    var duration = timing.duration
    var repeatCount: [UInt8]?
    if let count = timing.repeatCount {
      if timing.autoreverses, count > 1 {
        pass = pass.autoreversed()
        duration *= 2
        if count != 2 {
          var text: [UInt8] = []
          SVGNumberFormat(precision: 1).append(Double(count) / 2, to: &text)
          repeatCount = text
        }
      } else if count > 1 {
        repeatCount = Array(String(count).utf8)
      }
    } else {
      if timing.autoreverses {
        pass = pass.autoreversed()
        duration *= 2
      }
      repeatCount = Array("indefinite".utf8)
    }
    bytes.append(contentsOf: "<animate attributeName=\"\(animation.attributeName)\" values=\"".utf8)
    for (index, value) in pass.values.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: ";")) }
      appendValue(value, isCompact: isCompact, to: &bytes)
    }
    bytes.append(contentsOf: "\" keyTimes=\"".utf8)
    let timeFormat = SVGNumberFormat(precision: 6)
    for (index, time) in pass.keyTimes.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: ";")) }
      timeFormat.append(time, to: &bytes)
    }
    bytes.append(UInt8(ascii: "\""))
    switch pass.interpolation {
    case .linear:
      break  // SMIL's default calcMode for <animate>.
    case .spline(let splines):
      bytes.append(contentsOf: " calcMode=\"spline\" keySplines=\"".utf8)
      let splineFormat = SVGNumberFormat(precision: 4)
      for (index, spline) in splines.enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ";")) }
        for (position, value) in [spline.x1, spline.y1, spline.x2, spline.y2].enumerated() {
          if position > 0 { bytes.append(UInt8(ascii: " ")) }
          splineFormat.append(value, to: &bytes)
        }
      }
      bytes.append(UInt8(ascii: "\""))
    case .discrete:
      bytes.append(contentsOf: " calcMode=\"discrete\"".utf8)
    }
    bytes.append(contentsOf: " dur=\"".utf8)
    appendSeconds(duration, to: &bytes)
    bytes.append(UInt8(ascii: "\""))
    if timing.delay > 0 {
      bytes.append(contentsOf: " begin=\"".utf8)
      appendSeconds(timing.delay, to: &bytes)
      bytes.append(UInt8(ascii: "\""))
    }
    if let repeatCount {
      bytes.append(contentsOf: " repeatCount=\"".utf8)
      bytes.append(contentsOf: repeatCount)
      bytes.append(UInt8(ascii: "\""))
    }
    bytes.append(contentsOf: " fill=\"freeze\"/>\n".utf8)
  }

  /// Appends a keyframe value: path data, a number or a `#rrggbb` color.
  private func appendValue(
    _ value: AttributeAnimation.Value, isCompact: Bool, to bytes: inout [UInt8]
  ) {
    switch value {
    case .path(let path):
      if path.isEmpty {
        bytes.append(contentsOf: "M0 0".utf8)
      } else {
        path.appendSVGPathData(
          to: &bytes, options: SVGPathDataOptions(format: format, isCompact: isCompact))
      }
    case .number(let number):
      format.append(number, to: &bytes)
    case .color(let color):
      bytes.append(contentsOf: color.hexString.utf8)
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
  private func appendSeconds(_ seconds: Double, to bytes: inout [UInt8]) {
    let clamped = seconds.isNaN ? 0.001 : min(max(seconds, 0.001), Self.longestClockValue)
    SVGNumberFormat(precision: 3).append(clamped, to: &bytes)
    bytes.append(UInt8(ascii: "s"))
  }
}
