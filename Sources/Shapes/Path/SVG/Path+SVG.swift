import Foundation

/// How ``Path`` writes SVG path data.
public struct SVGPathDataOptions: Hashable, Sendable {
  /// How numbers are written; 3 decimals by default.
  public var format: SVGNumberFormat
  /// Whether to write the shortest form.
  ///
  /// The shortest form writes `H`/`V` for lines that keep y or x (as written), and one
  /// command letter for a run of equal commands. Turn it off for path data that must keep
  /// one command per element, such as the frames of an animation.
  public var isCompact: Bool

  /// Creates options.
  public init(format: SVGNumberFormat = SVGNumberFormat(), isCompact: Bool = true) {
    self.format = format
    self.isCompact = isCompact
  }

  /// Creates options with `precision` decimals.
  public init(precision: Int, isCompact: Bool = true) {
    self.init(format: SVGNumberFormat(precision: precision), isCompact: isCompact)
  }
}

extension Path {
  /// The path as SVG path data, the text of a `<path d="…">` attribute.
  ///
  /// Numbers have at most `precision` decimals (3 by default) in their shortest form.
  /// Arcs are written with the exact `A` command, split into equal pieces of at most 90.9°
  /// (one per cubic that ``forEach(_:)`` reports) so that the rounding of their end points
  /// cannot move the arc. Lines that keep their y or x are written `H` or `V`, and a run of
  /// equal commands shares one letter.
  ///
  /// ```swift
  /// Path(CGRect(x: 0, y: 0, width: 10, height: 5)).svgPathData()  // "M0 0H10V5H0Z"
  /// ```
  ///
  /// An empty path gives the empty string.
  public func svgPathData(precision: Int = 3) -> String {
    var output: [UInt8] = []
    appendSVGPathData(to: &output, options: SVGPathDataOptions(precision: precision))
    return String(decoding: output, as: UTF8.self)
  }

  /// The path as SVG path data written with `options`.
  ///
  /// ```swift
  /// let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
  /// square.svgPathData(options: SVGPathDataOptions(isCompact: false))  // "M0 0L10 0L10 10L0 10Z"
  /// ```
  public func svgPathData(options: SVGPathDataOptions) -> String {
    var output: [UInt8] = []
    appendSVGPathData(to: &output, options: options)
    return String(decoding: output, as: UTF8.self)
  }

  /// Appends the path's SVG path data to a byte buffer; see ``svgPathData(precision:)``.
  public func appendSVGPathData(to output: inout [UInt8], options: SVGPathDataOptions) {
    var writer = SVGPathDataWriter(options: options)
    output.reserveCapacity(output.count + verbs.count * 12)
    var index = 0
    for verb in verbs {
      switch verb {
      case .move:
        writer.move(to: points[index], output: &output)
      case .line:
        writer.line(to: points[index], output: &output)
      case .quadCurve:
        writer.command("Q", output: &output)
        writer.point(points[index], output: &output)
        writer.endPoint(points[index + 1], output: &output)
      case .curve:
        writer.command("C", output: &output)
        writer.point(points[index], output: &output)
        writer.point(points[index + 1], output: &output)
        writer.endPoint(points[index + 2], output: &output)
      case .arc:
        writer.arc(EllipticalArc(storage: points[index..<index + 5]), output: &output)
      case .close:
        writer.close(output: &output)
      }
      index += verb.pointCount
    }
  }
}

/// The state of one pass writing path data: the last command letter and the current
/// point as written (rounded), which decide the shortest form of the next command.
struct SVGPathDataWriter {
  let options: SVGPathDataOptions
  private var lastCommand: UInt8 = 0
  private var needsSeparator = false
  private var current = CGPoint.zero
  private var subpathStart = CGPoint.zero

  init(options: SVGPathDataOptions) {
    self.options = options
  }

  /// Writes a command letter, unless it repeats the last one in compact form.
  mutating func command(_ letter: Unicode.Scalar, output: inout [UInt8]) {
    let byte = UInt8(ascii: letter)
    if options.isCompact, byte == lastCommand, byte != UInt8(ascii: "M") {
      return
    }
    output.append(byte)
    lastCommand = byte
    needsSeparator = false
  }

  /// Writes a number, with a space before it when the previous token was a number and
  /// this one does not start with a minus sign.
  mutating func number(_ value: Double, output: inout [UInt8]) {
    if needsSeparator, options.format.rounded(value) >= 0 {
      output.append(UInt8(ascii: " "))
    }
    options.format.append(value, to: &output)
    needsSeparator = true
  }

  /// Writes a flag digit.
  mutating func flag(_ value: Bool, output: inout [UInt8]) {
    if needsSeparator { output.append(UInt8(ascii: " ")) }
    output.append(UInt8(ascii: value ? "1" : "0"))
    needsSeparator = true
  }

  /// Writes a point's two coordinates.
  mutating func point(_ point: CGPoint, output: inout [UInt8]) {
    number(point.x, output: &output)
    number(point.y, output: &output)
  }

  /// Writes the end point of a command, which becomes the current point.
  mutating func endPoint(_ end: CGPoint, output: inout [UInt8]) {
    point(end, output: &output)
    current = rounded(end)
  }

  mutating func move(to end: CGPoint, output: inout [UInt8]) {
    command("M", output: &output)
    endPoint(end, output: &output)
    subpathStart = current
  }

  mutating func line(to end: CGPoint, output: inout [UInt8]) {
    let written = rounded(end)
    if options.isCompact, written.y == current.y {
      command("H", output: &output)
      number(end.x, output: &output)
    } else if options.isCompact, written.x == current.x {
      command("V", output: &output)
      number(end.y, output: &output)
    } else {
      command("L", output: &output)
      point(end, output: &output)
    }
    current = written
  }

  /// Writes an arc as equal `A` pieces, one per cubic of ``EllipticalArc/cubicCount``.
  mutating func arc(_ arc: EllipticalArc, output: inout [UInt8]) {
    let parameters = arc.svgParameters
    // Write what reading the text back and writing it again would: rounding can take a
    // rotation just above −90° to −90°, which is the same ellipse as 90°, and once the radii
    // round equal the ellipse is a circle, whose rotation is 0.
    var rotation = parameters.rotation
    if options.format.rounded(rotation) <= -90 { rotation += 180 }
    if options.format.rounded(parameters.rx) == options.format.rounded(parameters.ry) {
      rotation = 0
    }
    let count = arc.cubicCount
    for piece in 1...count {
      let end = piece == count ? arc.end : arc.point(at: Double(piece) / Double(count))
      command("A", output: &output)
      number(parameters.rx, output: &output)
      number(parameters.ry, output: &output)
      number(rotation, output: &output)
      flag(false, output: &output)
      flag(parameters.sweepFlag, output: &output)
      endPoint(end, output: &output)
    }
  }

  mutating func close(output: inout [UInt8]) {
    command("Z", output: &output)
    current = subpathStart
    // A command after Z needs its letter even when it repeats.
    lastCommand = UInt8(ascii: "Z")
  }

  private func rounded(_ point: CGPoint) -> CGPoint {
    CGPoint(x: options.format.rounded(point.x), y: options.format.rounded(point.y))
  }
}
