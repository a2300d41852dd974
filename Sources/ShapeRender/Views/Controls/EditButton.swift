import Shapes

/// A button that would start editing the list it is over, with SwiftUI's name.
///
/// It reads "Edit", drawn as a ``Button`` draws its label (in the accent color). A still
/// is never editing, so it never reads "Done".
///
/// ```swift
/// NavigationStack {
///   List { Text("Apple") }
///     .toolbar { EditButton() }
/// }
/// ```
public struct EditButton {
  /// Creates the button.
  public init() {}
}

extension EditButton: View {
  /// "Edit", as a button.
  public var body: some View {
    Button("Edit") {}
  }
}
