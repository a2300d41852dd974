/// A numeric option that `--animate PARAM=FROM:TO` can move from one value to another: a
/// parameter of the shape, or the opacity.
///
/// ```swift
/// let offset = AnimatableParameter(
///   TrapeziumCommand.offset, rule: .fraction, example: "1:0.65", isPositional: true)
/// offset.name     // "offset"
/// offset.example  // "offset=1:0.65"
/// ```
struct AnimatableParameter: Sendable {
  /// The option whose value animates: `--offset`.
  let option: OptionSpec
  /// The rule both values follow: the option's own.
  let rule: NumberRule
  /// The start value of the example, as typed: `1`.
  let exampleFrom: String
  /// The end value of the example, as typed: `0.65`.
  let exampleTo: String
  /// Whether the animation stands where `--animate` is given, in the option's place.
  ///
  /// It then pairs as the option pairs (`offset` with the `--corner` before it). Otherwise the
  /// option must not be given besides its animation.
  let isPositional: Bool

  /// Creates a parameter; `values` is an example's `FROM:TO`.
  init(_ option: OptionSpec, rule: NumberRule, example values: String, isPositional: Bool = false) {
    self.option = option
    self.rule = rule
    let parts = values.split(separator: ":", maxSplits: 1).map(String.init)
    exampleFrom = parts.first ?? ""
    exampleTo = parts.count > 1 ? parts[1] : ""
    self.isPositional = isPositional
  }

  /// The name `--animate` takes: the option's long name without its dashes.
  var name: String { option.long }

  /// An example of `--animate`'s value for this parameter, such as `offset=1:0.65`.
  var example: String { "\(name)=\(exampleFrom):\(exampleTo)" }

  /// The opacity of the whole drawing, which every shape animates.
  static let opacity = AnimatableParameter(StyleOptions.opacity, rule: .fraction, example: "0:1")
}
