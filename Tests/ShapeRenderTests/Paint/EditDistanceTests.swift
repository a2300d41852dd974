import Foundation
import ShapeRender
import Testing

/// The bounded edit distance behind "did you mean": exact within its limit, `nil` beyond,
/// and quick however long the strings are.
@Suite struct EditDistanceTests {
  /// The full Levenshtein table, as the reference.
  private func reference(_ source: [Character], _ target: [Character]) -> Int {
    var previous = Array(0...target.count)
    for (row, character) in source.enumerated() {
      var current = [row + 1]
      for (column, other) in target.enumerated() {
        current.append(
          min(
            previous[column] + (character == other ? 0 : 1), previous[column + 1] + 1,
            current[column] + 1))
      }
      previous = current
    }
    return previous[target.count]
  }

  @Test func matchesTheFullTableWithinTheLimit() {
    let words = [
      "", "a", "ab", "ba", "red", "rde", "tomato", "tomatoes", "blue", "blu", "bleu",
      "kitten", "sitting", "lightgoldenrodyellow", "lightgoldenrod", "--line-width", "--width",
      "é", "e\u{301}x",
    ]
    for source in words {
      for target in words {
        let exact = reference(Array(source), Array(target))
        for limit in 0...4 {
          let bounded = editDistance(Array(source), Array(target), limit: limit)
          #expect(bounded == (exact <= limit ? exact : nil), "\(source) → \(target), \(limit)")
        }
      }
    }
  }

  @Test func aNegativeLimitAllowsOnlyEqualStrings() {
    #expect(editDistance(Array("red"), Array("red"), limit: -3) == 0)
    #expect(editDistance(Array("red"), Array("rad"), limit: -3) == nil)
  }

  @Test func lengthsFartherApartThanTheLimitAreOverIt() {
    let long = [Character](repeating: "r", count: 1_000_000)
    #expect(editDistance(long, Array("red"), limit: 2) == nil)
    #expect(editDistance(Array("red"), long, limit: 2) == nil)
  }

  @Test func anUnknownNameOfAMegabyteFailsQuicklyWithoutASuggestion() throws {
    let text = String(repeating: "tomatoe", count: 150_000)
    let clock = ContinuousClock()
    var thrown: ColorParseError?
    let elapsed = clock.measure {
      do {
        _ = try Color(css: text)
      } catch {
        thrown = error as? ColorParseError
      }
    }
    #expect(thrown?.reason == .unknownName(suggestion: nil))
    // Without a bound the suggestion took 12 s (one table per color name, each as long as the
    // text); with it, parsing is one pass over the text.
    #expect(elapsed < .seconds(2), "\(elapsed)")
  }

  @Test func namesUpToTheCapStillGetSuggestions() throws {
    #expect(ColorParseError.longestSuggestedName == 64)
    let error = #expect(throws: ColorParseError.self) { try Color(css: "tomatoe") }
    #expect(error?.suggestion == "tomato")
  }
}
