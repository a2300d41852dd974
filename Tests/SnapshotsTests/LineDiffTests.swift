import ShapeSnapshotTesting
import Testing

/// The unified line diff: hunks, context, long lines and bounds.
@Suite struct LineDiffTests {
  @Test func equalTextsHaveNoDiff() {
    #expect(LineDiff.unified(from: "a\nb\n", to: "a\nb\n") == "")
    #expect(LineDiff.unified(from: "", to: "") == "")
  }

  @Test func aChangedLineIsShownWithItsContext() {
    let diff = LineDiff.unified(from: "1\n2\n3\n4\n5\n6\n7\n", to: "1\n2\n3\nfour\n5\n6\n7\n")
    #expect(
      diff == """
        --- reference
        +++ actual
        @@ -2,5 +2,5 @@
         2
         3
        -4
        +four
         5
         6
        """)
  }

  @Test func distantChangesGetHunksOfTheirOwnAndCloseOnesShareOne() {
    let old = (1...20).map(String.init).joined(separator: "\n") + "\n"
    var lines = (1...20).map(String.init)
    lines[1] = "two"
    lines[4] = "five"
    lines[17] = "eighteen"
    let diff = LineDiff.unified(from: old, to: lines.joined(separator: "\n") + "\n")
    let headers = diff.split(separator: "\n").filter { $0.hasPrefix("@@") }
    #expect(headers == ["@@ -1,7 +1,7 @@", "@@ -16,5 +16,5 @@"])
  }

  @Test func insertionsAndRemovalsAreMinimal() {
    let diff = LineDiff.unified(from: "a\nb\nc\nd\n", to: "a\nc\nd\ne\n")
    #expect(
      diff == """
        --- reference
        +++ actual
        @@ -1,4 +1,4 @@
         a
        -b
         c
         d
        +e
        """)
  }

  @Test func addingToAnEmptyTextStartsAtLineZero() {
    #expect(
      LineDiff.unified(from: "", to: "x\n")
        == "--- reference\n+++ actual\n@@ -0,0 +1 @@\n+x")
  }

  @Test func aMissingFinalNewlineIsMarked() {
    let diff = LineDiff.unified(from: "a\nb\n", to: "a\nb")
    #expect(
      diff == """
        --- reference
        +++ actual
        @@ -1,2 +1,2 @@
         a
        -b
        +b
        \\ No newline at end of file
        """)
  }

  @Test func longLinesAreCutToAnExcerptAroundTheirFirstDifference() {
    let prefix = String(repeating: "A", count: 5_000)
    let old = "<image href=\"\(prefix)xyz\(prefix)\"/>\n"
    let new = "<image href=\"\(prefix)XYZ\(prefix)\"/>\n"
    let diff = LineDiff(maximumLineLength: 60).unified(from: old, to: new)
    let lines = diff.split(separator: "\n").map(String.init)
    #expect(lines.count == 5)
    let removed = lines[3]
    let added = lines[4]
    #expect(removed.hasPrefix("-…") && removed.contains("xyz"))
    #expect(added.hasPrefix("+…") && added.contains("XYZ"))
    #expect(removed.contains("[10019 characters, from column"))
    #expect(removed.count < 120 && added.count < 120)
  }

  @Test func theOutputIsBoundedWithANoteOfWhatWasLeftOut() {
    let old = (1...200).map { "line \($0)" }.joined(separator: "\n") + "\n"
    let new = (1...200).map { "LINE \($0)" }.joined(separator: "\n") + "\n"
    let diff = LineDiff(maximumOutputLines: 10).unified(from: old, to: new)
    let lines = diff.split(separator: "\n")
    #expect(lines.count == 10)
    #expect(lines.last == "… 394 more lines of the diff not shown")
  }

  @Test func namesHeadTheDiff() {
    let diff = LineDiff.unified(from: "a\n", to: "b\n", referenceName: "old", actualName: "new")
    #expect(diff.hasPrefix("--- old\n+++ new\n@@ -1 +1 @@\n-a\n+b"))
  }

  @Test func manyScatteredChangesStillGiveACorrectScript() {
    // Every third line changed, so the edit script is long; replaying the diff's hunks must
    // give the new text.
    let old = (0..<300).map { "l\($0)" }
    let new = old.enumerated().map { $0.offset % 3 == 0 ? "changed \($0.offset)" : $0.element }
    let diff = LineDiff(maximumOutputLines: 10_000).unified(
      from: old.joined(separator: "\n") + "\n", to: new.joined(separator: "\n") + "\n")
    let kept = diff.split(separator: "\n").filter { $0.hasPrefix(" ") || $0.hasPrefix("+") }
    let removed = diff.split(separator: "\n").filter { $0.hasPrefix("-") && !$0.hasPrefix("---") }
    #expect(removed.count == 100)
    #expect(kept.filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") }.count == 100)
  }
}
