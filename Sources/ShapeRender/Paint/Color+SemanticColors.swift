// iOS's semantic colors, named as UIKit names them, in the light and the dark appearance
// at the default contrast. The views draw their backgrounds, separators and fills in these,
// so that a view drawn in the dark appearance looks as it does on a phone set to it; the
// SwiftUI module's `UIColor` names them for code written against UIKit.
extension Color {
  /// The background of a screen: white, black in the dark appearance.
  package static let systemBackground = Color(hex: 0xFFFFFF, dark: 0x000000)
  /// The background of content on a screen's background: #f2f2f7, #1c1c1e in the dark.
  package static let secondarySystemBackground = Color(hex: 0xF2F2F7, dark: 0x1C1C1E)
  /// The background of content on a secondary background: white, #2c2c2e in the dark.
  package static let tertiarySystemBackground = Color(hex: 0xFFFFFF, dark: 0x2C2C2E)
  /// The background of a grouped list or form: #f2f2f7, black in the dark.
  package static let systemGroupedBackground = Color(hex: 0xF2F2F7, dark: 0x000000)
  /// The background of a grouped list's rows: white, #1c1c1e in the dark.
  package static let secondarySystemGroupedBackground = Color(hex: 0xFFFFFF, dark: 0x1C1C1E)
  /// The background of content in a grouped list's rows: #f2f2f7, #2c2c2e in the dark.
  package static let tertiarySystemGroupedBackground = Color(hex: 0xF2F2F7, dark: 0x2C2C2E)

  /// Tertiary text: #3c3c43 at 30%, #ebebf5 at 30% in the dark.
  package static let tertiaryLabel = Color(
    hex: 0x3C3C43, opacity: 0.3, dark: 0xEBEBF5, darkOpacity: 0.3)
  /// Quaternary text: #3c3c43 at 18%, #ebebf5 at 18% in the dark.
  package static let quaternaryLabel = Color(
    hex: 0x3C3C43, opacity: 0.18, dark: 0xEBEBF5, darkOpacity: 0.18)
  /// A link: #007aff, #0984ff in the dark.
  package static let link = Color(hex: 0x007AFF, dark: 0x0984FF)
  /// The separator between rows, over what is behind it: #3c3c43 at 29%, #545458 at 60%
  /// in the dark.
  package static let separator = Color(
    hex: 0x3C3C43, opacity: 0.29, dark: 0x545458, darkOpacity: 0.6)
  /// The separator that hides what is behind it: #c6c6c8, #38383a in the dark.
  package static let opaqueSeparator = Color(hex: 0xC6C6C8, dark: 0x38383A)

  /// The fill of thin, small shapes (a slider's track): #787880 at 20%, at 36% in the dark.
  package static let systemFill = Color(
    hex: 0x787880, opacity: 0.2, dark: 0x787880, darkOpacity: 0.36)
  /// The fill of medium shapes (a switch's background): #787880 at 16%, at 32% in the dark.
  package static let secondarySystemFill = Color(
    hex: 0x787880, opacity: 0.16, dark: 0x787880, darkOpacity: 0.32)
  /// The fill of large shapes (a search field): #767680 at 12%, at 24% in the dark.
  package static let tertiarySystemFill = Color(
    hex: 0x767680, opacity: 0.12, dark: 0x767680, darkOpacity: 0.24)
  /// The fill of large areas with complex content: #747480 at 8%, #767680 at 18% in the
  /// dark.
  package static let quaternarySystemFill = Color(
    hex: 0x747480, opacity: 0.08, dark: 0x767680, darkOpacity: 0.18)

  /// #aeaeb2, #636366 in the dark.
  package static let systemGray2 = Color(hex: 0xAEAEB2, dark: 0x636366)
  /// #c7c7cc, #48484a in the dark.
  package static let systemGray3 = Color(hex: 0xC7C7CC, dark: 0x48484A)
  /// #d1d1d6, #3a3a3c in the dark.
  package static let systemGray4 = Color(hex: 0xD1D1D6, dark: 0x3A3A3C)
  /// #e5e5ea, #2c2c2e in the dark.
  package static let systemGray5 = Color(hex: 0xE5E5EA, dark: 0x2C2C2E)
  /// #f2f2f7, #1c1c1e in the dark.
  package static let systemGray6 = Color(hex: 0xF2F2F7, dark: 0x1C1C1E)
}
