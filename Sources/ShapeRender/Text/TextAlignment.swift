/// How the lines of multiline text line up with each other, as in SwiftUI.
///
/// ```swift
/// Text("Two\nlines").multilineTextAlignment(.center)
/// ```
///
/// Lines are aligned across the width of the widest line; a single line is not moved
/// (its frame, placed by its parent, decides where it goes).
public enum TextAlignment: Hashable, Sendable, CaseIterable {
  /// Lines start at the left.
  case leading
  /// Lines are centred.
  case center
  /// Lines end at the right.
  case trailing
}
