import Foundation

/// The outline of a 2D shape: sub-paths of lines, quadratic and cubic Bézier curves and
/// elliptical arcs, each sub-path open or closed.
///
/// `Path` has SwiftUI's API, so a `path(in:)` written for SwiftUI builds the same path
/// here:
///
/// ```swift
/// let wedge = Path { p in
///   p.move(to: CGPoint(x: 50, y: 50))
///   p.addArc(
///     center: CGPoint(x: 50, y: 50), radius: 50,
///     startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
///   p.closeSubpath()
/// }
/// wedge.svgPathData()  // "M50 50L100 50A50 50 0 0 1 50 100Z"
/// ```
///
/// Coordinates are y-down, as on screen and in SVG. Arcs are stored as arcs, not as
/// Bézier approximations, so the SVG output writes them with the exact `A` command and the
/// geometry queries (``boundingRect``, ``area``, ``length``, ``contains(_:eoFill:)``) treat
/// them exactly.
///
/// **Degenerate input.** A path never holds a non-finite coordinate: a call whose points,
/// radii, angles or transform are not all finite is ignored and leaves the path unchanged.
/// A segment added while there is no current point (an empty path) starts a new sub-path
/// at its end point, as if by ``move(to:)``. After ``closeSubpath()`` the current point is
/// the start of the closed sub-path, and the next segment starts a new sub-path there.
public struct Path: Sendable {
  /// The path's commands, one per element; a few are kept inline (see ``VerbList``).
  var verbs = VerbList()
  /// The points of all commands, in order; see ``Verb`` for how many each takes.
  var points: [CGPoint] = []
  /// Where the current sub-path started, or `nil` when there is no current point.
  var subpathStart: CGPoint?
  /// Whether the last command closed a sub-path, so the next one must start a new sub-path.
  var isAfterClose = false

  /// The storage commands of a path.
  ///
  /// Package-visible, with ``withUnsafeStorage(_:)``, for the renderers' walks over a
  /// path's exact geometry (arcs as arcs), such as the SVG writer's miter-limit test.
  package enum Verb: UInt8, Sendable {
    /// Starts a sub-path: one point.
    case move
    /// A straight line: its end point.
    case line
    /// A quadratic Bézier curve: its control point, then its end point.
    case quadCurve
    /// A cubic Bézier curve: its two control points, then its end point.
    case curve
    /// An elliptical arc: five points, see ``EllipticalArc/init(storage:)``.
    case arc
    /// Closes the current sub-path: no points.
    case close

    /// The number of points the command stores.
    package var pointCount: Int {
      switch self {
      case .move, .line: 1
      case .quadCurve: 2
      case .curve: 3
      case .arc: 5
      case .close: 0
      }
    }
  }

  /// Calls `body` with the path's commands and points in contiguous memory: each command
  /// takes ``Verb/pointCount`` points, in order; an arc's five are its transform's columns
  /// `(a, b)` and `(c, d)`, its centre, `(startAngle, sweep)`, then its end point.
  ///
  /// Not generic, so that a caller in another module runs code compiled here for these
  /// types rather than generic code.
  package func withUnsafeStorage(
    _ body: (UnsafeBufferPointer<Verb>, UnsafeBufferPointer<CGPoint>) -> Void
  ) {
    verbs.withUnsafeBufferPointer { verbs in
      points.withUnsafeBufferPointer { points in body(verbs, points) }
    }
  }

  /// Creates an empty path.
  public init() {}

  /// Creates an empty path, then runs `build` to add its elements.
  ///
  /// ```swift
  /// let line = Path { p in
  ///   p.move(to: .zero)
  ///   p.addLine(to: CGPoint(x: 10, y: 10))
  /// }
  /// ```
  public init(_ build: (inout Path) -> Void) {
    build(&self)
  }

  /// Whether the path has no elements.
  ///
  /// A path holding a single move is not empty.
  public var isEmpty: Bool { verbs.isEmpty }

  /// The point the next segment starts from, or `nil` for an empty path.
  ///
  /// After ``closeSubpath()`` it is the start of the closed sub-path.
  public var currentPoint: CGPoint? {
    if isAfterClose { return subpathStart }
    return points.last
  }

  // MARK: Building

  /// Starts a new sub-path at `end`.
  ///
  /// A move that directly follows another move replaces it, so a path never holds empty
  /// sub-paths made only of successive moves. A non-finite point is ignored.
  public mutating func move(to end: CGPoint) {
    guard end.isFinite else { return }
    if verbs.last == .move {
      points[points.count - 1] = end
    } else {
      verbs.append(.move)
      points.append(end)
    }
    subpathStart = end
    isAfterClose = false
  }

  /// Adds a straight line from the current point to `end`.
  ///
  /// With no current point the call starts a sub-path at `end`. A non-finite point is
  /// ignored.
  public mutating func addLine(to end: CGPoint) {
    guard end.isFinite else { return }
    guard beginSegment(at: end) else { return }
    growIfFull()
    verbs.append(.line)
    points.append(end)
  }

