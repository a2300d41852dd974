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
  /// `--format <svg|png>`.
  static let format = OptionSpec(
    "format", valueName: "svg|png",
    abstract: "The file format: SVG, or a PNG image drawn by the built-in renderer. By "
      + "default PNG when the -o file name ends in .png, SVG otherwise.")
  /// `--scale <factor>`.
  static let scale = OptionSpec(
    "scale", valueName: "factor",
    abstract: "Pixels per point of a PNG image, greater than 0.", defaultValue: "1")
  /// The options, as help lists them.
  static let group = OptionGroup(
    title: "OUTPUT OPTIONS", options: [output, format, scale, precision])

  /// What the output is written as.
  enum Format: Equatable {
    /// An SVG document.
    case svg
    /// A PNG image, drawn by the raster renderer.
    case png
  }

  /// Where the SVG goes.
  let destination: Output
  /// The number of decimals of the numbers in the SVG.
  let precision: Int
  /// SVG or PNG.
  let format: Format
  /// Pixels per point of a PNG image.
  let scale: Double

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
    var byName = Format.svg
    if case .file(let path) = destination, path.lowercased().hasSuffix(".png") { byName = .png }
    format = try arguments.choice(Self.format, default: byName, [("svg", .svg), ("png", .png)])
    scale = try arguments.number(Self.scale, default: 1, .positive)
  }
}
