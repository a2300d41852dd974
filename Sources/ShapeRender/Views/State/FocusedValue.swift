import Foundation

/// The values the focused view publishes for commands and scenes to read, with SwiftUI's
/// name; extend it with properties for your own ``FocusedValueKey``s.
///
/// ```swift
/// struct SelectedMeetingKey: FocusedValueKey {
///   typealias Value = Binding<Meeting>
/// }
/// extension FocusedValues {
///   var selectedMeeting: Binding<Meeting>? {
///     get { self[SelectedMeetingKey.self] }
///     set { self[SelectedMeetingKey.self] = newValue }
///   }
/// }
/// ```
///
/// A still has no focused view, so the values ``FocusedValue`` and ``FocusedBinding`` read
/// are all nil. A value set on a copy of your own reads back from that copy.
public struct FocusedValues {
  /// The values set, by key.
  private var values: [ObjectIdentifier: Any] = [:]

  /// No value: what a still's focused-value readers see.
  init() {}

  /// The value of `key`, or nil when none is set.
  public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
    get { values[ObjectIdentifier(key)] as? Key.Value }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}

/// A key of a value in ``FocusedValues``, with SwiftUI's protocol.
public protocol FocusedValueKey {
  /// The type of the value.
  associatedtype Value
}

/// A value the focused view publishes, with SwiftUI's `@FocusedValue` spelling: nil in a
/// still, which has no focused view.
///
/// ```swift
/// @FocusedValue(\.selectedMeeting) private var meeting
/// ```
@propertyWrapper
public struct FocusedValue<Value> {
  /// Where the value is in the focused values.
  private let keyPath: KeyPath<FocusedValues, Value?>

  /// Reads the focused value at `keyPath`.
  public init(_ keyPath: KeyPath<FocusedValues, Value?>) {
    self.keyPath = keyPath
  }

  /// The value: nil, as a still has no focused view.
  public var wrappedValue: Value? { FocusedValues()[keyPath: keyPath] }
}

/// A binding the focused view publishes, with SwiftUI's `@FocusedBinding` spelling: nil
/// in a still, which has no focused view.
///
/// ```swift
/// @FocusedBinding(\.selectedMeeting) private var meeting
/// ```
///
/// Writing it does nothing, as there is no binding to write through.
@propertyWrapper
public struct FocusedBinding<Value> {
  /// Where the binding is in the focused values.
  private let keyPath: KeyPath<FocusedValues, Binding<Value>?>

  /// Reads the focused binding at `keyPath`.
  public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {
    self.keyPath = keyPath
  }

  /// The bound value: nil, as a still has no focused view; writes go through the binding
  /// when there is one.
  public var wrappedValue: Value? {
    get { FocusedValues()[keyPath: keyPath]?.wrappedValue }
    nonmutating set {
      guard let newValue, let binding = FocusedValues()[keyPath: keyPath] else { return }
      binding.wrappedValue = newValue
    }
  }

  /// A binding to ``wrappedValue``.
  public var projectedValue: Binding<Value?> {
    Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
  }
}

extension View {
  /// Accepted for SwiftUI compatibility: publishes `value` while this view has the focus,
  /// which it never has in a still, so the view is unchanged.
  nonisolated public func focusedValue<Value>(
    _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value
  )
    -> Self
  {
    self
  }

  /// Accepted for SwiftUI compatibility: publishes `value`, or nothing when nil, while this
  /// view has the focus, which it never has in a still, so the view is unchanged.
  nonisolated public func focusedValue<Value>(
    _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?
  ) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: publishes `value` while this view's scene is
  /// focused; a still has no focused scene, so the view is unchanged.
  nonisolated public func focusedSceneValue<Value>(
    _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value
  ) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: publishes `value`, or nothing when nil, while this
  /// view's scene is focused; a still has no focused scene, so the view is unchanged.
  nonisolated public func focusedSceneValue<Value>(
    _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?
  ) -> Self {
    self
  }
}
