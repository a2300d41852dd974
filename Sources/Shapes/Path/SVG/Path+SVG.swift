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
    appendSVGPathData(to: &output, options: options, drainingAt: .max) { _ in }
  }

  /// Appends the path's SVG path data to a byte buffer, handing the buffer to `drain`
  /// whenever it holds `threshold` bytes or more, so that a long path streams out in
  /// chunks rather than building up in memory.
  ///
  /// `drain` takes what it wants and may empty the buffer; writing goes on at its end.
  /// The text is formatted into a small scratch buffer on the stack and appended to
  /// `output` a few kilobytes at a time, after `prefix` (such as `<path d="`), which is
  /// written only when the path is not empty.
  package func appendSVGPathData(
    to output: inout [UInt8], options: SVGPathDataOptions, prefix: StaticString = "",
    drainingAt threshold: Int, drain: (inout [UInt8]) -> Void
  ) {
    guard !verbs.isEmpty else { return }
    withUnsafeTemporaryAllocation(
      of: UInt8.self, capacity: SVGPathDataWriter.scratchSize + SVGPathDataWriter.cacheSize
    ) { scratch in
      let start = scratch.baseAddress!
      start.initialize(from: prefix.utf8Start, count: prefix.utf8CodeUnitCount)
      var writer = SVGPathDataWriter(
        options: options, scratch: start, written: prefix.utf8CodeUnitCount)
      // Raw buffers: no bounds checks or reference counting per element.
      verbs.withUnsafeBufferPointer { verbs in
        points.withUnsafeBufferPointer { points in
          Self.writeSVGPathData(
            verbs: verbs, points: points, writer: &writer, output: &output,
            threshold: threshold, drain: drain)
        }
      }
      output.append(contentsOf: writer.written)
      if output.count >= threshold { drain(&output) }
    }
  }

  /// Writes the path data of a path's storage with `writer`, moving its text to `output`
  /// whenever the scratch fills.
  private static func writeSVGPathData(
    verbs: UnsafeBufferPointer<Verb>, points: UnsafeBufferPointer<CGPoint>,
    writer: inout SVGPathDataWriter, output: inout [UInt8], threshold: Int,
    drain: (inout [UInt8]) -> Void
  ) {
    var index = 0
    for verb in verbs {
      if writer.isNearlyFull {
        spill(&writer, to: &output, threshold: threshold, drain: drain)
      }
      switch verb {
      case .move:
        writer.move(to: points[index])
      case .line:
        writer.line(to: points[index])
      case .quadCurve:
        writer.command("Q")
        writer.point(points[index])
        writer.endPoint(points[index + 1])
      case .curve:
        writer.command("C")
        writer.point(points[index])
        writer.point(points[index + 1])
        writer.endPoint(points[index + 2])
      case .arc:
        let arc = SVGArcPieces(
          EllipticalArc(points: points, at: index), format: writer.options.format)
        for piece in 1...arc.count {
          if piece > 1, writer.isNearlyFull {
            spill(&writer, to: &output, threshold: threshold, drain: drain)
          }
          writer.arcPiece(piece, of: arc)
        }
      case .close:
        writer.close()
      }
      index &+= verb.pointCount
    }
  }

  /// Moves the scratch's text to the output, and drains the output when it is full.
  private static func spill(
    _ writer: inout SVGPathDataWriter, to output: inout [UInt8], threshold: Int,
    drain: (inout [UInt8]) -> Void
  ) {
    output.append(contentsOf: writer.written)
    writer.rewind()
    if output.count >= threshold { drain(&output) }
  }
}

/// The state of one pass writing path data: the last command letter and the current
/// point as written (rounded), which decide the shortest form of the next command.
///
/// Text goes into a scratch buffer through a raw cursor, as fast as a C emitter writes;
/// the caller moves it out (``written``, ``rewind()``) before ``isNearlyFull``.
struct SVGPathDataWriter {
  /// The size of the scratch buffer: with ``cacheSize``, a kilobyte, which Swift
  /// allocates on the stack.
  static let scratchSize = 1024 - cacheSize
  /// Room kept free for one command: a letter and seven numbers with their separators.
  private static let commandRoom = 8 * (SVGNumberFormat.maximumLength + 1)
  /// The size of the area after the scratch that holds an arc's shared parameters.
  static let cacheSize = 4 * (SVGNumberFormat.maximumLength + 1)

  let options: SVGPathDataOptions
  private let format: SVGNumberFormat
  private let scratch: UnsafeMutablePointer<UInt8>
  private var cursor: UnsafeMutablePointer<UInt8>
  private var lastCommand: UInt8 = 0
  private var needsSeparator = false
  /// The current point and the sub-path's start, as written.
  private var currentX = SVGNumberFormat.Written.zero
  private var currentY = SVGNumberFormat.Written.zero
  private var startX = SVGNumberFormat.Written.zero
  private var startY = SVGNumberFormat.Written.zero
  /// The length of the text of the current arc's radii, rotation and flags, kept at
  /// `scratch + scratchSize` for its later pieces.
  private var cachedLength = 0

  /// A writer into `scratch`, which already holds `written` bytes.
  init(options: SVGPathDataOptions, scratch: UnsafeMutablePointer<UInt8>, written: Int = 0) {
    self.options = options
    self.format = options.format
    self.scratch = scratch
    self.cursor = scratch + written
  }

