import Foundation

/// Reads SVG path data into a ``Path``, following the path grammar of SVG 1.1 (section
/// 8.3.9) over the data's UTF-8 bytes.
///
/// It keeps the current point and the last control points itself, exactly as the data
/// defines them, so relative commands and the reflections of `S` and `T` never depend on
/// how the path stores its elements.
struct SVGPathDataReader {
  /// The data.
  let bytes: UnsafeBufferPointer<UInt8>
  /// The offset of the next byte to read.
  var index = 0
  /// The path read so far.
  private var path = Path()
  /// The current point, as the data defines it.
  private var current = CGPoint.zero
  /// The start of the current sub-path, where `Z` returns to.
  private var subpathStart = CGPoint.zero
  /// The second control point of the last command, when it was `C` or `S`.
  private var lastCubicControl: CGPoint?
  /// The control point of the last command, when it was `Q` or `T`.
  private var lastQuadControl: CGPoint?

  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// Reads the whole data.
  mutating func read() throws(SVGPathDataError) -> Path {
    skipWhitespace()
    guard index < bytes.count else { return path }
    guard bytes[index] | 0x20 == UInt8(ascii: "m") else {
      throw SVGPathDataError(.expectedMove, offset: index)
    }
    while index < bytes.count {
      let letter = bytes[index]
      guard Self.isCommand(letter) else {
        throw SVGPathDataError(.unexpectedCharacter(scalar(at: index)), offset: index)
      }
      index += 1
      try readCommand(letter)
      skipWhitespace()
    }
    return path
  }

  /// Whether a byte is one of the twenty command letters.
  private static func isCommand(_ byte: UInt8) -> Bool {
    switch byte | 0x20 {
    case UInt8(ascii: "m"), UInt8(ascii: "l"), UInt8(ascii: "h"), UInt8(ascii: "v"),
      UInt8(ascii: "c"), UInt8(ascii: "s"), UInt8(ascii: "q"), UInt8(ascii: "t"),
      UInt8(ascii: "a"), UInt8(ascii: "z"):
      true
    default:
      false
    }
  }

  /// Reads the arguments of the command `letter` (already consumed), with its implicit
  /// repeats, and adds what they draw.
  private mutating func readCommand(_ letter: UInt8) throws(SVGPathDataError) {
    let isRelative = letter >= UInt8(ascii: "a")
    var command = letter | 0x20
    if command == UInt8(ascii: "z") {
      path.closeSubpath()
      current = subpathStart
      lastCubicControl = nil
      lastQuadControl = nil
      return
    }
    skipWhitespace()
    repeat {
      try readArguments(of: command, isRelative: isRelative)
      // Coordinate pairs after a move are lines.
      if command == UInt8(ascii: "m") { command = UInt8(ascii: "l") }
    } while hasMoreArguments()
  }

  /// Reads one group of arguments of `command` (a lowercase letter) and adds what it draws.
  private mutating func readArguments(
    of command: UInt8, isRelative: Bool
  ) throws(SVGPathDataError) {
    let groupOffset = index
    var cubicControl: CGPoint?
    var quadControl: CGPoint?
    switch command {
    case UInt8(ascii: "m"):
      let end = try readPoint(isRelative: isRelative, isFirst: true)
      path.move(to: end)
      subpathStart = end
      current = end
    case UInt8(ascii: "l"):
      let end = try readPoint(isRelative: isRelative, isFirst: true)
      path.addLine(to: end)
      current = end
    case UInt8(ascii: "h"):
      let x = try readCoordinate(relativeTo: isRelative ? current.x : nil, isFirst: true)
      current = CGPoint(x: x, y: current.y)
      path.addLine(to: current)
    case UInt8(ascii: "v"):
      let y = try readCoordinate(relativeTo: isRelative ? current.y : nil, isFirst: true)
      current = CGPoint(x: current.x, y: y)
      path.addLine(to: current)
    case UInt8(ascii: "c"), UInt8(ascii: "s"):
      let control1: CGPoint
      if command == UInt8(ascii: "c") {
        control1 = try readPoint(isRelative: isRelative, isFirst: true)
      } else {
        control1 = try reflection(of: lastCubicControl, offset: groupOffset)
      }
      let control2 = try readPoint(isRelative: isRelative, isFirst: command == UInt8(ascii: "s"))
      let end = try readPoint(isRelative: isRelative, isFirst: false)
      path.addCurve(to: end, control1: control1, control2: control2)
      cubicControl = control2
      current = end
    case UInt8(ascii: "q"):
      let control = try readPoint(isRelative: isRelative, isFirst: true)
      let end = try readPoint(isRelative: isRelative, isFirst: false)
      path.addQuadCurve(to: end, control: control)
      quadControl = control
      current = end
    case UInt8(ascii: "t"):
      let control = try reflection(of: lastQuadControl, offset: groupOffset)
      let end = try readPoint(isRelative: isRelative, isFirst: true)
      path.addQuadCurve(to: end, control: control)
      quadControl = control
      current = end
    default:
      try readArc(isRelative: isRelative, offset: groupOffset)
    }
    lastCubicControl = cubicControl
    lastQuadControl = quadControl
  }

