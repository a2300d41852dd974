import Foundation
import Shapes

extension Text {
  /// One text made of `lhs` followed by `rhs`, each piece keeping its own styling.
  ///
  /// ```swift
  /// let score = 42
  /// let line = Text("Score: ").font(.headline) + Text("\(score)").bold().foregroundColor(.red)
  /// print(line.string)
  /// ```
  ///
  /// ```output
  /// Score: 42
  /// ```
  ///
  /// The result is one text: a sequence of runs laid out as one paragraph. Each run keeps
  /// the font, weight, italic, color or style, underline, strikethrough, kerning, tracking
  /// and baseline offset it set; a modifier applied to the concatenation sets what a run
  /// did not set itself, as in SwiftUI: in
  /// `(Text("a").foregroundColor(.blue) + Text("b")).foregroundColor(.red)` "a" stays
  /// blue and "b" is red. The line limit, alignment and truncation of the operands are
  /// not kept (in SwiftUI they are view modifiers): set them on the concatenation or
  /// around it. ``string`` is the whole string.
  ///
  /// Lines break across runs as within one; each line has one baseline and the height of
  /// its tallest run; runs of the same style next to each other are laid out as one, so a
  /// concatenation measures as the single text of its string in that style would.
  ///
  /// **Degenerate input.** An empty operand adds nothing. A run whose font size is zero,
  /// negative or not finite is not drawn and takes no room (as a single text of that size
  /// does); when every run is so, the text is empty. A run of only a line break ends the
  /// line. Concatenating n texts one after the other (`a + b + c …`, or
  /// `text = text + next` in a loop) takes time linear in n (the runs are shared, never copied); a
  /// concatenation that was itself modified costs one step per run it holds when it is
  /// concatenated again.
  public static func + (lhs: Text, rhs: Text) -> Text {
    let added =
      switch rhs.content {
      case .string(let string): [Run(string: string, style: rhs.style)]
      case .runs(let runs):
        rhs.style.isEmpty ? runs.array : runs.array.map { $0.filled(from: rhs.style) }
      }
    var result = Text(content: .string(""))
    switch lhs.content {
    case .string(let string):
      result.content = .runs(SharedRuns([Run(string: string, style: lhs.style)] + added))
    case .runs(let runs) where lhs.style.isEmpty:
      result.content = .runs(runs.appending(added))
    case .runs(let runs):
      let settled = runs.array.map { $0.filled(from: lhs.style) }
      result.content = .runs(SharedRuns(settled + added))
    }
    return result
  }

  /// Text of `content`, styled by nothing of its own.
  private init(content: Content) {
    self.content = content
  }

  /// The runs of the text: one of the string it was made from, or those of its
  /// concatenation; each with the styling it set itself.
  var runs: [Run] {
    switch content {
    case .string(let string): [Run(string: string)]
    case .runs(let runs): runs.array
    }
  }

  /// What a text shows.
  enum Content: Sendable {
    /// The string it was made from.
    case string(String)
    /// The runs of a concatenation.
    case runs(SharedRuns)
  }

  /// A piece of text and the styling it set itself.
  struct Run: Sendable {
    var string: String
    var style = Style()
    /// What the run shows instead of its string: an image, or a date or a formatted value
    /// written when the text is drawn; nil for the string.
    var item: Item?

    /// What the run shows as a string: its string, nothing for an image, a date as it is
    /// written now in the system's locale, a formatted value in its format's locale.
    var shownString: String {
      switch item {
      case .image?: ""
      case .date(let date)?:
        date.string(now: Date(), locale: .current, calendar: .current, timeZone: .current)
      case .formatted(let value)?: value.string(locale: nil)
      case nil: string
      }
    }

    /// This run, with what its style does not set taken from `outer`.
    func filled(from outer: Style) -> Run {
      var copy = self
      copy.style = style.filling(from: outer)
      return copy
    }
  }

  /// What a run shows that is not a fixed string.
  enum Item: Sendable {
    /// An image among the characters, drawn at the text's size on its baseline.
    case image(Image)
    /// A date (or a span of dates) written for the moment and locale of the drawing.
    case date(TextDate)
    /// A value written by a format style in the locale of the drawing.
    case formatted(TextFormatted)
  }

  /// The styling a text sets itself: nil (or false) for what it leaves to the text around
  /// it and to the environment.
  struct Style: Sendable {
    var font: Font?
    var weight: Font.Weight?
    var isItalic = false
    /// The design of the system font, set by `fontDesign` or `monospaced`.
    var design: Font.Design?
    var paint: Paint?
    /// The lines under and through: nil when it sets none, `.some(nil)` for none.
    var underline: LineStyle??
    var strikethrough: LineStyle??
    /// Points added to each character's advance, and after each character but a line's
    /// last.
    var kerning: CGFloat?
    var tracking: CGFloat?
    /// Points raised from the baseline.
    var baselineOffset: CGFloat?
    /// Whether it is (in) a link, drawn in the accent color.
    var isLink = false
    /// The color behind it (from an `AttributedString`); nil for none.
    var background: Color?

    /// Whether it sets nothing.
    var isEmpty: Bool {
      font == nil && weight == nil && !isItalic && design == nil && paint == nil
        && underline == nil
        && strikethrough == nil && kerning == nil && tracking == nil && baselineOffset == nil
        && !isLink && background == nil
    }

    /// This styling, with what it does not set taken from `outer`.
    func filling(from outer: Style) -> Style {
      Style(
        font: font ?? outer.font, weight: weight ?? outer.weight,
        isItalic: isItalic || outer.isItalic, design: design ?? outer.design,
        paint: paint ?? outer.paint,
        underline: underline ?? outer.underline,
        strikethrough: strikethrough ?? outer.strikethrough, kerning: kerning ?? outer.kerning,
        tracking: tracking ?? outer.tracking,
        baselineOffset: baselineOffset ?? outer.baselineOffset, isLink: isLink || outer.isLink,
        background: background ?? outer.background)
    }
  }
}
