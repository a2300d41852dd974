/// A rectangle of whole pixels: columns `x ..< x + width`, rows `y ..< y + height`.
public struct PixelRect: Sendable, Hashable, CustomStringConvertible {
  /// The leftmost column.
  public var x: Int
  /// The top row.
  public var y: Int
  /// The number of columns.
  public var width: Int
  /// The number of rows.
  public var height: Int

  /// Creates a rectangle from its top-left pixel and its size.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The leftmost column, `x`.
  public var minX: Int { x }
  /// The top row, `y`.
  public var minY: Int { y }
  /// The column just right of the rectangle, `x + width`.
  public var maxX: Int { x + width }
  /// The row just below the rectangle, `y + height`.
  public var maxY: Int { y + height }

  /// Whether the rectangle holds no pixels.
  public var isEmpty: Bool { width <= 0 || height <= 0 }

  /// The number of pixels in the rectangle.
  public var area: Int { isEmpty ? 0 : width * height }

  /// Whether the pixel at column `x`, row `y` lies inside the rectangle.
  public func contains(x: Int, y: Int) -> Bool {
    x >= minX && x < maxX && y >= minY && y < maxY
  }

  /// The pixels both rectangles hold; an empty rectangle when they do not overlap.
  public func intersection(_ other: PixelRect) -> PixelRect {
    let left = max(minX, other.minX)
    let top = max(minY, other.minY)
    let right = min(maxX, other.maxX)
    let bottom = min(maxY, other.maxY)
    guard right > left, bottom > top else { return PixelRect(x: left, y: top, width: 0, height: 0) }
    return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// The rectangle as `(x, y, width, height)`.
  public var description: String { "(\(x), \(y), \(width), \(height))" }
}
