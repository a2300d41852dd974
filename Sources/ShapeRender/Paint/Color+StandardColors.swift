// The named colors take SwiftUI's iOS values in the light and the dark appearance at the
// default contrast, as given by the color table of Apple's Human Interface Guidelines,
// which lists each system color's sRGB components. `black`, `white` and `clear` are exact
// and the same in both; `gray` is the same in both; `primary` and `secondary` are the label
// and secondary label colors.
extension Color {
  /// Opaque black, #000000.
  public static let black = Color(hex: 0x000000)
  /// Opaque white, #ffffff.
  public static let white = Color(hex: 0xFFFFFF)
  /// Fully transparent black.
  public static let clear = Color(hex: 0x000000, opacity: 0)
  /// SwiftUI's gray, #8e8e93 in both appearances (CSS's `gray` is #808080).
  public static let gray = Color(hex: 0x8E8E93)
  /// SwiftUI's red: #ff3b30, and #ff453a in the dark appearance.
  public static let red = Color(hex: 0xFF3B30, dark: 0xFF453A)
  /// SwiftUI's orange: #ff9500, and #ff9f0a in the dark appearance.
  public static let orange = Color(hex: 0xFF9500, dark: 0xFF9F0A)
  /// SwiftUI's yellow: #ffcc00, and #ffd60a in the dark appearance.
  public static let yellow = Color(hex: 0xFFCC00, dark: 0xFFD60A)
  /// SwiftUI's green: #34c759, and #30d158 in the dark appearance.
  public static let green = Color(hex: 0x34C759, dark: 0x30D158)
  /// SwiftUI's mint: #00c7be, and #63e6e2 in the dark appearance.
  public static let mint = Color(hex: 0x00C7BE, dark: 0x63E6E2)
  /// SwiftUI's teal: #30b0c7, and #40c8e0 in the dark appearance.
  public static let teal = Color(hex: 0x30B0C7, dark: 0x40C8E0)
  /// SwiftUI's cyan: #32ade6, and #64d2ff in the dark appearance.
  public static let cyan = Color(hex: 0x32ADE6, dark: 0x64D2FF)
  /// SwiftUI's blue: #007aff, and #0a84ff in the dark appearance.
  public static let blue = Color(hex: 0x007AFF, dark: 0x0A84FF)
  /// SwiftUI's indigo: #5856d6, and #5e5ce6 in the dark appearance.
  public static let indigo = Color(hex: 0x5856D6, dark: 0x5E5CE6)
  /// SwiftUI's purple: #af52de, and #bf5af2 in the dark appearance.
  public static let purple = Color(hex: 0xAF52DE, dark: 0xBF5AF2)
  /// SwiftUI's pink: #ff2d55, and #ff375f in the dark appearance.
  public static let pink = Color(hex: 0xFF2D55, dark: 0xFF375F)
  /// SwiftUI's brown: #a2845e, and #ac8e68 in the dark appearance.
  public static let brown = Color(hex: 0xA2845E, dark: 0xAC8E68)
  /// The color of primary content, such as text: black, and white in the dark appearance.
  public static let primary = Color(hex: 0x000000, dark: 0xFFFFFF)
  /// The color of secondary content: rgba(60, 60, 67, 0.6), and rgba(235, 235, 245, 0.6)
  /// in the dark appearance.
  public static let secondary = Color(hex: 0x3C3C43, opacity: 0.6, dark: 0xEBEBF5, darkOpacity: 0.6)
  /// The app's accent color: iOS's system blue (#007aff), as a picture has no app whose
  /// accent could differ. (Buttons take ``View/accentColor(_:)`` and ``View/tint(_:)``.)
  public static let accentColor = blue
}
