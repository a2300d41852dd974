import ShapeRender

/// "Did you mean …?": the known name nearest to a mistyped one.
///
/// Names are compared in lowercase without dashes, underscores and spaces, so `bottom_left`
/// is `bottomLeft` and `--linewidth` is `--line-width`. A candidate is near when it is
/// within a few edits (two, or a third of the typed name's length for longer names), or
/// when the typed name, three characters or more, starts only that candidate.
///
/// Input longer than ``longestInput`` bytes gets no suggestion.
enum Suggestion {
  /// The length, in UTF-8 bytes, of the longest input that is given a suggestion: 256.
  ///
  /// No name of the tool is near that long, and the cap keeps the work small however long
  /// the argument is.
  static let longestInput = 256

  /// The candidate nearest to `input`, or `nil` when none is near; ties go to the earlier
  /// candidate.
  static func nearest(to input: String, among candidates: [String]) -> String? {
    guard input.utf8.count <= longestInput else { return nil }
    let key = normalized(input)
    let characters = Array(key)
    guard !characters.isEmpty else { return nil }
    let allowed = max(2, characters.count / 3)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      guard let distance = editDistance(characters, Array(normalized(candidate)), limit: allowed),
        distance < characters.count
      else { continue }
      if let current = best, current.distance <= distance { continue }
      best = (candidate, distance)
    }
    if let best { return best.candidate }
    guard characters.count >= 3 else { return nil }
    let extensions = candidates.filter { normalized($0).hasPrefix(key) }
    return extensions.count == 1 ? extensions[0] : nil
  }

  /// The name in lowercase, without dashes, underscores and spaces.
  static func normalized(_ name: String) -> String {
    String(name.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " })
  }
}
