import ShapeRender

/// UIKit's color, as far as SwiftUI code reaches for it.
///
/// On iOS `import SwiftUI` brings UIKit, so `Color(.systemGroupedBackground)` and
/// `Color(uiColor: .secondaryLabel)` are written in SwiftUI files. Here it names a color;
/// nothing else of UIKit is declared but ``UITraitCollection``, for colors that adapt.
///
/// The system colors are iOS's, at the default contrast, in the light and the dark
/// appearance: the backgrounds, the labels, the fills, the separators and the grays with
/// their opacities, and the hues (`systemRed` and the others) as SwiftUI's `Color.red` and
/// the others are. A view drawn in the dark appearance draws their dark values. The plain
/// colors (`red`, `gray`, `lightGray`) are UIKit's exact components, the same in both:
/// `UIColor.red` is #ff0000, not SwiftUI's red.
///
/// **Degenerate input.** Components are taken as ``Color`` takes them: outside 0…1 they are
/// clamped when written, and NaN counts as 0.
public final class UIColor: Sendable {
  /// The color this stands for.
  public let color: Color

  /// A color of this package.
  public init(_ color: Color) {
    self.color = color
  }

  /// A color of red, green, blue and alpha components, each 0…1, in sRGB.
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(Color(red: red, green: green, blue: blue, opacity: alpha))
  }

  /// A gray of `white` (0 black, 1 white) and alpha.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(Color(white: white, opacity: alpha))
  }

  /// A color of hue, saturation and brightness, each 0…1, and alpha.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    self.init(Color(hue: hue, saturation: saturation, brightness: brightness, opacity: alpha))
  }

  /// A color that adapts to the appearance: what `dynamicProvider` gives for the light
  /// appearance's traits and for the dark one's, as UIKit asks it when it draws.
  ///
  /// ```swift
  /// let ink = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
  /// ```
  ///
  /// `dynamicProvider` is called twice, here, with each appearance's traits.
  public convenience init(dynamicProvider: (UITraitCollection) -> UIColor) {
    let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).color
    let dark = dynamicProvider(UITraitCollection(userInterfaceStyle: .dark)).color
    self.init(Color(light: light, dark: dark))
  }

  /// This color with `alpha` as its opacity, as UIKit's method of the name.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(color.opacity(alpha))
  }

  /// A color of 8-bit components and an opacity.
  private convenience init(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) {
    self.init(Color(red: red / 255, green: green / 255, blue: blue / 255, opacity: alpha))
  }
}

// iOS's semantic colors; the values given are the light appearance's.
extension UIColor {
  /// The background of a screen: white.
  public static let systemBackground = UIColor(Color.systemBackground)
  /// The background of content on a screen's background: #f2f2f7.
  public static let secondarySystemBackground = UIColor(Color.secondarySystemBackground)
  /// The background of content on a secondary background: white.
  public static let tertiarySystemBackground = UIColor(Color.tertiarySystemBackground)
  /// The background of a grouped list or form: #f2f2f7.
  public static let systemGroupedBackground = UIColor(Color.systemGroupedBackground)
  /// The background of a grouped list's rows: white.
  public static let secondarySystemGroupedBackground = UIColor(
    Color.secondarySystemGroupedBackground)
  /// The background of content in a grouped list's rows: #f2f2f7.
  public static let tertiarySystemGroupedBackground = UIColor(Color.tertiarySystemGroupedBackground)

  /// Text: black.
  public static let label = UIColor(Color.primary)
  /// Secondary text: #3c3c43 at 60%.
  public static let secondaryLabel = UIColor(Color.secondary)
  /// Tertiary text: #3c3c43 at 30%.
  public static let tertiaryLabel = UIColor(Color.tertiaryLabel)
  /// Quaternary text: #3c3c43 at 18%.
  public static let quaternaryLabel = UIColor(Color.quaternaryLabel)
  /// A text field's placeholder: #3c3c43 at 30%.
  public static let placeholderText = UIColor(Color.tertiaryLabel)
  /// A link: #007aff.
  public static let link = UIColor(Color.link)
  /// The separator between rows, over what is behind it: #3c3c43 at 29%.
  public static let separator = UIColor(Color.separator)
  /// The separator that hides what is behind it: #c6c6c8.
  public static let opaqueSeparator = UIColor(Color.opaqueSeparator)

