import Foundation

/// What ``SnapshotStore/verify(_:named:pathExtension:)`` found, and what it wrote.
public enum SnapshotOutcome: Equatable, Sendable {
  /// The reference file holds exactly the actual output.
  case matched
  /// The reference file was written with the actual output, as the record mode asked.
  case recorded(SnapshotRecording)
  /// There is no reference file and the record mode does not write one; the actual
  /// output was written to the temporary folder instead.
  case missing(SnapshotMissing)
  /// The reference file differs from the actual output, which was written to the
  /// temporary folder.
  case mismatched(SnapshotMismatch)
  /// The snapshot could not be checked: a bad name, or a file that cannot be read or
  /// written.
  case failed(String)

  /// The text of the test failure this outcome is, or `nil` when it is no failure (a match,
  /// or a re-recording that changed nothing).
  ///
  /// A snapshot that was just recorded is a failure too: a new or changed reference file
  /// is never accepted silently, and the next run without `SNAPSHOT_RECORD` checks it.
  public var failureMessage: String? {
    switch self {
    case .matched:
      return nil
    case .recorded(let recording):
      switch recording.change {
      case .unchanged:
        return nil
      case .created:
        return """
          Recorded a new snapshot "\(recording.name)" at \(recording.reference.path)
          Review it and run the tests again without SNAPSHOT_RECORD to compare against it.
          """
      case .updated(let diff):
        return """
          Re-recorded snapshot "\(recording.name)" at \(recording.reference.path)
          Review the change and run the tests again without SNAPSHOT_RECORD to compare \
          against it.

          \(diff)
          """
      }
    case .missing(let missing):
      let actual = missing.actual.map { "\nThe actual output is at \($0.path)" } ?? ""
      return """
        No snapshot "\(missing.name)": \(missing.reference.path) does not exist.\(actual)
        Record it with SNAPSHOT_RECORD=missing swift test (never in CI), review it and \
        commit it.
        """
    case .mismatched(let mismatch):
      let actual = mismatch.actual.map { $0.path } ?? "(could not be written)"
      let diffImage = mismatch.diffImage.map { "\nDiff:      \($0.path)" } ?? ""
      return """
        Snapshot "\(mismatch.name)" does not match its reference.
        Reference: \(mismatch.reference.path)
        Actual:    \(actual)\(diffImage)
        If the change is intended, run SNAPSHOT_RECORD=1 swift test (never in CI), or copy \
        the actual file over the reference, and review the diff before committing.

        \(mismatch.diff)
        """
    case .failed(let reason):
      return reason
    }
  }
}

/// A reference file written by ``SnapshotStore/verify(_:named:pathExtension:)``.
public struct SnapshotRecording: Equatable, Sendable {
  /// How the reference file changed.
  public enum Change: Equatable, Sendable {
    /// There was no reference file.
    case created
    /// The reference file held something else; the diff from it to the new content.
    case updated(diff: String)
    /// The reference file already held exactly this content (it was left untouched).
    case unchanged
  }

  /// The snapshot's file name, such as `trapezium-hero.svg`.
  public var name: String
  /// The reference file.
  public var reference: URL
  /// How it changed.
  public var change: Change

  /// Creates a description of a recorded reference file.
  public init(name: String, reference: URL, change: Change) {
    self.name = name
    self.reference = reference
    self.change = change
  }
}

/// A reference file that does not exist.
public struct SnapshotMissing: Equatable, Sendable {
  /// The snapshot's file name.
  public var name: String
  /// Where the reference file should be.
  public var reference: URL
  /// Where the actual output was written, or `nil` when it could not be.
  public var actual: URL?

  /// Creates a description of a missing reference file.
  public init(name: String, reference: URL, actual: URL?) {
    self.name = name
    self.reference = reference
    self.actual = actual
  }
}

/// A reference file that differs from the actual output.
public struct SnapshotMismatch: Equatable, Sendable {
  /// The snapshot's file name.
  public var name: String
  /// The reference file.
  public var reference: URL
  /// Where the actual output was written, or `nil` when it could not be.
  public var actual: URL?
  /// What differs: the line diff from the reference to the actual output for text, a
  /// count of differing pixels for images.
  public var diff: String
  /// Where the picture of the difference was written (images only), or `nil`.
  public var diffImage: URL?

  /// Creates a description of a reference file that differs from the actual output.
  public init(name: String, reference: URL, actual: URL?, diff: String, diffImage: URL? = nil) {
    self.name = name
    self.reference = reference
    self.actual = actual
    self.diff = diff
    self.diffImage = diffImage
  }
}
