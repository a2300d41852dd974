/// A value 0…1 per device pixel over a rectangle, zero outside it: a clip path's coverage,
/// or the alpha of a mask's drawing.
struct CoverageMask {
  /// Where the mask may be other than zero.
  private(set) var bounds: PixelBounds
  /// Row by row over `bounds`.
  private var values: [Float]

  /// A mask of zeros over `bounds`.
  init(bounds: PixelBounds) {
    self.bounds = bounds
    values = [Float](repeating: 0, count: bounds.isEmpty ? 0 : bounds.width * bounds.height)
  }

  /// The alpha of a layer's pixels (0…1), over what it has drawn.
  init(alphaOf layer: PixelBuffer) {
    self.init(bounds: layer.dirty)
    let bounds = self.bounds
    guard !bounds.isEmpty else { return }
    for y in bounds.y..<bounds.maxY {
      for x in bounds.x..<bounds.maxX {
        values[(y - bounds.y) * bounds.width + x - bounds.x] =
          Float(layer.bytes[(y * layer.width + x) * 4 + 3]) / 255
      }
    }
  }

  /// The value at a pixel; zero outside the bounds.
  @inline(__always)
  func value(x: Int, y: Int) -> Float {
    guard x >= bounds.x, x < bounds.maxX, y >= bounds.y, y < bounds.maxY else { return 0 }
    return values[(y - bounds.y) * bounds.width + x - bounds.x]
  }

  /// Sets one row's values from column `x` (the part within the bounds).
  mutating func setRow(y: Int, x: Int, _ row: UnsafeMutableBufferPointer<Float>) {
    guard y >= bounds.y, y < bounds.maxY else { return }
    for i in 0..<row.count where x + i >= bounds.x && x + i < bounds.maxX {
      values[(y - bounds.y) * bounds.width + x + i - bounds.x] = row[i]
    }
  }

  /// This mask times `other`: the intersection of two clips, anti-aliased edges multiplied.
  mutating func multiply(by other: CoverageMask) {
    let inside = bounds.intersection(other.bounds)
    var result = CoverageMask(bounds: inside)
    if !inside.isEmpty {
      for y in inside.y..<inside.maxY {
        for x in inside.x..<inside.maxX {
          result.values[(y - inside.y) * inside.width + x - inside.x] =
            value(x: x, y: y) * other.value(x: x, y: y)
        }
      }
    }
    self = result
  }
}
