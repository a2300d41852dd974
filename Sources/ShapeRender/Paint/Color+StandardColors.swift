// The named colors take SwiftUI's iOS values in the light appearance at the default
// contrast, as given by the color table of Apple's Human Interface Guidelines
// (https://developer.apple.com/design/human-interface-guidelines/color), which lists each
// system color's sRGB components. `black`, `white` and `clear` are exact; `primary` and
// `secondary` are the light appearance's label and secondary label colors.
extension Color {
  /// Opaque black, #000000.
  public static let black = Color(hex: 0x000000)
  /// Opaque white, #ffffff.
  public static let white = Color(hex: 0xFFFFFF)
  /// Fully transparent black.
  public static let clear = Color(hex: 0x000000, opacity: 0)
  /// SwiftUI's gray, #8e8e93 (CSS's `gray` is #808080).
  public static let gray = Color(hex: 0x8E8E93)
  /// SwiftUI's red, #ff3b30.
  public static let red = Color(hex: 0xFF3B30)
  /// SwiftUI's orange, #ff9500.
  public static let orange = Color(hex: 0xFF9500)
  /// SwiftUI's yellow, #ffcc00.
  public static let yellow = Color(hex: 0xFFCC00)
  /// SwiftUI's green, #34c759.
  public static let green = Color(hex: 0x34C759)
  /// SwiftUI's mint, #00c7be.
  public static let mint = Color(hex: 0x00C7BE)
  /// SwiftUI's teal, #30b0c7.
  public static let teal = Color(hex: 0x30B0C7)
  /// SwiftUI's cyan, #32ade6.
  public static let cyan = Color(hex: 0x32ADE6)
  /// SwiftUI's blue, #007aff.
  public static let blue = Color(hex: 0x007AFF)
  /// SwiftUI's indigo, #5856d6.
  public static let indigo = Color(hex: 0x5856D6)
  /// SwiftUI's purple, #af52de.
  public static let purple = Color(hex: 0xAF52DE)
  /// SwiftUI's pink, #ff2d55.
  public static let pink = Color(hex: 0xFF2D55)
  /// SwiftUI's brown, #a2845e.
  public static let brown = Color(hex: 0xA2845E)
  /// The color of primary content, such as text: black in the light appearance.
  public static let primary = Color(hex: 0x000000)
  /// The color of secondary content: rgba(60, 60, 67, 0.6) in the light appearance.
  public static let secondary = Color(hex: 0x3C3C43, opacity: 0.6)
  /// The app's accent color: iOS's system blue (#007aff), as a picture has no app whose
  /// accent could differ. (Buttons take ``View/accentColor(_:)`` and ``View/tint(_:)``.)
  public static let accentColor = blue
}
