/// A command of the tool as help and the parser see it: its name, what it does, and its
/// options in titled groups.
///
/// The root command, `shapegen`, has the shapes as subcommands; each shape command has
/// its own options and the common canvas, paint, effect and output ones.
struct Command: Sendable {
  /// The command's name: `shapegen`, or a shape's (`trapezium`).
  let name: String
  /// One sentence: what the command makes.
  let abstract: String
  /// More text for the help's overview, line breaks kept; empty for none.
  let discussion: String
  /// The options, in the groups help lists them in.
  let groups: [OptionGroup]
  /// The commands below this one, for the root command.
  let subcommands: [Command]

  /// Creates a command.
  init(
    name: String, abstract: String, discussion: String = "", groups: [OptionGroup],
    subcommands: [Command] = []
  ) {
    self.name = name
    self.abstract = abstract
    self.discussion = discussion
    self.groups = groups
    self.subcommands = subcommands
  }

  /// Every option, in help's order.
  var options: [OptionSpec] { groups.flatMap(\.options) }

  /// The option that `name`, as typed (`--width`, `-o`), names; `nil` when none does.
  func option(named name: String) -> OptionSpec? {
    options.first { $0.matches(name) }
  }

  /// The subcommand called `name`, if there is one.
  func subcommand(named name: String) -> Command? {
    subcommands.first { $0.name == name }
  }
}

/// Options that help lists together under one heading.
struct OptionGroup: Sendable {
  /// The heading, as help prints it before the colon (`CANVAS OPTIONS`).
  let title: String
  /// The options, in help's order.
  let options: [OptionSpec]
}

extension OptionSpec {
  /// `--version`, which every command accepts.
  static let version = OptionSpec("version", abstract: "Show the version.")
  /// `-h, --help`, which every command accepts.
  static let help = OptionSpec("help", short: "h", abstract: "Show help information.")
}

extension OptionGroup {
  /// The group every command ends with: `--version` and `-h, --help`.
  static let standard = OptionGroup(title: "OPTIONS", options: [.version, .help])
}
