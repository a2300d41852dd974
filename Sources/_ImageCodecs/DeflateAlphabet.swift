/// The constants DEFLATE (RFC 1951, section 3.2.5) uses to code lengths and distances.
enum DeflateAlphabet {
  /// The smallest length of a back-reference.
  static let minimumMatchLength = 3
  /// The largest length of a back-reference.
  static let maximumMatchLength = 258
  /// The largest distance of a back-reference: the window size.
  static let windowSize = 32_768
  /// The literal/length symbol that ends a block.
  static let endOfBlock = 256

  /// The shortest length each length symbol 257...285 stands for.
  static let lengthBases: [UInt16] = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
    35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
  ]
  /// The number of extra bits after each length symbol 257...285.
  static let lengthExtraBits: [UInt8] = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
    3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  /// The shortest distance each distance symbol 0...29 stands for.
  static let distanceBases: [UInt16] = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193,
    257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12_289, 16_385, 24_577,
  ]
  /// The number of extra bits after each distance symbol 0...29.
  static let distanceExtraBits: [UInt8] = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6,
    7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
  ]
  /// The order in which a dynamic block lists the code lengths of the code-length alphabet.
  static let codeLengthOrder: [Int] = [
    16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15,
  ]

  /// The code lengths of the fixed literal/length code (block type 1), 286 and 287 included.
  static let fixedLiteralLengths: [UInt8] =
    Array(repeating: 8, count: 144) + Array(repeating: 9, count: 112)
    + Array(repeating: 7, count: 24) + Array(repeating: 8, count: 8)
  /// The code lengths of the fixed distance code (block type 1), symbols 30 and 31 included.
  static let fixedDistanceLengths: [UInt8] = Array(repeating: 5, count: 32)
}
