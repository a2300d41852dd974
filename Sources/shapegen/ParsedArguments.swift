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
  }

  /// Every option given, in order.
  let occurrences: [Occurrence]

  /// The last time `option` was given, whose value counts; `nil` when it was not given.
  func last(_ option: OptionSpec) -> Occurrence? {
    occurrences.last { $0.option == option }
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
