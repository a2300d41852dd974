import Shapes

/// Why content is hidden, as SwiftUI's `redacted(reason:)` takes it.
///
/// ```swift
/// ArticleRow(article: .sample).redacted(reason: .placeholder)
/// ```
///
/// `.placeholder` draws text as bars and images as boxes; `.privacy` does the same to the
/// views marked ``View/privacySensitive(_:)`` only; `.invalidated` changes nothing in a
/// still (SwiftUI uses it to dim widgets waiting for new data).
public struct RedactionReasons: OptionSet, Hashable, Sendable {
  /// The reasons' bits.
  public let rawValue: Int

  /// The reasons of `rawValue`'s bits; bits without a reason are kept, and mean nothing.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// The content stands in for data still on its way.
  public static let placeholder = RedactionReasons(rawValue: 1 << 0)
  /// The content is private: views marked `privacySensitive()` are hidden.
  public static let privacy = RedactionReasons(rawValue: 1 << 1)
  /// The content is out of date.
  public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

extension EnvironmentValues {
  /// Why the views here are redacted: none unless ``View/redacted(reason:)`` says.
  public var redactionReasons: RedactionReasons {
    get { self[RedactionReasonsKey.self] }
    set { self[RedactionReasonsKey.self] = newValue }
  }
}

private struct RedactionReasonsKey: EnvironmentKey {
  static var defaultValue: RedactionReasons { [] }
}

extension View {
  /// Hides the content of the text and images inside for `reason`, keeping the layout, as
  /// a list waiting for data shows it.
  ///
  /// With `.placeholder`, each line of text is a rounded bar as long as the line, in the
  /// text's own paint at 16% opacity, from 0.75 of the font size above its baseline to 0.15
  /// below, its corners a fifth of the size round; a bitmap is a box of its frame, its
  /// corners a tenth of its shorter side round, in the foreground at 16%. Shapes and colors
  /// are drawn as they are. These metrics approximate iOS's.
  ///
  /// The reasons add to those set around; ``View/unredacted()`` clears them for a part.
  /// An empty `reason` changes nothing.
  nonisolated public func redacted(reason: RedactionReasons) -> some View {
    environment { context in
      guard !reason.isEmpty else { return }
      context[environment: RedactionReasonsKey.self].formUnion(reason)
    }
  }

  /// Shows this view's content although views around it are redacted.
  nonisolated public func unredacted() -> some View {
    environment { context in
      guard context.custom != nil else { return }
      context[environment: RedactionReasonsKey.self] = []
    }
  }

  /// Marks this view as showing private data, drawn as a placeholder where views are
  /// redacted with the reason `.privacy`.
  ///
  /// `false` changes nothing.
  nonisolated public func privacySensitive(_ sensitive: Bool = true) -> some View {
    environment { context in
      guard sensitive, context.redactionReasons.contains(.privacy) else { return }
      context[environment: RedactionReasonsKey.self].insert(.placeholder)
    }
  }
}

extension ResolveContext {
  /// Why the views here are redacted. (Read without a copy of the context's values: text
  /// and images ask each time they are drawn.)
  var redactionReasons: RedactionReasons { self[environment: RedactionReasonsKey.self] }

  /// Whether text and images are drawn as placeholders here.
  var isRedacted: Bool {
    redactionReasons.contains(.placeholder)
  }
}

/// The placeholders of redacted text and images.
enum Redaction {
  /// The opacity of a placeholder's paint.
  static let opacity = 0.16

  /// The bars of a text's `nodes`, one for each line; its decorations are left out.
  static func placeholders(forText nodes: [Node]) -> [Node] {
    nodes.flatMap { node -> [Node] in
      guard case .text(let text) = node else { return [] }
      return bars(of: text)
    }
  }

  /// The box of an image drawn in `rect`, in `foreground`.
  static func placeholder(forImageIn rect: CGRect, foreground: Paint) -> Node {
    box(
      rect, radius: min(rect.width, rect.height) / 10,
      ResolvedPaint(paint: foreground, frame: rect))
  }

  /// A bar for each line of `text`, where its glyphs are (or would be, estimated).
  private static func bars(of text: TextNode) -> [Node] {
    let size = text.font.size
    var lines: [(left: CGFloat, width: CGFloat, baseline: CGFloat)] = []
    if let measured = text.measured {
      for line in measured.layout.lines where line.width > 0 {
        let left = measured.origin.x + (line.runs.first?.origin.x ?? 0)
        lines.append((left, line.width, measured.origin.y + line.baseline))
      }
    } else {
      // Without fonts: the estimate the layout uses, lines `leading` sizes apart.
      for (index, line) in text.lines.enumerated() where !line.isEmpty {
        let width = CGFloat(line.count) * Text.advance * size
        let left = text.anchor.x - width * text.alignment.fraction
        let baseline = text.anchor.y + CGFloat(index) * Text.leading * size
        lines.append((left, width, baseline))
      }
    }
    return lines.map { line in
      box(
        CGRect(
          x: line.left, y: line.baseline - 0.75 * size, width: line.width, height: 0.9 * size),
        radius: size / 5, text.fill)
    }
  }

  /// A rounded box filled with `paint` at the placeholders' opacity.
  private static func box(_ rect: CGRect, radius: CGFloat, _ paint: ResolvedPaint) -> Node {
    let path = RoundedRectangle(cornerRadius: radius, style: .circular).path(in: rect)
    return .shape(
      ShapeNode(
        path: path, fill: ResolvedPaint(paint: paint.paint.faded(by: opacity), frame: paint.frame),
        fillStyle: FillStyle(), stroke: nil, strokeStyle: StrokeStyle()))
  }
}
