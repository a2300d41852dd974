import Foundation
import ShapeSnapshotTesting
import Testing

/// Matching, missing, mismatched and recorded snapshots in every record mode.
@MainActor @Suite struct SnapshotStoreTests {
  /// A store in a fresh folder, with its own artifacts folder.
  func store(_ mode: SnapshotRecordMode, in folder: TemporaryDirectory) -> SnapshotStore {
    SnapshotStore(
      directory: folder.appending("__Snapshots__/ExampleTests"), recordMode: mode,
      artifactsDirectory: folder.appending("artifacts"))
  }

  @Test func theFolderOfATestFileIsSnapshotsSlashItsName() {
    let url = SnapshotStore.directory(forTestFile: "/repo/Tests/AppTests/Area/BadgeTests.swift")
    #expect(url.path == "/repo/Tests/AppTests/Area/__Snapshots__/BadgeTests")
    let store = SnapshotStore(directory: url)
    #expect(store.referenceURL(named: "hero")?.path == url.path + "/hero.svg")
    #expect(
      store.referenceURL(named: "hero", pathExtension: "txt")?.lastPathComponent == "hero.txt")
  }

  @Test func failingOutputGoesToTheTemporaryFolderByDefault() {
    let store = SnapshotStore(directory: URL(fileURLWithPath: "/repo/__Snapshots__/BadgeTests"))
    let expected = FileManager.default.temporaryDirectory
      .appendingPathComponent("shapes-snapshots/BadgeTests")
    #expect(store.artifactsDirectory.standardizedFileURL.path == expected.standardizedFileURL.path)
  }

  @Test func anEqualReferenceMatches() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let store = store(.never, in: folder)
    try folder.write("<svg/>\n", to: store.referenceURL(named: "a")!)
    #expect(store.verify("<svg/>\n", named: "a") == .matched)
    #expect(store.verify("<svg/>\n", named: "a").failureMessage == nil)
    #expect(folder.files(in: folder.appending("artifacts")).isEmpty)
  }

  @Test func aMissingReferenceFailsAndWritesNothingToTheSnapshotsInNeverMode() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let store = store(.never, in: folder)
    let outcome = store.verify("<svg/>\n", named: "new")
    let reference = store.referenceURL(named: "new")!
    let artifact = folder.appending("artifacts/new.svg")
    #expect(
      outcome
        == .missing(SnapshotMissing(name: "new.svg", reference: reference, actual: artifact)))
    #expect(!FileManager.default.fileExists(atPath: store.directory.path))
    #expect(folder.text(artifact) == "<svg/>\n")
    let message = try #require(outcome.failureMessage)
    #expect(message.contains("No snapshot \"new.svg\""))
    #expect(message.contains(reference.path))
    #expect(message.contains(artifact.path))
    #expect(message.contains("SNAPSHOT_RECORD=missing swift test"))
  }

  @Test func aMismatchFailsWithTheDiffAndThePathOfTheActualOutput() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let store = store(.never, in: folder)
    let reference = store.referenceURL(named: "card")!
    let old = "<svg>\n<path d=\"M0 0H10\"/>\n<path d=\"M5 5\"/>\n</svg>\n"
    let new = "<svg>\n<path d=\"M0 0H12\"/>\n<path d=\"M5 5\"/>\n</svg>\n"
    try folder.write(old, to: reference)
    let outcome = store.verify(new, named: "card")
    guard case .mismatched(let mismatch) = outcome else {
      Issue.record("expected a mismatch, got \(outcome)")
      return
    }
    let artifact = folder.appending("artifacts/card.svg")
    #expect(mismatch.actual == artifact)
    #expect(mismatch.reference == reference)
    #expect(folder.text(artifact) == new)
    #expect(folder.text(reference) == old, "the reference is left alone")
    let message = try #require(outcome.failureMessage)
    #expect(message.contains("Snapshot \"card.svg\" does not match its reference."))
    #expect(message.contains("Reference: \(reference.path)"))
    #expect(message.contains("Actual:    \(artifact.path)"))
    #expect(message.contains("-<path d=\"M0 0H10\"/>\n+<path d=\"M0 0H12\"/>"))
    #expect(message.contains("@@ -1,4 +1,4 @@"))
    #expect(message.contains("SNAPSHOT_RECORD=1 swift test"))
  }

  @Test func missingModeRecordsOnlyNewSnapshots() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let store = store(.missing, in: folder)
    try folder.write("same\n", to: store.referenceURL(named: "kept")!)
    try folder.write("old\n", to: store.referenceURL(named: "changed")!)

    #expect(store.verify("same\n", named: "kept") == .matched)
    guard case .mismatched = store.verify("new\n", named: "changed") else {
      Issue.record("an existing, different reference must fail in missing mode")
      return
    }
    #expect(folder.text(store.referenceURL(named: "changed")!) == "old\n")

    let outcome = store.verify("fresh\n", named: "added")
    let reference = store.referenceURL(named: "added")!
    #expect(
      outcome
        == .recorded(SnapshotRecording(name: "added.svg", reference: reference, change: .created)))
    #expect(folder.text(reference) == "fresh\n")
    let message = try #require(outcome.failureMessage, "a new recording is never silent")
    #expect(message.contains("Recorded a new snapshot \"added.svg\""))
    // Recorded, it now matches.
    #expect(store.verify("fresh\n", named: "added") == .matched)
  }

  @Test func allModeReRecordsEverySnapshot() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let store = store(.all, in: folder)
    try folder.write("same\n", to: store.referenceURL(named: "kept")!)
    try folder.write("old\n", to: store.referenceURL(named: "changed")!)

    let kept = store.verify("same\n", named: "kept")
    #expect(
      kept
        == .recorded(
          SnapshotRecording(
            name: "kept.svg", reference: store.referenceURL(named: "kept")!, change: .unchanged)))
    #expect(kept.failureMessage == nil, "re-recording what is there changes nothing")

    let changed = store.verify("new\n", named: "changed")
    guard case .recorded(let recording) = changed, case .updated(let diff) = recording.change
    else {
      Issue.record("expected an update, got \(changed)")
      return
    }
    #expect(diff.contains("-old\n+new"))
    #expect(folder.text(store.referenceURL(named: "changed")!) == "new\n")
    #expect(changed.failureMessage?.contains("Re-recorded snapshot \"changed.svg\"") == true)

    guard case .recorded(let created) = store.verify("x\n", named: "added") else {
      Issue.record("expected a recording")
      return
    }
    #expect(created.change == .created)
    #expect(folder.files(in: store.directory) == ["added.svg", "changed.svg", "kept.svg"])
    #expect(folder.files(in: folder.appending("artifacts")).isEmpty)
  }

  @Test(arguments: ["", ".", "..", "a/b", "../up", ".hidden", "line\nbreak"])
  func namesThatAreNotOneFileNameFail(name: String) throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let store = store(.all, in: folder)
    #expect(store.referenceURL(named: name) == nil)
    guard case .failed(let reason) = store.verify("x", named: name) else {
      Issue.record("expected a failure for \(name.debugDescription)")
      return
    }
    #expect(reason.contains("is not a file name"))
    #expect(!FileManager.default.fileExists(atPath: store.directory.path))
  }

  @Test func theComparisonIsExact() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let store = store(.never, in: folder)
    try folder.write("a\n", to: store.referenceURL(named: "eol")!)
    guard case .mismatched(let mismatch) = store.verify("a", named: "eol") else {
      Issue.record("a missing final newline is a difference")
      return
    }
    #expect(mismatch.diff.contains("\\ No newline at end of file"))
  }
}
