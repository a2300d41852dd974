import Shapes

/// Writes SVG text through a raw pointer into room that ``SVGOutput`` has made ready: the
/// one place that spells out text, numbers, colors and paints as bytes.
///
/// ``SVGOutput/write(atMost:_:)`` hands one out for a run of text whose longest form it
/// knows, so that a run of several attributes costs one check for room rather than one per
/// piece. Each method says the most bytes it writes.
struct SVGTextCursor {
  /// Where the next byte goes.
  private(set) var position: UnsafeMutablePointer<UInt8>
  /// How numbers are written.
  let format: SVGNumberFormat

  /// A cursor writing at `start`, numbers in `format`.
  @inline(__always)
  init(_ start: UnsafeMutablePointer<UInt8>, format: SVGNumberFormat) {
    position = start
    self.format = format
  }

  /// Writes text known at compile time: its length.
  @inline(__always)
  mutating func put(_ text: StaticString) {
    let length = text.utf8CodeUnitCount
    position.update(from: text.utf8Start, count: length)
    position += length
  }

  /// Writes bytes: their count.
  @inline(__always)
  mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress else { return }
    position.update(from: source, count: bytes.count)
    position += bytes.count
  }

  /// Writes a string's UTF-8 bytes, as they are (escape caller text first): their count.
  mutating func put(string text: String) {
    var text = text
    text.withUTF8 { put($0) }
  }

  /// Writes a number in `format`: at most ``SVGNumberFormat/maximumLength`` bytes.
  @inline(__always)
  mutating func number(_ value: Double, format: SVGNumberFormat) {
    position += format.write(value, to: position)
  }

  /// Writes a number in the cursor's format: at most ``SVGNumberFormat/maximumLength``
  /// bytes.
  @inline(__always)
  mutating func number(_ value: Double) {
    number(value, format: format)
  }

  /// Writes ` name="value"`: at most ``SVGTextCursor/attributeRoom(_:)`` bytes.
  @inline(__always)
  mutating func attribute(_ name: StaticString, _ value: Double) {
    put(" ")
    put(name)
    put("=\"")
    number(value)
    put("\"")
  }

  /// The most bytes ``attribute(_:_:)`` writes for `name`.
  static func attributeRoom(_ name: StaticString) -> Int {
    name.utf8CodeUnitCount + 4 + SVGNumberFormat.maximumLength
  }

  /// Writes a color as `#rrggbb`, lowercase, as ``Color/hexString`` spells it (its
  /// opacity goes into an attribute of its own): 7 bytes.
  @inline(__always)
  mutating func hex(_ color: Color) {
    let (red, green, blue) = (color.redByte, color.greenByte, color.blueByte)
    let digits: StaticString = "0123456789abcdef"
    let digit = digits.utf8Start
    position[0] = UInt8(ascii: "#")
    position[1] = digit[Int(red >> 4)]
    position[2] = digit[Int(red & 0xf)]
    position[3] = digit[Int(green >> 4)]
    position[4] = digit[Int(green & 0xf)]
    position[5] = digit[Int(blue >> 4)]
    position[6] = digit[Int(blue & 0xf)]
    position += 7
  }

  /// Writes a paint's attribute value, `#rrggbb` or `url(#id)`: ``SVGPaintValue/textLength``
  /// bytes.
  @inline(__always)
  mutating func paint(_ value: SVGPaintValue) {
    switch value {
    case .color(let color):
      hex(color)
    case .reference(let id):
      put("url(#")
      put(string: id)
      put(")")
    }
  }

  /// Ends a leaf's opening tag: `/>` without animations, else `>`, the animation
  /// elements, and the closing tag; at most ``closeLeafRoom(_:animations:)`` bytes.
  @inline(__always)
  mutating func closeLeaf(_ element: StaticString, animations: SVGOutput?) {
    guard let animations, !animations.isEmpty else {
      put("/>\n")
      return
    }
    put(">\n")
    animations.withBytes { put($0) }
    put("</")
    put(element)
    put(">\n")
  }

  /// The most bytes ``closeLeaf(_:animations:)`` writes.
  static func closeLeafRoom(_ element: StaticString, animations: SVGOutput?) -> Int {
    element.utf8CodeUnitCount + 5 + (animations?.count ?? 0)
  }
}
