import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Renders SVG documents to pixels with librsvg's `rsvg-convert`, for tests that check
/// what an SVG really looks like.
///
/// `rsvg-convert` (Debian and Ubuntu: `librsvg2-bin`; Homebrew: `librsvg`) is looked up on
/// `PATH`. Tests that need it call ``requireAvailability()``: when the renderer is missing it
/// throws if the environment variable `CI` is set, so that continuous integration cannot skip
/// pixel checks silently, and otherwise returns `false` so that the test can skip itself.
///
/// ```swift
/// let image = try SVGRasterizer(width: 200).render(svgText)
/// #expect(image[x: 100, y: 100].isClose(to: .red, tolerance: 1))
/// ```
public struct SVGRasterizer: Sendable {
  /// The output width in pixels, or `nil` for the document's own width (times ``zoom``).
  public var width: Int?
  /// The output height in pixels, or `nil` for the document's own height (times ``zoom``).
  public var height: Int?
  /// A scale factor for the document's own size, or `nil` for 1.
  public var zoom: Double?
  /// A color to fill the canvas with before drawing, or `nil` for a transparent canvas.
  public var backgroundColor: RGBA?
  /// How long the renderer may run before it is stopped.
  public var timeout: Duration
  /// The renderer to run; `nil` when `rsvg-convert` is not on `PATH`.
  public var executableURL: URL?

  /// Creates a rasterizer.
  ///
  /// - Parameters:
  ///   - width: The output width in pixels; `nil` keeps the document's width.
  ///   - height: The output height in pixels; `nil` keeps the document's height.
  ///   - zoom: A scale factor for the document's size.
  ///   - backgroundColor: A color to fill the canvas with first; `nil` leaves it transparent.
  ///   - timeout: How long the renderer may run.
  ///   - executableURL: The renderer; by default `rsvg-convert` found on `PATH`.
  public init(
    width: Int? = nil, height: Int? = nil, zoom: Double? = nil, backgroundColor: RGBA? = nil,
    timeout: Duration = .seconds(60), executableURL: URL? = SVGRasterizer.locateRenderer()
  ) {
    self.width = width
    self.height = height
    self.zoom = zoom
    self.backgroundColor = backgroundColor
    self.timeout = timeout
    self.executableURL = executableURL
  }

  /// The name of the renderer's executable.
  public static let rendererName = "rsvg-convert"

