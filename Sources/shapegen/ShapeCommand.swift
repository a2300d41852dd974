import Shapes

/// A shape of the catalog as a subcommand: its name, its help, its own options, and how
/// they make the shape.
protocol ShapeCommand: Sendable {
  /// The subcommand's name: `trapezium`.
  static var name: String { get }
  /// One sentence: what the shape is.
  static var abstract: String { get }
  /// More help about the shape's options; empty for none.
  static var discussion: String { get }
  /// The shape's own options, listed under `SHAPE OPTIONS`.
  static var shapeOptions: [OptionSpec] { get }
  /// The shape's options that `--animate` can move, in help's order; the opacity, which
  /// every shape animates, is not among them.
  static var animatableParameters: [AnimatableParameter] { get }

  /// The shape the options describe.
  static func shape(from arguments: ParsedArguments) throws(CommandLineError)
    -> any InsettableShape
}

extension ShapeCommand {
  /// No parameter of the shape animates.
  static var animatableParameters: [AnimatableParameter] { [] }

  /// The subcommand: the shape's options, then the canvas, paint, effect, animation and
  /// output options, then `--version` and `--help`.
  static var command: Command {
    let shapeGroup =
      shapeOptions.isEmpty ? [] : [OptionGroup(title: "SHAPE OPTIONS", options: shapeOptions)]
    return Command(
      name: name, abstract: abstract, discussion: discussion,
      groups: shapeGroup + [
        CanvasOptions.group, StyleOptions.group, EffectOptions.group,
        AnimationOptions.group(animatableParameters), OutputOptions.group, .standard,
      ])
  }
}

extension ParsedArguments {
  /// The corner style `option` was last given, or `.continuous`, SwiftUI's default.
  func cornerStyle(_ option: OptionSpec) throws(CommandLineError) -> RoundedCornerStyle {
    try choice(option, default: .continuous, RoundedCornerStyle.allCases.map { ($0.rawValue, $0) })
  }
}

extension OptionSpec {
  /// `--style <style>`, the corner style of the rounded shapes.
  static let cornerStyle = OptionSpec(
    "style", valueName: "style",
    abstract: "How the corners are drawn: quarter circles, or "
      + "curvature-continuous corners as on iOS.", defaultValue: "continuous",
    allowedValues: RoundedCornerStyle.allCases.map(\.rawValue))
}
