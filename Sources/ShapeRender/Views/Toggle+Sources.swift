import Shapes

// A toggle of several Booleans at once, as a "select all" row sets them.
extension Toggle {
  /// Creates a toggle of the Boolean that each element of `sources` binds at `isOn`, with
  /// SwiftUI's initializer: turning it sets every one of them.
  ///
  /// It is on when every source is on. SwiftUI shows sources that differ as a mixed state,
  /// which a switch draws as off, and so does this; no sources are off.
  ///
  /// ```swift
  /// Toggle(sources: $alarms, isOn: \.isEnabled) { Text("All alarms") }
  /// ```
  @MainActor @preconcurrency public init<C: RandomAccessCollection>(
    sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label
  ) {
    let bindings = sources.map { $0[keyPath: isOn] }
    self.init(
      isOn: Binding(
        get: { !bindings.isEmpty && bindings.allSatisfy(\.wrappedValue) },
        set: { value in for binding in bindings { binding.wrappedValue = value } }),
      label: label)
  }
}

extension Toggle where Label == Text {
  /// Creates a toggle of several sources titled `title`, as
  /// `init(sources:isOn:label:)` does.
  @_disfavoredOverload
  @MainActor @preconcurrency public init<S: StringProtocol, C: RandomAccessCollection>(
    _ title: S, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
  ) {
    self.init(sources: sources, isOn: isOn, label: { return Text(title) })
  }

  /// Creates a toggle of several sources titled by the localized `titleKey`, as
  /// `init(sources:isOn:label:)` does.
  @MainActor @preconcurrency public init<C: RandomAccessCollection>(
    _ titleKey: LocalizedStringKey, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
  ) {
    self.init(sources: sources, isOn: isOn, label: { return Text(titleKey) })
  }
}
