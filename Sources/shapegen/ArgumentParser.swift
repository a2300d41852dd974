/// What a command's arguments ask for.
enum ParseResult: Equatable {
  /// `-h` or `--help`: the command's help.
  case help
  /// `--version`: the version.
  case version
  /// The options to draw with.
  case options(ParsedArguments)
}

/// The hand-written parser of a command's arguments, with swift-argument-parser's
/// conventions.
///
/// - `--name value` and `--name=value`; `-o value` for the options with a short name.
/// - Flags take no value; `--flag=value` is an error.
/// - An option may be given more than once: single-valued options keep the last value,
///   and options that pair with others (`--corner`/`--offset`) keep every occurrence, in
///   order.
/// - A value may start with `-` when it is a number (`--start-angle -90`) or is `-`
///   alone; anything else that starts with `-` is an option, so `--fill --stroke red` is a
///   missing value, not the color `--stroke`.
/// - `--` ends the options: what follows is an argument, which no command takes.
/// - `-h`/`--help` and `--version` win over everything before `--`, even over errors.
struct ArgumentParser {
  /// The command whose options are read.
  let command: Command

  /// Reads the arguments that follow the command's name.
  func parse(_ arguments: [String]) throws(CommandLineError) -> ParseResult {
    let options = arguments.prefix { $0 != "--" }
    if options.contains(where: OptionSpec.help.matches) { return .help }
    if options.contains(where: OptionSpec.version.matches) { return .version }

    var occurrences: [ParsedArguments.Occurrence] = []
    var unexpected: [String] = []
    var index = arguments.startIndex
    var optionsEnded = false
    while index < arguments.endIndex {
      let argument = arguments[index]
      index += 1
      if optionsEnded || !Self.isOptionName(argument) {
        unexpected.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      var name = argument
      var attachedValue: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        attachedValue = String(argument[argument.index(after: equals)...])
      }
      guard let option = command.option(named: name) else {
        let candidates = command.options.map(\.longName)
        throw .unknownOption(name, suggestion: Suggestion.nearest(to: name, among: candidates))
      }
      if option.isFlag {
        if let attachedValue { throw .flagWithValue(spelling: name, value: attachedValue) }
        occurrences.append(.init(option: option, spelling: name, value: nil))
        continue
      }
      if let attachedValue {
        occurrences.append(.init(option: option, spelling: name, value: attachedValue))
        continue
      }
      guard index < arguments.endIndex, !Self.isOptionName(arguments[index]) else {
        throw .missingValue(option, spelling: name)
      }
      occurrences.append(.init(option: option, spelling: name, value: arguments[index]))
      index += 1
    }
    guard unexpected.isEmpty else { throw .unexpectedArguments(unexpected) }
    return .options(ParsedArguments(occurrences: occurrences))
  }

  /// Whether an argument is an option's name (or `--`) rather than a value: it starts with
  /// `-`, is not `-` alone and is not a number such as `-90` or `-.5`.
  static func isOptionName(_ argument: String) -> Bool {
    argument.hasPrefix("-") && argument != "-" && Double(argument) == nil
  }
}
