// Fuzz target `path-data`: SVG path data, parsed, queried and written back.
//
// The input is the text of a `<path d="…">` attribute. A path that parses is put through
// every query Path has, as is the same path under a transform, and these must hold (each
// traps when broken, so that libFuzzer reports it):
// - the path data written at several precisions parses again;
// - what the documentation promises of a path with finite coordinates: the bounding
//   rectangle holds every point the path passes through (end points exactly, points
//   along curves within the arcs' cubic approximation), the outline's points are
//   contained, and the length is a number, not negative;
// - the input's first number reads as `Double(String)` reads it, on its own as `M<it> 0`.
// The last bytes of the input also choose the points, fractions, precision and transform,
// so the fuzzer steers those too; they also choose a dash pattern for `dashedPath`.
// `strokedPath` gets a style from them too.
import Foundation
import Shapes

/// libFuzzer's entry point: runs one input and returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  checkFirstNumber(bytes)
  let text = String(decoding: bytes, as: UTF8.self)
  guard let path = try? Path(svgPathData: text) else { return 0 }
  let knobs = Knobs(bytes)
  exercise(path, knobs: knobs)
  exercise(path.applying(knobs.transform), knobs: knobs)
  return 0
}

/// The parameters of the queries, read from the input's last bytes.
private struct Knobs {
  /// Fractions in 0…1, one per byte, from the end of the input backwards.
  let fractions: [Double]
  /// A precision from the input's last byte, -4…15: out of range at times.
  let precision: Int

  init(_ bytes: [UInt8]) {
    let tail = bytes.suffix(8).reversed().map { Double($0) / 255 }
    fractions = tail + Array(repeating: 0.5, count: 8 - tail.count)
    precision = Int((bytes.last ?? 7) % 20) - 4
  }

  /// Points in and around `bounds`: its corners and centre, two points the input places,
  /// and points that are not finite.
  func points(in bounds: CGRect) -> [CGPoint] {
    let inside = [(fractions[0], fractions[1]), (fractions[2], fractions[3])].map {
      CGPoint(x: bounds.minX + bounds.width * $0.0, y: bounds.minY + bounds.height * $0.1)
    }
    return inside + [
      CGPoint(x: bounds.midX, y: bounds.midY), CGPoint(x: bounds.minX, y: bounds.minY),
      CGPoint(x: bounds.maxX, y: bounds.maxY), CGPoint(x: 0, y: 0),
      CGPoint(x: Double.infinity, y: 0), CGPoint(x: Double.nan, y: Double.nan),
    ]
  }

  /// The fractions of `trimmedPath(from:to:)`, a little outside 0…1 at times.
  var trim: (from: Double, to: Double) { (fractions[4] * 1.2 - 0.1, fractions[5] * 1.2 - 0.1) }

  /// The precisions to write with: the default, the extremes, and the input's, which the
  /// format clamps to 0…12.
  var precisions: [Int] { [0, 3, 12, precision] }

  /// A rotation, scale and translation.
  var transform: CGAffineTransform {
    CGAffineTransform(rotationAngle: fractions[6] * 2 * .pi)
      .scaledBy(x: 0.25 + fractions[7] * 4, y: 4.25 - fractions[7] * 4)
      .translatedBy(x: fractions[0] * 100 - 50, y: fractions[1] * 100 - 50)
  }
}

/// Runs every query of `path`.
private func exercise(_ path: Path, knobs: Knobs) {
  let bounds = path.boundingRect
  for point in knobs.points(in: bounds) {
    keep(path.contains(point))
    keep(path.contains(point, eoFill: true))
  }
  keep(path.area)
  let length = path.length
  keep(length)
  let (from, to) = knobs.trim
  let trimmed = path.trimmedPath(from: from, to: to)
  keep(trimmed.boundingRect)
  keep(trimmed.length)
  // Dashes, a pattern in proportion to the path (at most about 400 dashes): the work is
  // bounded by the dash count anyway, but 100,000 stroked dashes an input would starve
  // the fuzzer of executions.
  let unit = length.isFinite ? max(length, 1e-6) / 20 : 1
  let pattern: [CGFloat] = [knobs.fractions[6] * unit, (knobs.fractions[7] + 0.05) * unit]
  let dashes = path.dashedPath(lengths: pattern, phase: (knobs.fractions[0] * 5 - 2.5) * unit)
  keep(dashes.boundingRect)
  // Strokes: every piece is a closed outline with a finite, non-negative area.
  let caps: [CGLineCap] = [.butt, .round, .square]
  let joins: [CGLineJoin] = [.miter, .round, .bevel]
  let style = StrokeStyle(
    lineWidth: knobs.fractions[1] * 20, lineCap: caps[(knobs.precision + 4) % 3],
    lineJoin: joins[Int(knobs.fractions[2] * 2.99)], miterLimit: knobs.fractions[3] * 10,
    dash: knobs.fractions[4] < 0.3 ? pattern : [])
  // Its area is a sum of products of coordinates, so it is only known to about 1e-15 of
  // the squared magnitude of the coordinates: a ring of radius 1e125 may come out negative
  // by that much.
  let stroke = path.strokedPath(style)
  let strokeArea = stroke.area
  let box = stroke.boundingRect
  let reach = max(abs(box.minX), abs(box.maxX), abs(box.minY), abs(box.maxY), 1)
  guard !strokeArea.isNaN, strokeArea >= -1e-12 * reach * reach || !strokeArea.isFinite
  else {
    fatalError("the stroke's area is \(strokeArea): \(path.svgPathData(precision: 12).prefix(300))")
  }
  for precision in knobs.precisions {
    checkReparses(path.svgPathData(precision: precision))
  }
  let options = SVGPathDataOptions(precision: knobs.precision, isCompact: false)
  checkReparses(path.svgPathData(options: options))
  checkReparses(trimmed.svgPathData())
  checkPromises(path, bounds: bounds, trim: (from, to), trimmed: trimmed)
}

