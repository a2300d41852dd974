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
    writeSVGPathData(to: &output, options: options)
  }

  /// Writes the path's SVG path data to `output` a piece at a time: the text is formatted
  /// into a small scratch buffer on the stack and handed over whenever the scratch fills,
  /// and once at the end, so that a long path streams out without building up in memory.
  ///
  /// An empty path writes nothing.
  @inlinable
  package func writeSVGPathData<Output: SVGPathDataOutput>(
    to output: inout Output, options: SVGPathDataOptions
  ) {
    // Inlined into the caller, so that the work is done by the code below, compiled here,
    // not by generic code.
    forEachSVGPathDataPiece(options: options) { output.write(pathData: $0) }
  }

  /// Calls `body` with each piece of the path's SVG path data: the text of a scratch
  /// buffer on the stack, whenever it fills, and once at the end; nothing for an empty
  /// path.
  @usableFromInline
  package func forEachSVGPathDataPiece(
    options: SVGPathDataOptions, _ body: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    guard !verbs.isEmpty else { return }
    withUnsafeTemporaryAllocation(
      of: UInt8.self, capacity: SVGPathDataWriter.scratchSize + SVGPathDataWriter.cacheSize
    ) { scratch in
      var writer = SVGPathDataWriter(options: options, scratch: scratch.baseAddress!)
      var position = SVGPathDataWriter.Position()
      withUnsafeStorage { verbs, points in
        while !writer.write(verbs: verbs, points: points, from: &position) {
          body(writer.written)
          writer.rewind()
        }
      }
      body(writer.written)
    }
  }
}

/// Where ``Path`` writes path data a piece at a time: a byte array, or a renderer's output
/// that streams it (and may hand its bytes on whenever a piece arrives).
@usableFromInline
package protocol SVGPathDataOutput {
  /// Takes the next piece of path data.
  mutating func write(pathData: UnsafeBufferPointer<UInt8>)
}

extension Array: SVGPathDataOutput where Element == UInt8 {
  /// Appends the piece.
  @usableFromInline
  package mutating func write(pathData: UnsafeBufferPointer<UInt8>) {
    append(contentsOf: pathData)
  }
}

/// The state of one pass writing path data: the last command letter and the current
/// point as written (rounded), which decide the shortest form of the next command.
///
/// Text goes into a scratch buffer through a raw cursor, as fast as a C emitter writes;
/// the caller moves it out (``written``, ``rewind()``) before ``isNearlyFull``. After the
/// scratch, an area holds the text of the last arc's radii, rotation and flags, which the
/// arc's later pieces (and the next arcs of the same ellipse, such as the corners of a
/// rounded rectangle) copy.
///
/// The methods that write a command's numbers take whether the first needs separating
/// from what comes before: it does unless the command's letter was just written (see
/// ``command(_:compact:)``).
///
/// The methods that write a command are transparent: always inlined into the loop of
/// ``write(verbs:points:from:)``, so that the writer's fields stay in registers, which
/// `@inline(__always)` does not guarantee in a loop this large (it left some as calls).
struct SVGPathDataWriter {
  /// The size of the scratch buffer: with ``cacheSize``, a kilobyte, which Swift
  /// allocates on the stack.
  static let scratchSize = 1024 - cacheSize
  /// Room kept free for one command: a letter and seven numbers with their separators.
  static let commandRoom = 8 * (SVGNumberFormat.maximumLength + 1)
  /// The size of the area after the scratch that holds an arc's shared parameters.
  static let cacheSize = 4 * (SVGNumberFormat.maximumLength + 1)

  /// How numbers are written.
  let format: SVGNumberFormat
  /// Whether to write the shortest form; see ``SVGPathDataOptions/isCompact``.
  let isCompact: Bool
  private let scratch: UnsafeMutablePointer<UInt8>
  private var cursor: UnsafeMutablePointer<UInt8>
  private var lastCommand: UInt8 = 0
  /// The current point and the sub-path's start, as written.
  private var currentX = SVGNumberFormat.Written.zero
  private var currentY = SVGNumberFormat.Written.zero
  private var startX = SVGNumberFormat.Written.zero
  private var startY = SVGNumberFormat.Written.zero
  /// The arc parameters whose text is at `scratch + scratchSize`, and its length.
  private var cachedParameters: SVGArcParameters?
  private var cachedLength = 0
  /// What decides the parameters of the last arc (see ``SVGArcParameters/Key``).
  private var cachedKey: SVGArcParameters.Key?

