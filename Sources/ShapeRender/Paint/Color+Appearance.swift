// A color that adapts holds both appearances' components: the light ones in `red`,
// `green`, `blue` and `opacity`, the dark ones in `dark`. The scene resolves it where a view
// sets the appearance (see `Node.resolvingAppearance(_:)`), so the back ends only ever
// read the light components of what is left.
extension Color {
  /// A color's components in the dark appearance, 16 bits each, packed in one word.
  ///
  /// Packed so that a color stays small enough for a paint to be copied in registers,
  /// which the scene does several times for every shape. Sixteen bits keep every 8-bit
  /// component exactly (65,535 is 255 × 257) and any other to within 1/131,070, finer than
  /// any output writes.
  struct DarkComponents: Hashable, Sendable {
    /// Red, green, blue and opacity, from the high bits down; 0 for a color that does not
    /// adapt.
    private let bits: UInt64

    /// No dark components: the color looks the same in both appearances.
    static let none = DarkComponents(bits: 0)

    private init(bits: UInt64) {
      self.bits = bits
    }

    /// The components of `color`, which does not adapt.
    init(_ color: Color) {
      func packed(_ component: Double) -> UInt64 {
        UInt64(Color.clampedToUnit(component) * 65_535 + 0.5)
      }
      let bits =
        packed(color.red) << 48 | packed(color.green) << 32 | packed(color.blue) << 16
        | packed(color.opacity)
      // Transparent black would read as none; a unit of red keeps it transparent and
      // adapting.
      self.bits = bits == 0 ? 1 << 48 : bits
    }

    /// Whether these are a color's dark components, not ``none``.
    var exist: Bool { bits != 0 }

    /// The color these components make.
    var color: Color {
      func component(_ shift: UInt64) -> Double { Double((bits >> shift) & 0xFFFF) / 65_535 }
      return Color(
        red: component(48), green: component(32), blue: component(16), opacity: component(0))
    }
  }

  /// A color that is `light` in the light appearance and `dark` in the dark one.
  ///
  /// Each is taken in its own appearance: `Color(light: .primary, dark: .white)` is black
  /// in the light appearance.
  package init(light: Color, dark: Color) {
    self.red = light.red
    self.green = light.green
    self.blue = light.blue
    self.opacity = light.opacity
    self.dark = DarkComponents(dark.resolved(in: .dark))
  }

  /// A system color: 24-bit `0xRRGGBB` values and opacities in each appearance.
  init(hex light: UInt32, opacity lightOpacity: Double = 1, dark: UInt32, darkOpacity: Double = 1) {
    self.init(
      light: Color(hex: light, opacity: lightOpacity), dark: Color(hex: dark, opacity: darkOpacity))
  }

  /// Whether the color looks different in the dark appearance.
  var adaptsToAppearance: Bool { dark.exist }

  /// The color as it looks in `appearance`: one that no longer adapts.
  func resolved(in appearance: ColorScheme) -> Color {
    guard dark.exist else { return self }
    return switch appearance {
    case .light: Color(red: red, green: green, blue: blue, opacity: opacity)
    case .dark: dark.color
    }
  }

  /// `transform` of the color, in each appearance if it adapts.
  func inEachAppearance(_ transform: (Color) -> Color) -> Color {
    guard adaptsToAppearance else { return transform(self) }
    return Color(light: transform(resolved(in: .light)), dark: transform(resolved(in: .dark)))
  }

  /// `combine` of this color and `other`, in each appearance if either adapts.
  func inEachAppearance(with other: Color, _ combine: (Color, Color) -> Color) -> Color {
    guard adaptsToAppearance || other.adaptsToAppearance else { return combine(self, other) }
    return Color(
      light: combine(resolved(in: .light), other.resolved(in: .light)),
      dark: combine(resolved(in: .dark), other.resolved(in: .dark)))
  }
}
