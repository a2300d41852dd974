import Shapes

extension View {
  /// Underlines the text inside this view, or not when `isActive` is false, as
  /// ``Text/underline(_:pattern:color:)`` does; a text's own underline wins.
  ///
  /// **Degenerate input.** Text no font measured has no underline.
  nonisolated public func underline(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
  ) -> some View {
    environment {
      $0.text.underline = isActive ? Text.LineStyle(pattern: pattern, color: color) : nil
    }
  }

  /// Strikes through the text inside this view, or not when `isActive` is false, as
  /// ``Text/strikethrough(_:pattern:color:)`` does; a text's own strikethrough wins.
  ///
  /// **Degenerate input.** Text no font measured has no strikethrough.
  nonisolated public func strikethrough(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
  ) -> some View {
    environment {
      $0.text.strikethrough = isActive ? Text.LineStyle(pattern: pattern, color: color) : nil
    }
  }

  /// Sets the kerning of the text inside this view, as ``Text/kerning(_:)`` does; a
  /// text's own kerning wins, and any tracking overrides it.
  ///
  /// **Degenerate input.** NaN or an infinity is 0.
  nonisolated public func kerning(_ kerning: CGFloat) -> some View {
    environment { $0.text.kerning = kerning }
  }

  /// Sets the tracking of the text inside this view, as ``Text/tracking(_:)`` does; a
  /// text's own tracking wins.
  ///
  /// **Degenerate input.** NaN or an infinity is 0.
  nonisolated public func tracking(_ tracking: CGFloat) -> some View {
    environment { $0.text.tracking = tracking }
  }

  /// Raises the text inside this view from its baseline, as ``Text/baselineOffset(_:)``
  /// does; a text's own offset wins.
  ///
  /// **Degenerate input.** NaN or an infinity is 0.
  nonisolated public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
    environment { $0.text.baselineOffset = baselineOffset }
  }
}
