import Shapes

extension Text {
  /// This text with a line under each of its lines, or without when `isActive` is false.
  ///
  /// ```swift
  /// Text("Terms of Service").underline(color: .blue)
  /// ```
  ///
  /// The line is a filled rectangle as wide as each laid-out line (trailing spaces left
  /// out), at the position and thickness the first font's `post` table gives (its top
  /// that far below the baseline), in `color`, or in the text's paint when nil. It moves
  /// with ``baselineOffset(_:)``. **Degenerate input.** A font without underline metrics
  /// draws a line a twentieth of the size thick, a tenth below the baseline; text no font
  /// measured has none.
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
    underline(isActive, pattern: .solid, color: color)
  }

  /// This text with a line of `pattern` under each of its lines, or without when
  /// `isActive` is false; as ``underline(_:color:)``, cut into dashes and dots from the
  /// start of each line.
  public func underline(
    _ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil
  ) -> Text {
    var copy = self
    copy.style.underline = .some(isActive ? LineStyle(pattern: pattern, color: color) : nil)
    return copy
  }

  /// This text with a line through each of its lines, or without when `isActive` is
  /// false.
  ///
  /// ```swift
  /// Text("$120").strikethrough(color: .red)
  /// ```
  ///
  /// The line is a filled rectangle as wide as each laid-out line (trailing spaces left
  /// out), at the position (its top above the baseline) and thickness of the first font's
  /// `OS/2` strikeout, in `color`, or in the text's paint when nil. It moves with
  /// ``baselineOffset(_:)``. **Degenerate input.** A font without strikeout metrics draws
  /// a line as thick as its underline, its top a quarter of the size up; text no font
  /// measured has none.
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
    strikethrough(isActive, pattern: .solid, color: color)
  }

  /// This text with a line of `pattern` through each of its lines, or without when
  /// `isActive` is false; as ``strikethrough(_:color:)``, cut into dashes and dots from
  /// the start of each line.
  public func strikethrough(
    _ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil
  ) -> Text {
    var copy = self
    copy.style.strikethrough = .some(isActive ? LineStyle(pattern: pattern, color: color) : nil)
    return copy
  }

  /// This text with `kerning` points added to the advance of every character, the font's
  /// own kerning kept.
  ///
  /// ```swift
  /// Text("ABCDEF").kerning(3)  // 18 points wider
  /// ```
  ///
  /// The space follows every character, the last of each line included, so it counts in
  /// the text's width (negative kerning cuts into the last character, as in SwiftUI), and
  /// lines break where the wider or narrower text reaches the width. When ``tracking(_:)``
  /// is set too, it applies and kerning is ignored, as in SwiftUI. **Degenerate input.**
  /// NaN or an infinity is 0; text no font measured is drawn without it.
  public func kerning(_ kerning: CGFloat) -> Text {
    var copy = self
    copy.style.kerning = kerning
    return copy
  }

  /// This text with `tracking` points added after every character cluster.
  ///
  /// ```swift
  /// Text("SOLD OUT").tracking(3)
  /// ```
  ///
  /// As in SwiftUI, the space after the last character of each line is trailing space
  /// that does not count in the width, so a line of n characters grows by (n − 1) ×
  /// `tracking`; lines break where the spaced text reaches the width. Tracking overrides
  /// ``kerning(_:)``. **Degenerate input.** NaN or an infinity is 0; text no font measured is drawn without it.
  public func tracking(_ tracking: CGFloat) -> Text {
    var copy = self
    copy.style.tracking = tracking
    return copy
  }

  /// This text moved `baselineOffset` points up (down when negative) from its baseline.
  ///
  /// ```swift
  /// Text("2").font(.caption).baselineOffset(6)
  /// ```
  ///
  /// As SwiftUI's documentation says, the bounds of the view expand to contain the moved
  /// text: each line grows by the offset's magnitude, above its glyphs when raised, below
  /// them when lowered, so a raised line's glyphs keep the top of its box and a lowered
  /// line's keep the bottom. **Degenerate input.** NaN or an infinity is 0; text no font measured is drawn without it.
  public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
    var copy = self
    copy.style.baselineOffset = baselineOffset
    return copy
  }
}
