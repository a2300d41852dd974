import Shapes

/// A projective transform of the plane, with SwiftUI's name and layout: a 3 × 3 matrix
/// that maps the row vector `[x, y, 1]` to `[x′, y′, w]`, and the point to
/// `(x′ / w, y′ / w)`.
///
/// ```swift
/// let flat = ProjectionTransform(CGAffineTransform(scaleX: 2, y: 1))
/// print(flat.isAffine)  // true
/// ```
///
/// The third column (`m13`, `m23`, `m33`) gives `w`; when `m13` and `m23` are 0 the
/// transform is affine, and ``View/projectionEffect(_:)`` draws it as one. Otherwise points
/// farther along the third column's direction come nearer the viewer: this is what
/// ``View/rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`` makes.
///
/// **Degenerate input.** A point whose `w` is 0 or negative has passed behind the viewer
/// and has no image; a matrix with a non-finite entry draws nothing.
public struct ProjectionTransform: Hashable, Sendable {
  /// The entries, row by row: `m13`, `m23` and `m33` give `w`.
  public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
  public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
  public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

  /// The identity.
  public init() {}

  /// The affine transform `transform` as a projective one.
  public init(_ transform: CGAffineTransform) {
    m11 = transform.a
    m12 = transform.b
    m21 = transform.c
    m22 = transform.d
    m31 = transform.tx
    m32 = transform.ty
  }

  /// A transform with the nine entries given, row by row.
  public init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat,
    m21: CGFloat, m22: CGFloat, m23: CGFloat,
    m31: CGFloat, m32: CGFloat, m33: CGFloat
  ) {
    (self.m11, self.m12, self.m13) = (m11, m12, m13)
    (self.m21, self.m22, self.m23) = (m21, m22, m23)
    (self.m31, self.m32, self.m33) = (m31, m32, m33)
  }

  /// Whether this is the identity.
  public var isIdentity: Bool { self == ProjectionTransform() }

  /// Whether this maps lines to lines keeping them parallel: its third column is
  /// `(0, 0, 1)`.
  public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

  /// This transform followed by `other`.
  public func concatenating(_ other: ProjectionTransform) -> ProjectionTransform {
    let a = self
    let b = other
    return ProjectionTransform(
      m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31,
      m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32,
      m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33,
      m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31,
      m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32,
      m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33,
      m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31,
      m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32,
      m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33)
  }

  /// Replaces this transform by its inverse and returns `true`; leaves it unchanged and
  /// returns `false` when it has none (its determinant is 0 or not finite).
  @discardableResult
  public mutating func invert() -> Bool {
    let c11 = m22 * m33 - m23 * m32
    let c12 = m13 * m32 - m12 * m33
    let c13 = m12 * m23 - m13 * m22
    let determinant = m11 * c11 + m21 * c12 + m31 * c13
    guard determinant != 0, determinant.isFinite else { return false }
    let inverse = ProjectionTransform(
      m11: c11, m12: c12, m13: c13,
      m21: m23 * m31 - m21 * m33, m22: m11 * m33 - m13 * m31, m23: m13 * m21 - m11 * m23,
      m31: m21 * m32 - m22 * m31, m32: m12 * m31 - m11 * m32, m33: m11 * m22 - m12 * m21)
    self = inverse.scaled(by: 1 / determinant)
    return true
  }

  /// The inverse of this transform, or `nil` when it has none.
  public func inverted() -> ProjectionTransform? {
    var copy = self
    return copy.invert() ? copy : nil
  }

  /// Every entry multiplied by `factor`: the same projective map.
  private func scaled(by factor: CGFloat) -> ProjectionTransform {
    ProjectionTransform(
      m11: m11 * factor, m12: m12 * factor, m13: m13 * factor,
      m21: m21 * factor, m22: m22 * factor, m23: m23 * factor,
      m31: m31 * factor, m32: m32 * factor, m33: m33 * factor)
  }

  /// Where `point` lands, or `nil` when it has passed behind the viewer (`w` is not
  /// positive) or lands at no finite point.
  func project(_ point: CGPoint) -> CGPoint? {
    let w = m13 * point.x + m23 * point.y + m33
    guard w > 0 else { return nil }
    let projected = CGPoint(
      x: (m11 * point.x + m21 * point.y + m31) / w,
      y: (m12 * point.x + m22 * point.y + m32) / w)
    guard projected.x.isFinite, projected.y.isFinite else { return nil }
    return projected
  }

  /// Whether every entry is finite.
  var isFinite: Bool {
    [m11, m12, m13, m21, m22, m23, m31, m32, m33].allSatisfy(\.isFinite)
  }

  /// The affine transform this is when, over `rect`, its `w` changes by less than a
  /// billionth (a turn of exactly 180° leaves rounding errors there); `nil` otherwise.
  func affine(over rect: CGRect) -> CGAffineTransform? {
    let spread =
      abs(m13) * max(abs(rect.minX), abs(rect.maxX))
      + abs(m23) * max(abs(rect.minY), abs(rect.maxY))
    guard m33 > 0, spread <= 1e-9 * m33 else { return nil }
    return CGAffineTransform(
      a: m11 / m33, b: m12 / m33, c: m21 / m33, d: m22 / m33, tx: m31 / m33, ty: m32 / m33)
  }
}
