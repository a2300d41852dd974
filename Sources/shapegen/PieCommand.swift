import Shapes

/// `shapegen pie`: the slice of a disc of Stanford CS193p's "Memorize".
enum PieCommand: ShapeCommand {
  static let name = "pie"
  static let abstract = "A slice of a disc, as in Stanford CS193p's Memorize."
  static let discussion = """
    Angles are in degrees from the +x axis (3 o'clock), growing clockwise on screen. The \
    pie sweeps from the start angle to the end angle counter-clockwise on screen, or \
    clockwise with --clockwise, 360 degrees apart or more being the whole disc. The \
    defaults draw CS193p's countdown pie: 250 degrees filled, the bite missing at the \
    upper right.
    """

  /// `--start-angle <degrees>`.
  static let startAngle = OptionSpec(
    "start-angle", valueName: "degrees", abstract: "Where the pie starts.", defaultValue: "-90")
  /// `--end-angle <degrees>`.
  static let endAngle = OptionSpec(
    "end-angle", valueName: "degrees", abstract: "Where the pie ends.", defaultValue: "20")
  /// `--clockwise`.
  static let clockwise = OptionSpec(
    "clockwise", abstract: "Sweep clockwise on screen from the start angle.")
  /// `--inner-radius <fraction>`.
  static let innerRadius = OptionSpec(
    "inner-radius", valueName: "fraction",
    abstract: "The radius of a hole in the middle, as a fraction of the pie's radius from 0 "
      + "to 1.", defaultValue: "0")
  static let shapeOptions = [startAngle, endAngle, clockwise, innerRadius]
  /// The angles and the inner radius, which animate (the direction does not).
  ///
  /// The end angle comes first, as the example of help and messages.
  static let animatableParameters = [
    AnimatableParameter(endAngle, rule: .any, example: "-90:270"),
    AnimatableParameter(startAngle, rule: .any, example: "-90:0"),
    AnimatableParameter(innerRadius, rule: .fraction, example: "0:0.5"),
  ]

  /// The pie of the options.
  static func shape(from arguments: ParsedArguments) throws(CommandLineError)
    -> any InsettableShape
  {
    let start = try arguments.number(startAngle, default: -90)
    let end = try arguments.number(endAngle, default: 20)
    // Whole turns come off in degrees, where 360 is exact, before the conversion to
    // radians rounds a huge angle by more than the sweep; the sweep stays as given.
    let reducedStart = start.remainder(dividingBy: 360)
    return Pie(
      startAngle: .degrees(reducedStart), endAngle: .degrees(reducedStart + (end - start)),
      clockwise: arguments.contains(clockwise),
      innerRadiusFraction: try arguments.number(innerRadius, default: 0, .fraction))
  }
}
