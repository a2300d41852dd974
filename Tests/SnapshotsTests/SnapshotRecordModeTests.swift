import ShapeSnapshotTesting
import Testing

/// Reading the record mode from `SNAPSHOT_RECORD`, and CI refusing to record.
@Suite struct SnapshotRecordModeTests {
  @Test(arguments: [
    ([:], SnapshotRecordMode.never),
    (["SNAPSHOT_RECORD": ""], .never),
    (["SNAPSHOT_RECORD": "0"], .never),
    (["SNAPSHOT_RECORD": "never"], .never),
    (["SNAPSHOT_RECORD": "false"], .never),
    (["SNAPSHOT_RECORD": "missing"], .missing),
    (["SNAPSHOT_RECORD": "Missing"], .missing),
    (["SNAPSHOT_RECORD": "1"], .all),
    (["SNAPSHOT_RECORD": "all"], .all),
    (["SNAPSHOT_RECORD": "true"], .all),
  ])
  func readsTheModeFromSNAPSHOT_RECORD(environment: [String: String], mode: SnapshotRecordMode)
    throws
  {
    #expect(try SnapshotRecordMode(environment: environment) == mode)
  }

  @Test func anUnknownValueIsAnErrorThatListsTheModes() {
    #expect(throws: SnapshotConfigurationError.invalidValue("sometimes")) {
      try SnapshotRecordMode(environment: ["SNAPSHOT_RECORD": "sometimes"])
    }
    let message = SnapshotConfigurationError.invalidValue("sometimes").description
    #expect(message.contains("SNAPSHOT_RECORD=1"))
    #expect(message.contains("SNAPSHOT_RECORD=missing"))
  }

  @Test(arguments: ["1", "all", "missing"])
  func continuousIntegrationRefusesToRecord(value: String) {
    #expect(throws: SnapshotConfigurationError.recordingInCI(value)) {
      try SnapshotRecordMode(environment: ["CI": "true", "SNAPSHOT_RECORD": value])
    }
    #expect(
      SnapshotConfigurationError.recordingInCI(value).description.contains(
        "continuous integration never records"))
  }

  @Test func continuousIntegrationComparesWhenNotAskedToRecord() throws {
    #expect(try SnapshotRecordMode(environment: ["CI": "true"]) == .never)
    #expect(try SnapshotRecordMode(environment: ["CI": "1", "SNAPSHOT_RECORD": "0"]) == .never)
  }

  @Test func ciSetToEmptyZeroOrFalseIsNotContinuousIntegration() throws {
    for value in ["", "0", "false", "FALSE"] {
      #expect(!SnapshotRecordMode.isContinuousIntegration(["CI": value]))
      #expect(try SnapshotRecordMode(environment: ["CI": value, "SNAPSHOT_RECORD": "1"]) == .all)
    }
    #expect(SnapshotRecordMode.isContinuousIntegration(["CI": "yes"]))
    #expect(!SnapshotRecordMode.isContinuousIntegration([:]))
  }
}
