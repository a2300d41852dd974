import Shapes

/// Text of several runs that no font measured (none is installed), estimated run by run
/// from the typical metrics of ``Text``: each character 0.55 of its run's size wide, each
/// line as tall as the largest size on it.
struct EstimatedText {
  /// A line: its pieces (each of one run) and the largest size on it.
  struct Line {
    var pieces: [(text: Substring, run: Int)] = []
    /// The largest font size of its runs; that of the run it starts in when empty.
    var size: CGFloat
    /// Its text.
    var text: String { pieces.map { String($0.text) }.joined() }
  }

  /// The lines, top to bottom.
  let lines: [Line]
  /// The estimated width of each line.
  private let widths: [CGFloat]

  /// The estimate of `runs`, split at every line break.
  init(_ runs: [Text.ResolvedRun]) {
    var lines = [Line(size: runs.first?.font.size ?? 0)]
    var widths: [CGFloat] = [0]
    for (index, run) in runs.enumerated() {
      let size = run.font.size
      let pieces = run.string.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      for (number, piece) in pieces.enumerated() {
        if number > 0 {
          lines.append(Line(size: size))
          widths.append(0)
        }
        guard !piece.isEmpty else { continue }
        let last = lines.count - 1
        // The size of the run a line starts in counts only while the line is empty.
        lines[last].size = lines[last].pieces.isEmpty ? size : max(lines[last].size, size)
        lines[last].pieces.append((piece, index))
        widths[widths.count - 1] += CGFloat(piece.count) * size * Text.advance
      }
    }
    self.lines = lines
    self.widths = widths
  }

  /// The baseline of the first line, points below the top.
  var firstBaseline: CGFloat { Text.ascent * (lines.first?.size ?? 0) }

  /// The estimated size: the widest line, and from the first line's ascent to the last
  /// line's descent, lines ``Text/leading`` of their size apart.
  var size: CGSize {
    let width = widths.max() ?? 0
    guard let first = lines.first else { return .zero }
    let base = first.size * (Text.ascent + Text.descent)
    // Lines of one size: one multiplication, as for a text of one run.
    if lines.allSatisfy({ $0.size == first.size }) {
      return CGSize(
        width: width, height: base + CGFloat(lines.count - 1) * Text.leading * first.size)
    }
    var height = base
    for line in lines.dropFirst() { height += Text.leading * line.size }
    return CGSize(width: width, height: height)
  }

  /// The lines as the SVG writer draws them, runs painted with `fills`.
  func styledLines(fonts: [Font], fills: [ResolvedPaint]) -> StyledTextLines {
    StyledTextLines(
      fonts: fonts, fills: fills,
      lines: lines.map { line in line.pieces.map { (String($0.text), $0.run) } },
      advances: lines.dropFirst().map { Text.leading * $0.size })
  }
}

/// Text of several runs no font measured, as the SVG writer draws it: one `<tspan>` a
/// line, the runs of each in their own font and paint.
struct StyledTextLines: Sendable {
  /// The font and paint of each run.
  let fonts: [Font]
  let fills: [ResolvedPaint]
  /// The pieces of each line, with the index of their run.
  let lines: [[(text: String, run: Int)]]
  /// The distance from each line's baseline to the next one's.
  let advances: [CGFloat]
}
