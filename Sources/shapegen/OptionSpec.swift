/// An option of a command: its names, whether it takes a value, and the text help shows
/// for it.
///
/// ```swift
/// let width = OptionSpec(
///   "width", valueName: "points", abstract: "The canvas width.", defaultValue: "300")
/// width.helpLabel  // "--width <points>"
/// ```
struct OptionSpec: Hashable, Sendable {
  /// The long name, without its dashes: `width` for `--width`.
  let long: String
  /// The one-letter name, without its dash: `o` for `-o`; `nil` for none.
  let short: Character?
  /// The name of the value in help, without brackets (`points` for `<points>`); `nil` for a
  /// flag, which takes no value.
  let valueName: String?
  /// One sentence or two, shown beside the option.
  let abstract: String
  /// Longer text shown below the option, line breaks kept; empty for none.
  let discussion: String
  /// The value used when the option is not given, as help shows it; `nil` to show none.
  let defaultValue: String?
  /// The values the option accepts, when they are a fixed list.
  let allowedValues: [String]?

  /// Creates an option.
  init(
    _ long: String, short: Character? = nil, valueName: String? = nil, abstract: String,
    discussion: String = "", defaultValue: String? = nil, allowedValues: [String]? = nil
  ) {
    self.long = long
    self.short = short
    self.valueName = valueName
    self.abstract = abstract
    self.discussion = discussion
    self.defaultValue = defaultValue
    self.allowedValues = allowedValues
  }

  /// Whether the option is a flag, which takes no value.
  var isFlag: Bool { valueName == nil }

  /// The long name with its dashes: `--width`.
  var longName: String { "--" + long }

  /// The option as an error message names it, spelled as the user spelled it:
  /// `--width <points>` or `-o <file>`.
  func synopsis(spelledAs spelling: String? = nil) -> String {
    let name = spelling ?? longName
    guard let valueName else { return name }
    return "\(name) <\(valueName)>"
  }

  /// The option as help lists it: `-o, --output <file>` or `--clockwise`.
  var helpLabel: String {
    let names = (short.map { "-\($0), " } ?? "") + longName
    guard let valueName else { return names }
    return "\(names) <\(valueName)>"
  }

  /// The help text beside the option: the abstract, then the allowed values and the default
  /// in swift-argument-parser's form, `(values: a, b; default: a)`.
  var helpAbstract: String {
    var notes: [String] = []
    if let allowedValues { notes.append("values: " + allowedValues.joined(separator: ", ")) }
    if let defaultValue { notes.append("default: " + defaultValue) }
    guard !notes.isEmpty else { return abstract }
    return abstract + " (" + notes.joined(separator: "; ") + ")"
  }

  /// Whether `name`, as typed (`--width`, `-o`), is one of this option's names.
  func matches(_ name: String) -> Bool {
    if name == longName { return true }
    if let short { return name == "-\(short)" }
    return false
  }
}
