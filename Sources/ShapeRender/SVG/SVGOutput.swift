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

  /// The bytes written and not yet drained.
  var bytes: [UInt8] = []
  /// Takes the bytes whenever ``chunkSize`` of them have gathered (and must empty them);
  /// `nil` keeps everything, as a part written aside must.
  let drain: ((inout [UInt8]) -> Void)?
  /// How numbers are written.
  let format: SVGNumberFormat

  /// Empty output writing numbers in `format`, drained by `drain` when it is given.
  init(format: SVGNumberFormat, drain: ((inout [UInt8]) -> Void)? = nil) {
    self.format = format
    self.drain = drain
  }

  /// Empty output for a part written aside, in the same number format.
  func part() -> SVGOutput {
    SVGOutput(format: format)
  }

  /// Whether nothing has been written.
  var isEmpty: Bool { bytes.isEmpty }

  /// Hands the bytes to ``drain`` when a chunk has gathered.
  mutating func drainIfFull() {
    guard bytes.count >= Self.chunkSize, let drain else { return }
    drain(&bytes)
  }

  /// Takes a piece of path data, draining in the middle of a long path.
  mutating func write(pathData: UnsafeBufferPointer<UInt8>) {
    bytes.append(contentsOf: pathData)
    drainIfFull()
  }

  /// Appends text known at compile time.
  mutating func append(_ text: StaticString) {
    bytes.append(
      contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Appends a string's UTF-8 bytes (written as they are: escape caller text first).
  mutating func append(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  /// Appends a part written aside.
  mutating func append(_ part: SVGOutput) {
    bytes.append(contentsOf: part.bytes)
  }

  /// Appends a number in the output's format.
  mutating func number(_ value: Double) {
    format.append(value, to: &bytes)
  }

  /// Appends a number in another format.
  mutating func number(_ value: Double, format: SVGNumberFormat) {
    format.append(value, to: &bytes)
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
    bytes.append(UInt8(ascii: "#"))
    hexPair(color.redByte)
    hexPair(color.greenByte)
    hexPair(color.blueByte)
  }

  /// Appends the two lowercase hexadecimal digits of `byte`.
  private mutating func hexPair(_ byte: UInt8) {
    let digits: StaticString = "0123456789abcdef"
    bytes.append(digits.utf8Start[Int(byte >> 4)])
    bytes.append(digits.utf8Start[Int(byte & 0xf)])
  }

  /// Appends a reference to a definition: `prefix`, the id, and `)"`, as in
  /// ` filter="url(#shadow1)"`.
  mutating func reference(_ prefix: StaticString, _ id: String) {
    append(prefix)
    append(id)
    append(")\"")
  }
}
