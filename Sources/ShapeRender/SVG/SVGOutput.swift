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
    storage = [UInt8](repeating: 0, count: capacity)
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

  /// Writes at most `maximumCount` bytes at the end with `body`, which returns how many it
  /// wrote.
  @inline(__always)
  mutating func write(
    atMost maximumCount: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int
  ) {
    if storage.count - count < maximumCount { grow(toFit: maximumCount) }
    let start = count
    count += storage.withUnsafeMutableBufferPointer { body($0.baseAddress! + start) }
  }

  /// Makes room for `extra` more bytes, at least doubling it.
  @inline(never)
  private mutating func grow(toFit extra: Int) {
    let room = max(storage.count, extra, 4096)
    storage.append(contentsOf: repeatElement(0, count: room))
  }

  /// Appends bytes.
  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress else { return }
    write(atMost: bytes.count) { target in
      target.update(from: source, count: bytes.count)
      return bytes.count
    }
  }

  /// Takes a piece of path data, draining in the middle of a long path.
  mutating func write(pathData: UnsafeBufferPointer<UInt8>) {
    append(pathData)
    drainIfFull()
  }

  /// Appends text known at compile time.
  @inline(__always)
  mutating func append(_ text: StaticString) {
    let length = text.utf8CodeUnitCount
    write(atMost: length) { target in
      target.update(from: text.utf8Start, count: length)
      return length
    }
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
    part.storage.withUnsafeBufferPointer {
      append(UnsafeBufferPointer(rebasing: $0[..<part.count]))
    }
  }

  /// Appends a number in the output's format.
  @inline(__always)
  mutating func number(_ value: Double) {
    number(value, format: format)
  }

  /// Appends a number in another format.
  @inline(__always)
  mutating func number(_ value: Double, format: SVGNumberFormat) {
    write(atMost: SVGNumberFormat.maximumLength) { format.write(value, to: $0) }
  }

  /// Appends ` name="value"`.
  mutating func attribute(_ name: StaticString, _ value: Double) {
    append(" ")
    append(name)
    append("=\"")
    number(value)
    append("\"")
  }

  /// Appends a color as `#rrggbb`, lowercase, as ``Color/hexString`` spells it (its
  /// opacity goes into an attribute of its own).
  mutating func hex(_ color: Color) {
    let (red, green, blue) = (color.redByte, color.greenByte, color.blueByte)
    write(atMost: 7) { target in
      let digits: StaticString = "0123456789abcdef"
      let digit = digits.utf8Start
      target[0] = UInt8(ascii: "#")
      target[1] = digit[Int(red >> 4)]
      target[2] = digit[Int(red & 0xf)]
      target[3] = digit[Int(green >> 4)]
      target[4] = digit[Int(green & 0xf)]
      target[5] = digit[Int(blue >> 4)]
      target[6] = digit[Int(blue & 0xf)]
      return 7
    }
  }

  /// Appends a reference to a definition: `prefix`, the id, and `)"`, as in
  /// ` filter="url(#shadow1)"`.
  mutating func reference(_ prefix: StaticString, _ id: String) {
    append(prefix)
    append(string: id)
    append(")\"")
  }
}
