import Foundation

/// A type that can serve as the animatable data of an animatable type: it can be added,
/// subtracted and scaled, and has a magnitude.
///
/// Interpolating from `a` to `b` at fraction `t` is `a + (b - a).scaled(by: t)`.
public protocol VectorArithmetic: AdditiveArithmetic {
  /// Multiplies each component of this value by `rhs`.
  mutating func scale(by rhs: Double)

  /// The dot product of this value with itself.
  var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
  /// This value with each component multiplied by `rhs`.
  public func scaled(by rhs: Double) -> Self {
    var result = self
    result.scale(by: rhs)
    return result
  }

  /// The value a fraction `t` of the way from `self` to `end`: `self` at 0, `end` at 1.
  public func interpolated(towards end: Self, amount t: Double) -> Self {
    self + (end - self).scaled(by: t)
  }
}

extension Double: VectorArithmetic {
  /// Multiplies this value by `rhs`.
  public mutating func scale(by rhs: Double) { self *= rhs }
  /// The square of this value.
  public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
  /// Multiplies this value by `rhs`.
  public mutating func scale(by rhs: Double) { self *= Float(rhs) }
  /// The square of this value.
  public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
  /// Multiplies this value by `rhs`.
  public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
  /// The square of this value.
  public var magnitudeSquared: Double { Double(self * self) }
}

// Numbers animate as themselves, as in SwiftUI: a keyframe track of a `Double` property.
extension Double: Animatable {}
extension Float: Animatable {}
extension CGFloat: Animatable {}
