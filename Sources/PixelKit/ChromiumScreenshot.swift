import Foundation

/// Screenshots of SVG animations played by headless Chromium, paused at chosen times, for
/// the checks that a real browser plays the SMIL the SVG renderer writes.
///
/// ```swift
/// guard ChromiumScreenshot.isEnabled else { return }
/// let image = try ChromiumScreenshot.capture(svg, times: [0, 0.5, 1], width: 300, height: 300)
/// // Three copies side by side, the first at 0 s: x 0..<300, the second at 0.5 s: 300..<600.
/// ```
///
/// The browser checks are too heavy for every test run, so they run only when
/// `SHAPES_CHROMIUM=1` and Chromium is installed (`Scripts/check-animation-in-chromium.sh`
/// sets that up).
public enum ChromiumScreenshot {
  /// Whether `SHAPES_CHROMIUM=1` asks for the browser checks and Chromium is installed.
  public static var isEnabled: Bool {
    ProcessInfo.processInfo.environment["SHAPES_CHROMIUM"] == "1" && executable != nil
  }

  /// Chromium's executable on `PATH` (`chromium`, `chromium-browser` or `google-chrome`).
  public static var executable: URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for name in ["chromium", "chromium-browser", "google-chrome"] {
      for directory in path.split(separator: ":") {
        let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      }
    }
    return nil
  }

  /// Why a screenshot could not be taken.
  public struct Failure: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String
  }

  /// One screenshot of copies of the SVG document `svg` (`width` × `height` pixels each)
  /// side by side, left to right, each with its timeline paused and sought to one of `times`
  /// (`svg.pauseAnimations(); svg.setCurrentTime(t)`), on a transparent background.
  ///
  /// The copies are inlined in an HTML page, so they share nothing but the page; an SVG whose
  /// ids are not unique across copies still renders each copy the same.
  public static func capture(_ svg: String, times: [Double], width: Int, height: Int) throws
    -> PNGImage
  {
    guard let executable else { throw Failure(description: "Chromium is not installed") }
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("chromium-animation-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    // The document without its XML declaration, inline.
    let element = svg.split(separator: "\n").drop { $0.hasPrefix("<?xml") }
      .joined(separator: "\n")
    var html = """
      <!DOCTYPE html><html><head><meta charset="utf-8"><style>
      html, body { margin: 0; padding: 0; background: transparent; }
      body { display: flex; } svg { display: block; flex: none; }
      </style></head><body>

      """
    for _ in times { html += element + "\n" }
    let seconds = times.map { String($0) }.joined(separator: ",")
    html += """
      <script>
      const times = [\(seconds)];
      document.querySelectorAll('body > svg').forEach((svg, index) => {
        svg.pauseAnimations();
        svg.setCurrentTime(times[index]);
      });
      </script></body></html>
      """
    let page = directory.appendingPathComponent("page.html")
    try Data(html.utf8).write(to: page)
    let output = directory.appendingPathComponent("shot.png")
    let process = Process()
    process.executableURL = executable
    process.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
      "--force-device-scale-factor=1", "--default-background-color=00000000",
      "--window-size=\(width * times.count),\(height)",
      "--screenshot=\(output.path)", page.absoluteString,
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    guard FileManager.default.fileExists(atPath: output.path) else {
      throw Failure(
        description: "Chromium exited with status \(process.terminationStatus) and no screenshot")
    }
    return try PNGImage(data: Data(contentsOf: output))
  }
}
