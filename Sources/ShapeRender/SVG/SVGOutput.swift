import Shapes

/// Bytes of SVG text: a whole document streaming out, or a part written aside (a
/// definition's body, an element's extra attributes).
///
/// Every piece of the SVG back end writes through this one type: text known at compile
/// time, numbers in the document's format, colors and references go straight into the
/// bytes, without building strings. With a ``drain``, the bytes are handed over whenever
/// ``chunkSize`` of them have gathered, between elements and in the middle of a long path,
/// so memory stays flat however large the document.
struct SVGOutput: SVGPathDataOutput {
  /// How many bytes gather before they are drained.
  static let chunkSize = 1 << 20

  /// The bytes written, then spare room: writing stores straight into it, and only
  /// growing the room (rarely: a drained document never needs to) touches the array's
  /// count.
  private var storage: [UInt8] = []
  /// The number of bytes written and not yet drained.
  private(set) var count = 0
  /// Takes the bytes whenever ``chunkSize`` of them have gathered; `nil` keeps everything,
  /// as a part written aside must.
  let drain: ((UnsafeBufferPointer<UInt8>) -> Void)?
  /// How numbers are written.
  let format: SVGNumberFormat

  /// Empty output writing numbers in `format`, drained by `drain` when it is given, with
  /// room for `capacity` bytes.
  init(
    format: SVGNumberFormat, capacity: Int = 0,
    drain: ((UnsafeBufferPointer<UInt8>) -> Void)? = nil
  ) {
    self.format = format
    self.drain = drain
    storage = Self.room(capacity)
  }

  /// `count` bytes of room, not cleared: every byte is written before it is read (only
  /// the first ``count`` are ever read), and clearing a streamed document's megabyte
  /// would be work for nothing.
  private static func room(_ count: Int) -> [UInt8] {
    [UInt8](unsafeUninitializedCapacity: count) { _, initializedCount in
      initializedCount = count
    }
  }

  /// Empty output for a part written aside, in the same number format.
  func part() -> SVGOutput {
    SVGOutput(format: format)
  }

  /// Whether nothing has been written.
  var isEmpty: Bool { count == 0 }

  /// The bytes written and not yet drained.
  var bytes: [UInt8] { Array(storage[..<count]) }

  /// Hands the bytes to ``drain`` when a chunk has gathered.
  mutating func drainIfFull() {
    guard count >= Self.chunkSize, let drain else { return }
    storage.withUnsafeBufferPointer { drain(UnsafeBufferPointer(rebasing: $0[..<count])) }
    count = 0
  }

  /// Writes at most `maximumCount` bytes at the end through a cursor (see
  /// ``SVGTextCursor``), handed to `body`.
  @inline(__always)
  mutating func write(atMost maximumCount: Int, _ body: (inout SVGTextCursor) -> Void) {
    if storage.count - count < maximumCount { grow(toFit: maximumCount) }
    let start = count
    let format = format
    count += storage.withUnsafeMutableBufferPointer { buffer in
      let base = buffer.baseAddress! + start
      var cursor = SVGTextCursor(base, format: format)
      body(&cursor)
      return cursor.position - base
    }
  }

  /// Makes room for `extra` more bytes, at least doubling it.
  @inline(never)
  private mutating func grow(toFit extra: Int) {
    let room = max(storage.count, extra, 256)
    // New room, not cleared (as `room(_:)`), with the bytes so far copied in: a part
    // written aside (one per clip of a chain a million long) grows without filling.
    let written = count
    storage = storage.withUnsafeBufferPointer { old in
      [UInt8](unsafeUninitializedCapacity: old.count + room) { buffer, initializedCount in
        if written > 0, let source = old.baseAddress, let target = buffer.baseAddress {
          target.update(from: source, count: written)
        }
        initializedCount = old.count + room
      }
    }
  }

  /// Appends bytes.
  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    write(atMost: bytes.count) { $0.put(bytes) }
  }

  /// Takes a piece of path data, draining in the middle of a long path.
  mutating func write(pathData: UnsafeBufferPointer<UInt8>) {
    append(pathData)
    drainIfFull()
  }

  /// Appends text known at compile time.
  @inline(__always)
  mutating func append(_ text: StaticString) {
    write(atMost: text.utf8CodeUnitCount) { $0.put(text) }
  }

  /// Appends a string's UTF-8 bytes (as they are: escape caller text first).
  mutating func append(string text: String) {
    var text = text
    text.withUTF8 { append($0) }
  }

  /// Appends caller text, escaped for XML (see ``XMLText``).
  mutating func append(escaping text: String) {
    var escaped: [UInt8] = []
    XMLText.appendEscaped(text, to: &escaped)
    escaped.withUnsafeBufferPointer { append($0) }
  }

  /// Appends a part written aside.
  mutating func append(_ part: SVGOutput) {
    part.withBytes { append($0) }
  }

  /// Calls `body` with the bytes written and not yet drained.
  func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    storage.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[..<count])) }
  }

  /// Appends a number in the output's format.
  @inline(__always)
  mutating func number(_ value: Double) {
    write(atMost: SVGNumberFormat.maximumLength) { $0.number(value) }
  }

  /// Appends a number in another format.
  @inline(__always)
  mutating func number(_ value: Double, format: SVGNumberFormat) {
    write(atMost: SVGNumberFormat.maximumLength) { $0.number(value, format: format) }
  }

  /// Appends ` name="value"`.
  mutating func attribute(_ name: StaticString, _ value: Double) {
    write(atMost: SVGTextCursor.attributeRoom(name)) { $0.attribute(name, value) }
  }

  /// Appends a color as `#rrggbb`, lowercase, as ``Color/hexString`` spells it (its
  /// opacity goes into an attribute of its own).
  mutating func hex(_ color: Color) {
    write(atMost: 7) { $0.hex(color) }
  }

  /// Appends a reference to a definition: `prefix`, the id, and `)"`, as in
  /// ` filter="url(#shadow1)"`.
  mutating func reference(_ prefix: StaticString, _ id: String) {
    write(atMost: prefix.utf8CodeUnitCount + id.utf8.count + 2) { cursor in
      cursor.put(prefix)
      cursor.put(string: id)
      cursor.put(")\"")
    }
  }
}
