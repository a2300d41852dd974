/// A line diff of two texts in the unified format of `diff -u` and `git diff`, kept short
/// enough to read in a test failure.
///
/// ```swift
/// print(LineDiff.unified(from: "a\nb\nc\n", to: "a\nB\nc\n"))
/// // --- reference
/// // +++ actual
/// // @@ -1,3 +1,3 @@
/// //  a
/// // -b
/// // +B
/// //  c
/// ```
///
/// The lines are matched by Myers' algorithm (the shortest edit script, as `git diff`
/// finds it). Each change is shown with ``contextLines`` unchanged lines around it, and
/// changes that close together share a hunk. The output stops after
/// ``maximumOutputLines`` lines with a note of how many were left out, and a line longer
/// than ``maximumLineLength`` characters is cut to an excerpt that starts just before its
/// first difference from the line it replaces (so a changed byte deep in a long line, such
/// as an embedded image, is visible). A text that does not end with a newline is marked
/// `\ No newline at end of file`, as `diff` does.
public struct LineDiff: Sendable {
  /// The unchanged lines shown before and after each change.
  public var contextLines: Int
  /// The most lines the output holds (header and the note included).
  public var maximumOutputLines: Int
  /// The most characters of one text line shown.
  public var maximumLineLength: Int

  /// Creates a diff with the given bounds.
  public init(contextLines: Int = 2, maximumOutputLines: Int = 60, maximumLineLength: Int = 160) {
    self.contextLines = max(contextLines, 0)
    self.maximumOutputLines = max(maximumOutputLines, 4)
    self.maximumLineLength = max(maximumLineLength, 16)
  }

  /// The diff from `reference` to `actual` in the default bounds; empty when they are equal.
  public static func unified(
    from reference: String, to actual: String, referenceName: String = "reference",
    actualName: String = "actual"
  ) -> String {
    LineDiff().unified(
      from: reference, to: actual, referenceName: referenceName, actualName: actualName)
  }

  /// The diff from `reference` to `actual`, headed `--- referenceName` and
  /// `+++ actualName`; empty when the texts are equal.
  public func unified(
    from reference: String, to actual: String, referenceName: String = "reference",
    actualName: String = "actual"
  ) -> String {
    guard reference != actual else { return "" }
    let old = Self.lines(reference)
    let new = Self.lines(actual)
    let edits = Self.editScript(old, new)
    var output = ["--- \(referenceName)", "+++ \(actualName)"]
    for hunk in hunks(edits) {
      output.append(contentsOf: render(hunk, edits: edits, old: old, new: new))
    }
    guard output.count > maximumOutputLines else { return output.joined(separator: "\n") }
    let kept = maximumOutputLines - 1
    let omitted = output.count - kept
    return (output.prefix(kept) + ["… \(omitted) more lines of the diff not shown"])
      .joined(separator: "\n")
  }

  // MARK: Lines

  /// One line of a text: its characters and whether a newline ends it.
  struct Line: Equatable {
    var text: Substring
    var endsWithNewline: Bool
  }

  /// The lines of `text`; the last one lacks a newline when the text does not end with
  /// one.
  static func lines(_ text: String) -> [Line] {
    guard !text.isEmpty else { return [] }
    var pieces = text.split(separator: "\n", omittingEmptySubsequences: false)
    let endsWithNewline = pieces.last == ""
    if endsWithNewline { pieces.removeLast() }
    return pieces.enumerated().map { index, piece in
      Line(text: piece, endsWithNewline: index < pieces.count - 1 || endsWithNewline)
    }
  }

  // MARK: Edit script

  /// One step of turning the old lines into the new ones.
  enum Edit: Equatable {
    /// The old line at the first index equals the new line at the second.
    case equal(Int, Int)
    /// The old line at the index is removed.
    case delete(Int)
    /// The new line at the index is inserted.
    case insert(Int)

    var isChange: Bool {
      if case .equal = self { return false }
      return true
    }
  }

  /// The edits from `old` to `new`: a shortest edit script.
  ///
  /// Myers' algorithm runs after the common prefix and suffix are set aside. Past 2 000
  /// changes the middle is reported as removed and inserted whole, which bounds time and
  /// memory.
  static func editScript<Element: Equatable>(_ old: [Element], _ new: [Element]) -> [Edit] {
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let oldMiddle = Array(old[prefix..<(old.count - suffix)])
    let newMiddle = Array(new[prefix..<(new.count - suffix)])
    var edits = (0..<prefix).map { Edit.equal($0, $0) }
    let middle =
      myers(oldMiddle, newMiddle, maximumChanges: 2_000)
      ?? (oldMiddle.indices.map { .delete($0) } + newMiddle.indices.map { .insert($0) })
    for edit in middle {
      switch edit {
      case .equal(let i, let j): edits.append(.equal(i + prefix, j + prefix))
      case .delete(let i): edits.append(.delete(i + prefix))
      case .insert(let j): edits.append(.insert(j + prefix))
      }
    }
    for offset in 0..<suffix {
      edits.append(.equal(old.count - suffix + offset, new.count - suffix + offset))
    }
    return edits
  }

