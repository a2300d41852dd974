import Foundation
import PixelKit
import Testing

/// resvg's command line (PyPI `resvg-cli`, or a distribution's `resvg`): the reference the
/// raster renderer is compared with, and a second renderer beside librsvg.
enum Resvg {
  /// The `resvg` found on the `PATH`, or `nil`.
  static var executable: URL? {
    let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    return paths.map { URL(fileURLWithPath: String($0)).appendingPathComponent("resvg") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// Skips the current test when resvg is missing and `CI` is unset; fails it when `CI`
  /// is set.
  static func require() throws {
    if executable != nil { return }
    if ProcessInfo.processInfo.environment["CI"] != nil {
      Issue.record("resvg is not on PATH: pip install resvg-cli")
      return
    }
    try Test.cancel("Skipped: resvg is not on PATH (pip install resvg-cli); set CI=1 to fail.")
  }

  /// The pixels resvg draws of `svg`; the test is skipped (cancelled) when resvg is
  /// missing, and fails when it is missing and `CI` is set.
  ///
  /// `zoom` draws the picture that many times larger.
  static func render(_ svg: String, zoom: Int = 1) throws -> PNGImage {
    guard let executable else {
      if ProcessInfo.processInfo.environment["CI"] != nil {
        Issue.record("resvg is missing: pip install resvg-cli")
        throw CancellationError()
      }
      try Test.cancel("Skipped: resvg is missing (pip install resvg-cli).")
    }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("resvg-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("in.svg")
    let output = folder.appendingPathComponent("out.png")
    try Data(svg.utf8).write(to: input)
    let process = Process()
    process.executableURL = executable
    process.arguments = ["-z", String(zoom), input.path, output.path]
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "resvg exits \(process.terminationStatus)")
    return try PNGImage(data: try Data(contentsOf: output))
  }
}

extension Resvg {
  /// resvg's pixels of `svg` drawn `zoom` times larger, each block of `zoom` × `zoom`
  /// averaged (premultiplied) into one pixel: the exact-area reference for drawings whose
  /// pixels are mostly edges, such as text, where resvg's four sub-scanlines a pixel
  /// round coverage to quarters.
  static func supersampled(_ svg: String, zoom: Int = 8) throws -> PNGImage {
    let large = try render(svg, zoom: zoom)
    let width = large.width / zoom
    let height = large.height / zoom
    var pixels: [RGBA] = []
    pixels.reserveCapacity(width * height)
    let count = zoom * zoom
    large.pixels.withUnsafeBufferPointer { source in
      for y in 0..<height {
        for x in 0..<width {
          var (red, green, blue, alpha) = (0, 0, 0, 0)
          for dy in 0..<zoom {
            let row = (y * zoom + dy) * large.width + x * zoom
            for dx in 0..<zoom {
              let p = source[row + dx]
              let a = Int(p.alpha)
              red += Int(p.red) * a
              green += Int(p.green) * a
              blue += Int(p.blue) * a
              alpha += a
            }
          }
          func straight(_ v: Int) -> UInt8 {
            alpha == 0 ? 0 : UInt8(min(255, (v + alpha / 2) / alpha))
          }
          pixels.append(
            RGBA(
              red: straight(red), green: straight(green), blue: straight(blue),
              alpha: UInt8((alpha + count / 2) / count)))
        }
      }
    }
    return PNGImage(width: width, height: height, pixels: pixels)
  }
}

/// The share of pixels of two images of one size whose channels differ by more than
/// `tolerance`; 1 when their sizes differ.
func differingShare(_ a: PNGImage, _ b: PNGImage, tolerance: Int) -> Double {
  guard a.width == b.width, a.height == b.height, !a.pixels.isEmpty else { return 1 }
  let differing = zip(a.pixels, b.pixels).filter { p, q in
    abs(Int(p.red) - Int(q.red)) > tolerance || abs(Int(p.green) - Int(q.green)) > tolerance
      || abs(Int(p.blue) - Int(q.blue)) > tolerance || abs(Int(p.alpha) - Int(q.alpha)) > tolerance
  }.count
  return Double(differing) / Double(a.pixels.count)
}
