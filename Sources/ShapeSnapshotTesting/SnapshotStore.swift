import Foundation

/// A folder of snapshot reference files, checked against actual output in a record mode.
///
/// ```swift
/// let store = SnapshotStore(
///   directory: SnapshotStore.directory(forTestFile: "/repo/Tests/AppTests/BadgeTests.swift"),
///   recordMode: .never)
/// switch store.verify(svg, named: "badge") {
/// case .matched: break
/// case let outcome: print(outcome.failureMessage ?? "")
/// }
/// ```
///
/// The store is independent of global state: the record mode and both folders are given,
/// so it can be tested with any of them. ``assertSnapshot(of:named:pathExtension:filePath:sourceLocation:)``
/// builds one from the test file's path and the environment.
///
/// Conventions of swift-snapshot-testing: the references of the test file `FooTests.swift`
/// live in `__Snapshots__/FooTests/` beside it, one file per explicit name,
/// `<name>.<pathExtension>`. When a reference is missing or differs, the actual output is
/// written to ``artifactsDirectory`` (by default
/// `<temporary directory>/shapes-snapshots/FooTests/`) under the same file name, so it can
/// be opened, compared or copied over the reference.
public struct SnapshotStore: Sendable {
  /// The folder of the reference files.
  public var directory: URL
  /// Whether reference files are written.
  public var recordMode: SnapshotRecordMode
  /// The folder the actual output of failing snapshots is written to.
  public var artifactsDirectory: URL

  /// Creates a store of the reference files in `directory`.
  ///
  /// - Parameters:
  ///   - directory: The folder of the reference files.
  ///   - recordMode: Whether reference files are written.
  ///   - artifactsDirectory: Where the actual output of failing snapshots goes; by default
  ///     `shapes-snapshots/<last component of directory>` in the temporary directory.
  public init(
    directory: URL, recordMode: SnapshotRecordMode = .never, artifactsDirectory: URL? = nil
  ) {
    self.directory = directory
    self.recordMode = recordMode
    self.artifactsDirectory =
      artifactsDirectory
      ?? FileManager.default.temporaryDirectory
      .appendingPathComponent("shapes-snapshots", isDirectory: true)
      .appendingPathComponent(directory.lastPathComponent, isDirectory: true)
  }

  /// The folder of the reference files of a test file: `__Snapshots__/<file name without
  /// .swift>` beside it.
  ///
  /// ```swift
  /// SnapshotStore.directory(forTestFile: "/repo/Tests/AppTests/BadgeTests.swift").path
  /// // "/repo/Tests/AppTests/__Snapshots__/BadgeTests"
  /// ```
  public static func directory(forTestFile path: String) -> URL {
    let file = URL(fileURLWithPath: path)
    return file.deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__", isDirectory: true)
      .appendingPathComponent(file.deletingPathExtension().lastPathComponent, isDirectory: true)
  }

  /// The reference file of the snapshot `name`, or `nil` when the name is not one file
  /// name (empty, `.`, `..`, or holding `/`, a NUL or a newline).
  public func referenceURL(named name: String, pathExtension: String = "svg") -> URL? {
    guard let file = Self.fileName(name, pathExtension: pathExtension) else { return nil }
    return directory.appendingPathComponent(file, isDirectory: false)
  }

  /// Compares `actual` with the reference file `<name>.<pathExtension>`, writing it first
  /// when the record mode asks.
  ///
  /// - ``SnapshotRecordMode/never``: a match is ``SnapshotOutcome/matched``; a missing or
  ///   different reference is ``SnapshotOutcome/missing(_:)`` or
  ///   ``SnapshotOutcome/mismatched(_:)``, and the actual output is written to the
  ///   artifacts folder. Nothing is written to the snapshot folder.
  /// - ``SnapshotRecordMode/missing``: a missing reference is written
  ///   (``SnapshotOutcome/recorded(_:)``); existing ones are compared as above.
  /// - ``SnapshotRecordMode/all``: every reference is written, unless it already holds
  ///   exactly `actual` (``SnapshotRecording/Change-swift.enum/unchanged``).
  ///
  /// The comparison is exact, byte for byte.
  @MainActor @preconcurrency public func verify(
    _ actual: String, named name: String, pathExtension: String = "svg"
  )
    -> SnapshotOutcome
  {
    verify(actual, as: .text(pathExtension: pathExtension), named: name)
  }

