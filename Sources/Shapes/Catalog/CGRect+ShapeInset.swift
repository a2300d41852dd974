import Foundation

extension CGRect {
  /// The rectangle a shape inset by `amount` draws in: this rectangle standardized, with
  /// every side moved inward by `amount` (outward when it is negative).
  ///
  /// `nil` when the rectangle is null or not finite, when `amount` is not finite, or when
  /// the inset would leave a negative width or height; a shape then draws the empty path.
  func shapeInset(by amount: CGFloat) -> CGRect? {
    guard let rect = finiteStandardized, amount.isFinite else { return nil }
    let width = rect.width - 2 * amount
    let height = rect.height - 2 * amount
    guard width >= 0, height >= 0, width.isFinite, height.isFinite else { return nil }
    return CGRect(x: rect.minX + amount, y: rect.minY + amount, width: width, height: height)
  }

  /// The square of side `min(width, height)` centred in this rectangle, which must be
  /// standardized.
  var centeredSquare: CGRect {
    let side = Swift.min(width, height)
    return CGRect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side)
  }
}

extension CGFloat {
  /// A corner radius reduced by an inset: `self − amount`, never below 0; a non-finite
  /// radius stays as it is, so that the shape still draws the empty path.
  func reduced(by amount: CGFloat) -> CGFloat {
    isFinite ? Swift.max(self - amount, 0) : self
  }
}
