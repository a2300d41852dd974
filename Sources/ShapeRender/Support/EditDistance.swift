/// The Levenshtein distance between two strings: the fewest single-character insertions,
/// deletions and substitutions that turn one into the other.
///
/// Characters are compared as they are; lowercase both strings first for a
/// case-insensitive distance. Package access: `shapegen`'s "did you mean" uses it too.
package func editDistance(_ source: String, _ target: String) -> Int {
  let source = Array(source)
  let target = Array(target)
  guard !source.isEmpty else { return target.count }
  guard !target.isEmpty else { return source.count }
  var previous = Array(0...target.count)
  var current = [Int](repeating: 0, count: target.count + 1)
  for (sourceIndex, sourceCharacter) in source.enumerated() {
    current[0] = sourceIndex + 1
    for (targetIndex, targetCharacter) in target.enumerated() {
      let substitution = previous[targetIndex] + (sourceCharacter == targetCharacter ? 0 : 1)
      current[targetIndex + 1] = min(
        substitution, previous[targetIndex + 1] + 1, current[targetIndex] + 1)
    }
    swap(&previous, &current)
  }
  return previous[target.count]
}
