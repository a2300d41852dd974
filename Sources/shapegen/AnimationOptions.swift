import Foundation
import Shapes

/// The animation options: `--animate PARAM=FROM:TO` (repeatable), `--draw`, and the timing
/// every animation of the drawing shares (`--duration`, `--curve`, `--delay`, `--repeat`,
/// `--autoreverse`).
///
/// The SVG holds the picture at TO, which static viewers show, and SMIL that browsers play:
/// `shapegen trapezium --corner bottomLeft --animate offset=1:0.65` draws what
/// `--corner bottomLeft --offset 0.65` draws, animated from offset 1.
struct AnimationOptions {
  /// `--animate <param=from:to>` for a shape whose parameters are `parameters` (the opacity
  /// comes last); its help lists them.
  static func animate(_ parameters: [AnimatableParameter]) -> OptionSpec {
    let all = parameters + [.opacity]
    var discussion = "PARAM is one of: " + all.map(\.name).joined(separator: ", ") + "."
    if let positional = parameters.first(where: \.isPositional) {
      discussion +=
        " \(positional.name) pairs with the --corner before it, in place of its "
        + "--\(positional.name): --corner bottomLeft --animate \(positional.example)."
    }
    if let other = all.first(where: { !$0.isPositional }) {
      let which = parameters.contains(where: \.isPositional) ? "Any other" : "An"
      discussion +=
        " \(which) animated parameter is not also given as an option: --animate "
        + "\(other.example) draws what --\(other.name) \(other.exampleTo) draws, animated from "
        + "\(other.exampleFrom)."
    }
    return OptionSpec(
      "animate", valueName: "param=from:to",
      abstract: "Animate a parameter from FROM to TO. The SVG holds the picture at TO, which "
        + "static viewers show; browsers play the animation. Repeat it to animate several "
        + "parameters together.", discussion: discussion)
  }
  /// `--draw`.
  static let draw = OptionSpec(
    "draw",
    abstract: "Draw the stroke on along the outline, from where the outline starts. It "
      + "strokes black without --stroke, and fills nothing without --fill.")
  /// The longest `--duration` and `--delay`, in seconds: 86 400, a day.
  ///
  /// Longer ones are bad input (exit 64) rather than written: no SVG animation is meant to
  /// take days, and SMIL writes times as plain decimals, which times near the limits of a
  /// `Double` cannot be (`--duration 1e308 --repeat 3 --autoreverse` plays passes of
  /// 2e308 s there and back, past the largest `Double`).
  static let longestTime: Double = 86_400

  /// `--duration <seconds>`.
  static let duration = OptionSpec(
    "duration", valueName: "seconds",
    abstract: "How long one pass of the animation takes, at most \(longestTime.cleanText) (a "
      + "day); with spring, the spring's response, after which it takes a little longer to "
      + "settle.", defaultValue: "1")
  /// `--curve <curve>`.
  static let curve = OptionSpec(
    "curve", valueName: "curve", abstract: "How the animation speeds up and slows down.",
    defaultValue: "ease-in-out", allowedValues: Curve.allCases.map(\.rawValue))
  /// `--delay <seconds>`.
  static let delay = OptionSpec(
    "delay", valueName: "seconds",
    abstract: "How long the start state shows before the animation starts, at most "
      + "\(longestTime.cleanText) (a day).", defaultValue: "0")
  /// `--repeat <count>`.
  static let repeatCount = OptionSpec(
    "repeat", valueName: "count",
    abstract: "How many passes play: a whole number, or forever.", defaultValue: "1")
  /// `--autoreverse`.
  static let autoreverse = OptionSpec(
    "autoreverse",
    abstract: "Play every other pass backwards; each way counts as a pass, so --repeat 2 goes "
      + "there and back, and ends (and shows statically) at FROM.")
  /// The options that only say how an animation runs.
  static let timingOptions = [duration, curve, delay, repeatCount, autoreverse]

  /// The options of a shape whose parameters are `parameters`, as help lists them.
  static func group(_ parameters: [AnimatableParameter]) -> OptionGroup {
    OptionGroup(title: "ANIMATION OPTIONS", options: [animate(parameters), draw] + timingOptions)
  }

  /// The timing curves `--curve` names.
  enum Curve: String, CaseIterable {
    case linear
    case easeIn = "ease-in"
    case easeOut = "ease-out"
    case easeInOut = "ease-in-out"
    case spring

    /// The animation of this curve whose pass takes `duration` seconds; a spring's response
    /// is the duration and its damping fraction SwiftUI's default, 0.825.
    func animation(duration: Double) -> Animation {
      switch self {
      case .linear: .linear(duration: duration)
      case .easeIn: .easeIn(duration: duration)
      case .easeOut: .easeOut(duration: duration)
      case .easeInOut: .easeInOut(duration: duration)
      case .spring: .spring(response: duration, dampingFraction: 0.825)
      }
    }
  }

