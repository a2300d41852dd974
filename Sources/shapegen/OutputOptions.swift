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
      + "default PNG when the -o file name ends in .png, SVG otherwise; a name ending in "
      + "another image format's extension (.jpg, .gif, ...) needs --format.")
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
  ///
  /// Without `--format`, a file name ending in the extension of another image format
  /// (`.jpg`, `.gif`, …) is bad input, rather than a file of SVG under that name.
  init(_ arguments: ParsedArguments) throws(CommandLineError) {
    var byName = Format.svg
    if let occurrence = arguments.last(Self.output) {
      guard let path = occurrence.value, !path.isEmpty else {
        throw occurrence.invalid("the file name is empty")
      }
      guard !path.hasSuffix("/") else {
        throw occurrence.invalid("a name ending in / names a directory; give a file name")
      }
      destination = path == "-" ? .standardOutput : .file(path)
      let name = path.lowercased()
      if name.hasSuffix(".png") {
        byName = .png
      } else if arguments.last(Self.format) == nil, let other = Self.otherFormat(of: name) {
        throw occurrence.invalid(
          "shapegen writes SVG or PNG, not \(other); end the name in .svg or .png, or "
            + "choose with --format")
      }
    } else {
      destination = .standardOutput
    }
    precision = try arguments.integer(Self.precision, default: 3, in: 0...12)
    format = try arguments.choice(Self.format, default: byName, [("svg", .svg), ("png", .png)])
    scale = try arguments.number(Self.scale, default: 1, .positive)
  }

  /// The image or document format a lowercased file name's extension names, other than
  /// SVG and PNG, or `nil` for any other name (which gets SVG).
  private static func otherFormat(of name: String) -> String? {
    let formats = [
      "jpg": "JPEG", "jpeg": "JPEG", "gif": "GIF", "webp": "WebP", "bmp": "BMP",
      "tif": "TIFF", "tiff": "TIFF", "heic": "HEIF", "heif": "HEIF", "avif": "AVIF",
      "ico": "ICO", "pdf": "PDF", "eps": "PostScript", "ps": "PostScript",
      "svgz": "compressed SVG",
    ]
    guard let dot = name.lastIndex(of: "."), !name[dot...].contains("/") else { return nil }
    return formats[String(name[name.index(after: dot)...])]
  }
}
