import Foundation
import ShapeRender

/// Where the SVG goes: standard output, or a file written atomically.
enum Output: Equatable {
  /// Standard output.
  case standardOutput
  /// A file, written through a temporary file beside it and a rename, so it is either
  /// complete or untouched.
  case file(String)

  /// Writes the SVG of `artwork`.
  ///
  /// - Throws: ``CommandLineError/writeFailed(_:)`` when the SVG cannot be written.
  func write<Content: View>(_ artwork: Artwork<Content>, with renderer: SVGRenderer)
    throws(CommandLineError)
  {
    switch self {
    case .standardOutput:
      do {
        try FileHandle.standardOutput.write(contentsOf: Data(renderer.render(artwork).utf8))
      } catch {
        throw .writeFailed("cannot write to standard output: \(error.localizedDescription)")
      }
    case .file(let path):
      do {
        try renderer.write(artwork, to: URL(fileURLWithPath: path))
      } catch {
        throw .writeFailed(error.description)
      }
    }
  }
}