  /// One `--animate`: the parameter and its two values.
  struct Change {
    /// The parameter.
    let parameter: AnimatableParameter
    /// The start value, as typed.
    let fromText: String
    /// The end value, as typed: what the option would be given to draw the end state.
    let toText: String
    /// The start value.
    let from: Double
    /// The end value.
    let to: Double
    /// The `--animate` occurrence.
    let occurrence: ParsedArguments.Occurrence

    /// The option with its start or end value, standing where `--animate` was given.
    func stand(atEnd: Bool) -> ParsedArguments.Occurrence {
      ParsedArguments.Occurrence(
        option: parameter.option, spelling: parameter.option.longName,
        value: atEnd ? toText : fromText, standsFor: occurrence.written)
    }
  }

  /// The animations of the shape's parameters, in order.
  let shapeChanges: [Change]
  /// The animation of the opacity, if any.
  let opacityChange: Change?
  /// Whether the stroke is drawn on.
  let draws: Bool
  /// How every animation runs.
  let animation: Animation

  /// Reads the animation options of the shape `shapeName`, whose animatable parameters are
  /// `parameters` and whose options are `options`.
  init(
    _ arguments: ParsedArguments, shape shapeName: String, parameters: [AnimatableParameter],
    options: [OptionSpec]
  ) throws(CommandLineError) {
    var shapeChanges: [Change] = []
    var opacityChange: Change?
    var animated: [String: Change] = [:]
    for occurrence in arguments.occurrences(named: "animate") {
      let change = try Self.change(
        occurrence, shape: shapeName, parameters: parameters + [.opacity], options: options)
      let parameter = change.parameter
      if !parameter.isPositional {
        if let earlier = animated[parameter.name] {
          throw occurrence.invalid(
            "\(parameter.name) is already animated by '\(earlier.occurrence.written)'")
        }
        if let given = arguments.last(parameter.option) {
          throw .invalidCombination(
            "'\(given.written)' and '\(occurrence.written)' both set \(parameter.name); "
              + "leave one out")
        }
        animated[parameter.name] = change
      }
      if parameter.option == StyleOptions.opacity {
        opacityChange = change
      } else {
        shapeChanges.append(change)
      }
    }
    self.shapeChanges = shapeChanges
    self.opacityChange = opacityChange
    draws = arguments.contains(Self.draw)

    if let drawOccurrence = arguments.last(Self.draw) {
      if let dash = arguments.last(StyleOptions.dash) {
        throw .invalidCombination(
          "'\(drawOccurrence.written)' and '\(dash.written)' cannot be used together: --draw "
            + "draws the stroke with a dash of its own")
      }
      if let change = shapeChanges.first {
        throw .invalidCombination(
          "'\(drawOccurrence.written)' and '\(change.occurrence.written)' cannot be used "
            + "together: --draw draws the outline of a shape that keeps still")
      }
    }
    let isAnimated = !shapeChanges.isEmpty || opacityChange != nil || draws
    if !isAnimated,
      let timing = arguments.occurrences.first(where: { Self.timingOptions.contains($0.option) })
    {
      throw .nothingToAnimate(timing.written)
    }
    if let autoreverse = arguments.last(Self.autoreverse), !arguments.contains(Self.repeatCount) {
      throw .invalidCombination(
        "'\(autoreverse.written)' needs '--repeat': it plays every other pass backwards, as "
          + "in '--repeat 2 --autoreverse' (there and back) or '--repeat forever --autoreverse'"
      )
    }

    let curve = try arguments.choice(
      Self.curve, default: Curve.easeInOut, Curve.allCases.map { ($0.rawValue, $0) })
    var animation = curve.animation(
      duration: try arguments.number(
        Self.duration, default: 1, .positive, .atMost(Self.longestTime)))
    let delay = try arguments.number(
      Self.delay, default: 0, .nonNegative, .atMost(Self.longestTime))
    if delay > 0 { animation = animation.delay(delay) }
    let autoreverses = arguments.contains(Self.autoreverse)
    switch try Self.repeatCount(arguments) {
    case .some(let count): animation = animation.repeatCount(count, autoreverses: autoreverses)
    case .none: animation = animation.repeatForever(autoreverses: autoreverses)
    }
    self.animation = animation
  }

