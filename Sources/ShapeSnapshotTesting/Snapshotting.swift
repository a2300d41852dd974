import Foundation

/// How a value becomes a snapshot file, and how two snapshot files are compared: a
/// strategy, as swift-snapshot-testing calls it.
///
/// ```swift
/// assertSnapshot(of: badge, as: .svg, named: "badge")
/// assertSnapshot(of: badge, as: .png(precision: 0.999, tolerance: 2), named: "badge")
/// assertSnapshot(of: "Hello\n", as: .lines, named: "greeting")
/// ```
///
/// The strategies given are ``lines`` for text, ``svg`` for an artwork's SVG (both exact)
/// and ``png(precision:tolerance:scale:)`` for its pixels drawn by the built-in
/// `RasterRenderer`. A strategy of your own gives a file extension, a function that makes
/// the file's bytes, and one that compares a reference with the actual bytes.
public struct Snapshotting<Value> {
  /// The extension of the snapshot files, such as `svg` or `png`.
  public var pathExtension: String
  /// Makes the snapshot file's bytes; what it throws is reported as the test's failure.
  public var snapshot: @MainActor (Value) throws -> Data
  /// Compares the reference file's bytes with the actual ones: `nil` when they match (the
  /// same bytes always match, without calling it), or what differs.
  public var difference: (_ reference: Data, _ actual: Data) -> SnapshotDifference?

  /// Creates a strategy from its file extension and its two functions.
  ///
  /// - Parameters:
  ///   - pathExtension: The extension of the snapshot files, without a dot; empty for none.
  ///   - snapshot: Makes the snapshot file's bytes of a value.
  ///   - difference: Compares a reference with actual bytes that are not equal: `nil` when
  ///     they count as a match anyway (within a tolerance), or what differs.
  public init(
    pathExtension: String, snapshot: @escaping @MainActor (Value) throws -> Data,
    difference: @escaping (_ reference: Data, _ actual: Data) -> SnapshotDifference?
  ) {
    self.pathExtension = pathExtension
    self.snapshot = snapshot
    self.difference = difference
  }

  /// The strategy of another kind of value: `transform` makes this strategy's value of it,
  /// as swift-snapshot-testing's `pullback` does.
  ///
  /// ```swift
  /// let names: Snapshotting<[String]> = Snapshotting<String>.lines.pullback {
  ///   $0.joined(separator: "\n") + "\n"
  /// }
  /// ```
  public func pullback<Other>(_ transform: @escaping @MainActor (Other) throws -> Value)
    -> Snapshotting<Other>
  {
    let snapshot = self.snapshot
    return Snapshotting<Other>(
      pathExtension: pathExtension, snapshot: { try snapshot(transform($0)) },
      difference: difference)
  }
}

/// What differs between a snapshot's reference and the actual output.
public struct SnapshotDifference: Equatable, Sendable {
  /// A description for the test failure: a line diff, or a count of differing pixels.
  public var message: String
  /// A picture of the difference, written beside the actual output (`<name>.diff.png`),
  /// or `nil`.
  public var diffImage: Data?

  /// Creates a description of a difference.
  public init(message: String, diffImage: Data? = nil) {
    self.message = message
    self.diffImage = diffImage
  }
}

extension Snapshotting where Value == String {
  /// Text, compared exactly, with a unified line diff when it differs; files end in `.txt`.
  public static var lines: Snapshotting {
    text(pathExtension: "txt")
  }

  /// Text in files of the given extension, compared exactly, with a unified line diff.
  static func text(pathExtension: String) -> Snapshotting {
    Snapshotting(
      pathExtension: pathExtension, snapshot: { Data($0.utf8) },
      difference: { reference, actual in
        SnapshotDifference(
          message: LineDiff.unified(
            from: String(decoding: reference, as: UTF8.self),
            to: String(decoding: actual, as: UTF8.self), referenceName: "reference",
            actualName: "actual"))
      })
  }
}
