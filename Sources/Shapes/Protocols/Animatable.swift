/// A type whose state can be interpolated through its ``animatableData``.
///
/// A shape that animates exposes the parameters that change as its animatable data;
/// setting the data of one instance to the data read from another makes it draw the same
/// path.
///
/// ```swift
/// struct Wedge: Shape {
///   var angle: Angle
///   var animatableData: Double {
///     get { angle.radians }
///     set { angle.radians = newValue }
///   }
///   func path(in rect: CGRect) -> Path { … }
/// }
/// ```
public protocol Animatable {
  /// The type of the data that animates.
  associatedtype AnimatableData: VectorArithmetic

  /// The data to animate.
  nonisolated var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
  /// Empty data: a type that does not say what animates does not animate.
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}  // There is nothing to set.
  }
}

extension Animatable where Self: VectorArithmetic {
  /// The value itself, for types that are vectors already.
  public var animatableData: Self {
    get { self }
    set { self = newValue }
  }
}