  /// Starts a sub-path at the first point and adds lines through the others.
  ///
  /// Nothing is added for an empty array, or when any point is not finite.
  public mutating func addLines(_ lines: [CGPoint]) {
    guard let first = lines.first, lines.allSatisfy(\.isFinite) else { return }
    move(to: first)
    reserveCapacity(verbs: lines.count - 1, points: lines.count - 1)
    for point in lines.dropFirst() {
      verbs.append(.line)
      points.append(point)
    }
  }

  /// Adds a quadratic Bézier curve from the current point to `end`.
  ///
  /// With no current point the call starts a sub-path at `end`. Non-finite points are
  /// ignored.
  public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
    guard end.isFinite, control.isFinite else { return }
    guard beginSegment(at: end) else { return }
    verbs.append(.quadCurve)
    points.append(control)
    points.append(end)
  }

  /// Adds a cubic Bézier curve from the current point to `end`.
  ///
  /// With no current point the call starts a sub-path at `end`. Non-finite points are
  /// ignored.
  public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    guard end.isFinite, control1.isFinite, control2.isFinite else { return }
    guard beginSegment(at: end) else { return }
    verbs.append(.curve)
    points.append(control1)
    points.append(control2)
    points.append(end)
  }

  /// Closes the current sub-path with a straight line back to its start.
  ///
  /// Does nothing when there is no current sub-path or it is already closed.
  public mutating func closeSubpath() {
    guard !verbs.isEmpty, !isAfterClose else { return }
    verbs.append(.close)
    isAfterClose = true
  }

  /// Appends another path's elements, mapped by `transform`.
  ///
  /// The other path's sub-paths stay separate sub-paths. A transform with a non-finite
  /// entry is ignored, as is a path it would map to non-finite coordinates.
  public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
    let mapped = transform.isIdentity ? path : path.applying(transform)
    guard !mapped.isEmpty else { return }
    if isEmpty {
      self = mapped
      return
    }
    if verbs.last == .move {
      verbs.removeLast()
      points.removeLast()
    }
    verbs.append(contentsOf: mapped.verbs)
    points.append(contentsOf: mapped.points)
    subpathStart = mapped.subpathStart
    isAfterClose = mapped.isAfterClose
  }

  /// Prepares for a segment, and returns whether the segment should be added.
  ///
  /// After a close it starts a new sub-path at the closed one's start. With no current
  /// point it starts a sub-path at `end` and returns `false`: the move is the whole effect.
  mutating func beginSegment(at end: CGPoint) -> Bool {
    if isAfterClose, let start = subpathStart {
      move(to: start)
      return true
    }
    if verbs.isEmpty {
      move(to: end)
      return false
    }
    return true
  }

  /// Makes room for many more elements when a long path's storage is full: four times the
  /// storage rather than the array's own doubling, past 64K points.
  ///
  /// Each growth copies the points into new memory that the system must map in, page by
  /// page; growing by four maps a third of the final size on the way instead of all of it,
  /// which matters for paths of a million points. Room reserved and not used is never
  /// touched, so it costs address space, not memory.
  @inline(__always)
  mutating func growIfFull() {
    if points.count == points.capacity, points.count >= 1 << 16 {
      reserveCapacity(verbs: 3 * verbs.count, points: 3 * points.count)
    }
  }

  /// Makes room for `verbs` more commands and `points` more points, for a shape that
  /// knows its size, so the storage is allocated once.
  ///
  /// Growth is never less than double: called once for each shape appended to one path, an
  /// exact reservation would copy the storage every time, which is quadratic in the number
  /// of shapes.
  mutating func reserveCapacity(verbs verbCount: Int, points pointCount: Int) {
    verbs.reserveCapacity(verbs.count + verbCount)
    let neededPoints = points.count + pointCount
    if neededPoints > points.capacity {
      points.reserveCapacity(max(neededPoints, 2 * points.capacity))
    }
  }

  /// Appends a one-point command without checks; the caller guarantees finiteness and a
  /// current point.
  mutating func appendUnchecked(_ verb: Verb, _ point: CGPoint) {
    verbs.append(verb)
    points.append(point)
  }
}

extension Path: Hashable {
  /// Two paths are equal when they hold the same elements with the same coordinates.
  public static func == (lhs: Path, rhs: Path) -> Bool {
    lhs.verbs == rhs.verbs && lhs.points == rhs.points
  }

  /// Hashes the elements and their coordinates, as `==` compares them.
  public func hash(into hasher: inout Hasher) {
    for verb in verbs { hasher.combine(verb) }
    hasher.combine(points)
  }
}

extension Path: Shape {
  /// The path itself, whatever the rectangle: a path is a shape with a fixed outline.
  public func path(in rect: CGRect) -> Path { self }
}

extension Path: CustomStringConvertible {
  /// The path as SVG path data at the default precision, such as `"M0 0H10V5H0Z"`.
  public var description: String { svgPathData() }
}

extension CGPoint {
  /// Whether both coordinates are finite.
  var isFinite: Bool { x.isFinite && y.isFinite }
}
