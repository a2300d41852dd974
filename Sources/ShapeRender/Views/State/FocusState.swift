import Foundation

/// Which field has the keyboard focus, with SwiftUI's `@FocusState` spelling.
///
/// ```swift
/// @FocusState private var nameIsFocused: Bool
/// var body: some View {
///   TextField("Name", text: $name).focused($nameIsFocused)
/// }
/// ```
///
/// A still has no keyboard: no field is focused, so the value is `false`, or `nil`, and a
/// field draws as it does unfocused. Setting the value (from code that runs before
/// rendering) changes what the next render reads, as for ``State``.
@propertyWrapper
public struct FocusState<Value: Hashable> {
  private let box: StateBox<Value>

  /// A focus state of a `Bool`: `false`, no field focused.
  public init() where Value == Bool {
    box = StateBox(false)
  }

  /// A focus state of an optional: `nil`, no field focused.
  public init<T: Hashable>() where Value == T? {
    box = StateBox(nil)
  }

  /// The field focused.
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  /// A binding to the focus, for ``View/focused(_:)``.
  public var projectedValue: Binding {
    Binding(box: box)
  }

  /// A binding to a ``FocusState``, with SwiftUI's name.
  public struct Binding {
    fileprivate let box: StateBox<Value>

    /// The field focused.
    public var wrappedValue: Value {
      get { box.value }
      nonmutating set { box.value = newValue }
    }
  }
}

extension View {
  /// Accepted for SwiftUI compatibility: the view draws as it does unfocused.
  nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: the view draws as it does unfocused.
  nonisolated public func focused<Value: Hashable>(
    _ binding: FocusState<Value>.Binding, equals value: Value
  )
    -> Self
  {
    self
  }
}
