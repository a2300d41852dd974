/// The strings of `name`: family, subfamily, full and PostScript names.
struct NameTable: Sendable {
  /// The English (or first readable) string of each name ID the table has.
  let strings: [Int: String]

  init(table: FontBytes) throws {
    let count = Int(try table.uint16(2))
    let storage = Int(try table.uint16(4))
    // Each ID's best string so far, with its rank (lower is better).
    var best: [Int: (rank: Int, text: String)] = [:]
    for i in 0..<count {
      let record = 6 + 12 * i
      let platform = try table.uint16(record)
      let encoding = try table.uint16(record + 2)
      let language = try table.uint16(record + 4)
      let id = Int(try table.uint16(record + 6))
      let length = Int(try table.uint16(record + 8))
      let offset = Int(try table.uint16(record + 10))
      guard let rank = Self.rank(platform: platform, encoding: encoding, language: language),
        rank < best[id]?.rank ?? Int.max,
        let bytes = try? table.bytes(storage + offset, length: length)
      else { continue }
      let text = Self.decode(bytes, platform: platform)
      guard !text.isEmpty else { continue }
      best[id] = (rank, text)
    }
    strings = best.mapValues(\.text)
  }

  /// How much a record is preferred (lower first), or `nil` for encodings not decoded:
  /// Windows English (US), other Windows Unicode, Unicode platform, Macintosh Roman English.
  private static func rank(platform: UInt16, encoding: UInt16, language: UInt16) -> Int? {
    switch (platform, encoding) {
    case (3, 1), (3, 10): language == 0x409 ? 0 : 2
    case (0, _): 1
    case (1, 0): language == 0 ? 3 : nil
    default: nil
    }
  }

  /// The text of a record: UTF-16BE, or Mac Roman read as Latin-1 (their ASCII agrees).
  private static func decode(_ bytes: ArraySlice<UInt8>, platform: UInt16) -> String {
    if platform == 1 {
      return String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
    }
    var units: [UInt16] = []
    units.reserveCapacity(bytes.count / 2)
    var index = bytes.startIndex
    while index + 1 < bytes.endIndex {
      units.append(UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]))
      index += 2
    }
    return String(decoding: units, as: UTF16.self)
  }

  /// The family: the typographic family (ID 16) where there is one, else ID 1.
  var family: String? { strings[16] ?? strings[1] }
  /// The subfamily: the typographic subfamily (ID 17) where there is one, else ID 2.
  var subfamily: String? { strings[17] ?? strings[2] }
}