  /// Finds `rsvg-convert` on the `PATH` of `environment` (by default, this process's).
  public static func locateRenderer(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL? {
    let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    for directory in path.split(separator: ":") where !directory.isEmpty {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(rendererName)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }

  /// Whether `rsvg-convert` is on `PATH`.
  public static var isAvailable: Bool { locateRenderer() != nil }

  /// Whether rendering tests must run: the environment variable `CI` is set, to anything but
  /// an empty string, `0` or `false`.
  public static var isRequired: Bool {
    isRequired(environment: ProcessInfo.processInfo.environment)
  }

  /// Whether `environment` makes rendering tests mandatory: it sets `CI`, to anything but an
  /// empty string, `0` or `false`.
  public static func isRequired(environment: [String: String]) -> Bool {
    guard let value = environment["CI"] else { return false }
    return !["", "0", "false"].contains(value.lowercased())
  }

  /// The rule for tests that need the renderer.
  ///
  /// ```swift
  /// guard try SVGRasterizer.requireAvailability() else {
  ///   try Test.cancel("Skipped: \(SVGRasterizer.missingMessage)")
  /// }
  /// ```
  ///
  /// - Parameter environment: The environment that gives `PATH` and `CI`; by default, this
  ///   process's.
  /// - Returns: `true` when `rsvg-convert` is available; `false` when it is missing and `CI`
  ///   is not set, so the test may skip itself.
  /// - Throws: ``SVGRasterizerError/rendererNotFound(_:)`` when it is missing and `CI` is
  ///   set (see ``isRequired(environment:)``): continuous integration must not skip pixel checks.
  @discardableResult
  public static func requireAvailability(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(SVGRasterizerError) -> Bool {
    if locateRenderer(environment: environment) != nil { return true }
    if isRequired(environment: environment) {
      throw .rendererNotFound(
        missingMessage + " The environment variable CI is set, so tests that render must not skip.")
    }
    return false
  }

  /// Why rendering is impossible here, and how to fix it.
  public static var missingMessage: String {
    "\(rendererName) is not on PATH. Install it (Debian and Ubuntu: apt-get install "
      + "librsvg2-bin; Homebrew: brew install librsvg)."
  }

  /// The command-line arguments for `rsvg-convert`, before the input file.
  public var arguments: [String] {
    var arguments = ["--format=png"]
    if let width { arguments.append("--width=\(width)") }
    if let height { arguments.append("--height=\(height)") }
    if let zoom { arguments.append("--zoom=\(zoom)") }
    if let color = backgroundColor {
      let alpha = Double(color.alpha) / 255
      arguments.append(
        "--background-color=rgba(\(color.red),\(color.green),\(color.blue),\(alpha))")
    }
    return arguments
  }

  /// Renders an SVG document and decodes the result.
  ///
  /// - Throws: ``SVGRasterizerError`` when the renderer is missing, fails, times out or
  ///   writes something that is not a PNG.
  public func render(_ svg: String) throws(SVGRasterizerError) -> PNGImage {
    let data = try renderPNGData(svg)
    do {
      return try PNGImage(data: data)
    } catch {
      throw .invalidOutput(error)
    }
  }

  /// Renders an SVG document and returns the PNG file `rsvg-convert` wrote.
  ///
  /// - Throws: ``SVGRasterizerError`` when the renderer is missing, fails or times out.
  public func renderPNGData(_ svg: String) throws(SVGRasterizerError) -> Data {
    guard let executableURL else { throw .rendererNotFound(Self.missingMessage) }
    let inputURL = FileManager.default.temporaryDirectory
      .appendingPathComponent("SVGRasterizer-\(UUID().uuidString).svg")
    do {
      try Data(svg.utf8).write(to: inputURL)
    } catch {
      throw .inputUnwritable(String(describing: error))
    }
    defer { try? FileManager.default.removeItem(at: inputURL) }
    return try run(executableURL, arguments: arguments + [inputURL.path])
  }

  /// Runs the renderer, collecting its output, and stops it when it overruns the timeout.
  private func run(_ executable: URL, arguments: [String]) throws(SVGRasterizerError) -> Data {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let outputPipe = Pipe()
    let errorPipe = Pipe()
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = outputPipe
    process.standardError = errorPipe
    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }

    do {
      try process.run()
    } catch {
      throw .launchFailed(String(describing: error))
    }

    // Drain both pipes while the renderer runs, so that a full pipe cannot block it.
    let output = CollectedData()
    let standardError = CollectedData()
    let drained = DispatchGroup()
    for (pipe, sink) in [(outputPipe, output), (errorPipe, standardError)] {
      let handle = pipe.fileHandleForReading
      DispatchQueue.global().async(group: drained) {
        sink.set(handle.readDataToEndOfFile())
      }
    }

    let seconds =
      Double(timeout.components.seconds)
      + Double(timeout.components.attoseconds) / 1e18
    if exited.wait(timeout: .now() + seconds) == .timedOut {
      process.terminate()
      if exited.wait(timeout: .now() + 2) == .timedOut {
        kill(process.processIdentifier, SIGKILL)
        exited.wait()
      }
      drained.wait()
      throw .timedOut(seconds: seconds)
    }
    drained.wait()

    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      throw .rendererFailed(
        status: process.terminationStatus,
        standardError: String(decoding: standardError.value, as: UTF8.self))
    }
    return output.value
  }
}

/// Bytes that a background reader hands to the waiting thread.
private final class CollectedData: @unchecked Sendable {
  private let lock = NSLock()
  private var data = Data()

  var value: Data { lock.withLock { data } }

  func set(_ newValue: Data) {
    lock.withLock { data = newValue }
  }
}