/// Traps when path data written by Path does not parse.
private func checkReparses(_ written: String) {
  do {
    _ = try Path(svgPathData: written)
  } catch {
    fatalError("Path wrote path data it cannot read (\(error)): \(written.prefix(300))")
  }
}

/// The points of a path, as its elements give them (arcs as cubics).
private struct Outline {
  /// The end points of drawn segments: on the outline.
  var ends: [CGPoint] = []
  /// Points along curves, at eighths of their parameter.
  var along: [CGPoint] = []
  /// Every point, control points included.
  var all: [CGPoint] = []
  /// The length of the control polygon (closing lines included), which no curve exceeds.
  var polygonLength = 0.0
  /// The number of segments.
  var segmentCount = 0

  init(_ path: Path) {
    var current = CGPoint.zero
    var start = CGPoint.zero
    path.forEach { element in
      // The points from the current one to the element's end.
      var polygon = [current]
      switch element {
      case .move(let point):
        start = point
        all.append(point)
        current = point
        return
      case .line(let point):
        polygon.append(point)
      case .quadCurve(let point, let control):
        along += (1..<8).map { quadPoint(current, control, point, Double($0) / 8) }
        polygon += [control, point]
      case .curve(let point, let control1, let control2):
        along += (1..<8).map { cubicPoint(current, control1, control2, point, Double($0) / 8) }
        polygon += [control1, control2, point]
      case .closeSubpath:
        polygon.append(start)
      }
      segmentCount += 1
      all += polygon.dropFirst()
      ends.append(polygon[polygon.count - 1])
      for (p, q) in zip(polygon, polygon.dropFirst()) {
        polygonLength += hypot(q.x - p.x, q.y - p.y)
      }
      current = polygon[polygon.count - 1]
    }
  }
}

/// Traps unless what the documentation says of a path with finite coordinates holds.
private func checkPromises(
  _ path: Path, bounds: CGRect, trim: (from: Double, to: Double), trimmed: Path
) {
  let outline = Outline(path)
  let coordinates = outline.all.flatMap { [$0.x, $0.y] }
  guard !outline.ends.isEmpty, coordinates.allSatisfy(\.isFinite) else { return }
  // A rectangle is an origin and a size, so its far sides are as exact as the sum of the
  // largest coordinates, hence tolerances relative to them.
  let scale = coordinates.reduce(1) { max($0, abs($1)) }
  let about = "\(bounds) of \(path.svgPathData(precision: 12).prefix(300))"
  guard ![bounds.minX, bounds.minY, bounds.width, bounds.height].contains(where: \.isNaN) else {
    fatalError("the bounding rectangle is NaN: \(about)")
  }
  for point in outline.ends where !holds(bounds, point, within: 1e-9 * scale) {
    fatalError("the bounding rectangle misses the end point \(point): \(about)")
  }
  // Arcs are reported as cubics within about 3e-4 of their radius.
  for point in outline.along where point.x.isFinite && point.y.isFinite {
    guard holds(bounds, point, within: 1e-3 * scale) else {
      fatalError("the bounding rectangle misses the curve's point \(point): \(about)")
    }
  }
  for point in outline.ends.prefix(8) {
    guard path.contains(point), path.contains(point, eoFill: true) else {
      fatalError("the outline's point \(point) is not contained: \(about)")
    }
  }
  // No curve is longer than its control polygon (arcs: than their cubics' within 1e-3, as
  // far as the cubics' points, rounded at the coordinates' magnitude, follow the arcs).
  let length = path.length
  let longest = outline.polygonLength * 1.001 + 1e-12 * scale * Double(outline.segmentCount)
  guard length >= 0, !longest.isFinite || length <= longest else {
    fatalError("the length is \(length), the control polygon's \(longest): \(about)")
  }
  // The area is never NaN, and finite when the outline's box is. Arcs are measured on
  // their exact ellipses, whose extent the box can lose in rounding (an ellipse 1e160 wide
  // at x = 8e307 has every point at one x, and an area beyond the largest Double), so
  // paths with arcs are held to the first rule only.
  let area = path.area
  guard !area.isNaN else { fatalError("the area is NaN: \(about)") }
  let hasArcs = path.svgPathData().contains("A")
  if !hasArcs,
    bounds.width * bounds.height * Double(outline.segmentCount) < .greatestFiniteMagnitude
  {
    guard area.isFinite else { fatalError("the area is \(area): \(about)") }
  }
  // A trimmed piece is its share of the length, to 1e-9 relative (checked to 1e-6), as
  // far as the rounding of its ends, at the coordinates' magnitude, lets it be.
  let lower = min(max(trim.from, 0), 1)
  let upper = min(max(trim.to, 0), 1)
  if length.isFinite, length > 0, lower < upper {
    let share = (upper - lower) * length
    let pieces = trimmed.length
    let tolerance = 1e-6 * length + 1e-12 * scale * Double(outline.segmentCount + 2)
    guard abs(pieces - share) <= tolerance else {
      fatalError(
        "trimmedPath(from: \(trim.from), to: \(trim.to)) has length \(pieces), not \(share) "
          + "of \(length): \(about)")
    }
  }
}