  /// The text written since the last rewind.
  var written: UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: scratch, count: cursor - scratch)
  }

  /// Whether the scratch may lack room for another command.
  var isNearlyFull: Bool {
    cursor - scratch > Self.scratchSize - Self.commandRoom
  }

  /// Empties the scratch, once its text has been moved out.
  mutating func rewind() {
    cursor = scratch
  }

  /// Writes a byte.
  @inline(__always)
  private mutating func put(_ byte: UInt8) {
    cursor.pointee = byte
    cursor += 1
  }

  /// Writes a command letter, unless it repeats the last one in compact form.
  @inline(__always)
  mutating func command(_ letter: Unicode.Scalar) {
    let byte = UInt8(ascii: letter)
    if options.isCompact, byte == lastCommand, byte != UInt8(ascii: "M") {
      return
    }
    put(byte)
    lastCommand = byte
    needsSeparator = false
  }

  /// Writes a number, with a space before it when the previous token was a number and
  /// this one does not start with a minus sign.
  mutating func number(_ value: Double) {
    number(value, written: format.written(value))
  }

  /// Writes a number whose written form is already known.
  @inline(__always)
  private mutating func number(_ value: Double, written: SVGNumberFormat.Written) {
    if needsSeparator, written.isNonNegative { put(UInt8(ascii: " ")) }
    cursor += format.write(written, value: value, to: cursor)
    needsSeparator = true
  }

  /// Writes a flag digit.
  mutating func flag(_ value: Bool) {
    if needsSeparator { put(UInt8(ascii: " ")) }
    put(UInt8(ascii: value ? "1" : "0"))
    needsSeparator = true
  }

  /// Writes a point's two coordinates.
  mutating func point(_ point: CGPoint) {
    number(point.x)
    number(point.y)
  }

  /// Writes the end point of a command, which becomes the current point.
  mutating func endPoint(_ end: CGPoint) {
    currentX = format.written(end.x)
    currentY = format.written(end.y)
    number(end.x, written: currentX)
    number(end.y, written: currentY)
  }

  mutating func move(to end: CGPoint) {
    command("M")
    endPoint(end)
    startX = currentX
    startY = currentY
  }

  /// Writes a line: `H` or `V` when the written y or x does not change (the text is
  /// compared, as a reader of it sees it), else `L`.
  mutating func line(to end: CGPoint) {
    let x = format.written(end.x)
    let y = format.written(end.y)
    if options.isCompact, y == currentY {
      command("H")
      number(end.x, written: x)
    } else if options.isCompact, x == currentX {
      command("V")
      number(end.y, written: y)
    } else {
      command("L")
      number(end.x, written: x)
      number(end.y, written: y)
    }
    currentX = x
    currentY = y
  }

  /// Writes piece `piece` (1…`count`) of an arc.
  mutating func arcPiece(_ piece: Int, of arc: SVGArcPieces) {
    let end =
      piece == arc.count ? arc.arc.end : arc.arc.point(at: Double(piece) / Double(arc.count))
    command("A")
    // The radii, rotation and flags are the same for every piece: formatted once.
    if needsSeparator { put(UInt8(ascii: " ")) }  // The radius is never negative.
    let cache = scratch + Self.scratchSize
    if piece == 1 {
      let begin = cursor
      needsSeparator = false
      number(arc.rx)
      number(arc.ry)
      number(arc.rotation)
      flag(false)
      flag(arc.sweepFlag)
      if arc.count > 1 {
        cachedLength = cursor - begin
        cache.update(from: begin, count: cachedLength)
      }
    } else {
      cursor.update(from: cache, count: cachedLength)
      cursor += cachedLength
      needsSeparator = true
    }
    endPoint(end)
  }

  mutating func close() {
    command("Z")
    currentX = startX
    currentY = startY
    // A command after Z needs its letter even when it repeats.
    lastCommand = UInt8(ascii: "Z")
  }
}

/// An arc as SVG writes it: equal `A` pieces, one per cubic of
/// ``EllipticalArc/cubicCount``, with the parameters they share.
struct SVGArcPieces {
  /// The arc.
  let arc: EllipticalArc
  /// The number of pieces.
  let count: Int
  /// The radii, rotation (degrees) and sweep flag of every piece.
  let rx: Double
  let ry: Double
  let rotation: Double
  let sweepFlag: Bool

  init(_ arc: EllipticalArc, format: SVGNumberFormat) {
    self.arc = arc
    count = arc.cubicCount
    if let radius = arc.circleRadius {
      // A circle: its radii are equal and its rotation 0, whatever the rounding.
      rx = radius
      ry = radius
      rotation = 0
      sweepFlag = (arc.sweep > 0) == (arc.determinant > 0)
      return
    }
    let parameters = arc.svgParameters
    // Write what reading the text back and writing it again would: rounding can take a
    // rotation just above −90° to −90°, which is the same ellipse as 90°, and once the radii
    // round equal the ellipse is a circle, whose rotation is 0.
    var rotation = parameters.rotation
    if format.rounded(rotation) <= -90 { rotation += 180 }
    if format.rounded(parameters.rx) == format.rounded(parameters.ry) {
      rotation = 0
    }
    self.rotation = rotation
    rx = parameters.rx
    ry = parameters.ry
    sweepFlag = parameters.sweepFlag
  }
}
