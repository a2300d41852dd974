import ShapeFonts
import Shapes

extension Text {
  /// Text showing `image` among characters: as the image interpolated in a key, or
  /// concatenated (`Text(Image(systemName: "star.fill")) + Text(" 4.5")`).
  ///
  /// ```swift
  /// Text(Image(systemName: "star.fill")) + Text(" 4.5")
  /// ```
  ///
  /// The image is laid out as one character of the text's font: a symbol
  /// (`Image(systemName:)`) is a square as tall as the font's line (its ascent plus its
  /// descent) at the medium ``Image/Scale``, grown or shrunk about the line's middle by
  /// ``View/imageScale(_:)``, drawn as ``Image/init(systemName:)`` draws symbols, in the
  /// text's paint; an image file takes its natural size, its bottom on the baseline, and its
  /// line grows to hold it. Lines break around it as around a letter. It moves with
  /// ``baselineOffset(_:)``; ``kerning(_:)`` and ``tracking(_:)`` do not widen it.
  ///
  /// **Degenerate input.** An image whose file was not found takes its place but draws
  /// nothing (``Artwork/diagnostics`` names it). Where no font is installed, the text is
  /// estimated without its images, which are not drawn.
  public init(_ image: Image) {
    self.content = .runs(SharedRuns([Run(string: "", item: .image(image))]))
  }

  /// The nodes of the images among `runs`, each in the box `measured` laid it out in, in
  /// its run's font and paint.
  static func imageNodes(
    _ runs: [ResolvedRun], in measured: MeasuredText, context: ResolveContext
  ) -> [Node] {
    guard runs.contains(where: { $0.image != nil }) else { return [] }
    var nodes: [Node] = []
    for line in measured.layout.lines {
      for run in line.runs {
        // An image's own run has no glyphs; an ellipsis set in its span has.
        guard run.glyphs.isEmpty, runs.indices.contains(run.span),
          let image = runs[run.span].image,
          measured.styles.indices.contains(run.span),
          let object = MeasuredText.inlineObject(
            of: runs[run.span], fonts: measured.styles[run.span].faces.map(\.font))
        else { continue }
        let rect = CGRect(
          x: measured.origin.x + run.origin.x,
          y: measured.origin.y + run.origin.y - object.ascent, width: object.width,
          height: object.ascent + object.descent)
        var inner = context
        inner.font = runs[run.span].font
        inner.foreground = runs[run.span].paint
        nodes += image.resolve(in: rect, context: inner)
      }
    }
    return nodes
  }
}