/// Whether `rect`, grown by `tolerance`, holds `point`.
private func holds(_ rect: CGRect, _ point: CGPoint, within tolerance: Double) -> Bool {
  point.x >= rect.minX - tolerance && point.x <= rect.maxX + tolerance
    && point.y >= rect.minY - tolerance && point.y <= rect.maxY + tolerance
}

/// The point at `t` of a quadratic Bézier curve.
private func quadPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ t: Double) -> CGPoint {
  let s = 1 - t
  return CGPoint(
    x: s * s * p0.x + 2 * s * t * p1.x + t * t * p2.x,
    y: s * s * p0.y + 2 * s * t * p1.y + t * t * p2.y)
}

/// The point at `t` of a cubic Bézier curve.
private func cubicPoint(
  _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: Double
) -> CGPoint {
  let s = 1 - t
  let (a, b, c, d) = (s * s * s, 3 * s * s * t, 3 * s * t * t, t * t * t)
  return CGPoint(
    x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
}

/// Traps unless the input's first number, in the SVG grammar, reads alone (`M<it> 0`) as
/// the same `Double` as `Double(String)` reads it, or fails to read exactly when that is
/// not finite.
private func checkFirstNumber(_ bytes: [UInt8]) {
  guard let token = firstNumber(bytes), let expected = Double(token) else { return }
  let text = "M\(token) 0"
  var read: Double?
  if let path = try? Path(svgPathData: text), case .move(let point)? = path.firstElement {
    read = point.x
  }
  guard expected.isFinite ? read == expected : read == nil else {
    fatalError(
      "\(text.prefix(200))… (\(token.utf8.count) bytes) reads as "
        + "\(String(describing: read)), Double(String) as \(expected)")
  }
}

/// The first number in the bytes, as SVG's grammar spells one: an optional sign, digits
/// with an optional fraction (`1`, `1.`, `1.5`, `.5`), and an exponent with digits.
private func firstNumber(_ bytes: [UInt8]) -> String? {
  func isDigit(_ index: Int) -> Bool {
    index < bytes.count && bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9")
  }
  func isSign(_ index: Int) -> Bool {
    index < bytes.count && (bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+"))
  }
  func isPoint(_ index: Int) -> Bool { index < bytes.count && bytes[index] == UInt8(ascii: ".") }
  guard let start = bytes.indices.first(where: { isDigit($0) || (isPoint($0) && isDigit($0 + 1)) })
  else { return nil }
  var begin = start
  if begin > 0, isSign(begin - 1) { begin -= 1 }
  var end = start
  while isDigit(end) { end += 1 }
  if isPoint(end), end > start || isDigit(end + 1) {
    end += 1
    while isDigit(end) { end += 1 }
  }
  if end < bytes.count, bytes[end] | 0x20 == UInt8(ascii: "e") {
    let digits = isSign(end + 1) ? end + 2 : end + 1
    if isDigit(digits) {
      end = digits
      while isDigit(end) { end += 1 }
    }
  }
  return String(decoding: bytes[begin..<end], as: UTF8.self)
}

extension Path {
  /// The first element, if any.
  fileprivate var firstElement: Element? {
    var first: Element?
    forEach { element in
      if first == nil { first = element }
    }
    return first
  }
}

/// Keeps a result alive, so that the optimizer cannot drop the call that made it.
@inline(never)
private func keep<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
