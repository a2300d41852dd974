/// The Levenshtein distance between two strings (the fewest single-character insertions,
/// deletions and substitutions that turn one into the other) when it is at most `limit`;
/// `nil` when it is more.
///
/// Characters are compared as they are; lowercase both strings first for a
/// case-insensitive distance. Package access: `shapegen`'s "did you mean" uses it too.
///
/// The work is bounded by the limit and the shorter string, not by the longer one, so a
/// "did you mean" over a long mistyped name stays instant: strings whose lengths differ by
/// more than `limit` are `nil` at once (they are at least that many edits apart), and
/// otherwise only the cells within `limit` of the table's diagonal are computed, stopping as
/// soon as a whole row is over the limit: O(min(m, n) · limit) steps and O(min(m, n))
/// memory. A negative limit is taken as 0, so only equal strings have a distance.
package func editDistance(_ source: [Character], _ target: [Character], limit: Int) -> Int? {
  let limit = max(limit, 0)
  // The distance is symmetric: rows along the longer string, as long as the shorter one.
  let (long, short) = source.count >= target.count ? (source, target) : (target, source)
  guard long.count - short.count <= limit else { return nil }
  guard !short.isEmpty else { return long.count }
  // Stands for every distance over the limit, so the sums below stay small.
  let beyond = limit + 1
  var previous = (0...short.count).map { min($0, beyond) }
  var current = [Int](repeating: beyond, count: short.count + 1)
  for row in 1...long.count {
    // The band: columns within `limit` of the diagonal. Its edges move right by one a row,
    // so the cells just outside it are marked over the limit for this row and the next.
    let first = max(1, row - limit)
    let last = min(short.count, row + limit)
    current[first - 1] = first == 1 ? min(row, beyond) : beyond
    var rowMinimum = current[first - 1]
    for column in first...last {
      let substitution = previous[column - 1] + (long[row - 1] == short[column - 1] ? 0 : 1)
      let value = min(substitution, previous[column] + 1, current[column - 1] + 1, beyond)
      current[column] = value
      rowMinimum = min(rowMinimum, value)
    }
    if last < short.count { current[last + 1] = beyond }
    // Distances never shrink from one row to the next along any path.
    guard rowMinimum <= limit else { return nil }
    swap(&previous, &current)
  }
  let distance = previous[short.count]
  return distance <= limit ? distance : nil
}
