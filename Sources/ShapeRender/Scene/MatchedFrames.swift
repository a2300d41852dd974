import Foundation
import Shapes

/// The frames of the source views of `matchedGeometryEffect` groups, met while a scene is
/// resolved, for the views of the same groups that are not sources.
///
/// A view that is not its group's source may be drawn before the source is laid out (an
/// overlay that follows a selected tab drawn first): then the scene is resolved a second
/// time, with every source's frame known from the first.
final class MatchedFrames: @unchecked Sendable {
  /// One group: the name space and the identifier within it.
  struct Key: Hashable {
    let namespace: Namespace.ID
    let id: AnyHashable
  }

  private let lock = NSLock()
  private var frames: [Key: CGRect]
  /// Whether frames are still being found (the first pass), or all known (the second).
  private let isComplete: Bool
  /// Groups whose source's frame was asked for before it was found.
  private var missed: Set<Key> = []

  private init(frames: [Key: CGRect], isComplete: Bool) {
    self.frames = frames
    self.isComplete = isComplete
  }

  /// The registry of the resolution running on this task, if one collects.
  @TaskLocal static var current: MatchedFrames?

  /// Records the frame of `key`'s source; the first source of a group counts.
  func recordSource(_ key: Key, frame: CGRect) {
    guard !isComplete else { return }
    lock.withLock {
      if frames[key] == nil { frames[key] = frame }
    }
  }

  /// The frame of `key`'s source, or `nil` when none is known (yet).
  func sourceFrame(of key: Key) -> CGRect? {
    lock.withLock {
      if let frame = frames[key] { return frame }
      if !isComplete { missed.insert(key) }
      return nil
    }
  }

  /// What `resolve` makes with matched frames collected: once, or twice when a view asked
  /// for a source's frame before the source was drawn.
  static func resolving<Result>(_ resolve: () -> Result) -> Result {
    let first = MatchedFrames(frames: [:], isComplete: false)
    let result = $current.withValue(first) { resolve() }
    let (frames, needsSecondPass) = first.lock.withLock {
      (first.frames, first.missed.contains { first.frames[$0] != nil })
    }
    guard needsSecondPass else { return result }
    return $current.withValue(MatchedFrames(frames: frames, isComplete: true)) { resolve() }
  }
}
