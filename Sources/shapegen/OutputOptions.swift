import Foundation

/// The output options: where the SVG goes and how precise its numbers are.
struct OutputOptions {
  /// `-o, --output <file>`.
  ///
  /// A name ending in `/` is bad input (exit 64): it can only name a directory. What the
  /// file system holds is found when writing (see ``Output/file(_:)``): a directory or
  /// other file that is not a regular one is refused then, with exit 1.
  static let output = OptionSpec(
    "output", short: "o", valueName: "file",
    abstract: "Write the SVG to this file, atomically (through a temporary file and a "
      + "rename), rather than to standard output; - is standard output. A symbolic link is "
      + "written through, and an existing file keeps its permissions; a directory or device "
      + "is refused.")
  /// `--precision <decimals>`.
  static let precision = OptionSpec(
    "precision", valueName: "decimals",
    abstract: "The number of decimals of the numbers in the SVG, from 0 to 12.",
    defaultValue: "3")
  /// The options, as help lists them.
  static let group = OptionGroup(title: "OUTPUT OPTIONS", options: [output, precision])

  /// Where the SVG goes.
  let destination: Output
  /// The number of decimals of the numbers in the SVG.
  let precision: Int

  /// Reads the output options.
  init(_ arguments: ParsedArguments) throws(CommandLineError) {
    if let occurrence = arguments.last(Self.output) {
      guard let path = occurrence.value, !path.isEmpty else {
        throw occurrence.invalid("the file name is empty")
      }
      guard !path.hasSuffix("/") else {
        throw occurrence.invalid("a name ending in / names a directory; give a file name")
      }
      destination = path == "-" ? .standardOutput : .file(path)
    } else {
      destination = .standardOutput
    }
    precision = try arguments.integer(Self.precision, default: 3, in: 0...12)
  }
}
