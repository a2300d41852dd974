import Foundation

extension ColorFilter {
  /// The matrix in single precision, 4 × 5 row by row, as resvg computes each form (the
  /// `saturate` and `hueRotate` coefficients from SVG's formulas in single precision).
  var singlePrecisionRows: [Float] {
    switch self {
    case .matrix(let values):
      return values.map { Float($0) }
    case .saturate(let value):
      let v = Float(value)
      return [
        0.213 + 0.787 * v, 0.715 - 0.715 * v, 0.072 - 0.072 * v, 0, 0,
        0.213 - 0.213 * v, 0.715 + 0.285 * v, 0.072 - 0.072 * v, 0, 0,
        0.213 - 0.213 * v, 0.715 - 0.715 * v, 0.072 + 0.928 * v, 0, 0,
        0, 0, 0, 1, 0,
      ]
    case .hueRotate(let degrees):
      let angle = Float(degrees) * (Float.pi / 180)
      let (c, s) = (cos(angle), sin(angle))
      return [
        0.213 + 0.787 * c - 0.213 * s, 0.715 - 0.715 * c - 0.715 * s,
        0.072 - 0.072 * c + 0.928 * s, 0, 0,
        0.213 - 0.213 * c + 0.143 * s, 0.715 + 0.285 * c + 0.140 * s,
        0.072 - 0.072 * c - 0.283 * s, 0, 0,
        0.213 - 0.213 * c - 0.787 * s, 0.715 - 0.715 * c + 0.715 * s,
        0.072 + 0.928 * c + 0.072 * s, 0, 0,
        0, 0, 0, 1, 0,
      ]
    case .luminanceToAlpha:
      return [
        0, 0, 0, 0, 0,
        0, 0, 0, 0, 0,
        0, 0, 0, 0, 0,
        0.2125, 0.7154, 0.0721, 0, 0,
      ]
    }
  }

  /// Whether the form keeps each pixel's alpha byte as it is (`saturate`, `hueRotate`)
  /// rather than computing it from its row.
  var keepsAlpha: Bool {
    switch self {
    case .saturate, .hueRotate: true
    case .matrix, .luminanceToAlpha: false
    }
  }
}

extension PixelBuffer {
  /// Applies `filter` to every pixel of ``dirty``, as resvg applies `feColorMatrix`: each
  /// pixel's color divided by its alpha and rounded to bytes, the matrix applied to the
  /// bytes over 255 in single precision, each result clamped to 0…1 and cut to a byte
  /// (times 255, toward zero), and the color multiplied again by the new alpha and rounded.
  ///
  /// Transparent pixels are left alone: no filter makes them visible (see ``ColorFilter``).
  mutating func apply(_ filter: ColorFilter) {
    let area = dirty
    guard !area.isEmpty else { return }
    let m = filter.singlePrecisionRows
    guard m.count == 20 else { return }
    let keepsAlpha = filter.keepsAlpha
    let width = self.width
    bytes.withUnsafeMutableBufferPointer { bytes in
      for y in area.y..<area.maxY {
        for x in area.x..<area.maxX {
          let p = (y * width + x) * 4
          let alphaByte = bytes[p + 3]
          if alphaByte == 0 { continue }
          let a = Float(alphaByte) / 255
          let r = Float(Self.truncatedByte(Float(bytes[p]) / a + 0.5)) / 255
          let g = Float(Self.truncatedByte(Float(bytes[p + 1]) / a + 0.5)) / 255
          let b = Float(Self.truncatedByte(Float(bytes[p + 2]) / a + 0.5)) / 255
          // Summed left to right, as resvg sums them.
          func row(_ i: Int) -> UInt8 {
            let sum = r * m[i] + g * m[i + 1] + b * m[i + 2] + a * m[i + 3] + m[i + 4]
            return Self.truncatedByte(min(max(sum, 0), 1) * 255)
          }
          let newAlpha = keepsAlpha ? alphaByte : row(15)
          let scale = Float(newAlpha) / 255
          bytes[p] = Self.truncatedByte(Float(row(0)) * scale + 0.5)
          bytes[p + 1] = Self.truncatedByte(Float(row(5)) * scale + 0.5)
          bytes[p + 2] = Self.truncatedByte(Float(row(10)) * scale + 0.5)
          bytes[p + 3] = newAlpha
        }
      }
    }
  }
}
