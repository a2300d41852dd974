import Foundation

/// A value a view owns and changes, with SwiftUI's `@State` spelling.
///
/// ```swift
/// struct CardView: View {
///   var content: String
///   @State var isFaceUp = true
///   var body: some View {
///     Text(content).onTapGesture { isFaceUp = !isFaceUp }
///   }
/// }
/// ```
///
/// A picture is drawn from the current value: setting it (from code that runs before
/// rendering, or through a ``Binding``) changes what the next render draws, and nothing
/// re-renders by itself. The value lives in a box shared by copies of the view, as
/// SwiftUI's storage is, so it can be set from a non-mutating context.
@propertyWrapper
public struct State<Value> {
  private let box: StateBox<Value>

  /// Creates the state with its initial value.
  public init(wrappedValue value: Value) {
    box = StateBox(value)
  }

  /// Creates the state with its initial value.
  public init(initialValue value: Value) {
    self.init(wrappedValue: value)
  }

  /// The current value.
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  /// A binding to the value, which reads and writes it.
  public var projectedValue: Binding<Value> {
    let box = box
    return Binding(get: { box.value }, set: { box.value = $0 })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// Creates the state with the value nil.
  public init() {
    self.init(wrappedValue: nil)
  }
}

/// The storage of a ``State``: a value behind a lock, so that a write from another thread
/// is never torn.
final class StateBox<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value

  init(_ value: Value) {
    stored = value
  }

  var value: Value {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}
