/// A line diff of two texts for failure messages: `-` for expected lines missing from the
/// actual text, `+` for actual lines not expected, two lines of context around each
/// change.
enum LineDiff {
  /// The diff of `actual` against `expected`, hunks separated by `@@ line N`.
  static func render(expected: String, actual: String, context: Int = 2) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let edits = script(old, new)
    let changed = edits.indices.filter { edits[$0].mark != " " }
    var shown = Set<Int>()
    for index in changed {
      for near in max(0, index - context)...min(edits.count - 1, index + context) {
        shown.insert(near)
      }
    }
    var lines: [String] = []
    var previous = -2
    for index in shown.sorted() {
      if index != previous + 1 { lines.append("@@ line \(edits[index].line + 1)") }
      lines.append("\(edits[index].mark) \(edits[index].text)")
      previous = index
    }
    return lines.joined(separator: "\n")
  }

  /// The edit script from `old` to `new` by longest common subsequence: each line with
  /// its mark (` `, `-` or `+`) and its line number in the text it comes from.
  static func script(_ old: [String], _ new: [String]) -> [(
    mark: Character, text: String, line: Int
  )] {
    // common[i][j]: the length of the longest common subsequence of old[i...] and new[j...].
    var common = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        common[i][j] =
          old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
      }
    }
    var edits: [(mark: Character, text: String, line: Int)] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        edits.append((" ", old[i], i))
        i += 1
        j += 1
      } else if i < old.count, j == new.count || common[i + 1][j] >= common[i][j + 1] {
        edits.append(("-", old[i], i))
        i += 1
      } else {
        edits.append(("+", new[j], j))
        j += 1
      }
    }
    return edits
  }
}
