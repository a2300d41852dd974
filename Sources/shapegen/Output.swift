import Foundation
import ShapeRender

/// Where the SVG goes: standard output, or a file written atomically.
enum Output: Equatable {
  /// Standard output.
  case standardOutput
  /// A file, written through a temporary file beside it and a rename, so it is either
  /// complete or untouched.
  ///
  /// A symbolic link is written through to the file it points to; an existing file keeps
  /// its permissions (and owner, where possible); a directory, device, pipe or socket is
  /// refused (exit 1, as for any file that cannot be written).
  case file(String)

  /// Writes the SVG of `artwork`.
  ///
  /// - Throws: ``CommandLineError/writeFailed(_:)`` when the file cannot be written,
  ///   ``CommandLineError/standardOutputFailed(_:)`` when standard output cannot.
  @MainActor func write<Content: View>(_ artwork: Artwork<Content>, with renderer: SVGRenderer)
    throws(CommandLineError)
  {
    switch self {
    case .standardOutput:
      try ShapeGen.printToStandardOutput(renderer.render(artwork))
    case .file(let path):
      do {
        try renderer.write(artwork, to: URL(fileURLWithPath: path))
      } catch {
        // The path as given: the error's is the URL's, made absolute.
        throw .writeFailed("cannot write \(path): \(error.reason)")
      }
    }
  }

  /// Writes the PNG image of `artwork`.
  ///
  /// - Throws: ``CommandLineError/canvasUndrawable(_:)`` when the canvas has no pixels or
  ///   too many (bad input: its size and `--scale`), ``CommandLineError/writeFailed(_:)``
  ///   when the file cannot be written,
  ///   ``CommandLineError/standardOutputFailed(_:)`` when standard output cannot.
  @MainActor func write<Content: View>(_ artwork: Artwork<Content>, with renderer: RasterRenderer)
    throws(CommandLineError)
  {
    let image: RasterImage
    do {
      image = try renderer.render(artwork)
    } catch {
      throw .canvasUndrawable(error)
    }
    switch self {
    case .standardOutput:
      do {
        try StandardStream.output.write(bytes: [UInt8](image.pngData()))
      } catch {
        throw .standardOutputFailed(error)
      }
    case .file(let path):
      do {
        try image.write(to: URL(fileURLWithPath: path))
      } catch {
        throw .writeFailed("cannot write \(path): \(error.reason)")
      }
    }
  }
}
