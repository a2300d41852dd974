import PixelKit
import ShapeRender

extension RGBA {
  /// The 8-bit pixel of an opaque `color`, as the SVG writer spells it (`#rrggbb`).
  init(_ color: Color) {
    self.init(red: color.redByte, green: color.greenByte, blue: color.blueByte)
  }

  /// The same color with another alpha.
  func withAlpha(_ alpha: UInt8) -> RGBA {
    RGBA(red: red, green: green, blue: blue, alpha: alpha)
  }
}
