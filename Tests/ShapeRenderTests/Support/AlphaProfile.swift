import PixelKit

/// Alphas read along a line of pixels, for checking how an edge fades.
struct AlphaProfile: CustomStringConvertible {
  /// The alphas, 0…255, in the order they were read.
  let alphas: [Int]

  /// A profile of the given alphas.
  init(alphas: [Int]) {
    self.alphas = alphas
  }

  /// The alphas of row `y` at `columns`, left to right.
  init(_ image: PNGImage, row y: Int, columns: Range<Int>) {
    alphas = columns.map { Int(image[x: $0, y: y].alpha) }
  }

  /// The alphas of column `x` at `rows`, top to bottom.
  init(_ image: PNGImage, column x: Int, rows: Range<Int>) {
    alphas = rows.map { Int(image[x: x, y: $0].alpha) }
  }

  /// Whether no alpha is greater than the one before it.
  var isNonIncreasing: Bool {
    zip(alphas, alphas.dropFirst()).allSatisfy { $1 <= $0 }
  }

  /// The largest change between neighbouring alphas.
  var largestStep: Int {
    zip(alphas, alphas.dropFirst()).map { abs($1 - $0) }.max() ?? 0
  }

  /// The positions (offsets into ``alphas``) of the alphas that are neither 0 nor 255:
  /// the fading part of the line; `nil` when there is none.
  var fadingRange: ClosedRange<Int>? {
    let partial = alphas.indices.filter { alphas[$0] > 0 && alphas[$0] < 255 }
    guard let first = partial.first, let last = partial.last else { return nil }
    return first...last
  }

  /// The position of the last alpha greater than 0, or `nil` when all are 0.
  var lastPainted: Int? {
    alphas.lastIndex { $0 > 0 }
  }

  /// The sum of the alphas over 255: the painted length along the line, in pixels.
  var coverage: Double {
    Double(alphas.reduce(0, +)) / 255
  }

  var description: String { alphas.map(String.init).joined(separator: " ") }
}
