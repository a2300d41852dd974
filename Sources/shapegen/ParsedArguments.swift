/// The options a command was given, in the order they were given.
struct ParsedArguments: Equatable {
  /// One option as given: which option, how it was spelled, and its value.
  struct Occurrence: Equatable {
    /// The option.
    let option: OptionSpec
    /// The name as typed: `--output` or `-o`.
    let spelling: String
    /// The value; `nil` for a flag.
    let value: String?
    /// What the user wrote when this occurrence stands in for another option, such as the
    /// `--offset` that `--animate offset=1:0.65` gives the shape; `nil` when it was typed.
    var standsFor: String? = nil

    /// The option as the user wrote it, for messages: `--offset 0.75`, `--clockwise`, or
    /// what the occurrence stands for.
    var written: String {
      if let standsFor { return standsFor }
      guard let value else { return spelling }
      return "\(spelling) \(value)"
    }
  }

  /// Every option given, in order.
  let occurrences: [Occurrence]

  /// The last time `option` was given, whose value counts; `nil` when it was not given.
  func last(_ option: OptionSpec) -> Occurrence? {
    occurrences.last { $0.option == option }
  }

  /// Every occurrence of the option whose long name is `long`, in order.
  func occurrences(named long: String) -> [Occurrence] {
    occurrences.filter { $0.option.long == long }
  }

  /// Whether `option` was given.
  func contains(_ option: OptionSpec) -> Bool {
    last(option) != nil
  }

  /// Whether any of `options` was given.
  func containsAny(of options: [OptionSpec]) -> Bool {
    options.contains(where: contains)
  }

  /// The value `option` was last given, as typed; `nil` when it was not given.
  func string(_ option: OptionSpec) -> String? {
    last(option)?.value
  }
}