  /// Reads the arguments of an `A` command and adds the arc.
  private mutating func readArc(isRelative: Bool, offset: Int) throws(SVGPathDataError) {
    let radiusX = try readNumber(isFirst: true)
    let radiusY = try readNumber(isFirst: false)
    let rotation = try readNumber(isFirst: false)
    let isLargeArc = try readFlag()
    let isPositiveSweep = try readFlag()
    let end = try readPoint(isRelative: isRelative, isFirst: false)
    let resolution = EllipticalArc.resolvingSVGArc(
      from: current, to: end, radiusX: radiusX, radiusY: radiusY, rotation: rotation,
      isLargeArc: isLargeArc, isPositiveSweep: isPositiveSweep)
    switch resolution {
    case .omitted:
      return
    case .line:
      path.addLine(to: end)
    case .arc(let arc):
      guard arc.isFinite else { throw SVGPathDataError(.numberOutOfRange, offset: offset) }
      _ = path.beginSegment(at: end)
      path.appendArcWithoutJoin(arc)
      // An arc too flat or too short to store is traced by lines, or not at all; either
      // way the path must end exactly where the data says.
      if path.currentPoint != end { path.addLine(to: end) }
    }
    current = end
  }

  /// The first control point of a smooth curve: the reflection of the last command's
  /// control point about the current point, or the current point when there is none.
  private func reflection(
    of control: CGPoint?, offset: Int
  ) throws(SVGPathDataError) -> CGPoint {
    guard let control else { return current }
    let reflected = CGPoint(x: 2 * current.x - control.x, y: 2 * current.y - control.y)
    guard reflected.isFinite else { throw SVGPathDataError(.numberOutOfRange, offset: offset) }
    return reflected
  }

  /// Reads a coordinate pair, made absolute.
  private mutating func readPoint(
    isRelative: Bool, isFirst: Bool
  ) throws(SVGPathDataError) -> CGPoint {
    let x = try readCoordinate(relativeTo: isRelative ? current.x : nil, isFirst: isFirst)
    let y = try readCoordinate(relativeTo: isRelative ? current.y : nil, isFirst: false)
    return CGPoint(x: x, y: y)
  }

  /// Reads a coordinate, added to `origin` when it is relative.
  private mutating func readCoordinate(
    relativeTo origin: Double?, isFirst: Bool
  ) throws(SVGPathDataError) -> Double {
    if !isFirst { skipCommaAndWhitespace() }
    let offset = index
    let value = try readNumber()
    guard let origin else { return value }
    let absolute = origin + value
    // The number itself is finite; the sum can still overflow.
    guard absolute.isFinite else { throw SVGPathDataError(.numberOutOfRange, offset: offset) }
    return absolute
  }

  /// Reads a number; one that is not the first of its group may follow a comma.
  private mutating func readNumber(isFirst: Bool) throws(SVGPathDataError) -> Double {
    if !isFirst { skipCommaAndWhitespace() }
    return try readNumber()
  }

  /// Reads an arc flag, `0` or `1`, after an optional comma.
  private mutating func readFlag() throws(SVGPathDataError) -> Bool {
    skipCommaAndWhitespace()
    guard index < bytes.count, bytes[index] | 1 == UInt8(ascii: "1") else {
      throw SVGPathDataError(.expectedFlag, offset: index)
    }
    index += 1
    return bytes[index - 1] == UInt8(ascii: "1")
  }

  /// Skips the separator after a group of arguments, and returns whether another group
  /// follows: after a comma one must.
  private mutating func hasMoreArguments() -> Bool {
    skipWhitespace()
    guard index < bytes.count else { return false }
    if bytes[index] == UInt8(ascii: ",") {
      index += 1
      skipWhitespace()
      return true
    }
    return Self.startsNumber(bytes[index])
  }

  /// Skips whitespace, at most one comma, and whitespace.
  private mutating func skipCommaAndWhitespace() {
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
      index += 1
      skipWhitespace()
    }
  }

  /// Skips SVG whitespace: space, tab, line feed, form feed and carriage return.
  mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0C, 0x0D: index += 1
      default: return
      }
    }
  }

  /// Whether a byte can start a number: a digit, a sign or a decimal point.
  static func startsNumber(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "-"),
      UInt8(ascii: "+"):
      true
    default:
      false
    }
  }

  /// The Unicode scalar whose UTF-8 encoding starts at `offset`, for error messages.
  func scalar(at offset: Int) -> Unicode.Scalar {
    var iterator = UnsafeBufferPointer(rebasing: bytes[offset...]).makeIterator()
    var decoder = UTF8()
    if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
    return "\u{FFFD}"
  }
}
