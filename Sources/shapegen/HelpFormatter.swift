/// Writes help and usage in swift-argument-parser's layout: `OVERVIEW:`, `USAGE:`, the
/// option sections and `SUBCOMMANDS:`, labels in a column 26 wide, text wrapped at 80
/// columns.
///
/// ```
/// OVERVIEW: A circle centred in the frame, as wide as its shorter side.
///
/// USAGE: shapegen circle [<options>]
///
/// CANVAS OPTIONS:
///   --width <points>        The width of the canvas. (default: 300)
/// ```
struct HelpFormatter {
  /// The width text is wrapped at.
  let width = 80
  /// The column where the text beside a label starts.
  let labelColumn = 26
  /// The indentation of labels.
  let labelIndent = 2
  /// The indentation of an option's discussion.
  let discussionIndent = 8

  /// The usage of a command: `shapegen <subcommand>` for the root, `shapegen trapezium
  /// [<options>]` for a shape.
  func usage(of command: Command) -> String {
    if command.name == ShapeCatalog.toolName { return "\(ShapeCatalog.toolName) <subcommand>" }
    return "\(ShapeCatalog.toolName) \(command.name) [<options>]"
  }

  /// The lines that follow an error: the usage and where to find help.
  func errorUsage(of command: Command) -> String {
    let name =
      command.name == ShapeCatalog.toolName
      ? ShapeCatalog.toolName : "\(ShapeCatalog.toolName) \(command.name)"
    return "Usage: \(usage(of: command))\n  See '\(name) --help' for more information.\n"
  }

  /// The whole help of a command.
  func help(for command: Command) -> String {
    var text = wrap("OVERVIEW: " + command.abstract, indent: 0) + "\n"
    if !command.discussion.isEmpty {
      text += "\n" + paragraphs(command.discussion, indent: 0)
    }
    text += "\nUSAGE: \(usage(of: command))\n"
    for group in command.groups where !group.options.isEmpty {
      text += "\n\(group.title):\n"
      for option in group.options {
        text += element(
          label: option.helpLabel, abstract: option.helpAbstract, discussion: option.discussion)
      }
    }
    if !command.subcommands.isEmpty {
      text += "\nSUBCOMMANDS:\n"
      for subcommand in command.subcommands {
        text += element(label: subcommand.name, abstract: subcommand.abstract, discussion: "")
      }
      text += "\n  See '\(ShapeCatalog.toolName) help <subcommand>' for detailed help.\n"
    }
    return text
  }

  /// One option or subcommand: the label, the abstract beside it (or below it when the
  /// label is too wide), and the discussion below, indented further.
  func element(label: String, abstract: String, discussion: String) -> String {
    let paddedLabel = String(repeating: " ", count: labelIndent) + label
    var text = paddedLabel
    if !abstract.isEmpty {
      let lines = wrapLines(abstract, width: width - labelColumn)
      let column = String(repeating: " ", count: labelColumn)
      if paddedLabel.count < labelColumn {
        text += String(repeating: " ", count: labelColumn - paddedLabel.count) + lines[0]
        text += lines.dropFirst().map { "\n" + column + $0 }.joined()
      } else {
        text += lines.map { "\n" + column + $0 }.joined()
      }
    }
    text += "\n"
    if !discussion.isEmpty { text += paragraphs(discussion, indent: discussionIndent) }
    return text
  }

  /// Text whose line breaks are kept, each line wrapped and indented.
  ///
  /// Each line gets `indent` more spaces before it. The continuation of a wrapped line that
  /// has its own indentation (an item of a list) is indented two spaces more than its start.
  func paragraphs(_ text: String, indent: Int) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      let ownIndent = line.prefix { $0 == " " }.count
      let content = String(line.dropFirst(ownIndent))
      guard !content.isEmpty else { return "\n" }
      let start = indent + ownIndent
      let lines = wrapLines(content, width: width - start)
      let first = String(repeating: " ", count: start) + lines[0]
      let hanging = ownIndent > 0 ? 2 : 0
      let continuation = String(repeating: " ", count: start + hanging)
      let rest = wrapLines(
        lines.dropFirst().joined(separator: " "), width: width - start - hanging)
      return ([first] + rest.filter { !$0.isEmpty }.map { continuation + $0 }).joined(
        separator: "\n") + "\n"
    }.joined()
  }

  /// One paragraph wrapped at the width, with `indent` spaces before each line.
  func wrap(_ text: String, indent: Int) -> String {
    let prefix = String(repeating: " ", count: indent)
    return wrapLines(text, width: width - indent).map { prefix + $0 }.joined(separator: "\n")
  }

  /// The words of `text` in lines at most `width` characters long (a longer word gets a
  /// line of its own); at least one line.
  func wrapLines(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ") {
      if current.isEmpty {
        current = String(word)
      } else if current.count + 1 + word.count <= width {
        current += " " + word
      } else {
        lines.append(current)
        current = String(word)
      }
    }
    lines.append(current)
    return lines
  }
}
