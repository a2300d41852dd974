import Foundation

/// Why ``SVGRasterizer`` could not render an SVG document.
public enum SVGRasterizerError: Error, Sendable, Hashable, CustomStringConvertible {
  /// `rsvg-convert` is not on `PATH` (or not at the given location); the message says how to
  /// install it.
  case rendererNotFound(String)
  /// The renderer could not be started.
  case launchFailed(String)
  /// The renderer exited with a non-zero status; `standardError` is what it printed.
  case rendererFailed(status: Int32, standardError: String)
  /// The renderer did not finish within the timeout and was stopped.
  case timedOut(seconds: Double)
  /// The renderer's output is not a PNG file this package can decode.
  case invalidOutput(PNGError)
  /// The SVG document could not be handed to the renderer.
  case inputUnwritable(String)

  /// A sentence that says what went wrong.
  public var description: String {
    switch self {
    case .rendererNotFound(let message): message
    case .launchFailed(let reason): "rsvg-convert could not be started: \(reason)"
    case .rendererFailed(let status, let standardError):
      "rsvg-convert exited with status \(status): "
        + standardError.trimmingCharacters(in: .whitespacesAndNewlines)
    case .timedOut(let seconds): "rsvg-convert did not finish within \(seconds) s"
    case .invalidOutput(let error): "rsvg-convert wrote an unreadable PNG: \(error)"
    case .inputUnwritable(let reason): "the SVG could not be written for rsvg-convert: \(reason)"
    }
  }
}
