import Foundation
import Testing

/// Text snapshots: the expected output of a test, stored beside the test file in
/// `__Snapshots__/<TestFile>/<name>.txt`.
///
/// ```swift
/// expectSnapshot(run.standardOutput, named: "trapezium-help")
/// ```
///
/// A missing or different snapshot fails the test with a line diff and the path of the
/// actual output, written to a temporary folder. `SNAPSHOT_RECORD=1` rewrites every
/// snapshot a run compares, `SNAPSHOT_RECORD=missing` writes only the missing ones; when
/// `CI` is set nothing is ever recorded.
enum SnapshotRecording: Equatable {
  /// Compare only.
  case never
  /// Write snapshots that do not exist yet.
  case missing
  /// Write every snapshot compared.
  case all

  /// The mode the environment asks for: `SNAPSHOT_RECORD`, overridden by `CI`.
  static func mode(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> SnapshotRecording
  {
    if let ci = environment["CI"], !["", "0", "false"].contains(ci.lowercased()) {
      return .never
    }
    switch environment["SNAPSHOT_RECORD"]?.lowercased() {
    case "1", "true", "yes", "all": return .all
    case "missing": return .missing
    default: return .never
    }
  }
}

/// Expects `actual` to equal the snapshot `name` of the test file `filePath`.
func expectSnapshot(
  _ actual: String, named name: String, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let testFile = URL(fileURLWithPath: filePath)
  let suite = testFile.deletingPathExtension().lastPathComponent
  let snapshot = testFile.deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__/\(suite)/\(name).txt")
  let expected = try? String(contentsOf: snapshot, encoding: .utf8)
  if expected == actual { return }

  let mode = SnapshotRecording.mode()
  if mode == .all || (mode == .missing && expected == nil) {
    do {
      try FileManager.default.createDirectory(
        at: snapshot.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(actual.utf8).write(to: snapshot, options: .atomic)
      print("Recorded snapshot \(snapshot.path)")
    } catch {
      Issue.record(
        "Cannot record snapshot \(snapshot.path): \(error)", sourceLocation: sourceLocation)
    }
    return
  }

  let actualCopy = FileManager.default.temporaryDirectory
    .appendingPathComponent("shapegen-snapshots/\(suite)/\(name).txt")
  try? FileManager.default.createDirectory(
    at: actualCopy.deletingLastPathComponent(), withIntermediateDirectories: true)
  try? Data(actual.utf8).write(to: actualCopy, options: .atomic)
  guard let expected else {
    Issue.record(
      """
      Snapshot '\(name)' is missing: \(snapshot.path)
      Actual output: \(actualCopy.path)
      Run with SNAPSHOT_RECORD=missing to record it.
      """, sourceLocation: sourceLocation)
    return
  }
  Issue.record(
    """
    Snapshot '\(name)' differs from \(snapshot.path)
    \(LineDiff.render(expected: expected, actual: actual))
    Actual output: \(actualCopy.path)
    Run with SNAPSHOT_RECORD=1 to re-record it.
    """, sourceLocation: sourceLocation)
}
