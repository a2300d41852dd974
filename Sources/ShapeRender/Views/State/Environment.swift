import Foundation

/// A value of the environment a view reads, with SwiftUI's `@Environment` spelling: one of
/// ``EnvironmentValues``' properties, set by modifiers around the view.
///
/// ```swift
/// struct Badge: View {
///   @Environment(\.colorScheme) private var colorScheme
///   @Environment(\.font) private var font
///   var body: some View {
///     Circle().fill(colorScheme == .dark ? Color.white : Color.black)
///   }
/// }
/// ```
///
/// The value is the one in force where the view's `body` is evaluated. A picture has one
/// appearance: the color scheme is `.light` unless
/// `environment(\.colorScheme, .dark)` sets it around the view. (Outside rendering, or in a
/// closure the body hands on and that runs later, such as a `GeometryReader`'s, it reads
/// the defaults.)
@propertyWrapper
public struct Environment<Value>: EnvironmentReading, EnvironmentObjectReading {
  /// Where the value comes from.
  private let source: Source

  private enum Source {
    /// One of the environment's values.
    case value(KeyPath<EnvironmentValues, Value>)
    /// An object an ancestor provides, read by `read`; `required` when a view that reads it
    /// cannot be drawn without it.
    case object(read: () -> Value?, type: Any.Type, required: Bool)
  }

  /// Reads the environment's value at `keyPath`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    source = .value(keyPath)
  }

  /// Reads an object an ancestor provides, with `read`.
  ///
  /// This is the `SwiftUI` module's `@Environment(Model.self)` for observable objects. A
  /// `required` object that is missing leaves the view reading it out, as a missing
  /// ``EnvironmentObject`` does.
  package init(object read: @escaping () -> Value?, of type: Any.Type, required: Bool) {
    source = .object(read: read, type: type, required: required)
  }

  /// The value where the view's body is being evaluated.
  public var wrappedValue: Value {
    switch source {
    case .value(let keyPath):
      return EnvironmentValues.current[keyPath: keyPath]
    case .object(let read, let type, _):
      guard let object = read() else {
        preconditionFailure("No object of type \(type) found: provide it with environment(_:)")
      }
      return object
    }
  }

  var needsObject: Bool {
    if case .object(_, _, required: true) = source { return true }
    return false
  }

  var isAvailable: Bool {
    guard case .object(let read, _, _) = source else { return true }
    return read() != nil
  }

  var typeName: String {
    guard case .object(_, let type, _) = source else { return String(describing: Value.self) }
    return String(describing: type)
  }
}

/// A property whose value comes from the environment when a body is evaluated.
protocol EnvironmentReading {}

/// A key of a value of your own in ``EnvironmentValues``, with SwiftUI's protocol.
///
/// ```swift
/// struct CardColorKey: EnvironmentKey {
///   static let defaultValue = Color.orange
/// }
/// extension EnvironmentValues {
///   var cardColor: Color {
///     get { self[CardColorKey.self] }
///     set { self[CardColorKey.self] = newValue }
///   }
/// }
/// ```
public protocol EnvironmentKey {
  /// The type of the value.
  associatedtype Value
  /// The value where none is set.
  static var defaultValue: Value { get }
}

/// The values a view's surroundings set for it, with SwiftUI's name: the font and text
/// settings the modifiers around it give, the color scheme, and values of your own keys.
///
/// Set them with ``View/environment(_:_:)`` and read them with ``Environment``. Text
/// settings here are the ones ``View/font(_:)``, ``View/lineLimit(_:)`` and the like set,
/// and setting them here sets them for the text inside.
public struct EnvironmentValues: @unchecked Sendable {
  // Unchecked: values of your own keys are kept as `Any`; they are set and read while one
  // picture is laid out and drawn, on its thread.

  /// The settings the values stand for.
  var context: ResolveContext

  /// The defaults: no font set, text unlimited and unchanged, the light appearance.
  public init() {
    context = ResolveContext()
  }

  /// The values of `context`.
  init(context: ResolveContext) {
    self.context = context
  }

  /// The value of your own key `key`, or its default.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { context[environment: key] }
    set { context[environment: key] = newValue }
  }

  /// The values of the body being evaluated on this task.
  @TaskLocal static var current = EnvironmentValues()
}