  /// Myers' shortest edit script, or `nil` when it needs more than `maximumChanges`
  /// changes.
  private static func myers<Element: Equatable>(
    _ old: [Element], _ new: [Element], maximumChanges: Int
  ) -> [Edit]? {
    let n = old.count
    let m = new.count
    if n == 0 || m == 0 {
      return old.indices.map { .delete($0) } + new.indices.map { .insert($0) }
    }
    let limit = min(n + m, maximumChanges)
    // The furthest x reached on each diagonal k = x − y, at index k + offset.
    let offset = limit + 1
    var furthest = [Int](repeating: 0, count: 2 * limit + 3)
    // The furthest x of diagonals −d…d before step d, for the way back.
    var trace: [[Int]] = []
    var finalStep: Int?
    search: for d in 0...limit {
      trace.append(Array(furthest[(offset - d - 1)...(offset + d + 1)]))
      for k in stride(from: -d, through: d, by: 2) {
        var x: Int
        if k == -d || (k != d && furthest[offset + k - 1] < furthest[offset + k + 1]) {
          x = furthest[offset + k + 1]
        } else {
          x = furthest[offset + k - 1] + 1
        }
        var y = x - k
        while x < n, y < m, old[x] == new[y] {
          x += 1
          y += 1
        }
        furthest[offset + k] = x
        if x >= n, y >= m {
          finalStep = d
          break search
        }
      }
    }
    guard let finalStep else { return nil }
    var edits: [Edit] = []
    var x = n
    var y = m
    for d in stride(from: finalStep, through: 0, by: -1) {
      let saved = trace[d]
      func reached(_ k: Int) -> Int { saved[k + d + 1] }
      let k = x - y
      let previousK: Int
      if d == 0 {
        previousK = 0
      } else if k == -d || (k != d && reached(k - 1) < reached(k + 1)) {
        previousK = k + 1
      } else {
        previousK = k - 1
      }
      let previousX = d == 0 ? 0 : reached(previousK)
      let previousY = previousX - previousK
      while x > previousX, y > previousY {
        edits.append(.equal(x - 1, y - 1))
        x -= 1
        y -= 1
      }
      if d > 0 {
        edits.append(x == previousX ? .insert(y - 1) : .delete(x - 1))
        x = previousX
        y = previousY
      }
    }
    return edits.reversed()
  }

  // MARK: Hunks

  /// The ranges of edits shown together: each change with its context, merged when they
  /// touch.
  func hunks(_ edits: [Edit]) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    for (index, edit) in edits.enumerated() where edit.isChange {
      let lower = max(index - contextLines, 0)
      let upper = min(index + contextLines + 1, edits.count)
      if let last = ranges.last, last.upperBound >= lower {
        ranges[ranges.count - 1] = last.lowerBound..<max(last.upperBound, upper)
      } else {
        ranges.append(lower..<upper)
      }
    }
    return ranges
  }

  /// The lines of one hunk: its `@@` header, then each line marked ` `, `-` or `+`.
  private func render(_ range: Range<Int>, edits: [Edit], old: [Line], new: [Line]) -> [String] {
    // Where the hunk starts in each text: the first line index at or after its first edit.
    var oldStart = 0
    var newStart = 0
    for edit in edits[..<range.lowerBound] {
      switch edit {
      case .equal: (oldStart, newStart) = (oldStart + 1, newStart + 1)
      case .delete: oldStart += 1
      case .insert: newStart += 1
      }
    }
    var oldCount = 0
    var newCount = 0
    var body: [String] = []
    var index = range.lowerBound
    while index < range.upperBound {
      if case .equal(let i, _) = edits[index] {
        oldCount += 1
        newCount += 1
        body.append(contentsOf: shown(old[i], marker: " ", differingAt: 0))
        index += 1
        continue
      }
      // A run of changes: removals and insertions, paired in order to find where each
      // pair first differs.
      var removed: [Line] = []
      var inserted: [Line] = []
      while index < range.upperBound, edits[index].isChange {
        switch edits[index] {
        case .delete(let i): removed.append(old[i])
        case .insert(let j): inserted.append(new[j])
        case .equal: break
        }
        index += 1
      }
      oldCount += removed.count
      newCount += inserted.count
      for (position, line) in removed.enumerated() {
        let partner = position < inserted.count ? inserted[position] : nil
        body.append(
          contentsOf: shown(line, marker: "-", differingAt: line.firstDifference(partner)))
      }
      for (position, line) in inserted.enumerated() {
        let partner = position < removed.count ? removed[position] : nil
        body.append(
          contentsOf: shown(line, marker: "+", differingAt: line.firstDifference(partner)))
      }
    }
    func start(_ first: Int, _ count: Int) -> String {
      count == 0 ? "\(first),0" : count == 1 ? "\(first + 1)" : "\(first + 1),\(count)"
    }
    return ["@@ -\(start(oldStart, oldCount)) +\(start(newStart, newCount)) @@"] + body
  }

  /// A line as shown: its marker and text (an excerpt when long), and the no-newline note
  /// when it lacks one.
  private func shown(_ line: Line, marker: String, differingAt column: Int) -> [String] {
    let text = line.text
    var shown: String
    if text.count <= maximumLineLength {
      shown = String(text)
    } else {
      let start = max(min(column - 24, text.count - maximumLineLength), 0)
      let lower = text.index(text.startIndex, offsetBy: start)
      let upper = text.index(lower, offsetBy: maximumLineLength)
      shown =
        (start > 0 ? "…" : "") + text[lower..<upper]
        + "… [\(text.count) characters, from column \(start + 1)]"
    }
    var result = [marker + shown]
    if !line.endsWithNewline { result.append("\\ No newline at end of file") }
    return result
  }
}

extension LineDiff.Line {
  /// The number of leading characters this line shares with `other` (0 without one).
  fileprivate func firstDifference(_ other: LineDiff.Line?) -> Int {
    guard let other else { return 0 }
    var count = 0
    for (mine, theirs) in zip(text, other.text) {
      guard mine == theirs else { break }
      count += 1
    }
    return count
  }
}
