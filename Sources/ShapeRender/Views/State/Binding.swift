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
/// its value and ignores writes.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  private let getter: () -> Value
  private let setter: (Value) -> Void

  /// Creates a binding from a getter and a setter.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
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
    nonmutating set { setter(newValue) }
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
      set: { newValue in
        var value = getter()
        value[keyPath: keyPath] = newValue
        setter(value)
      })
  }
}
