import Foundation

// Darwin rather than CoreGraphics: on Linux this package declares a `CoreGraphics` module
// of its own (which re-exports this one), and it must not count as Apple's.
#if !canImport(Darwin)
  /// An affine transformation matrix, with CoreGraphics' API, for platforms whose
  /// Foundation lacks one (Linux).
  ///
  /// A point (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty). `t1.concatenating(t2)` applies
  /// `t1` first, then `t2`. On Apple platforms CoreGraphics' own type is used instead, and
  /// code written against either compiles against both.
  ///
  /// ```swift
  /// let t = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
  /// CGPoint(x: 1, y: 0).applying(t)  // (10, 1)
  /// ```
  public struct CGAffineTransform: Hashable, Sendable, Codable {
    /// The entry at row 1, column 1: x scale.
    public var a: CGFloat
    /// The entry at row 1, column 2: y shear from x.
    public var b: CGFloat
    /// The entry at row 2, column 1: x shear from y.
    public var c: CGFloat
    /// The entry at row 2, column 2: y scale.
    public var d: CGFloat
    /// The x translation.
    public var tx: CGFloat
    /// The y translation.
    public var ty: CGFloat

    /// Creates the identity transform.
    public init() {
      self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    /// Creates a transform from its six entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.tx = tx
      self.ty = ty
    }

    /// Creates a transform from its six entries, unlabelled.
    public init(
      _ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat
    ) {
      self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// Creates a translation.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
      self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// Creates a scale about the origin.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
      self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Creates a rotation about the origin by `angle` radians; positive angles turn
    /// clockwise on a y-down screen.
    public init(rotationAngle angle: CGFloat) {
      let cosine = cos(angle)
      let sine = sin(angle)
      self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// The identity transform.
    public static let identity = CGAffineTransform()

    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// The transform that applies this one, then `other`.
    public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
      CGAffineTransform(
        a: a * other.a + b * other.c,
        b: a * other.b + b * other.d,
        c: c * other.a + d * other.c,
        d: c * other.b + d * other.d,
        tx: tx * other.a + ty * other.c + other.tx,
        ty: tx * other.b + ty * other.d + other.ty)
    }

    /// The inverse transform; a transform that cannot be inverted (its determinant is zero
    /// or not finite) is returned unchanged, as CoreGraphics does.
    public func inverted() -> CGAffineTransform {
      let determinant = a * d - b * c
      guard determinant != 0, determinant.isFinite else { return self }
      let ia = d / determinant
      let ib = -b / determinant
      let ic = -c / determinant
      let id = a / determinant
      return CGAffineTransform(
        a: ia, b: ib, c: ic, d: id,
        tx: -(tx * ia + ty * ic),
        ty: -(tx * ib + ty * id))
    }

    /// This transform preceded by a translation.
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
      CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// This transform preceded by a scale.
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
      CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// This transform preceded by a rotation of `angle` radians.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
      CGAffineTransform(rotationAngle: angle).concatenating(self)
    }
  }

  extension CGPoint {
    /// The point mapped by `transform`.
    public func applying(_ transform: CGAffineTransform) -> CGPoint {
      CGPoint(
        x: transform.a * x + transform.c * y + transform.tx,
        y: transform.b * x + transform.d * y + transform.ty)
    }
  }

  extension CGSize {
    /// The size mapped by the linear part of `transform` (translation ignored).
    public func applying(_ transform: CGAffineTransform) -> CGSize {
      CGSize(
        width: transform.a * width + transform.c * height,
        height: transform.b * width + transform.d * height)
    }
  }

  extension CGRect {
    /// The smallest rectangle holding the four corners of this one mapped by `transform`;
    /// the null rectangle stays null.
    public func applying(_ transform: CGAffineTransform) -> CGRect {
      guard !isNull else { return self }
      let a = CGPoint(x: minX, y: minY).applying(transform)
      let b = CGPoint(x: maxX, y: minY).applying(transform)
      let c = CGPoint(x: maxX, y: maxY).applying(transform)
      let d = CGPoint(x: minX, y: maxY).applying(transform)
      let minX = min(a.x, b.x, c.x, d.x)
      let minY = min(a.y, b.y, c.y, d.y)
      return CGRect(
        x: minX, y: minY, width: max(a.x, b.x, c.x, d.x) - minX,
        height: max(a.y, b.y, c.y, d.y) - minY)
    }
  }
#endif
