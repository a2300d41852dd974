/// The animatable data of a type that does not animate: a vector with no components.
public struct EmptyAnimatableData: VectorArithmetic, Hashable, Sendable {
  /// Creates empty data.
  public init() {}

  /// Empty data.
  public static var zero: EmptyAnimatableData { EmptyAnimatableData() }

  /// Empty data: there is nothing to add.
  public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData)
    -> EmptyAnimatableData
  { EmptyAnimatableData() }

  /// Empty data: there is nothing to subtract.
  public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData)
    -> EmptyAnimatableData
  { EmptyAnimatableData() }

  /// Does nothing: there is nothing to scale.
  public mutating func scale(by rhs: Double) {}

  /// Zero.
  public var magnitudeSquared: Double { 0 }
}
