import Foundation
import Shapes

/// How the text inside a view is set, by modifiers around it.
///
/// SwiftUI's environment for text. A ``Text`` that sets one of these itself keeps its own.
struct TextEnvironment: Sendable {
  /// The most lines a text takes; nil for no limit.
  var lineLimit: Int?
  /// Whether text is as tall as its line limit's lines even when it has fewer.
  var reservesLineSpace = false
  /// How the lines of a text line up with each other.
  var alignment = TextAlignment.leading
  /// Where a text that does not fit is cut.
  var truncation = Text.TruncationMode.tail
  /// How far a text may shrink to fit its room, from 0 to 1 (1: not at all).
  var minimumScaleFactor: CGFloat = 1
  /// The case text is shown in; nil for as written.
  var textCase: Text.Case?
  /// Points between the bottom of one line and the top of the next.
  var lineSpacing: CGFloat = 0
  /// Points added to each character's advance, and after each character but a line's last.
  var kerning: CGFloat = 0
  var tracking: CGFloat = 0
  /// Points text is raised from its baseline.
  var baselineOffset: CGFloat = 0
  /// The lines under and through text; nil for none.
  var underline: Text.LineStyle?
  var strikethrough: Text.LineStyle?
  /// The weight, slant and system-font design of text, over its font's; nil (false) for
  /// the font's own.
  var weight: Font.Weight?
  var isItalic = false
  var design: Font.Design?
  /// The moment dates in text are written for: the date of the ``TimelineView`` around
  /// it; nil outside one (the clock's time).
  var now: Date?
}

extension Text {
  /// A case text can be shown in, with SwiftUI's names.
  public enum Case: Hashable, Sendable, CaseIterable {
    /// Every letter in upper case.
    case uppercase
    /// Every letter in lower case.
    case lowercase
  }
}

extension View {
  /// Sets the most lines the text inside this view takes (nil for no limit).
  ///
  /// The last line shown ends with an ellipsis when text is cut. A limit below 1 is 1.
  nonisolated public func lineLimit(_ number: Int?) -> some View {
    environment {
      $0.text.lineLimit = number
      $0.text.reservesLineSpace = false
    }
  }

  /// Sets the most lines the text inside this view takes, and, when `reservesSpace`, makes
  /// it as tall as that many lines of its first font even when it has fewer, its lines at
  /// the top.
  ///
  /// A limit below 1 is 1.
  nonisolated public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    environment {
      $0.text.lineLimit = limit
      $0.text.reservesLineSpace = reservesSpace
    }
  }

  /// Sets how the lines of multiline text inside this view line up with each other.
  nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    environment { $0.text.alignment = alignment }
  }

  /// Sets where the text inside this view is cut when it does not fit its line limit.
  nonisolated public func truncationMode(_ mode: Text.TruncationMode) -> some View {
    environment { $0.text.truncation = mode }
  }

  /// Lets the text inside this view shrink, down to `factor` times its font size, until it
  /// fits the room it is offered.
  ///
  /// ```swift
  /// Text("👻").font(.system(size: 200)).minimumScaleFactor(0.01)
  ///   .aspectRatio(1, contentMode: .fit)
  /// ```
  ///
  /// Text fits when its lines, broken at the offered width, are no wider than it, no line
  /// is cut by the line limit, and they are no taller than the offered height. The largest
  /// size that fits is found within a thousandth of the font size. Text that does not fit
  /// even at `factor` is drawn at `factor`, cut as usual. **Degenerate input.** A factor
  /// of 1 or more, or NaN, leaves the text at its size; one of 0 or less lets it shrink to
  /// a thousandth of its size.
  nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> some View {
    environment { $0.text.minimumScaleFactor = factor }
  }

  /// Sets the space between the lines of text inside this view: points from the bottom of
  /// one line (its descent) to the top of the next (its ascent), on top of the font's line
  /// gap.
  ///
  /// ```swift
  /// Text("Three\nshort\nlines").lineSpacing(10)
  /// ```
  ///
  /// The distance between baselines grows by `lineSpacing`; the text's height by it once
  /// a line after the first. Nothing is added above the first line or below the last.
  /// **Degenerate input.** A negative spacing, NaN or an infinity is 0 (SwiftUI's line
  /// spacing is never negative). Text no font measured keeps lines 1.2 sizes apart.
  nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
    environment { $0.text.lineSpacing = lineSpacing }
  }

  /// Shows the text inside this view in upper or lower case (nil for as written), as the
  /// standard library's `uppercased()` and `lowercased()` change it.
  nonisolated public func textCase(_ textCase: Text.Case?) -> some View {
    environment { $0.text.textCase = textCase }
  }
}
