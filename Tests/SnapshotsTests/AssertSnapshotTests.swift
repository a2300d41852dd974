import Foundation
import ShapeSnapshotTesting
import Testing

/// `assertSnapshot` records Swift Testing issues with the store's messages.
@MainActor @Suite struct AssertSnapshotTests {
  @Test func aMatchingSnapshotBesideThisFileRecordsNoIssue() {
    // Tests/SnapshotsTests/__Snapshots__/AssertSnapshotTests/greeting.txt
    let outcome = assertSnapshot(of: "Hello, snapshots!\n", named: "greeting", pathExtension: "txt")
    #expect(outcome == .matched)
  }

  @Test func aMismatchRecordsAnIssueWithTheDiffAndThePath() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let store = SnapshotStore(
      directory: folder.appending("snapshots"), recordMode: .never,
      artifactsDirectory: folder.appending("artifacts"))
    try folder.write("one\ntwo\n", to: store.referenceURL(named: "numbers")!)
    withKnownIssue {
      assertSnapshot(of: "one\n2\n", named: "numbers", in: store)
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("-two\n+2")
        && text.contains(folder.appending("artifacts/numbers.svg").path)
    }
  }

  @Test func aMissingSnapshotRecordsAnIssue() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let store = SnapshotStore(
      directory: folder.appending("snapshots"), recordMode: .never,
      artifactsDirectory: folder.appending("artifacts"))
    withKnownIssue {
      assertSnapshot(of: "x\n", named: "absent", in: store)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("No snapshot \"absent.svg\"")
    }
  }

  @Test func aRecordingRecordsAnIssueSoItIsNeverSilentlyAccepted() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let store = SnapshotStore(
      directory: folder.appending("snapshots"), recordMode: .missing,
      artifactsDirectory: folder.appending("artifacts"))
    withKnownIssue {
      assertSnapshot(of: "x\n", named: "fresh", in: store)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("Recorded a new snapshot")
    }
    // The next check compares, and passes.
    #expect(assertSnapshot(of: "x\n", named: "fresh", in: store) == .matched)
  }
}
