/// The state of one decompression: the bit reader and the output so far.
struct InflateDecoder {
  var reader: BitReader
  var output: [UInt8] = []
  let maximumOutputCount: Int

  static let fixedLiteralDecoder = fixedDecoder(DeflateAlphabet.fixedLiteralLengths)
  static let fixedDistanceDecoder = fixedDecoder(DeflateAlphabet.fixedDistanceLengths)

  /// The decoder of one of deflate's fixed codes, whose code lengths are constants of the
  /// format and always form a valid code (the inflate tests decode with both).
  private static func fixedDecoder(_ lengths: [UInt8]) -> HuffmanDecoder {
    do {
      return try HuffmanDecoder(lengths: lengths, alphabet: .symbols)
    } catch {
      preconditionFailure("deflate's fixed code lengths form no code: \(error)")
    }
  }

  init(_ bytes: UnsafeRawBufferPointer, maximumOutputCount: Int) {
    reader = BitReader(bytes)
    self.maximumOutputCount = max(0, maximumOutputCount)
    output.reserveCapacity(min(self.maximumOutputCount, max(bytes.count * 4, 1 << 16)))
  }

  /// Decodes blocks up to and including the one marked final.
  mutating func decodeBlocks() throws(InflateError) {
    var isFinal = false
    while !isFinal {
      isFinal = try reader.read(1) == 1
      switch try reader.read(2) {
      case 0: try copyStoredBlock()
      case 1:
        try decodeHuffmanBlock(
          literals: Self.fixedLiteralDecoder, distances: Self.fixedDistanceDecoder)
      case 2:
        let (literals, distances) = try readDynamicCodes()
        try decodeHuffmanBlock(literals: literals, distances: distances)
      default: throw .invalidBlockType
      }
    }
  }

  /// Returns the `count` bytes that follow the last block, from the next byte boundary.
  mutating func trailingBytes(_ count: Int) throws(InflateError) -> [UInt8] {
    _ = reader.alignToByte()
    return Array(try reader.readBytes(count))
  }

  private mutating func copyStoredBlock() throws(InflateError) {
    _ = reader.alignToByte()
    let header = try reader.readBytes(4)
    let length = Int(header[0]) | Int(header[1]) << 8
    let complement = Int(header[2]) | Int(header[3]) << 8
    guard length == complement ^ 0xFFFF else { throw .storedLengthMismatch }
    try reserve(length)
    output.append(contentsOf: try reader.readBytes(length))
  }

  /// Reads the code lengths at the start of a dynamic block and builds both decoders.
  private mutating func readDynamicCodes() throws(InflateError) -> (
    HuffmanDecoder, HuffmanDecoder
  ) {
    let literalCount = Int(try reader.read(5)) + 257
    let distanceCount = Int(try reader.read(5)) + 1
    let codeLengthCount = Int(try reader.read(4)) + 4
    guard literalCount <= 286, distanceCount <= 30 else { throw .invalidCodeLengths }

    var codeLengthLengths = [UInt8](repeating: 0, count: 19)
    for index in 0..<codeLengthCount {
      codeLengthLengths[DeflateAlphabet.codeLengthOrder[index]] = UInt8(try reader.read(3))
    }
    let codeLengthDecoder = try HuffmanDecoder(lengths: codeLengthLengths, alphabet: .codeLengths)

    let total = literalCount + distanceCount
    var lengths = [UInt8]()
    lengths.reserveCapacity(total)
    while lengths.count < total {
      let symbol = try codeLengthDecoder.decode(from: &reader)
      let value: UInt8
      let repeatCount: Int
      switch symbol {
      case 0...15:
        value = UInt8(symbol)
        repeatCount = 1
      case 16:
        guard let previous = lengths.last else { throw .invalidCodeLengths }
        value = previous
        repeatCount = 3 + Int(try reader.read(2))
      case 17:
        value = 0
        repeatCount = 3 + Int(try reader.read(3))
      default:
        value = 0
        repeatCount = 11 + Int(try reader.read(7))
      }
      guard lengths.count + repeatCount <= total else { throw .invalidCodeLengths }
      lengths.append(contentsOf: repeatElement(value, count: repeatCount))
    }
    guard lengths[DeflateAlphabet.endOfBlock] != 0 else { throw .invalidCodeLengths }

    let literals = try HuffmanDecoder(
      lengths: Array(lengths[..<literalCount]), alphabet: .symbols)
    let distances = try HuffmanDecoder(
      lengths: Array(lengths[literalCount...]), alphabet: .symbols)
    return (literals, distances)
  }

  private mutating func decodeHuffmanBlock(
    literals: HuffmanDecoder, distances: HuffmanDecoder
  ) throws(InflateError) {
    while true {
      let symbol = try literals.decode(from: &reader)
      if symbol < 256 {
        if output.count >= maximumOutputCount {
          throw .outputLimitExceeded(limit: maximumOutputCount)
        }
        output.append(UInt8(truncatingIfNeeded: symbol))
        continue
      }
      if symbol == DeflateAlphabet.endOfBlock { return }

      let lengthIndex = symbol - 257
      guard lengthIndex < DeflateAlphabet.lengthBases.count else { throw .invalidSymbol }
      let length =
        Int(DeflateAlphabet.lengthBases[lengthIndex])
        + Int(try reader.read(Int(DeflateAlphabet.lengthExtraBits[lengthIndex])))

      let distanceSymbol = try distances.decode(from: &reader)
      guard distanceSymbol < DeflateAlphabet.distanceBases.count else { throw .invalidSymbol }
      let distance =
        Int(DeflateAlphabet.distanceBases[distanceSymbol])
        + Int(try reader.read(Int(DeflateAlphabet.distanceExtraBits[distanceSymbol])))
      guard distance <= output.count else { throw .distanceTooFarBack }

      try reserve(length)
      var source = output.count - distance
      for _ in 0..<length {
        output.append(output[source])
        source += 1
      }
    }
  }

  /// Throws when `count` more bytes would exceed the output limit.
  private func reserve(_ count: Int) throws(InflateError) {
    if count > maximumOutputCount - output.count {
      throw .outputLimitExceeded(limit: maximumOutputCount)
    }
  }
}
