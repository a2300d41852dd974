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
  /// null rectangle and non-finite rectangles add nothing.
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
  /// flat ellipse as the lines it traces there and back. The null rectangle and non-finite
  /// rectangles add nothing.
  public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    guard let rect = rect.finiteStandardized, transform.isFinite else { return }
    let arc = EllipticalArc(
      transform: CGAffineTransform(
        a: rect.width / 2, b: 0, c: 0, d: rect.height / 2, tx: rect.midX, ty: rect.midY
      ).concatenating(transform),
      startAngle: 0, sweep: 2 * .pi)
    move(to: arc.start)
    appendArcWithoutJoin(arc)
    closeSubpath()
  }
}

extension CGRect {
  /// The standardized rectangle, or `nil` for the null rectangle or one with a non-finite
  /// origin or size.
  var finiteStandardized: CGRect? {
    guard !isNull, origin.x.isFinite, origin.y.isFinite, size.width.isFinite,
      size.height.isFinite
    else { return nil }
    return standardized
  }
}