  /// A writer into `scratch`.
  init(options: SVGPathDataOptions, scratch: UnsafeMutablePointer<UInt8>) {
    self.format = options.format
    self.isCompact = options.isCompact
    self.scratch = scratch
    self.cursor = scratch
  }

  /// Where a writer is in a path's storage: the command, its first point, and how many
  /// pieces of an arc are written.
  struct Position {
    var verb = 0
    var point = 0
    var arcPiece = 0
  }

  /// Writes commands of a path's storage from `position` until the scratch is nearly
  /// full, which returns `false` with `position` where to resume once the scratch's text is
  /// moved out, or until the end, which returns `true`.
  mutating func write(
    verbs: UnsafeBufferPointer<Path.Verb>, points: UnsafeBufferPointer<CGPoint>,
    from position: inout Position
  ) -> Bool {
    // The loop runs on a copy of the position, which stays in registers; it is stored
    // back when the loop stops.
    var at = position
    defer { position = at }
    return writeCommands(verbs: verbs, points: points, from: &at)
  }

  /// ``write(verbs:points:from:)``'s loop.
  @_transparent
  private mutating func writeCommands(
    verbs: UnsafeBufferPointer<Path.Verb>, points: UnsafeBufferPointer<CGPoint>,
    from position: inout Position
  ) -> Bool {
    let compact = isCompact
    while position.verb < verbs.count {
      if isNearlyFull { return false }
      let index = position.point
      let verb = verbs[position.verb]
      switch verb {
      case .move:
        move(to: points[index])
      case .line:
        line(to: points[index], compact: compact)
      case .quadCurve:
        let separated = command("Q", compact: compact)
        point(points[index], separated: separated)
        endPoint(points[index &+ 1], separated: true)
      case .curve:
        let separated = command("C", compact: compact)
        point(points[index], separated: separated)
        point(points[index &+ 1], separated: true)
        endPoint(points[index &+ 2], separated: true)
      case .arc:
        let arc = EllipticalArc(points: points, at: index)
        let count = arc.cubicCount
        cacheParameters(of: arc)
        while position.arcPiece < count {
          if position.arcPiece > 0, isNearlyFull { return false }
          position.arcPiece += 1
          let piece = position.arcPiece
          arcPiece(
            to: piece == count ? arc.end : arc.point(at: Double(piece) / Double(count)),
            compact: compact)
        }
        position.arcPiece = 0
      case .close:
        close(compact: compact)
      }
      position.verb &+= 1
      position.point &+= verb.pointCount
    }
    return true
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
  @_transparent
  private mutating func put(_ byte: UInt8) {
    cursor.pointee = byte
    cursor += 1
  }

  /// Writes a command letter, unless the compact form lets it repeat the last one (which
  /// ended with a number); returns whether the first number needs separating, that is,
  /// whether the letter was left out.
  @_transparent
  mutating func command(_ letter: Unicode.Scalar, compact: Bool) -> Bool {
    let byte = UInt8(ascii: letter)
    if compact, byte == lastCommand { return true }
    put(byte)
    lastCommand = byte
    return false
  }

  /// Writes a number, after a space when `separated` unless its minus sign separates it.
  @_transparent
  private mutating func number(_ written: SVGNumberFormat.Written, separated: Bool) {
    cursor = format.write(written, separated: separated, at: cursor)
  }

  /// Writes a flag digit after a space.
  @_transparent
  private mutating func flag(_ value: Bool) {
    put(UInt8(ascii: " "))
    put(UInt8(ascii: value ? "1" : "0"))
  }

  /// Writes a point's two coordinates.
  @_transparent
  mutating func point(_ point: CGPoint, separated: Bool) {
    number(format.written(point.x), separated: separated)
    number(format.written(point.y), separated: true)
  }

  /// Writes the end point of a command, which becomes the current point.
  @_transparent
  mutating func endPoint(_ end: CGPoint, separated: Bool) {
    currentX = format.written(end.x)
    currentY = format.written(end.y)
    number(currentX, separated: separated)
    number(currentY, separated: true)
  }

  /// Starts a sub-path.
  ///
  /// Its letter is written even after another `M`, where a reader would take the numbers
  /// for a line.
  @_transparent
  mutating func move(to end: CGPoint) {
    put(UInt8(ascii: "M"))
    lastCommand = UInt8(ascii: "M")
    endPoint(end, separated: false)
    startX = currentX
    startY = currentY
  }

  /// Writes a line: in the compact form, `H` or `V` when the written y or x does not change
  /// (the text is compared, as a reader of it sees it), else `L`.
  @_transparent
  mutating func line(to end: CGPoint, compact: Bool) {
    let x = format.written(end.x)
    let y = format.written(end.y)
    if compact, y == currentY {
      number(x, separated: command("H", compact: true))
    } else if compact, x == currentX {
      number(y, separated: command("V", compact: true))
    } else {
      number(x, separated: command("L", compact: compact))
      number(y, separated: true)
    }
    currentX = x
    currentY = y
  }

  /// Makes the text of the radii, rotation and flags of `arc`, which every piece of it
  /// shares, ready for ``arcPiece(to:compact:)``: formatted once, unless the last arc had
  /// the same.
  @_transparent
  mutating func cacheParameters(of arc: EllipticalArc) {
    // The arcs of a path often share their ellipse and direction, such as the corners of
    // a rounded rectangle: their parameters are not worked out again.
    let key = SVGArcParameters.Key(arc)
    guard key != cachedKey else { return }
    cachedKey = key
    let parameters = SVGArcParameters(arc, format: format)
    guard parameters != cachedParameters else { return }
    // Written at the cache, over bytes set first: the pieces copy 16 of them, however
    // many the text takes.
    let cache = scratch + Self.scratchSize
    cache.initialize(repeating: 0, count: 16)
    let resume = cursor
    cursor = cache
    number(parameters.rx, separated: false)
    number(parameters.ry, separated: true)
    number(parameters.rotation, separated: true)
    flag(false)
    flag(parameters.sweepFlag)
    cachedLength = cursor - cache
    cachedParameters = parameters
    cursor = resume
  }

  /// Writes a piece of the arc whose parameters ``cacheParameters(of:)`` made ready,
  /// ending at `end`.
  @_transparent
  mutating func arcPiece(to end: CGPoint, compact: Bool) {
    // The radius is never negative: it needs a space after a number.
    if command("A", compact: compact) { put(UInt8(ascii: " ")) }
    let cache = scratch + Self.scratchSize
    if cachedLength <= 16 {
      // The usual short text ("4 4 0 0 1"): 16 bytes, copied by a move or two rather than
      // a call to memmove. The cache and the room kept for a command both hold them.
      cursor.update(from: cache, count: 16)
    } else {
      cursor.update(from: cache, count: cachedLength)
    }
    cursor += cachedLength
    endPoint(end, separated: true)
  }

  /// Closes the sub-path.
  @_transparent
  mutating func close(compact: Bool) {
    _ = command("Z", compact: compact)
    currentX = startX
    currentY = startY
    // A command after Z needs its letter even when it repeats.
    lastCommand = UInt8(ascii: "Z")
  }
}

/// The parameters that every `A` piece of an arc shares, as written: its radii, its
/// rotation (degrees) and its sweep flag.
struct SVGArcParameters: Equatable {
  let rx: SVGNumberFormat.Written
  let ry: SVGNumberFormat.Written
  let rotation: SVGNumberFormat.Written
  let sweepFlag: Bool

  /// What the parameters of an arc depend on: the bit patterns of its transform's linear
  /// part, and the direction of its sweep.
  struct Key: Equatable {
    let a: UInt
    let b: UInt
    let c: UInt
    let d: UInt
    let isPositive: Bool

    init(_ arc: EllipticalArc) {
      a = arc.transform.a.bitPattern
      b = arc.transform.b.bitPattern
      c = arc.transform.c.bitPattern
      d = arc.transform.d.bitPattern
      isPositive = arc.sweep > 0
    }
  }

  init(_ arc: EllipticalArc, format: SVGNumberFormat) {
    if let radius = arc.circleRadius {
      // A circle: its radii are equal and its rotation 0, whatever the rounding.
      rx = format.written(radius)
      ry = rx
      rotation = .zero
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
    self.rotation = format.written(rotation)
    rx = format.written(parameters.rx)
    ry = format.written(parameters.ry)
    sweepFlag = parameters.sweepFlag
  }
}
