import Foundation

extension Path {
  /// Creates a path holding one rectangle; see ``addRect(_:transform:)``.
  public init(_ rect: CGRect) {
    self.init()
    addRect(rect)
  }

  /// Creates a path holding the ellipse inscribed in `rect`; see
  /// ``addEllipse(in:transform:)``.
  public init(ellipseIn rect: CGRect) {
    self.init()
    addEllipse(in: rect)
  }

  /// Adds a closed rectangle: a move to the top-left corner, then lines clockwise on
  /// screen through the top-right, bottom-right and bottom-left corners.
  ///
  /// The rectangle is standardized first, so a negative width or height describes the same
  /// rectangle. A rectangle with zero width or height still adds its (flat) outline. The
  /// null rectangle, non-finite rectangles and rectangles whose far edges overflow (finite
  /// origin and size, but `maxX` or `maxY` infinite) add nothing; so does a transform
  /// that maps a corner to a non-finite point.
  public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    guard let rect = rect.finiteStandardized, transform.isFinite else { return }
    let corners = [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
    ]
    addLines(transform.isIdentity ? corners : corners.map { $0.applying(transform) })
    closeSubpath()
  }

  /// Adds each rectangle as its own closed sub-path.
  public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for rect in rects {
      addRect(rect, transform: transform)
    }
  }

  /// Adds the ellipse inscribed in `rect` as one closed sub-path: a move to the middle of
  /// the right edge, then one full elliptical arc clockwise on screen.
  ///
  /// The rectangle is standardized first. A rectangle with zero width or height adds the
  /// flat ellipse as the lines it traces there and back. The null rectangle, non-finite
  /// rectangles and rectangles whose far edges overflow add nothing, and so does a
  /// transform that maps the ellipse beyond the largest `Double`.
  public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    guard let rect = rect.finiteStandardized, transform.isFinite else { return }
    let center = rect.center
    let arc = EllipticalArc(
      transform: CGAffineTransform(
        a: rect.width / 2, b: 0, c: 0, d: rect.height / 2, tx: center.x, ty: center.y
      ).concatenating(transform),
      startAngle: 0, sweep: 2 * .pi)
    // The transform can overflow where the rectangle does not: the arc would then be
    // appended without the move that its non-finite start cannot make.
    guard arc.isFinite, arc.start.isFinite else { return }
    move(to: arc.start)
    appendArcWithoutJoin(arc)
    closeSubpath()
  }
}

extension CGRect {
  /// The standardized rectangle, or `nil` for the null rectangle, one with a non-finite
  /// origin or size, or one whose edges are not all finite once standardized.
  ///
  /// A finite origin and size can still overflow at the far edge (`x: 1e308, width:
  /// 1e308`), or at the near one once a negative size is standardized.
  var finiteStandardized: CGRect? {
    guard !isNull, origin.x.isFinite, origin.y.isFinite, size.width.isFinite,
      size.height.isFinite
    else { return nil }
    let rect = standardized
    guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite
    else { return nil }
    return rect
  }

  /// The centre of a rectangle whose edges are finite, itself always finite.
  ///
  /// `midX` and `midY` add the two edges, which overflows near the largest `Double`
  /// (`x: 1.5e308, width: 1e307`); there the centre is taken half the size from the near
  /// edge instead, elsewhere it is `midX` and `midY` as they are.
  var center: CGPoint {
    CGPoint(
      x: midX.isFinite ? midX : minX + width / 2, y: midY.isFinite ? midY : minY + height / 2)
  }
}