  /// The fill of thin, small shapes (a slider's track): #787880 at 20%.
  public static let systemFill = UIColor(Color.systemFill)
  /// The fill of medium shapes (a switch's background): #787880 at 16%.
  public static let secondarySystemFill = UIColor(Color.secondarySystemFill)
  /// The fill of large shapes (a search field): #767680 at 12%.
  public static let tertiarySystemFill = UIColor(Color.tertiarySystemFill)
  /// The fill of large areas with complex content: #747480 at 8%.
  public static let quaternarySystemFill = UIColor(Color.quaternarySystemFill)

  // swift-format-ignore: DontRepeatTypeInStaticProperties
  /// The accent of the views: iOS's system blue, as a picture has no app of its own.
  public static let tintColor = UIColor(Color.accentColor)
}

// The system grays and hues.
extension UIColor {
  /// #8e8e93.
  public static let systemGray = UIColor(Color.gray)
  /// #aeaeb2.
  public static let systemGray2 = UIColor(Color.systemGray2)
  /// #c7c7cc.
  public static let systemGray3 = UIColor(Color.systemGray3)
  /// #d1d1d6.
  public static let systemGray4 = UIColor(Color.systemGray4)
  /// #e5e5ea.
  public static let systemGray5 = UIColor(Color.systemGray5)
  /// #f2f2f7.
  public static let systemGray6 = UIColor(Color.systemGray6)

  /// SwiftUI's red.
  public static let systemRed = UIColor(Color.red)
  /// SwiftUI's orange.
  public static let systemOrange = UIColor(Color.orange)
  /// SwiftUI's yellow.
  public static let systemYellow = UIColor(Color.yellow)
  /// SwiftUI's green.
  public static let systemGreen = UIColor(Color.green)
  /// SwiftUI's mint.
  public static let systemMint = UIColor(Color.mint)
  /// SwiftUI's teal.
  public static let systemTeal = UIColor(Color.teal)
  /// SwiftUI's cyan.
  public static let systemCyan = UIColor(Color.cyan)
  /// SwiftUI's blue.
  public static let systemBlue = UIColor(Color.blue)
  /// SwiftUI's indigo.
  public static let systemIndigo = UIColor(Color.indigo)
  /// SwiftUI's purple.
  public static let systemPurple = UIColor(Color.purple)
  /// SwiftUI's pink.
  public static let systemPink = UIColor(Color.pink)
  /// SwiftUI's brown.
  public static let systemBrown = UIColor(Color.brown)
}

// UIKit's plain colors, of exact components.
extension UIColor {
  /// #000000.
  public static let black = UIColor(0, 0, 0)
  /// #ffffff.
  public static let white = UIColor(255, 255, 255)
  /// Fully transparent black.
  public static let clear = UIColor(0, 0, 0, 0)
  /// #808080: a white of 0.5.
  public static let gray = UIColor(Color(white: 0.5))
  /// A white of 2/3.
  public static let lightGray = UIColor(Color(white: 2.0 / 3))
  /// A white of 1/3.
  public static let darkGray = UIColor(Color(white: 1.0 / 3))
  /// #ff0000.
  public static let red = UIColor(255, 0, 0)
  /// #00ff00.
  public static let green = UIColor(0, 255, 0)
  /// #0000ff.
  public static let blue = UIColor(0, 0, 255)
  /// #00ffff.
  public static let cyan = UIColor(0, 255, 255)
  /// #ffff00.
  public static let yellow = UIColor(255, 255, 0)
  /// #ff00ff.
  public static let magenta = UIColor(255, 0, 255)
  /// Red 1, green 0.5, blue 0.
  public static let orange = UIColor(Color(red: 1, green: 0.5, blue: 0))
  /// Red 0.5, green 0, blue 0.5.
  public static let purple = UIColor(Color(red: 0.5, green: 0, blue: 0.5))
  /// Red 0.6, green 0.4, blue 0.2.
  public static let brown = UIColor(Color(red: 0.6, green: 0.4, blue: 0.2))
}

extension Color {
  /// The color a UIKit color names, as SwiftUI's initializer makes it:
  /// `Color(.systemGroupedBackground)`.
  public init(_ color: UIColor) {
    self = color.color
  }

  /// The color a UIKit color names, as `Color(_:)` of a `UIColor` makes it.
  public init(uiColor: UIColor) {
    self = uiColor.color
  }
}
