import Foundation
import ShapeFonts
import Testing

/// The font files the tests read, from Debian's packages (`.ci/run` installs them).
enum TestFonts {
  /// DejaVu Sans, TrueType, from fonts-dejavu-core.
  static let dejaVuSans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
  /// DejaVu Sans Bold, TrueType, from fonts-dejavu-core.
  static let dejaVuSansBold = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
  /// Liberation Sans, TrueType, from fonts-liberation.
  static let liberationSans = "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf"
  /// Nimbus Sans, CFF-flavoured OpenType, from fonts-urw-base35.
  static let nimbusSans = "/usr/share/fonts/opentype/urw-base35/NimbusSans-Regular.otf"

  /// The face in the file at `path`; the test is skipped (cancelled) when the file is
  /// missing and `CI` is unset, and fails when it is missing and `CI` is set.
  static func load(_ path: String) throws -> OpenTypeFont {
    try requireFile(path)
    return try OpenTypeFont(contentsOf: URL(fileURLWithPath: path))
  }

  /// The bytes of the file at `path`, required as ``load(_:)`` requires it.
  static func data(_ path: String) throws -> Data {
    try requireFile(path)
    return try Data(contentsOf: URL(fileURLWithPath: path))
  }

  private static func requireFile(_ path: String) throws {
    guard !FileManager.default.fileExists(atPath: path) else { return }
    if ProcessInfo.processInfo.environment["CI"] != nil {
      Issue.record(
        "\(path) is missing: install fonts-dejavu-core fonts-liberation fonts-urw-base35")
      throw CancellationError()
    }
    try Test.cancel("Skipped: \(path) is missing. Set CI=1 to make this a failure instead.")
  }

  /// The folder of the test fixtures.
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures")
}
