import Foundation

extension Color {
  /// The color named `name` in an asset catalog of `bundle` (the main bundle when nil), as
  /// SwiftUI's `Color("name")` reads it: `name.colorset/Contents.json` in a `.xcassets`
  /// folder among the bundle's resources, in a group folder of the catalog or at its top.
  ///
  /// ```swift
  /// Color("AccentColor", bundle: .module)
  /// ```
  ///
  /// The entry for the light appearance (or for any) and every device is read, and the
  /// entry for the dark appearance, if there is one, is what the color is in a view drawn
  /// in the dark appearance. Components may be written as numbers from 0 to 1, as 8-bit
  /// integers or as hexadecimal (`0xE5`), in the `srgb`, `extended-srgb`, `display-p3`,
  /// `extended-linear-srgb` or a gray color space, as Xcode writes them.
  ///
  /// **Degenerate input.** A color that is not found, or whose entry cannot be read, is
  /// clear, as SwiftUI draws a missing asset color. Catalogs are searched at most 8 folders
  /// deep.
  public init(_ name: String, bundle: Bundle? = nil) {
    self = AssetCatalog.color(named: name, in: bundle ?? .main) ?? .clear
  }
}
