import Foundation
import ShapeRender
import Testing

/// The installed fonts text tests measure with, by the file each must come from.
enum InstalledFonts {
  static let dejaVuSans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
  static let dejaVuSansBold = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"

  /// The face `FontLibrary.system` picks for `family`, which must be the file at `path`:
  /// the test is skipped (cancelled) when it is not, and fails when `CI` is set.
  static func require(
    _ family: String, file path: String, weight: Int = 400, italic: Bool = false
  ) throws -> OpenTypeFont {
    let found = FontLibrary.system.face(family: family, weight: weight, italic: italic)
    guard let found, found.url.path == path else {
      let message =
        "\(family) should be \(path), found \(found?.url.path ?? "nothing"): "
        + "install fonts-dejavu-core (Debian)"
      if ProcessInfo.processInfo.environment["CI"] != nil {
        Issue.record(Comment(rawValue: message))
        throw CancellationError()
      }
      try Test.cancel(Comment(rawValue: "Skipped: " + message))
    }
    return try FontLibrary.system.font(for: found)
  }

  /// The system font's first face, for tests of `Font.system`; skipped as ``require``.
  static func systemFace(weight: Int = 400) throws -> FontResolution {
    guard
      let face = FontLibrary.system.resolve(
        families: FontFallback.sansSerif, weight: weight, italic: false)
    else {
      if ProcessInfo.processInfo.environment["CI"] != nil {
        Issue.record("no font is installed")
        throw CancellationError()
      }
      try Test.cancel("Skipped: no font is installed")
    }
    return face
  }
}

/// The numbers of attributes `names` of `element`, in order; `nil` for one it lacks.
func numbers(_ element: String, _ names: String...) -> [Double?] {
  names.map { name in
    guard let range = element.range(of: " \(name)=\"") else { return nil }
    let rest = element[range.upperBound...]
    return Double(rest.prefix { $0 != "\"" })
  }
}
