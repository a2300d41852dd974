/// The runs of backticks of a Markdown input, by length, for finding the closer of a code
/// span in constant time per span.
struct BacktickRuns {
  private var starts: [Int: [Int]] = [:]
  private var cursors: [Int: Int] = [:]

  init(_ units: [InlineMarkdown.Unit]) {
    var index = 0
    while index < units.count {
      guard case .syntax(let character) = units[index] else {
        index += 1
        continue
      }
      if character == "\\" {
        index += 2
        continue
      }
      guard character == "`" else {
        index += 1
        continue
      }
      var end = index
      while end < units.count, case .syntax("`") = units[end] { end += 1 }
      starts[end - index, default: []].append(index)
      index = end
    }
  }

  /// The start of the first run of exactly `length` backticks after `index`.
  mutating func next(length: Int, after index: Int) -> Int? {
    guard let list = starts[length] else { return nil }
    var cursor = cursors[length] ?? 0
    while cursor < list.count, list[cursor] <= index { cursor += 1 }
    cursors[length] = cursor
    return cursor < list.count ? list[cursor] : nil
  }
}
