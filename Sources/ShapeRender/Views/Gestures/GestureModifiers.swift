import Shapes

// The ways SwiftUI combines gestures and attaches actions to them. A still performs no
// gesture, so every action here is kept and never called; the types exist so that the
// gestures of interactive SwiftUI code compile unchanged.

extension Gesture {
  /// This gesture with `action` called as its value changes: never, in a still.
  public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self>
  where Value: Equatable {
    _ChangedGesture(gesture: self)
  }

  /// This gesture with `action` called when it ends: never, in a still.
  public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(gesture: self)
  }

  /// This gesture updating `state` as it changes: never, in a still, so the state keeps
  /// its initial value.
  public func updating<State>(
    _ state: GestureState<State>,
    body: @escaping (Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> {
    GestureStateGesture(gesture: self)
  }

  /// This gesture and `other`, recognized at once.
  public func simultaneously<Other: Gesture>(with other: Other)
    -> SimultaneousGesture<Self, Other>
  {
    SimultaneousGesture(first: self, second: other)
  }

  /// This gesture, then `other` once it has succeeded.
  public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
    SequenceGesture(first: self, second: other)
  }

  /// This gesture, or `other` when this one fails.
  public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
    ExclusiveGesture(first: self, second: other)
  }

  /// This gesture with its value mapped by `body`.
  public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
    _MapGesture(gesture: self)
  }
}

/// A gesture with an action on its changes, with SwiftUI's name.
public struct _ChangedGesture<Content: Gesture>: Gesture {
  /// The gesture's own value.
  public typealias Value = Content.Value
  let gesture: Content
}

/// A gesture with an action on its end, with SwiftUI's name.
public struct _EndedGesture<Content: Gesture>: Gesture {
  /// The gesture's own value.
  public typealias Value = Content.Value
  let gesture: Content
}

/// A gesture with its value mapped, with SwiftUI's name.
public struct _MapGesture<Content: Gesture, Value>: Gesture {
  let gesture: Content
}

/// A gesture that updates a ``GestureState``, with SwiftUI's name.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
  /// The gesture's own value.
  public typealias Value = Base.Value
  let gesture: Base
}

/// Two gestures recognized at once, with SwiftUI's name.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
  /// The values of the gestures that are under way.
  public struct Value {
    /// The first gesture's value, if it is under way.
    public var first: First.Value?
    /// The second gesture's value, if it is under way.
    public var second: Second.Value?
  }

  /// The first gesture.
  public var first: First
  /// The second gesture.
  public var second: Second
}

/// One gesture, then another once the first has succeeded, with SwiftUI's name.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
  /// Where the sequence is.
  public enum Value {
    /// The first gesture is under way.
    case first(First.Value)
    /// The first has ended and the second may be under way.
    case second(First.Value, Second.Value?)
  }

  /// The first gesture.
  public var first: First
  /// The second gesture.
  public var second: Second
}

/// One gesture, or another when the first fails, with SwiftUI's name.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
  /// Which gesture is under way.
  public enum Value {
    /// The first.
    case first(First.Value)
    /// The second.
    case second(Second.Value)
  }

  /// The first gesture.
  public var first: First
  /// The second gesture.
  public var second: Second
}

/// A value a gesture updates while it is under way, with SwiftUI's property wrapper: a
/// still performs no gesture, so it is always its initial value.
@propertyWrapper
public struct GestureState<Value> {
  private let initialValue: Value

  /// Creates the state with its value when no gesture is under way.
  public init(wrappedValue: Value) {
    initialValue = wrappedValue
  }

  /// Creates the state with its value when no gesture is under way.
  public init(initialValue: Value) {
    self.initialValue = initialValue
  }

  /// The initial value: no gesture is under way in a still.
  public var wrappedValue: Value { initialValue }

  /// The state itself, for ``Gesture/updating(_:body:)``.
  public var projectedValue: GestureState<Value> { self }
}

/// The context of a change, with SwiftUI's name: the animation it would run with.
public struct Transaction {
  /// The animation of the change; nil for none.
  public var animation: Animation?
  /// Whether animations of the change are turned off.
  public var disablesAnimations = false

  /// Creates a transaction without an animation.
  public init() {}

  /// Creates a transaction with `animation`.
  public init(animation: Animation?) {
    self.animation = animation
  }
}
