import Shapes

extension Image {
  /// The sizes of symbols relative to the font they are drawn with, with SwiftUI's names;
  /// set with ``View/imageScale(_:)``.
  public enum Scale: Hashable, Sendable, CaseIterable {
    /// About four fifths of the medium size.
    case small
    /// A square as tall as a line of text, the default.
    case medium
    /// About four thirds of the medium size.
    case large

    /// The side of a symbol of this scale, as a multiple of the medium side: the steps of
    /// SF Symbols' scales, which the placeholder follows.
    var factor: Double {
      switch self {
      case .small: 0.78
      case .medium: 1
      case .large: 1.29
      }
    }
  }

  /// The size of a symbol in the context's font and image scale: as tall as a line of
  /// text (1.2 times the font's size, the body font's 17 points when none is set) at the
  /// medium scale and as wide as its glyph's aspect ratio makes it; zero for a font size
  /// that is not positive or not finite.
  func symbolSize(in context: ResolveContext) -> CGSize {
    let size = (context.font ?? .body).size
    guard size.isFinite, size > 0 else { return .zero }
    let side = size * (Text.ascent + Text.descent) * context.imageScale.factor
    return CGSize(width: side * symbolAspectRatio(in: context), height: side)
  }

  /// The width over the height of the symbol's box: its glyph's, or 1 for a symbol drawn
  /// as the placeholder.
  func symbolAspectRatio(in context: ResolveContext? = nil) -> CGFloat {
    guard let systemName else { return 1 }
    let variants = context?.symbolVariants ?? .none
    return Symbol(named: systemName, variants: variants)?.aspectRatio ?? 1
  }

  /// The symbol's nodes in `rect`: its glyph in the foreground color, clipped around its
  /// slash or badge when it has one, or, for a name the catalog does not draw, the
  /// placeholder, reported in the diagnostics.
  func symbolNodes(named name: String, in rect: CGRect, context: ResolveContext) -> [Node] {
    guard let symbol = Symbol(named: name, variants: context.symbolVariants) else {
      Diagnostics.report(.missingSymbol(name))
      return [symbolPlaceholder(in: rect, context: context)]
    }
    let weight = context.text.weight ?? context.font?.weight ?? .regular
    let path = symbol.path(in: rect, weight: weight, stretched: isResizable)
    guard !path.isEmpty else { return [] }
    func filled(_ path: Path) -> Node {
      .shape(
        ShapeNode(
          path: path, fill: context.foregroundPaint(in: rect), fillStyle: FillStyle(),
          stroke: nil, strokeStyle: StrokeStyle()))
    }
    guard let overlay = symbol.overlay(in: rect, weight: weight, stretched: isResizable) else {
      return [filled(path)]
    }
    // The glyph is clipped to all but the region around its slash or badge: a rectangle
    // well past the symbol's with that region inside it, filled even-odd.
    var outside = Path(rect.insetBy(dx: -rect.width, dy: -rect.height))
    outside.addPath(overlay.cutaway)
    return [
      .group(GroupNode(children: [filled(path)], effect: .clip(outside, FillStyle(eoFill: true)))),
      filled(overlay.ink),
    ]
  }

  /// The placeholder of a symbol in `rect`: a rounded square with a cross through it,
  /// stroked in the foreground color.
  private func symbolPlaceholder(in rect: CGRect, context: ResolveContext) -> Node {
    let side = min(rect.width, rect.height)
    let lineWidth = max(side / 16, 0.5)
    let box = CGRect(
      x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side
    ).insetBy(dx: lineWidth / 2, dy: lineWidth / 2)
    var path = Path(roundedRect: box, cornerRadius: side / 5)
    let inner = box.insetBy(dx: side / 4, dy: side / 4)
    path.move(to: CGPoint(x: inner.minX, y: inner.minY))
    path.addLine(to: CGPoint(x: inner.maxX, y: inner.maxY))
    path.move(to: CGPoint(x: inner.maxX, y: inner.minY))
    path.addLine(to: CGPoint(x: inner.minX, y: inner.maxY))
    return .shape(
      ShapeNode(
        path: path, fill: nil, fillStyle: FillStyle(),
        stroke: context.foregroundPaint(in: rect),
        strokeStyle: StrokeStyle(lineWidth: lineWidth, lineCap: .round)))
  }
}

extension View {
  /// Sets the scale of the symbols (`Image(systemName:)`) inside this view, relative to
  /// their font.
  ///
  /// ```swift
  /// Image(systemName: "globe").imageScale(.large)
  /// ```
  nonisolated public func imageScale(_ scale: Image.Scale) -> some View {
    environment { $0.imageScale = scale }
  }
}
