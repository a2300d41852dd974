import Foundation

extension Path {
  /// The path with every point mapped by `transform`.
  ///
  /// Arcs stay exact arcs: a circle under a non-uniform scale or a shear becomes an exact
  /// elliptical arc, and an arc that the transform flattens to a line becomes the lines it
  /// traces. A transform with a non-finite entry, or one that maps any coordinate to
  /// infinity, gives the empty path.
  public func applying(_ transform: CGAffineTransform) -> Path {
    guard transform.isFinite else { return Path() }
    if transform.isIdentity { return self }
    let isSingular = transform.a * transform.d - transform.b * transform.c == 0
    var result = Path()
    if !isSingular {
      result.verbs = verbs
      result.points.reserveCapacity(points.count)
    }
    var index = 0
    for verb in verbs {
      switch verb {
      case .arc:
        let arc = EllipticalArc(storage: points[index..<index + 5]).applying(transform)
        if isSingular {
          result.appendArcWithoutJoin(arc)
        } else {
          result.points.append(contentsOf: arc.storagePoints)
        }
      case .close:
        if isSingular { result.closeSubpath() }
      default:
        let mapped = points[index..<index + verb.pointCount].map { $0.applying(transform) }
        if isSingular {
          switch verb {
          case .move: result.move(to: mapped[0])
          case .line: result.addLine(to: mapped[0])
          case .quadCurve: result.addQuadCurve(to: mapped[1], control: mapped[0])
          default: result.addCurve(to: mapped[2], control1: mapped[0], control2: mapped[1])
          }
        } else {
          result.points.append(contentsOf: mapped)
        }
      }
      index += verb.pointCount
    }
    guard result.points.allSatisfy(\.isFinite) else { return Path() }
    result.subpathStart = subpathStart?.applying(transform)
    result.isAfterClose = isAfterClose
    return result
  }

  /// The path mapped by `linear` (a transform without translation) about `pivot`, which
  /// stays fixed.
  ///
  /// The composed transform's translation, `pivot − linear(pivot)`, can overflow where
  /// the mapped points do not: a half turn about x = 1.5e308 moves the origin by 3e308.
  /// Then the three steps are applied in turn; otherwise, as one transform.
  func applying(_ linear: CGAffineTransform, about pivot: CGPoint) -> Path {
    let toOrigin = CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
    let back = CGAffineTransform(translationX: pivot.x, y: pivot.y)
    let transform = toOrigin.concatenating(linear).concatenating(back)
    guard !transform.isFinite, pivot.isFinite, linear.isFinite else {
      return applying(transform)
    }
    return applying(toOrigin).applying(linear).applying(back)
  }

  /// The path moved by `dx` horizontally and `dy` vertically.
  ///
  /// Non-finite offsets give the empty path, as ``applying(_:)`` does.
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
    applying(CGAffineTransform(translationX: dx, y: dy))
  }
}