  /// The number of passes `--repeat` asks for: 1 when it is not given, `nil` for forever.
  static func repeatCount(_ arguments: ParsedArguments) throws(CommandLineError) -> Int? {
    guard let occurrence = arguments.last(repeatCount) else { return 1 }
    let text = occurrence.value ?? ""
    if Suggestion.normalized(text) == "forever" { return nil }
    guard let count = Int(text) else {
      var reason = "expected a whole number or forever"
      if Suggestion.nearest(to: text, among: ["forever"]) != nil {
        reason += ". Did you mean 'forever'?"
      }
      throw occurrence.invalid(reason)
    }
    guard count >= 1 else { throw occurrence.invalid("must be at least 1") }
    return count
  }

  /// Reads one `--animate PARAM=FROM:TO`.
  static func change(
    _ occurrence: ParsedArguments.Occurrence, shape: String, parameters: [AnimatableParameter],
    options: [OptionSpec]
  ) throws(CommandLineError) -> Change {
    let text = occurrence.value ?? ""
    let equals = text.firstIndex(of: "=")
    let name = String(text[..<(equals ?? text.endIndex)])
    let key = Suggestion.normalized(name)
    let named = parameters.first { Suggestion.normalized($0.name) == key }
    // The example of the parameter named, if one is.
    let example = (named ?? parameters[0]).example
    guard let equals else {
      throw occurrence.invalid("expected PARAM=FROM:TO, such as \(example)")
    }
    let values = text[text.index(after: equals)...].split(
      separator: ":", omittingEmptySubsequences: false)
    guard !name.isEmpty, values.count == 2 else {
      throw occurrence.invalid("expected PARAM=FROM:TO, such as \(example)")
    }
    let names = parameters.map(\.name)
    let animates = "\(shape) animates " + names.englishList(conjunction: "or")
    guard let parameter = named else {
      if options.contains(where: { Suggestion.normalized($0.long) == key }) {
        throw occurrence.invalid("\(name) cannot be animated; \(animates)")
      }
      if let suggestion = Suggestion.nearest(to: name, among: names) {
        throw occurrence.invalid(
          "\(shape) has no parameter '\(name)'. Did you mean '\(suggestion)'?")
      }
      throw occurrence.invalid(
        "\(shape) has no parameter '\(name)'; it animates "
          + names.englishList(conjunction: "or"))
    }
    var numbers: [Double] = []
    for (value, end) in zip(values, ["start", "end"]) {
      guard let number = Double(value) else {
        throw occurrence.invalid("the \(end) value '\(value)' is not a number")
      }
      guard number.isFinite else {
        throw occurrence.invalid("the \(end) value '\(value)' is not a finite number")
      }
      if let violation = parameter.rule.violation(by: number) {
        throw occurrence.invalid("the \(end) value \(value) \(violation)")
      }
      numbers.append(number)
    }
    return Change(
      parameter: parameter, fromText: String(values[0]), toText: String(values[1]),
      from: numbers[0], to: numbers[1], occurrence: occurrence)
  }

  /// Checks the options that depend on the paint: `--draw` needs a stroke to draw.
  func validate(style: StyleOptions, arguments: ParsedArguments) throws(CommandLineError) {
    guard draws, style.stroke == PaintOption.none || style.stroke == nil,
      let drawOccurrence = arguments.last(Self.draw)
    else { return }
    let stroke = arguments.last(StyleOptions.stroke)?.written ?? "--stroke none"
    throw .invalidCombination(
      "'\(drawOccurrence.written)' needs a stroke to draw, and '\(stroke)' leaves it out")
  }

  /// The arguments with every animation of a shape parameter replaced, where it was given, by
  /// its option with its start value (`atEnd` false) or its end value.
  func shapeArguments(_ arguments: ParsedArguments, atEnd: Bool) -> ParsedArguments {
    ParsedArguments(
      occurrences: arguments.occurrences.map { occurrence in
        shapeChanges.first { $0.occurrence == occurrence }?.stand(atEnd: atEnd) ?? occurrence
      })
  }

  /// The shape the options describe: the end state, animated from the start state when a
  /// shape parameter animates.
  func shape(_ command: any ShapeCommand.Type, _ arguments: ParsedArguments)
    throws(CommandLineError) -> any InsettableShape
  {
    guard !shapeChanges.isEmpty else { return try command.shape(from: arguments) }
    // The end state first, so that errors read as they would for the static command.
    let end = try command.shape(from: shapeArguments(arguments, atEnd: true))
    let start = try command.shape(from: shapeArguments(arguments, atEnd: false))
    return Self.animated(end, from: start, animation: animation)
  }

  /// `end`, animated from `start`, which is a shape of the same type.
  static func animated<S: InsettableShape>(
    _ end: S, from start: any InsettableShape, animation: Animation
  ) -> any InsettableShape {
    guard let start = start as? S else { return end }
    return end.animation(animation, from: start)
  }
}
