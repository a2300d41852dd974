import Foundation
import Testing

/// Checks `value` against the snapshot `name` of the calling test file, recording a test
/// issue with the line diff and the path of the actual output when it is missing or
/// differs.
///
/// ```swift
/// @Test func badge() {
///   assertSnapshot(of: SVGRenderer().render(badge), named: "badge")
/// }
/// ```
///
/// The reference file is `__Snapshots__/<TestFile>/<name>.<pathExtension>` beside the test
/// file (see ``SnapshotStore``). The record mode comes from `SNAPSHOT_RECORD` (see
/// ``SnapshotRecordMode``): `SNAPSHOT_RECORD=1 swift test` re-records every snapshot,
/// `SNAPSHOT_RECORD=missing swift test` records only new ones, and a recorded snapshot
/// is reported as an issue so that it is looked at before it is trusted. A value the
/// environment does not allow (recording while `CI` is set, or an unknown mode) is an issue
/// of its own, and the snapshot is then compared without recording.
///
/// - Returns: The outcome, for tests that check more.
@discardableResult
public func assertSnapshot(
  of value: String, named name: String, pathExtension: String = "svg",
  filePath: StaticString = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) -> SnapshotOutcome {
  let recordMode: SnapshotRecordMode
  do {
    recordMode = try SnapshotRecordMode()
  } catch {
    Issue.record(Comment(rawValue: error.description), sourceLocation: sourceLocation)
    recordMode = .never
  }
  let store = SnapshotStore(
    directory: SnapshotStore.directory(forTestFile: "\(filePath)"), recordMode: recordMode)
  return assertSnapshot(
    of: value, named: name, pathExtension: pathExtension, in: store,
    sourceLocation: sourceLocation)
}

/// Checks `value` against the snapshot `name` of `store`, recording a test issue with the
/// outcome's ``SnapshotOutcome/failureMessage`` when it is a failure.
@discardableResult
public func assertSnapshot(
  of value: String, named name: String, pathExtension: String = "svg", in store: SnapshotStore,
  sourceLocation: SourceLocation = #_sourceLocation
) -> SnapshotOutcome {
  let outcome = store.verify(value, named: name, pathExtension: pathExtension)
  if let message = outcome.failureMessage {
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }
  return outcome
}
