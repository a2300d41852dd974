import Foundation

/// Draws an ``App``'s first window to a file: what running the app does.
package enum AppPicture {
  /// The screen a picture shows unless a size is given: an iPhone's, in points.
  package static let phoneScreen = CGSize(width: 390, height: 844)
  /// The pixels a point of the phone's screen, the scale a picture is drawn at by default.
  package static let phoneScale: CGFloat = 3
  /// The part of the phone's screen the status bar and the home indicator leave.
  static let phoneSafeArea = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)

  /// What a run printed and how it ended.
  struct Run: Equatable {
    /// The line for standard output, if any.
    var output = ""
    /// The line for standard error, if any.
    var error = ""
    /// The exit status.
    var status: Int32 = 0
  }

  /// What the run's arguments ask for.
  struct Options {
    var path: String?
    var width: CGFloat?
    var height: CGFloat?
    var scale = AppPicture.phoneScale
  }

  /// A bad argument, with the sentence that says why.
  struct UsageError: Error {
    let message: String
  }

  /// Draws the first window of `app`, named `name`, as `arguments` ask, and writes it.
  @MainActor static func run<A: App>(_ app: A, named name: String, arguments: [String]) -> Run {
    let options: Options
    do {
      options = try parse(arguments)
    } catch {
      return Run(error: "Error: \(error.message)", status: 64)
    }
    guard let window = app.body.firstWindow() else {
      return Run(error: "Error: \(name)'s body has no window to draw.", status: 1)
    }
    let path = options.path ?? "\(name).png"
    let isSVG = path.lowercased().hasSuffix(".svg")
    guard isSVG || path.lowercased().hasSuffix(".png") else {
      return Run(error: "Error: '\(path)' is neither a .png nor a .svg file.", status: 64)
    }
    // A size given, by the arguments or the scene, makes a window; none, a phone's screen.
    let base = window.defaultSize ?? phoneScreen
    let size = CGSize(width: options.width ?? base.width, height: options.height ?? base.height)
    let isPhone = options.width == nil && options.height == nil && window.defaultSize == nil
    let artwork = Artwork(
      width: size.width, height: size.height,
      background: .systemBackground,
      view: isPhone
        ? AnyView(SafeAreaRoot(content: AnyView(window.content), insets: phoneSafeArea))
        : AnyView(window.content))
    let data: Data
    var described = "\(number(size.width)) × \(number(size.height)) points"
    if isSVG {
      data = Data(SVGRenderer().render(artwork).utf8)
    } else {
      do {
        data = try RasterRenderer(scale: options.scale).render(artwork).pngData()
      } catch {
        return Run(error: "Error: \(error)", status: 64)
      }
      described += " at \(number(options.scale))×"
    }
    do {
      try data.write(to: URL(fileURLWithPath: path))
    } catch {
      return Run(
        error: "Error: could not write '\(path)': \(error.localizedDescription)", status: 1)
    }
    // What is drawn otherwise than written (symbols as placeholders, say), as notes.
    let notes = artwork.diagnostics.map { "Note: \($0)" }
    return Run(output: "Wrote \(path): \(described).", error: notes.joined(separator: "\n"))
  }

  /// The options `arguments` give.
  static func parse(_ arguments: [String]) throws(UsageError) -> Options {
    var options = Options()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      func value() throws(UsageError) -> String {
        guard let value = remaining.popFirst() else {
          throw UsageError(message: "\(argument) needs a value.")
        }
        return value
      }
      func length() throws(UsageError) -> CGFloat {
        let text = try value()
        guard let number = Double(text), number.isFinite, number > 0 else {
          throw UsageError(message: "\(argument) needs a positive number, not '\(text)'.")
        }
        return CGFloat(number)
      }
      switch argument {
      case "-o", "--output": options.path = try value()
      case "--width": options.width = try length()
      case "--height": options.height = try length()
      case "--scale": options.scale = try length()
      default:
        throw UsageError(
          message: "unknown argument '\(argument)'; the options are -o, --width, --height "
            + "and --scale.")
      }
    }
    return options
  }

  /// `value` as the shortest decimal that reads back to it: 390, 2.5.
  static func number(_ value: CGFloat) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
  }
}
