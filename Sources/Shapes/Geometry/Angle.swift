import Foundation

/// A geometric angle whose value you access in either radians or degrees.
///
/// `Angle` has SwiftUI's spelling: `.degrees(90)`, `.radians(.pi)`, `Angle(degrees: 45)`.
/// Angles are measured from the +x axis toward +y. Because y points down on screen, a
/// growing angle turns clockwise on screen.
///
/// ```swift
/// let quarter = Angle.degrees(90)
/// quarter.radians  // 1.5707963267948966
/// (quarter * 2).degrees  // 180
/// ```
///
/// An angle stores any `Double`, NaN and infinities included; the APIs that take an angle
/// state what they do with a non-finite one (most ignore the call).
public struct Angle: Hashable, Comparable, Sendable, Codable {
  /// The angle in radians.
  public var radians: Double

  /// The angle in degrees.
  public var degrees: Double {
    get { radians * (180 / .pi) }
    set { radians = newValue * (.pi / 180) }
  }

  /// Creates a zero angle.
  public init() {
    radians = 0
  }

  /// Creates an angle of the given number of radians.
  public init(radians: Double) {
    self.radians = radians
  }

  /// Creates an angle of the given number of radians.
  public init(_ radians: Double) {
    self.radians = radians
  }

  /// Creates an angle of the given number of degrees.
  public init(degrees: Double) {
    self.radians = degrees * (.pi / 180)
  }

  /// The zero angle.
  public static let zero = Angle()

  /// An angle of the given number of radians.
  public static func radians(_ radians: Double) -> Angle {
    Angle(radians: radians)
  }

  /// An angle of the given number of degrees.
  public static func degrees(_ degrees: Double) -> Angle {
    Angle(degrees: degrees)
  }

  /// Orders angles by their value in radians.
  public static func < (lhs: Angle, rhs: Angle) -> Bool {
    lhs.radians < rhs.radians
  }
}

extension Angle: Animatable {
  /// The angle in radians, the value that animates.
  public var animatableData: Double {
    get { radians }
    set { radians = newValue }
  }
}

extension Angle {
  /// The sum of two angles.
  public static func + (lhs: Angle, rhs: Angle) -> Angle {
    Angle(radians: lhs.radians + rhs.radians)
  }

  /// The difference of two angles.
  public static func - (lhs: Angle, rhs: Angle) -> Angle {
    Angle(radians: lhs.radians - rhs.radians)
  }

  /// The angle turned the other way.
  public static prefix func - (angle: Angle) -> Angle {
    Angle(radians: -angle.radians)
  }

  /// Adds an angle to this one.
  public static func += (lhs: inout Angle, rhs: Angle) {
    lhs.radians += rhs.radians
  }

  /// Subtracts an angle from this one.
  public static func -= (lhs: inout Angle, rhs: Angle) {
    lhs.radians -= rhs.radians
  }

  /// The angle scaled by a factor.
  public static func * (lhs: Angle, rhs: Double) -> Angle {
    Angle(radians: lhs.radians * rhs)
  }

  /// The angle scaled by a factor.
  public static func * (lhs: Double, rhs: Angle) -> Angle {
    Angle(radians: lhs * rhs.radians)
  }

  /// The angle divided by a factor.
  public static func / (lhs: Angle, rhs: Double) -> Angle {
    Angle(radians: lhs.radians / rhs)
  }
}
