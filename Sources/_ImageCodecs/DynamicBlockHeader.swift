/// The codes of a dynamic block and the header that describes them (RFC 1951, 3.2.7).
struct DynamicBlockHeader {
  let literals: HuffmanCode
  let distances: HuffmanCode
  /// The code-length code.
  private let codeLengthCode: HuffmanCode
  /// The run-length coded lengths: code-length symbols 0...18 and their extra-bit values.
  private let lengthRuns: [(symbol: Int, extra: Int)]
  private let literalCount: Int
  private let distanceCount: Int
  private let codeLengthCount: Int
  /// The size of the header in bits, after the three block-header bits.
  let bitCount: Int

  init(literalFrequencies: [Int], distanceFrequencies: [Int]) {
    literals = HuffmanCode(frequencies: literalFrequencies, maximumLength: 15)
    distances = HuffmanCode(frequencies: distanceFrequencies, maximumLength: 15)
    literalCount = max(257, (literals.lengths.lastIndex { $0 != 0 } ?? 0) + 1)
    distanceCount = max(1, (distances.lengths.lastIndex { $0 != 0 } ?? 0) + 1)
    let lengths = Array(literals.lengths[..<literalCount] + distances.lengths[..<distanceCount])

    var runs: [(symbol: Int, extra: Int)] = []
    var index = 0
    while index < lengths.count {
      let value = lengths[index]
      var runLength = 1
      while index + runLength < lengths.count, lengths[index + runLength] == value {
        runLength += 1
      }
      index += runLength
      if value == 0 {
        while runLength >= 11 {
          let take = min(runLength, 138)
          runs.append((18, take - 11))
          runLength -= take
        }
        if runLength >= 3 {
          runs.append((17, runLength - 3))
          runLength = 0
        }
      } else {
        runs.append((Int(value), 0))
        runLength -= 1
        while runLength >= 3 {
          let take = min(runLength, 6)
          runs.append((16, take - 3))
          runLength -= take
        }
      }
      runs.append(contentsOf: repeatElement((symbol: Int(value), extra: 0), count: runLength))
    }
    lengthRuns = runs

    var codeLengthFrequencies = [Int](repeating: 0, count: 19)
    for run in runs { codeLengthFrequencies[run.symbol] += 1 }
    let code = HuffmanCode(frequencies: codeLengthFrequencies, maximumLength: 7)
    let lastUsed = DeflateAlphabet.codeLengthOrder.lastIndex { code.lengths[$0] != 0 }
    codeLengthCode = code
    codeLengthCount = max(4, (lastUsed ?? 0) + 1)

    var bits = 5 + 5 + 4 + 3 * codeLengthCount
    for run in runs {
      bits += Int(code.lengths[run.symbol]) + Self.extraBitCount(run.symbol)
    }
    bitCount = bits
  }

  private static func extraBitCount(_ symbol: Int) -> Int {
    switch symbol {
    case 16: 2
    case 17: 3
    case 18: 7
    default: 0
    }
  }

  func write(into writer: inout BitWriter) {
    writer.write(UInt32(literalCount - 257), count: 5)
    writer.write(UInt32(distanceCount - 1), count: 5)
    writer.write(UInt32(codeLengthCount - 4), count: 4)
    for symbol in DeflateAlphabet.codeLengthOrder[..<codeLengthCount] {
      writer.write(UInt32(codeLengthCode.lengths[symbol]), count: 3)
    }
    for run in lengthRuns {
      writer.write(
        UInt32(codeLengthCode.codes[run.symbol]), count: Int(codeLengthCode.lengths[run.symbol]))
      writer.write(UInt32(run.extra), count: Self.extraBitCount(run.symbol))
    }
  }
}
