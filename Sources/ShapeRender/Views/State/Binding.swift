/// A reference to a value owned elsewhere, with SwiftUI's `@Binding` spelling.
///
/// ```swift
/// struct Toggle: View {
///   @Binding var isOn: Bool
///   var body: some View { Circle().fill(isOn ? .green : .gray) }
/// }
/// Toggle(isOn: .constant(true))
/// ```
///
/// Reading calls the getter and writing the setter, as in SwiftUI; ``constant(_:)`` reads
/// its value and ignores writes. A binding to a mutable collection is a collection of
/// bindings to its elements, so `ForEach($scrums) { $scrum in ... }` hands each row a
/// binding, and `$model.landmarks[index]` is a binding to one element.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  private let getter: () -> Value
  private let setter: (Value, Transaction) -> Void

  /// The transaction writes through this binding are made in: accepted for SwiftUI
  /// compatibility, as a still animates nothing.
  public var transaction = Transaction()

  /// Creates a binding from a getter and a setter.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getter = get
    setter = { value, _ in set(value) }
  }

  /// Creates a binding from a getter and a setter that is given the transaction of the
  /// write (the binding's ``transaction``).
  public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    getter = get
    setter = set
  }

  /// A binding that always reads `value` and ignores writes.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  /// Creates a binding from another's projection, as `@Binding var x: T` initialises from
  /// `$x`.
  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  /// The value.
  public var wrappedValue: Value {
    get { getter() }
    nonmutating set { setter(newValue, transaction) }
  }

  /// The binding itself, for `$value`.
  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    let getter = getter
    let setter = setter
    return Binding<Subject>(
      get: { getter()[keyPath: keyPath] },
      set: { newValue, transaction in
        var value = getter()
        value[keyPath: keyPath] = newValue
        setter(value, transaction)
      })
  }

  /// This binding with its writes made in `transaction`: the same value, as a still
  /// animates nothing.
  public func transaction(_ transaction: Transaction) -> Binding<Value> {
    var copy = self
    copy.transaction = transaction
    return copy
  }

  /// This binding with its writes animated by `animation`: the same value, as a still
  /// animates nothing.
  public func animation(_ animation: Animation? = .default) -> Binding<Value> {
    transaction(Transaction(animation: animation))
  }
}

extension Binding {
  /// Creates a binding to an optional from a binding to its wrapped value: it reads the
  /// base's value, and a write of nil is dropped (the base has no nil to hold).
  public init<V>(_ base: Binding<V>) where Value == V? {
    self.init(
      get: { base.wrappedValue },
      set: { newValue, transaction in
        guard let newValue else { return }
        base.transaction(transaction).wrappedValue = newValue
      })
  }

  /// Creates a binding to the wrapped value of a binding to an optional, or nil when it
  /// holds nil.
  ///
  /// As in SwiftUI, once the base becomes nil the binding keeps reading the last value it
  /// read; writes go to the base.
  public init?(_ base: Binding<Value?>) {
    guard let initial = base.wrappedValue else { return nil }
    let last = StateBox(initial)
    self.init(
      get: {
        if let value = base.wrappedValue { last.value = value }
        return last.value
      },
      set: { newValue, transaction in
        last.value = newValue
        base.transaction(transaction).wrappedValue = newValue
      })
  }

  /// Creates a binding to a hashable value, type-erased: it reads the base's value, and a
  /// write of another type is dropped.
  public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
    self.init(
      get: { AnyHashable(base.wrappedValue) },
      set: { newValue, transaction in
        guard let value = newValue.base as? V else { return }
        base.transaction(transaction).wrappedValue = value
      })
  }
}

extension Binding: Identifiable where Value: Identifiable {
  /// The identifier of the bound value, so that a binding to a row is identified as the
  /// row is.
  public var id: Value.ID { wrappedValue.id }
}
