import Foundation
import ShapeFonts
import Shapes

extension Text {
  /// Creates text showing `attributedContent`, each run in the SwiftUI attributes it has
  /// (``FoundationEssentials/AttributeScopes/SwiftUIAttributes``).
  ///
  /// ```swift
  /// var price = AttributedString("$120")
  /// price.strikethroughStyle = .single
  /// price.foregroundColor = .gray
  /// var sale = AttributedString(" $99")
  /// sale.font = .headline
  /// sale.link = URL(string: "https://example.com/sale")
  /// let text = Text(price + sale)
  /// print(text.string)
  /// ```
  ///
  /// ```output
  /// $120 $99
  /// ```
  ///
  /// Each run of the string is a run of the text, as in a concatenation: `font`,
  /// `foregroundColor`, `underlineStyle`, `strikethroughStyle`, `kern`, `tracking` and
  /// `baselineOffset` set what ``font(_:)``, ``foregroundColor(_:)``,
  /// ``underline(_:pattern:color:)``, ``strikethrough(_:pattern:color:)``, ``kerning(_:)``,
  /// ``tracking(_:)`` and ``baselineOffset(_:)`` set; `backgroundColor` fills a rectangle
  /// behind the run, from its font's ascent to its descent; a `link` (Foundation's) is in
  /// the accent color unless the run sets its own color. Modifiers on the text fill what a
  /// run does not set. Other attributes are ignored. (Foundation on Linux makes
  /// `AttributedString` a string literal too; this initializer is disfavored so that a
  /// literal goes to ``init(_:tableName:bundle:comment:)``, as in SwiftUI.)
  ///
  /// **Degenerate input.** An empty string is an empty text; a kerning, tracking or
  /// baseline offset that is not finite is 0, as the modifiers take it.
  @_disfavoredOverload
  public init(_ attributedContent: AttributedString) {
    typealias Scope = AttributeScopes.SwiftUIAttributes
    var runs: [Run] = []
    for run in attributedContent.runs {
      let string = String(attributedContent[run.range].characters)
      guard !string.isEmpty else { continue }
      var style = Style()
      style.font = run[Scope.FontAttribute.self]
      style.paint = run[Scope.ForegroundColorAttribute.self].map { .color($0) }
      style.background = run[Scope.BackgroundColorAttribute.self]
      if let underline = run[Scope.UnderlineStyleAttribute.self] { style.underline = underline }
      if let strike = run[Scope.StrikethroughStyleAttribute.self] { style.strikethrough = strike }
      style.kerning = run[Scope.KerningAttribute.self]
      style.tracking = run[Scope.TrackingAttribute.self]
      style.baselineOffset = run[Scope.BaselineOffsetAttribute.self]
      style.isLink = run[AttributeScopes.FoundationAttributes.LinkAttribute.self] != nil
      runs.append(Run(string: string, style: style))
    }
    self.content = .runs(SharedRuns(runs))
  }

  /// The rectangles behind the runs of `runs` that have a background color, where
  /// `measured` laid them out: each from its font's ascent above its baseline to its
  /// descent below, as wide as the run.
  static func backgroundNodes(_ runs: [ResolvedRun], in measured: MeasuredText) -> [Node] {
    guard runs.contains(where: { $0.background != nil }) else { return [] }
    var nodes: [Node] = []
    for line in measured.layout.lines {
      for run in line.runs {
        guard runs.indices.contains(run.span), let color = runs[run.span].background,
          measured.styles.indices.contains(run.span),
          let face = measured.styles[run.span].faces.first?.font, face.unitsPerEm > 0
        else { continue }
        let scale = runs[run.span].font.size / CGFloat(face.unitsPerEm)
        let ascent = CGFloat(face.ascender) * scale
        let descent = CGFloat(-face.descender) * scale
        let rect = CGRect(
          x: measured.origin.x + run.origin.x, y: measured.origin.y + run.origin.y - ascent,
          width: run.width, height: ascent + descent)
        guard rect.isFiniteRect, rect.width > 0, rect.height > 0 else { continue }
        nodes.append(
          .shape(
            ShapeNode(
              path: Path(rect), fill: ResolvedPaint(paint: .color(color), frame: rect),
              fillStyle: FillStyle(), stroke: nil, strokeStyle: StrokeStyle())))
      }
    }
    return nodes
  }
}
