import Shapes

/// A rectangle of whole device pixels: columns `x..<x + width`, rows `y..<y + height`.
struct PixelBounds: Equatable, Sendable {
  var x: Int
  var y: Int
  var width: Int
  var height: Int

  /// The pixels a rectangle touches, within `0..<canvasWidth` × `0..<canvasHeight`; empty
  /// (zero width or height) when they do not meet or the rectangle is not finite.
  init(covering rect: CGRect, canvasWidth: Int, canvasHeight: Int) {
    guard !rect.isNull, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite,
      rect.maxY.isFinite
    else {
      self.init(x: 0, y: 0, width: 0, height: 0)
      return
    }
    let minX = max(0, min(Double(canvasWidth), rect.minX.rounded(.down)))
    let minY = max(0, min(Double(canvasHeight), rect.minY.rounded(.down)))
    let maxX = max(minX, min(Double(canvasWidth), rect.maxX.rounded(.up)))
    let maxY = max(minY, min(Double(canvasHeight), rect.maxY.rounded(.up)))
    self.init(x: Int(minX), y: Int(minY), width: Int(maxX - minX), height: Int(maxY - minY))
  }

  init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  var isEmpty: Bool { width <= 0 || height <= 0 }
  var maxX: Int { x + width }
  var maxY: Int { y + height }

  /// The pixels in both; empty when they do not meet.
  func intersection(_ other: PixelBounds) -> PixelBounds {
    let minX = max(x, other.x)
    let minY = max(y, other.y)
    let maxX = min(self.maxX, other.maxX)
    let maxY = min(self.maxY, other.maxY)
    return PixelBounds(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
  }

  /// The pixels in either (the smallest rectangle holding both); an empty side is ignored.
  func union(_ other: PixelBounds) -> PixelBounds {
    if isEmpty { return other }
    if other.isEmpty { return self }
    let minX = min(x, other.x)
    let minY = min(y, other.y)
    return PixelBounds(
      x: minX, y: minY, width: max(maxX, other.maxX) - minX,
      height: max(maxY, other.maxY) - minY)
  }
}
