/// A window onto the bytes of a font file, read big-endian with every access checked.
///
/// A window shares its bytes with the file (copy on write, never copied here). Each read
/// checks that the offset and its length lie inside the window and throws
/// ``FontError/truncated(_:)`` otherwise, naming `context`, the structure being read.
/// Offsets are `Int`, at least 64 bits on every platform this package builds for, so a sum
/// of an offset and a 32-bit length read from the file cannot overflow.
struct FontBytes: Sendable {
  /// The whole file.
  let storage: [UInt8]
  /// Where this window starts in `storage`.
  let start: Int
  /// The number of bytes of the window.
  let count: Int
  /// What the window holds, for error messages.
  let context: String

  /// The whole of `bytes`.
  init(_ bytes: [UInt8], context: String = "the font file") {
    storage = bytes
    start = 0
    count = bytes.count
    self.context = context
  }

  private init(storage: [UInt8], start: Int, count: Int, context: String) {
    self.storage = storage
    self.start = start
    self.count = count
    self.context = context
  }

  /// Whether `length` bytes at `offset` lie inside the window.
  func contains(_ offset: Int, length: Int) -> Bool {
    offset >= 0 && length >= 0 && offset <= count && length <= count - offset
  }

  /// `length` bytes at `offset`, as a window of their own called `context`.
  func window(_ offset: Int, length: Int, context: String? = nil) throws -> FontBytes {
    guard contains(offset, length: length) else {
      throw FontError.truncated(context ?? self.context)
    }
    return FontBytes(
      storage: storage, start: start + offset, count: length, context: context ?? self.context)
  }

  /// The bytes from `offset` to the end of the window.
  func window(from offset: Int, context: String? = nil) throws -> FontBytes {
    guard offset >= 0, offset <= count else { throw FontError.truncated(context ?? self.context) }
    return try window(offset, length: count - offset, context: context)
  }

  /// The byte at `offset`.
  @inline(__always)
  func uint8(_ offset: Int) throws -> UInt8 {
    guard offset >= 0, offset < count else { throw FontError.truncated(context) }
    return storage[start + offset]
  }

  /// The signed byte at `offset`.
  func int8(_ offset: Int) throws -> Int8 { Int8(bitPattern: try uint8(offset)) }

  /// The big-endian 16-bit number at `offset`.
  @inline(__always)
  func uint16(_ offset: Int) throws -> UInt16 {
    guard offset >= 0, offset < count - 1 else { throw FontError.truncated(context) }
    let i = start + offset
    return UInt16(storage[i]) << 8 | UInt16(storage[i + 1])
  }

  /// The big-endian signed 16-bit number at `offset`.
  func int16(_ offset: Int) throws -> Int16 { Int16(bitPattern: try uint16(offset)) }

  /// The big-endian 24-bit number at `offset`.
  func uint24(_ offset: Int) throws -> UInt32 {
    guard offset >= 0, offset < count - 2 else { throw FontError.truncated(context) }
    let i = start + offset
    return UInt32(storage[i]) << 16 | UInt32(storage[i + 1]) << 8 | UInt32(storage[i + 2])
  }

  /// The big-endian 32-bit number at `offset`.
  func uint32(_ offset: Int) throws -> UInt32 {
    guard offset >= 0, offset < count - 3 else { throw FontError.truncated(context) }
    let i = start + offset
    return UInt32(storage[i]) << 24 | UInt32(storage[i + 1]) << 16 | UInt32(storage[i + 2]) << 8
      | UInt32(storage[i + 3])
  }

  /// The big-endian signed 32-bit number at `offset`.
  func int32(_ offset: Int) throws -> Int32 { Int32(bitPattern: try uint32(offset)) }

  /// The 16.16 fixed-point number at `offset`.
  func fixed(_ offset: Int) throws -> Double { Double(try int32(offset)) / 65536 }

  /// The 2.14 fixed-point number at `offset`.
  func f2dot14(_ offset: Int) throws -> Double { Double(try int16(offset)) / 16384 }

  /// An offset of `size` bytes (1 to 4, as CFF writes them) at `offset`.
  func offset(_ offset: Int, size: Int) throws -> Int {
    switch size {
    case 1: Int(try uint8(offset))
    case 2: Int(try uint16(offset))
    case 3: Int(try uint24(offset))
    case 4: Int(try uint32(offset))
    default: throw FontError.invalidTable(context, reason: "offset size \(size)")
    }
  }

  /// The bytes `offset..<offset+length`, copied.
  func bytes(_ offset: Int, length: Int) throws -> ArraySlice<UInt8> {
    guard contains(offset, length: length) else { throw FontError.truncated(context) }
    return storage[(start + offset)..<(start + offset + length)]
  }

  /// The four-character tag at `offset`.
  func tag(_ offset: Int) throws -> String {
    String(decoding: try bytes(offset, length: 4), as: UTF8.self)
  }
}
