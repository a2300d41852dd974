import Foundation

/// The runs of a concatenated ``Text``: a prefix of a buffer that the concatenations
/// made from it share, so that appending to the newest one costs only what is appended.
///
/// A text sees the first ``count`` runs of its buffer, which never change once written:
/// appending to a text whose buffer holds nothing past its runs appends to the buffer in
/// place; appending to an older text (whose buffer a later concatenation has grown)
/// copies its runs into a buffer of its own. So `text = text + next`, n times, takes time
/// linear in n, as `a + b + c + …` does, however many copies of the text are held.
struct SharedRuns: Sendable {
  /// The buffer: runs behind one lock for every buffer (appends are short).
  private final class Buffer: @unchecked Sendable {
    var runs: [Text.Run]
    init(_ runs: [Text.Run]) { self.runs = runs }
  }

  private static let lock = NSLock()
  private let buffer: Buffer
  /// How many runs of the buffer this text has.
  let count: Int

  /// The runs `runs`, in a buffer of their own.
  init(_ runs: [Text.Run]) {
    buffer = Buffer(runs)
    count = runs.count
  }

  private init(buffer: Buffer, count: Int) {
    self.buffer = buffer
    self.count = count
  }

  /// The runs, in order.
  var array: [Text.Run] {
    Self.lock.lock()
    defer { Self.lock.unlock() }
    return buffer.runs.count == count ? buffer.runs : Array(buffer.runs[..<count])
  }

  /// These runs followed by `added`.
  func appending(_ added: [Text.Run]) -> SharedRuns {
    Self.lock.lock()
    defer { Self.lock.unlock() }
    guard buffer.runs.count == count else {
      return SharedRuns(Array(buffer.runs[..<count]) + added)
    }
    buffer.runs.append(contentsOf: added)
    return SharedRuns(buffer: buffer, count: buffer.runs.count)
  }
}