  /// Makes the snapshot of `value` with `strategy` and compares it with the reference file
  /// `<name>.<strategy's extension>`, writing it first when the record mode asks.
  ///
  /// The record modes act as for text (see ``verify(_:named:pathExtension:)``). Equal bytes
  /// match; others are compared by the strategy, which may accept them (pixels within a
  /// tolerance). A mismatch writes the actual output to the artifacts folder, and the
  /// strategy's diff image, if any, beside it as `<name>.diff.png`. A strategy that throws
  /// gives ``SnapshotOutcome/failed(_:)``.
  @MainActor @preconcurrency public func verify<Value>(
    _ value: Value, as strategy: Snapshotting<Value>, named name: String
  )
    -> SnapshotOutcome
  {
    let pathExtension = strategy.pathExtension
    guard let reference = referenceURL(named: name, pathExtension: pathExtension) else {
      return .failed(
        "Snapshot name \"\(name)\" with extension \"\(pathExtension)\" is not a file name: "
          + "use letters, digits, dots, dashes and underscores, without \"/\".")
    }
    let actual: Data
    do {
      actual = try strategy.snapshot(value)
    } catch {
      return .failed("Cannot make snapshot \"\(name)\": \(error)")
    }
    let file = reference.lastPathComponent
    let existing: Data?
    do {
      existing = try Self.read(reference)
    } catch {
      return .failed("Cannot read snapshot \(reference.path): \(error)")
    }
    if recordMode.records(existing: existing != nil) {
      if existing == actual {
        return .recorded(SnapshotRecording(name: file, reference: reference, change: .unchanged))
      }
      do {
        try Self.write(actual, to: reference)
      } catch {
        return .failed("Cannot record snapshot \(reference.path): \(error)")
      }
      let change: SnapshotRecording.Change =
        existing.map {
          .updated(diff: strategy.difference($0, actual)?.message ?? "(within the tolerance)")
        } ?? .created
      return .recorded(SnapshotRecording(name: file, reference: reference, change: change))
    }
    guard let existing else {
      let written = try? writeArtifact(actual, file: file)
      return .missing(SnapshotMissing(name: file, reference: reference, actual: written))
    }
    if existing == actual { return .matched }
    guard let difference = strategy.difference(existing, actual) else { return .matched }
    let written = try? writeArtifact(actual, file: file)
    let diffImage = difference.diffImage.flatMap {
      try? writeArtifact($0, file: Self.diffFileName(file))
    }
    return .mismatched(
      SnapshotMismatch(
        name: file, reference: reference, actual: written, diff: difference.message,
        diffImage: diffImage))
  }

  /// `<name>.diff.png` for the snapshot file `<name>.<extension>`.
  static func diffFileName(_ file: String) -> String {
    let url = URL(fileURLWithPath: file)
    return url.deletingPathExtension().lastPathComponent + ".diff.png"
  }

  /// Writes the actual output of a failing snapshot to the artifacts folder.
  private func writeArtifact(_ data: Data, file: String) throws -> URL {
    let url = artifactsDirectory.appendingPathComponent(file, isDirectory: false)
    try Self.write(data, to: url)
    return url
  }

  /// The file name `<name>.<pathExtension>`, or `nil` when it is not a single safe name.
  static func fileName(_ name: String, pathExtension: String) -> String? {
    let file = pathExtension.isEmpty ? name : "\(name).\(pathExtension)"
    let forbidden: Set<Character> = ["/", "\\", "\0", "\n", "\r"]
    guard !name.isEmpty, name != ".", name != "..", !name.hasPrefix("."),
      !file.contains(where: forbidden.contains), !pathExtension.contains(".")
    else { return nil }
    return file
  }

  /// The bytes of a file, or `nil` when it does not exist.
  private static func read(_ url: URL) throws -> Data? {
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    return try Data(contentsOf: url)
  }

  /// Writes `data` to `url` atomically, creating the folder.
  private static func write(_ data: Data, to url: URL) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url, options: .atomic)
  }
}
