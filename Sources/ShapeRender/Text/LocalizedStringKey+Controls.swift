import Foundation

// The titles of buttons, labels and toggles are keys, as in SwiftUI: a literal's Markdown
// and interpolations apply, and a `String` variable goes to the `StringProtocol`
// initializer (disfavored, as SwiftUI's is) and is shown as it is.

extension Button where Label == Text {
  /// Creates a button whose label is the text of `titleKey` (see ``LocalizedStringKey``).
  ///
  /// **Degenerate input.** As ``Text/init(_:tableName:bundle:comment:)``.
  public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
    self.init(action: action, label: Text(titleKey))
  }

  /// Creates a button with a role whose label is the text of `titleKey`.
  ///
  /// **Degenerate input.** As ``Text/init(_:tableName:bundle:comment:)``.
  public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action, label: Text(titleKey))
  }
}

extension Label where Title == Text, Icon == Image {
  /// Creates a label of the text of `titleKey` with the system image `systemImage`.
  ///
  /// **Degenerate input.** As ``Text/init(_:tableName:bundle:comment:)``.
  public init(_ titleKey: LocalizedStringKey, systemImage: String) {
    self.init(title: Text(titleKey), icon: Image(systemName: systemImage))
  }
}

extension Toggle where Label == Text {
  /// Creates a switch for `isOn` labelled with the text of `titleKey`.
  ///
  /// **Degenerate input.** As ``Text/init(_:tableName:bundle:comment:)``.
  @MainActor @preconcurrency public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn, label: { return Text(titleKey) })
  }
}
