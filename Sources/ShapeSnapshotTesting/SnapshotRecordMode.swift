import Foundation

/// When snapshot tests write their reference files: never, only the missing ones, or all.
///
/// Read from the environment variable `SNAPSHOT_RECORD`, as swift-snapshot-testing reads
/// its record mode:
///
/// | `SNAPSHOT_RECORD` | mode |
/// |---|---|
/// | unset, empty, `0`, `never`, `false`, `no` | ``never`` |
/// | `missing` | ``missing`` |
/// | `1`, `all`, `true`, `yes` | ``all`` |
///
/// ```swift
/// let mode = try SnapshotRecordMode(environment: ProcessInfo.processInfo.environment)
/// ```
///
/// Continuous integration never records: when the environment variable `CI` is set (to
/// anything but an empty string, `0` or `false`), asking for ``missing`` or ``all`` throws
/// ``SnapshotConfigurationError/recordingInCI(_:)`` instead of writing files nobody
/// reviews.
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
  /// Compare with the reference files; a missing or different file fails.
  case never
  /// Write the reference files that do not exist yet; compare the others.
  case missing
  /// Write every reference file with the actual output.
  case all

  /// The name of the environment variable that selects the mode.
  public static let environmentVariable = "SNAPSHOT_RECORD"

  /// Reads the mode from `SNAPSHOT_RECORD` in `environment` (by default, this process's).
  ///
  /// - Throws: ``SnapshotConfigurationError/invalidValue(_:)`` for a value the table above
  ///   does not list, and ``SnapshotConfigurationError/recordingInCI(_:)`` for a recording
  ///   mode while `CI` is set.
  public init(environment: [String: String] = ProcessInfo.processInfo.environment)
    throws(SnapshotConfigurationError)
  {
    let raw = environment[Self.environmentVariable] ?? ""
    let value = raw.trimmingCharacters(in: .whitespaces).lowercased()
    switch value {
    case "", "0", "never", "false", "no": self = .never
    case "missing": self = .missing
    case "1", "all", "true", "yes": self = .all
    default: throw .invalidValue(raw)
    }
    if self != .never, Self.isContinuousIntegration(environment) {
      throw .recordingInCI(raw)
    }
  }

  /// Whether `environment` is continuous integration: it sets `CI` to anything but an empty
  /// string, `0` or `false`.
  public static func isContinuousIntegration(_ environment: [String: String]) -> Bool {
    guard let value = environment["CI"] else { return false }
    return !["", "0", "false"].contains(value.trimmingCharacters(in: .whitespaces).lowercased())
  }

  /// Whether a reference file is written for a snapshot, given whether it exists.
  func records(existing: Bool) -> Bool {
    switch self {
    case .never: false
    case .missing: !existing
    case .all: true
    }
  }
}
