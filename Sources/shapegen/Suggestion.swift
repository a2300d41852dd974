import ShapeRender

/// "Did you mean …?": the known name nearest to a mistyped one.
///
/// Names are compared in lowercase without dashes, underscores and spaces, so `bottom_left`
/// is `bottomLeft` and `--linewidth` is `--line-width`. A candidate is near when it is
/// within a few edits (two, or a third of the typed name's length for longer names), or
/// when the typed name, three characters or more, starts only that candidate.
enum Suggestion {
  /// The candidate nearest to `input`, or `nil` when none is near; ties go to the earlier
  /// candidate.
  static func nearest(to input: String, among candidates: [String]) -> String? {
    let key = normalized(input)
    guard !key.isEmpty else { return nil }
    let allowed = max(2, key.count / 3)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(key, normalized(candidate))
      guard distance <= allowed, distance < key.count else { continue }
      if let current = best, current.distance <= distance { continue }
      best = (candidate, distance)
    }
    if let best { return best.candidate }
    guard key.count >= 3 else { return nil }
    let extensions = candidates.filter { normalized($0).hasPrefix(key) }
    return extensions.count == 1 ? extensions[0] : nil
  }

  /// The name in lowercase, without dashes, underscores and spaces.
  static func normalized(_ name: String) -> String {
    String(name.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " })
  }
}
