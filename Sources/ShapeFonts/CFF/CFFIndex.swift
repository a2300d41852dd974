/// A CFF INDEX: a count, then the offsets of that many objects, then their bytes.
struct CFFIndex: Sendable {
  /// The INDEX's data, from the byte before its first object (CFF offsets start at 1).
  private let data: FontBytes
  /// The offsets, count + 1 of them, relative to `data`.
  private let offsets: [Int]
  /// The number of bytes the INDEX takes, header included.
  let byteCount: Int

  /// The number of objects.
  var count: Int { offsets.count > 0 ? offsets.count - 1 : 0 }

  /// The INDEX at `offset` of `bytes`.
  init(_ bytes: FontBytes, at offset: Int) throws {
    let count = Int(try bytes.uint16(offset))
    guard count > 0 else {
      data = try bytes.window(offset, length: 0)
      offsets = []
      byteCount = 2
      return
    }
    let size = Int(try bytes.uint8(offset + 2))
    guard (1...4).contains(size) else {
      throw FontError.invalidTable("CFF ", reason: "INDEX offset size \(size)")
    }
    var offsets: [Int] = []
    offsets.reserveCapacity(count + 1)
    var previous = 1
    for i in 0...count {
      let value = try bytes.offset(offset + 3 + size * i, size: size)
      guard value >= previous else {
        throw FontError.invalidTable("CFF ", reason: "INDEX offsets out of order")
      }
      offsets.append(value)
      previous = value
    }
    let base = offset + 3 + size * (count + 1) - 1
    data = try bytes.window(base, length: previous, context: "a CFF INDEX")
    self.offsets = offsets
    byteCount = base + previous - offset
  }

  /// Object `index`; throws when there is none.
  func object(_ index: Int) throws -> FontBytes {
    guard index >= 0, index < count else {
      throw FontError.invalidTable("CFF ", reason: "INDEX has no object \(index)")
    }
    return try data.window(offsets[index], length: offsets[index + 1] - offsets[index])
  }
}
