/// Why the snapshot settings in the environment cannot be used.
public enum SnapshotConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// `SNAPSHOT_RECORD` holds a value that names no record mode.
  case invalidValue(String)
  /// `SNAPSHOT_RECORD` asks for recording while `CI` is set; CI never records.
  case recordingInCI(String)

  /// What is wrong and what to do about it.
  public var description: String {
    switch self {
    case .invalidValue(let value):
      return "SNAPSHOT_RECORD=\(value) is not a record mode. Use SNAPSHOT_RECORD=1 (or all) "
        + "to re-record every snapshot, SNAPSHOT_RECORD=missing to record only new ones, "
        + "or leave it unset to compare."
    case .recordingInCI(let value):
      return "SNAPSHOT_RECORD=\(value) asks to record snapshots, but CI is set: continuous "
        + "integration never records. Record on your machine, review the files and commit "
        + "them; snapshots are compared, not recorded, in this run."
    }
  }
}
