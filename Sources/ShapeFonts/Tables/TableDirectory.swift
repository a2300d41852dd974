/// The table directory of one face: where each table of the file lies.
///
/// A plain OpenType file (`0x00010000`, `true` or `OTTO`) has one; a TrueType collection
/// (`ttcf`) has one per face, found through the collection header.
struct TableDirectory: Sendable {
  /// The file.
  let file: FontBytes
  /// Each table's window, by tag.
  let tables: [String: FontBytes]

  /// The signature of a TrueType collection, `ttcf`.
  static let collectionSignature: UInt32 = 0x7474_6366

  /// The number of faces in `file`: the collection's count, or 1 for a single font.
  ///
  /// Throws ``FontError/notAFont(signature:)`` for any other signature.
  static func faceCount(in file: FontBytes) throws -> Int {
    let signature = try file.uint32(0)
    if signature == collectionSignature { return Int(try file.uint32(8)) }
    guard isFontSignature(signature) else { throw FontError.notAFont(signature: signature) }
    return 1
  }

  /// Whether `signature` starts a single OpenType font.
  static func isFontSignature(_ signature: UInt32) -> Bool {
    // TrueType 1.0, Apple's 'true', CFF's 'OTTO'.
    [0x0001_0000, 0x7472_7565, 0x4F54_544F].contains(signature)
  }

  /// The directory of face `index` of `file`.
  init(file: FontBytes, index: Int) throws {
    self.file = file
    var header = 0
    let signature = try file.uint32(0)
    if signature == Self.collectionSignature {
      let count = Int(try file.uint32(8))
      guard index >= 0, index < count else {
        throw FontError.faceIndexOutOfRange(index: index, count: count)
      }
      header = Int(try file.uint32(12 + 4 * index))
    } else if index != 0 {
      throw FontError.faceIndexOutOfRange(index: index, count: 1)
    }
    let faceSignature = try file.uint32(header)
    guard Self.isFontSignature(faceSignature) else {
      throw FontError.notAFont(signature: faceSignature)
    }
    let tableCount = Int(try file.uint16(header + 4))
    var tables: [String: FontBytes] = [:]
    for i in 0..<tableCount {
      let record = header + 12 + 16 * i
      let tag = try file.tag(record)
      let offset = Int(try file.uint32(record + 8))
      let length = Int(try file.uint32(record + 12))
      // A table past the end is reported when it is read, so a face whose unneeded tables
      // are cut off still opens.
      if file.contains(offset, length: length) {
        tables[tag] = try file.window(offset, length: length, context: "the '\(tag)' table")
      } else if let rest = try? file.window(from: offset, context: "the '\(tag)' table") {
        tables[tag] = rest
      }
    }
    self.tables = tables
  }

  /// The table `tag`, or `nil` when the face has none.
  subscript(_ tag: String) -> FontBytes? { tables[tag] }

  /// The table `tag`; throws ``FontError/missingTable(_:)`` when the face has none.
  func required(_ tag: String) throws -> FontBytes {
    guard let table = tables[tag] else { throw FontError.missingTable(tag) }
    return table
  }
}
