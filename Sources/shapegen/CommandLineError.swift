import ShapeRender

/// Why a run of `shapegen` failed: bad input, which exits 64 (`EX_USAGE`) with the usage,
/// or a failure reading the image or writing the SVG, help or version, which exits 1.
///
/// The messages follow swift-argument-parser's wording: `Unknown option '--widht'. Did
/// you mean '--width'?`, `Missing value for '--width <points>'`, `The value 'abc' is invalid
/// for '--width <points>': not a number`.
enum CommandLineError: Error, Equatable {
  /// No shape was named.
  case missingSubcommand
  /// The first argument is not a shape; with the nearest shape name, if one is near.
  case unknownShape(String, suggestion: String?)
  /// An option the command does not have, as typed; with the nearest option, if one is near.
  case unknownOption(String, suggestion: String?)
  /// An option that takes a value was given none; with the name as typed.
  case missingValue(OptionSpec, spelling: String)
  /// A flag was given a value with `=`.
  case flagWithValue(spelling: String, value: String)
  /// Arguments that are neither options nor their values.
  case unexpectedArguments([String])
  /// A value the option does not accept, and why.
  case invalidValue(OptionSpec, spelling: String, value: String, reason: String)
  /// An `--offset` (or `--animate offset=…`) with no `--corner` before it to pair with; the
  /// option as written, `--offset 0.75`.
  case offsetWithoutCorner(String)
  /// A `--corner` with no `--offset` after it; its value.
  case cornerWithoutOffset(String)
  /// Options that cannot be used together, or one that needs another; the whole sentence.
  case invalidCombination(String)
  /// An animation option given with nothing to animate; the option as written.
  case nothingToAnimate(String)
  /// The `--image` file cannot be read or is not a PNG or JPEG image.
  case imageUnreadable(ImageError)
  /// The PNG image cannot be drawn: its canvas, once scaled, has no pixels or more than a
  /// bitmap may hold. Bad input, found before anything is allocated or written.
  case canvasUndrawable(RasterError)
  /// The SVG could not be written to its file.
  case writeFailed(String)
  /// Standard output could not be written: the SVG, help or the version.
  case standardOutputFailed(StandardStream.WriteFailure)

  /// The exit status: 64 for bad input, 1 for a failure with good input.
  var exitCode: Int32 {
    switch self {
    case .imageUnreadable, .writeFailed, .standardOutputFailed: 1
    default: 64
    }
  }

  /// Whether the message is followed by the command's usage, as for bad input.
  var showsUsage: Bool { exitCode == 64 }

  /// The message, without the `Error: ` label; `nil` when the tool stops quietly, as it
  /// does when the reader of its output has gone (`shapegen circle | head -c 10`).
  var message: String? {
    switch self {
    case .missingSubcommand:
      return "Missing expected argument '<subcommand>'"
    case .unknownShape(let name, let suggestion):
      return "Unknown shape '\(name)'" + (suggestion.map { ". Did you mean '\($0)'?" } ?? "")
    case .unknownOption(let name, let suggestion):
      return "Unknown option '\(name)'" + (suggestion.map { ". Did you mean '\($0)'?" } ?? "")
    case .missingValue(let option, let spelling):
      return "Missing value for '\(option.synopsis(spelledAs: spelling))'"
    case .flagWithValue(let spelling, let value):
      return "The option '\(spelling)' does not take any value, but '\(value)' was specified."
    case .unexpectedArguments(let arguments):
      if arguments.count == 1 { return "Unexpected argument '\(arguments[0])'" }
      let list = arguments.map { "'\($0)'" }.joined(separator: ", ")
      return "\(arguments.count) unexpected arguments: \(list)"
    case .invalidValue(let option, let spelling, let value, let reason):
      return
        "The value '\(value)' is invalid for '\(option.synopsis(spelledAs: spelling))': \(reason)"
    case .offsetWithoutCorner(let written):
      return
        "'\(written)' has no '--corner' before it; pair them as in "
        + "'--corner bottomLeft \(written)'"
    case .cornerWithoutOffset(let value):
      return
        "'--corner \(value)' has no '--offset' after it; pair them as in "
        + "'--corner \(value) --offset 0.75'"
    case .invalidCombination(let sentence):
      return sentence
    case .nothingToAnimate(let written):
      return "'\(written)' has nothing to animate; add '--animate PARAM=FROM:TO' or '--draw'"
    case .imageUnreadable(let error):
      // The error's own text starts with the path, which the sentence already names.
      let text = error.description
      let prefix = error.source + ": "
      let reason = text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : text
      return "'--image \(error.source)': \(reason)"
    case .canvasUndrawable(let error):
      return "cannot draw the PNG image: \(error); lower --scale, --width or --height"
    case .writeFailed(let reason):
      return reason
    case .standardOutputFailed(let failure):
      guard !failure.isBrokenPipe else { return nil }
      return "cannot write to standard output: \(failure.reason)"
    }
  }
}
