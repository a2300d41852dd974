import Foundation
import Shapes

/// A color or gradient that fills or strokes a shape.
///
/// `Color`, `LinearGradient` and `RadialGradient` are shape styles. As in SwiftUI, a
/// parameter of a generic shape style type takes the styles by their short names:
///
/// ```swift
/// func paint<S: ShapeStyle>(_ style: S) { … }
/// paint(.red)
/// paint(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
/// paint(.radialGradient(colors: [.white, .gray], center: .center, startRadius: 0, endRadius: 40))
/// ```
public protocol ShapeStyle: Sendable {
  /// The style as a paint the renderer understands.
  var paint: Paint { get }
}

extension Color: ShapeStyle {
  /// The color itself.
  public var paint: Paint { .color(self) }
}

extension LinearGradient: ShapeStyle {
  /// The linear gradient itself.
  public var paint: Paint { .linearGradient(self) }
}

extension RadialGradient: ShapeStyle {
  /// The radial gradient itself.
  public var paint: Paint { .radialGradient(self) }
}

extension ShapeStyle where Self == Color {
  /// Opaque black, ``Color/black``.
  public static var black: Color { Color.black }
  /// Opaque white, ``Color/white``.
  public static var white: Color { Color.white }
  /// Fully transparent black, ``Color/clear``.
  public static var clear: Color { Color.clear }
  /// SwiftUI's gray, ``Color/gray``.
  public static var gray: Color { Color.gray }
  /// SwiftUI's red, ``Color/red-type.property``.
  public static var red: Color { Color.red }
  /// SwiftUI's orange, ``Color/orange``.
  public static var orange: Color { Color.orange }
  /// SwiftUI's yellow, ``Color/yellow``.
  public static var yellow: Color { Color.yellow }
  /// SwiftUI's green, ``Color/green-type.property``.
  public static var green: Color { Color.green }
  /// SwiftUI's mint, ``Color/mint``.
  public static var mint: Color { Color.mint }
  /// SwiftUI's teal, ``Color/teal``.
  public static var teal: Color { Color.teal }
  /// SwiftUI's cyan, ``Color/cyan``.
  public static var cyan: Color { Color.cyan }
  /// SwiftUI's blue, ``Color/blue-type.property``.
  public static var blue: Color { Color.blue }
  /// SwiftUI's indigo, ``Color/indigo``.
  public static var indigo: Color { Color.indigo }
  /// SwiftUI's purple, ``Color/purple``.
  public static var purple: Color { Color.purple }
  /// SwiftUI's pink, ``Color/pink``.
  public static var pink: Color { Color.pink }
  /// SwiftUI's brown, ``Color/brown``.
  public static var brown: Color { Color.brown }
  /// The color of primary content: black (white in the dark appearance), ``Color/primary``.
  public static var primary: Color { Color.primary }
  /// The color of secondary content: a translucent gray, ``Color/secondary``.
  public static var secondary: Color { Color.secondary }
  /// The color of tertiary content: iOS's tertiary label, rgba(60, 60, 67, 0.3), and
  /// rgba(235, 235, 245, 0.3) in the dark appearance.
  public static var tertiary: Color { Color.tertiaryLabel }
  /// The color of quaternary content: iOS's quaternary label, rgba(60, 60, 67, 0.18), and
  /// rgba(235, 235, 245, 0.18) in the dark appearance.
  public static var quaternary: Color { Color.quaternaryLabel }
}

extension ShapeStyle where Self == LinearGradient {
  /// A linear gradient from a gradient.
  public static func linearGradient(
    _ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient from colors evenly spaced between the points.
  public static func linearGradient(
    colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient from stops.
  public static func linearGradient(
    stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
  }
}

extension ShapeStyle where Self == RadialGradient {
  /// A radial gradient from a gradient.
  public static func radialGradient(
    _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(
      gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }

  /// A radial gradient from colors evenly spaced between the radii.
  public static func radialGradient(
    colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }

  /// A radial gradient from stops.
  public static func radialGradient(
    stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

extension EllipticalGradient: ShapeStyle {
  /// The elliptical gradient itself.
  public var paint: Paint { .ellipticalGradient(self) }
}

extension AngularGradient: ShapeStyle {
  /// The angular gradient itself.
  public var paint: Paint { .angularGradient(self) }
}
