import Foundation

/// An app, with SwiftUI's protocol: running it draws its main window as a picture.
///
/// An app's file compiles unchanged, as Xcode's template for a new app does
/// (`Examples/HelloApp`):
///
/// ```swift
/// @main
/// struct HelloApp: App {
///   var body: some Scene {
///     WindowGroup {
///       ContentView()
///     }
///   }
/// }
/// ```
///
/// There is no window system to open a window in, so running the app (`swift run`) draws
/// the first window of its body, the first ``WindowGroup`` or ``Window``, and writes it to
/// a file:
///
/// ```
/// $ swift run HelloApp
/// Wrote HelloApp.png: 390 × 844 points at 3×.
/// $ swift run HelloApp -o screen.svg
/// Wrote screen.svg: 390 × 844 points.
/// ```
///
/// The picture is an iPhone's screen, 390 by 844 points: the views are laid out in its
/// safe area (47 points at the top for the status bar, 34 at the bottom for the home
/// indicator) on white, the light appearance's background. A view that reaches the safe
/// area's edge can be drawn out to the screen's, with ``View/ignoresSafeArea(_:edges:)``
/// or a background of a ``ShapeStyle``, as in SwiftUI. With `--width` or `--height`,
/// or a scene's ``Scene/defaultSize(width:height:)``, it is a window of that size (the
/// side not given is the scene's or the phone's) without a safe area. What is drawn
/// otherwise than written, such as a symbol the catalog lacks, drawn as a placeholder, is
/// listed on standard error, a `Note:` line each. Options:
///
/// - `-o`, `--output` *path*: the file, PNG or SVG by its extension (by default the app's
///   type name with `.png`);
/// - `--width`, `--height` *points*: the window's size;
/// - `--scale` *factor*: pixels a point in a PNG file (by default 3, as an iPhone's).
///
/// **Degenerate input.** An unknown option, a missing or unreadable value, a size or scale
/// that is not finite and positive (or a PNG past ``RasterError``'s limits), or an
/// extension other than `.png` and `.svg` is answered with an `Error:` line on standard
/// error and exit status 64, and nothing is written. An app whose body has no window exits
/// with status 1, and so does a file that cannot be written.
@MainActor @preconcurrency
public protocol App {
  /// The type of the app's scenes.
  associatedtype Body: Scene

  /// The app's scenes.
  @SceneBuilder var body: Body { get }

  /// Creates the app, as running it does.
  init()
}

extension App {
  /// Runs the app: draws its first window to a file, as described at ``App``, and exits.
  public static func main() {
    let run = AppPicture.run(
      Self(), named: String(describing: Self.self),
      arguments: Array(CommandLine.arguments.dropFirst()))
    if !run.output.isEmpty { print(run.output) }
    if !run.error.isEmpty { FileHandle.standardError.write(Data((run.error + "\n").utf8)) }
    exit(run.status)
  }
}