extension EnvironmentValues {
  /// The font of text that sets none; nil for the body font.
  public var font: Font? {
    get { context.font }
    set { context.font = newValue }
  }

  /// The most lines a text takes; nil for no limit.
  public var lineLimit: Int? {
    get { context.text.lineLimit }
    set { context.text.lineLimit = newValue }
  }

  /// How the lines of multiline text line up.
  public var multilineTextAlignment: TextAlignment {
    get { context.text.alignment }
    set { context.text.alignment = newValue }
  }

  /// Where text that does not fit is cut.
  public var truncationMode: Text.TruncationMode {
    get { context.text.truncation }
    set { context.text.truncation = newValue }
  }

  /// How far text may shrink to fit (see ``View/minimumScaleFactor(_:)``).
  public var minimumScaleFactor: CGFloat {
    get { context.text.minimumScaleFactor }
    set { context.text.minimumScaleFactor = newValue }
  }

  /// The case text is shown in; nil for as written.
  public var textCase: Text.Case? {
    get { context.text.textCase }
    set { context.text.textCase = newValue }
  }

  /// The size of symbols relative to their font.
  public var imageScale: Image.Scale {
    get { context.imageScale }
    set { context.imageScale = newValue }
  }

  /// The appearance the view is drawn for: `.light` unless set.
  ///
  /// Setting it, with `environment(\.colorScheme, .dark)`, draws the view's colors that
  /// adapt (the system's, such as `primary` and `blue`) in that appearance. See
  /// <doc:DarkAppearance>.
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] ?? .light }
    set { self[ColorSchemeKey.self] = newValue }
  }

  /// Whether controls take input: true unless set (a picture draws them alike).
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }

  /// The action that would close the view's presentation: it does nothing in a still.
  public var dismiss: DismissAction { DismissAction() }
}

/// The color scheme a view is drawn for; `nil` where no view sets one, which draws as the
/// light appearance.
struct ColorSchemeKey: EnvironmentKey {
  static var defaultValue: ColorScheme? { nil }
}

/// Whether controls take input.
private struct IsEnabledKey: EnvironmentKey {
  static var defaultValue: Bool { true }
}

/// The action that closes a presentation, with SwiftUI's name: nothing is presented in a
/// still, so calling it does nothing.
public struct DismissAction: Sendable {
  /// Does nothing: a still presents nothing to close.
  public func callAsFunction() {}
}

/// The values of your own environment keys set around a view, shared by the contexts
/// inside it.
///
/// Unchecked: see ``EnvironmentValues``.
final class CustomEnvironment: @unchecked Sendable {
  let values: [ObjectIdentifier: Any]

  init(_ values: [ObjectIdentifier: Any]) {
    self.values = values
  }
}

/// A value handed to a `Sendable` closure that the renderer calls on the thread that
/// draws; unchecked, as SwiftUI does not ask environment values to be `Sendable`.
struct RenderingValue<Value>: @unchecked Sendable {
  let value: Value
}

extension View {
  /// Sets the environment's value at `keyPath` for this view and the views inside it.
  ///
  /// ```swift
  /// CardView().environment(\.colorScheme, .dark)
  /// Text("Hi").environment(\.font, .title)
  /// ```
  nonisolated public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  )
    -> some View
  {
    let change = RenderingValue(value: (keyPath, value))
    return environment { context in
      var values = EnvironmentValues(context: context)
      values[keyPath: change.value.0] = change.value.1
      context = values.context
    }
  }
}

extension ResolveContext {
  /// The value of the environment key `key` here, or its default: what
  /// ``EnvironmentValues`` reads and writes, and the renderer's own keys use without a copy
  /// of the values.
  subscript<K: EnvironmentKey>(environment key: K.Type) -> K.Value {
    get {
      // Unwrapped first: a missing entry cast to an optional `Value` would be nil, not
      // the default.
      guard let stored = custom?.values[ObjectIdentifier(key)] else { return K.defaultValue }
      return stored as? K.Value ?? K.defaultValue
    }
    set {
      var values = custom?.values ?? [:]
      values[ObjectIdentifier(key)] = newValue
      custom = CustomEnvironment(values)
    }
  }
}
