import Foundation
import Shapes

/// Whether a list is being edited, with SwiftUI's name: a still is never editing.
///
/// ```swift
/// @Environment(\.editMode) private var editMode
/// var isEditing: Bool { editMode?.wrappedValue.isEditing == true }
/// ```
public enum EditMode: Hashable, Sendable {
  /// Not editing: every still.
  case inactive
  /// Editing for a moment, as a swipe to delete does.
  case transient
  /// Editing, after an ``EditButton`` was tapped.
  case active

  /// Whether this mode is editing: `.transient` and `.active` are.
  public var isEditing: Bool { self != .inactive }
}

extension EnvironmentValues {
  /// The edit mode of the list around a view: a constant `.inactive`, as a still is never
  /// editing; setting it changes what views reading it see, and nothing else.
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self] }
    set { self[EditModeKey.self] = newValue }
  }
}

private struct EditModeKey: EnvironmentKey {
  static var defaultValue: Binding<EditMode>? { .constant(.inactive) }
}
