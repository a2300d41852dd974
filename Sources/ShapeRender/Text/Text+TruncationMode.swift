extension Text {
  /// Where text that does not fit its lines is cut, and the ellipsis drawn, as in SwiftUI.
  ///
  /// ```swift
  /// Text("A title too long for its frame").lineLimit(1).truncationMode(.middle)
  /// ```
  public enum TruncationMode: Hashable, Sendable, CaseIterable {
    /// The start is cut: "…for its frame".
    case head
    /// The end is cut: "A title too…".
    case tail
    /// The middle is cut: "A title…its frame".
    case middle
  }

  /// This text, with at most `number` lines (nil for no limit).
  ///
  /// The last line shown ends with an ellipsis when text is cut. A limit below 1 is 1.
  public func lineLimit(_ number: Int?) -> Text {
    var copy = self
    copy.lineLimit = number
    return copy
  }

  /// This text, its lines aligned with each other by `alignment` (leading by default).
  public func multilineTextAlignment(_ alignment: TextAlignment) -> Text {
    var copy = self
    copy.textAlignment = alignment
    return copy
  }

  /// This text, cut at `mode` when it does not fit its line limit (tail by default).
  public func truncationMode(_ mode: TruncationMode) -> Text {
    var copy = self
    copy.truncation = mode
    return copy
  }
}
