import Shapes

/// A translucent material, with SwiftUI's names, drawn as its tint alone.
///
/// ```swift
/// Text("Now playing").padding().background(.regularMaterial, in: .capsule)
/// ```
///
/// iOS blurs what lies behind a material and tints it; SVG 1.1 has no way to blur what is
/// behind an element, so a material here is its tint over whatever is behind, unblurred:
/// white at 30 % (ultra thin), 50 % (thin), 70 % (regular, and the bars'), 85 % (thick)
/// and 93 % (ultra thick), and #1c1c1e at the same opacities in the dark appearance. Over
/// a plain background, which is what a material most often covers, the blur changes
/// nothing and the tint is what iOS shows.
public struct Material: ShapeStyle, Hashable {
  /// The opacity of the tint.
  let opacity: Double

  /// The tint.
  public var paint: Paint {
    .color(Color(hex: 0xFFFFFF, opacity: opacity, dark: 0x1C1C1E, darkOpacity: opacity))
  }

  /// The most translucent material.
  public static let ultraThin = Material(opacity: 0.3)
  /// A translucent material.
  public static let thin = Material(opacity: 0.5)
  /// The standard material.
  public static let regular = Material(opacity: 0.7)
  /// A nearly opaque material.
  public static let thick = Material(opacity: 0.85)
  /// The most opaque material.
  public static let ultraThick = Material(opacity: 0.93)
  /// The material of bars.
  public static let bar = Material(opacity: 0.7)
}

extension ShapeStyle where Self == Material {
  /// The most translucent material.
  public static var ultraThinMaterial: Material { .ultraThin }
  /// A translucent material.
  public static var thinMaterial: Material { .thin }
  /// The standard material.
  public static var regularMaterial: Material { .regular }
  /// A nearly opaque material.
  public static var thickMaterial: Material { .thick }
  /// The most opaque material.
  public static var ultraThickMaterial: Material { .ultraThick }
  /// The material of bars.
  public static var bar: Material { .bar }
}
