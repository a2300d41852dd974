import Foundation

/// Scaling by powers of two before squaring: the geometry queries multiply coordinates
/// together (a length squares a speed, an area multiplies x by y, a root finder squares a
/// coefficient), which overflows beyond about 1e154 and loses precision below about
/// 1e-154 although every coordinate is finite.
///
/// Scaling by a power of two is exact, and lengths, areas and roots scale back exactly
/// (or overflow to infinity, when the result itself is beyond the largest `Double`). It
/// is applied only to numbers beyond 2^±500, so that every result within that range stays
/// what it was, bit for bit.
enum Rescaling {
  /// A power of two that brings `magnitude` to 1…2 when it lies beyond 2^±500, and 1
  /// otherwise (for 0, not finite, or in range).
  ///
  /// Within 2^±500 a product of two numbers, each a few times `magnitude`, stays a normal
  /// number. The exponent is clamped to ±1000 so that the factor and its inverse are
  /// normal numbers too: the largest doubles come to 2^24 at most, the smallest to 2^−74
  /// at least.
  static func factor(forMagnitude magnitude: Double) -> Double {
    guard magnitude.isFinite, magnitude > 0x1p500 || (magnitude > 0 && magnitude < 0x1p-500)
    else { return 1 }
    return Double(
      sign: .plus, exponent: min(max(-magnitude.exponent, -1000), 1000), significand: 1)
  }
}

extension Path {
  /// The largest magnitude of the path's coordinates: its points, and its arcs'
  /// transforms and end points (not their angles); 0 for the empty path.
  var coordinateMagnitude: Double {
    var largest = 0.0
    var index = 0
    for verb in verbs {
      for offset in 0..<verb.pointCount where verb != .arc || offset != 3 {
        let point = points[index + offset]
        largest = max(largest, abs(point.x), abs(point.y))
      }
      index += verb.pointCount
    }
    return largest
  }

  /// The path scaled about the origin by `factor`, a power of two: exactly.
  func scaled(by factor: Double) -> Path {
    applying(CGAffineTransform(scaleX: factor, y: factor))
  }
}

extension PathSegment {
  /// The factor of ``Rescaling`` for the segment's coordinates (an arc's transform and end
  /// point, not its angles).
  var rescalingFactor: Double {
    let magnitude: Double
    switch self {
    case .line(let p0, let p1):
      magnitude = max(abs(p0.x), abs(p0.y), abs(p1.x), abs(p1.y))
    case .quadCurve(let p0, let p1, let p2):
      magnitude = max(abs(p0.x), abs(p0.y), abs(p1.x), abs(p1.y), abs(p2.x), abs(p2.y))
    case .curve(let p0, let p1, let p2, let p3):
      magnitude = max(
        abs(p0.x), abs(p0.y), abs(p1.x), abs(p1.y), abs(p2.x), abs(p2.y), abs(p3.x), abs(p3.y))
    case .arc(let arc):
      let t = arc.transform
      magnitude = max(
        abs(t.a), abs(t.b), abs(t.c), abs(t.d), abs(t.tx), abs(t.ty), abs(arc.end.x),
        abs(arc.end.y))
    }
    return Rescaling.factor(forMagnitude: magnitude)
  }

  /// The segment scaled about the origin by `factor`, a power of two: exactly.
  func scaled(by factor: Double) -> PathSegment {
    func scale(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x * factor, y: p.y * factor) }
    switch self {
    case .line(let p0, let p1):
      return .line(scale(p0), scale(p1))
    case .quadCurve(let p0, let p1, let p2):
      return .quadCurve(scale(p0), scale(p1), scale(p2))
    case .curve(let p0, let p1, let p2, let p3):
      return .curve(scale(p0), scale(p1), scale(p2), scale(p3))
    case .arc(let arc):
      return .arc(arc.applying(CGAffineTransform(scaleX: factor, y: factor)))
    }
  }
}
