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
@MainActor @preconcurrency
public func assertSnapshot(
  of value: String, named name: String, pathExtension: String = "svg",
  filePath: StaticString = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) -> SnapshotOutcome {
  assertSnapshot(
    of: value, named: name, pathExtension: pathExtension,
    in: environmentStore(filePath: filePath, sourceLocation: sourceLocation),
    sourceLocation: sourceLocation)
}

/// Checks the snapshot of `value` made by `strategy` against the reference file beside the
/// calling test file, recording a test issue when it is missing or differs.
///
/// ```swift
/// @Test func badge() {
///   assertSnapshot(of: badgeArtwork, as: .svg)
///   assertSnapshot(of: badgeArtwork, as: .png(precision: 0.999, tolerance: 2), named: "badge-2x")
/// }
/// ```
///
/// The reference file is `__Snapshots__/<TestFile>/<name>.<extension>` beside the test file,
/// where the name is `name` or, without one, the test function's name (so a test that takes
/// two snapshots of one extension names at least one of them). The record mode comes from
/// `SNAPSHOT_RECORD`, as for text (see
/// ``assertSnapshot(of:named:pathExtension:filePath:sourceLocation:)``). When a snapshot
/// differs, the actual file (and, for images, a diff image `<name>.diff.png`) is written to
/// the artifacts folder, `shapes-snapshots/<TestFile>/` in the temporary directory, and the
/// failure names both paths.
///
/// - Returns: The outcome, for tests that check more.
@discardableResult
@MainActor @preconcurrency
public func assertSnapshot<Value>(
  of value: Value, as strategy: Snapshotting<Value>, named name: String? = nil,
  filePath: StaticString = #filePath, testName: String = #function,
  sourceLocation: SourceLocation = #_sourceLocation
) -> SnapshotOutcome {
  assertSnapshot(
    of: value, as: strategy, named: name ?? snapshotName(forTest: testName),
    in: environmentStore(filePath: filePath, sourceLocation: sourceLocation),
    sourceLocation: sourceLocation)
}

/// Checks the snapshot of `value` made by `strategy` against the reference `name` of
/// `store`, recording a test issue with the outcome's ``SnapshotOutcome/failureMessage``
/// when it is a failure.
@discardableResult
@MainActor @preconcurrency
public func assertSnapshot<Value>(
  of value: Value, as strategy: Snapshotting<Value>, named name: String, in store: SnapshotStore,
  sourceLocation: SourceLocation = #_sourceLocation
) -> SnapshotOutcome {
  let outcome = store.verify(value, as: strategy, named: name)
  if let message = outcome.failureMessage {
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }
  return outcome
}

/// The store of the test file at `filePath`, in the record mode of the environment; a
/// record mode the environment does not allow is an issue, and the store then only compares.
private func environmentStore(filePath: StaticString, sourceLocation: SourceLocation)
  -> SnapshotStore
{
  let recordMode: SnapshotRecordMode
  do {
    recordMode = try SnapshotRecordMode()
  } catch {
    Issue.record(Comment(rawValue: error.description), sourceLocation: sourceLocation)
    recordMode = .never
  }
  return SnapshotStore(
    directory: SnapshotStore.directory(forTestFile: "\(filePath)"), recordMode: recordMode)
}

/// A test function's name as a snapshot name: `badge()` and `badge(size:)` give `badge`.
func snapshotName(forTest function: String) -> String {
  String(function.prefix { $0 != "(" })
}

/// Checks `value` against the snapshot `name` of `store`, recording a test issue with the
/// outcome's ``SnapshotOutcome/failureMessage`` when it is a failure.
@discardableResult
@MainActor @preconcurrency
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
