import Foundation

/// The `gallery` command line: writes every artwork as SVG into a folder.
///
/// ```
/// $ swift run gallery                 # into Examples/Output
/// $ swift run gallery /tmp/gallery    # into another folder
/// ```
///
/// Help exits 0. Bad arguments print `Error: …` and the usage to standard error and exit
/// 64 (`EX_USAGE`); a folder that cannot be written exits 1.
public enum GalleryCommand {
  /// The folder written when none is given, relative to the working directory (the
  /// package root, for `swift run gallery`).
  public static let defaultFolder = "Examples/Output"

  /// The usage line.
  public static let usage = "Usage: gallery [<folder>]"

  /// The help text.
  public static var help: String {
    """
    OVERVIEW: Writes every artwork of the Shapes gallery as an SVG file.

    \(usage)

    ARGUMENTS:
      <folder>    Where to write the files, created if needed (default: \(defaultFolder)).

    OPTIONS:
      -h, --help  Show help information.

    """
  }

  /// Runs the command with `arguments` (without the program name), writing messages
  /// through `output` and `error`; returns the exit status.
  @MainActor @preconcurrency public static func run(
    _ arguments: [String], output: (String) -> Void, error: (String) -> Void
  ) -> Int32 {
    if arguments.contains(where: { $0 == "-h" || $0 == "--help" }) {
      output(help)
      return 0
    }
    var folders: [String] = []
    var afterTerminator = false
    for argument in arguments {
      if !afterTerminator, argument == "--" {
        afterTerminator = true
      } else if !afterTerminator, argument.hasPrefix("-"), argument != "-" {
        return usageError("Unknown option '\(argument)'.", error: error)
      } else {
        folders.append(argument)
      }
    }
    guard folders.count <= 1 else {
      return usageError(
        "Unexpected argument '\(folders[1])': give one folder.", error: error)
    }
    let folder = folders.first ?? defaultFolder
    guard !folder.isEmpty else {
      return usageError("The folder must not be empty.", error: error)
    }
    do {
      let written = try Gallery.write(to: URL(fileURLWithPath: folder, isDirectory: true))
      for url in written {
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size]) as? Int
        output("wrote \(folder)/\(url.lastPathComponent) (\(size ?? 0) bytes)\n")
      }
      return 0
    } catch let failure {
      error("Error: cannot write the gallery to \(folder): \(failure.localizedDescription)\n")
      return 1
    }
  }

  private static func usageError(_ message: String, error: (String) -> Void) -> Int32 {
    error(
      "Error: \(message)\n\(usage)\n  See 'gallery --help' for more information.\n")
    return 64
  }
}
