/// A canonical Huffman code for the encoder: a length and a code for every symbol.
struct HuffmanCode {
  /// The code length of every symbol; 0 for symbols that have no code.
  let lengths: [UInt8]
  /// The code of every symbol, bit-reversed so that ``BitWriter`` sends it most significant
  /// bit first, as DEFLATE requires.
  let codes: [UInt16]

  /// Builds the canonical code (RFC 1951, section 3.2.2) for the given lengths.
  init(lengths: [UInt8]) {
    var counts = [Int](repeating: 0, count: 16)
    for length in lengths { counts[Int(length)] += 1 }
    counts[0] = 0
    var nextCode = [Int](repeating: 0, count: 16)
    var code = 0
    for length in 1..<16 {
      code = (code + counts[length - 1]) << 1
      nextCode[length] = code
    }
    var codes = [UInt16](repeating: 0, count: lengths.count)
    for (symbol, length) in lengths.enumerated() where length > 0 {
      var reversed = 0
      var value = nextCode[Int(length)]
      nextCode[Int(length)] += 1
      for _ in 0..<length {
        reversed = reversed << 1 | value & 1
        value >>= 1
      }
      codes[symbol] = UInt16(reversed)
    }
    self.lengths = lengths
    self.codes = codes
  }

  /// Builds a code whose lengths suit the given symbol frequencies, no code longer than
  /// `maximumLength`.
  ///
  /// The code is always complete: when fewer than two symbols occur, unused symbols get
  /// codes so that there are two, as zlib does, since some decoders reject a lone code.
  init(frequencies: [Int], maximumLength: Int) {
    var weights = frequencies
    let used = weights.indices.filter { weights[$0] > 0 }
    if used.count < 2 {
      for symbol in weights.indices where weights[symbol] == 0 {
        weights[symbol] = 1
        if weights.count(where: { $0 > 0 }) >= 2 { break }
      }
    }
    while true {
      let lengths = Self.treeDepths(weights)
      if lengths.allSatisfy({ Int($0) <= maximumLength }) {
        self.init(lengths: lengths)
        return
      }
      // Flatten the distribution and try again; all weights equal gives a balanced tree.
      weights = weights.map { $0 == 0 ? 0 : ($0 + 1) / 2 }
    }
  }

  /// The depth of every symbol's leaf in a Huffman tree built for `weights` (0 for weight 0).
  private static func treeDepths(_ weights: [Int]) -> [UInt8] {
    // Nodes: leaves first (one per used symbol), then the internal nodes as they are made.
    var nodeWeights: [Int] = []
    var parents: [Int] = []
    var leafOfSymbol = [Int](repeating: -1, count: weights.count)
    for (symbol, weight) in weights.enumerated() where weight > 0 {
      leafOfSymbol[symbol] = nodeWeights.count
      nodeWeights.append(weight)
      parents.append(-1)
    }
    // Two queues, leaves sorted by weight and internal nodes in order made, give the two
    // lightest nodes at every step without a heap.
    let leaves = nodeWeights.indices.sorted { (nodeWeights[$0], $0) < (nodeWeights[$1], $1) }
    var leafCursor = 0
    var internalNodes: [Int] = []
    var internalCursor = 0
    func takeLightest() -> Int {
      if leafCursor < leaves.count,
        internalCursor >= internalNodes.count
          || nodeWeights[leaves[leafCursor]] <= nodeWeights[internalNodes[internalCursor]]
      {
        leafCursor += 1
        return leaves[leafCursor - 1]
      }
      internalCursor += 1
      return internalNodes[internalCursor - 1]
    }
    for _ in 1..<leaves.count {
      let first = takeLightest()
      let second = takeLightest()
      let node = nodeWeights.count
      nodeWeights.append(nodeWeights[first] + nodeWeights[second])
      parents.append(-1)
      parents[first] = node
      parents[second] = node
      internalNodes.append(node)
    }
    // Parents come after their children, so depths fill in from the root down.
    var depths = [Int](repeating: 0, count: nodeWeights.count)
    for node in stride(from: nodeWeights.count - 2, through: 0, by: -1) {
      depths[node] = depths[parents[node]] + 1
    }
    return leafOfSymbol.map { $0 < 0 ? 0 : UInt8(min(depths[$0], 255)) }
  }
}
