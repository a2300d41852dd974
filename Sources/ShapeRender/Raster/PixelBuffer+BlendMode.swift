import Foundation

extension PixelBuffer {
  /// Blends `layer` onto this one by `mode`, each placed on the canvas by its ``frame``:
  /// the compositing specification's formulas on premultiplied 8-bit sRGB.
  ///
  /// Blend modes composite source-over after blending: `co = cs·(1 − ab) + cb·(1 − as) +
  /// as·ab·B(Cb, Cs)`, `ao = as + ab − as·ab`. The Porter–Duff modes and the two plus modes
  /// replace that whole formula. Where the layer is transparent, this layer is unchanged
  /// (``BlendMode/destinationOver`` aside, there is nothing to do).
  mutating func blend(_ layer: PixelBuffer, mode: BlendMode) {
    let shiftX = layer.originX - originX
    let shiftY = layer.originY - originY
    let area = layer.dirty.offsetBy(x: shiftX, y: shiftY).intersection(canvasBounds)
    guard !area.isEmpty else { return }
    dirty = dirty.union(area)
    let width = self.width
    let sourceWidth = layer.width
    layer.bytes.withUnsafeBufferPointer { source in
      bytes.withUnsafeMutableBufferPointer { bytes in
        for y in area.y..<area.maxY {
          let sourceRow = (y - shiftY) * sourceWidth - shiftX
          for x in area.x..<area.maxX {
            let q = (sourceRow + x) * 4
            if source[q + 3] == 0 { continue }
            let p = (y * width + x) * 4
            let s =
              SIMD4<Double>(
                Double(source[q]), Double(source[q + 1]), Double(source[q + 2]),
                Double(source[q + 3])) / 255
            let b =
              SIMD4<Double>(
                Double(bytes[p]), Double(bytes[p + 1]), Double(bytes[p + 2]), Double(bytes[p + 3]))
              / 255
            let result = BlendFormulas.composite(source: s, backdrop: b, mode: mode)
            for k in 0..<4 {
              // Clamped to 0…1, NaN to 0, before it becomes a byte.
              let value = result[k] > 0 ? min(result[k], 1) : 0
              bytes[p + k] = UInt8((value * 255).rounded())
            }
            // A premultiplied color never exceeds its alpha.
            for k in 0..<3 where bytes[p + k] > bytes[p + 3] { bytes[p + k] = bytes[p + 3] }
          }
        }
      }
    }
  }
}

/// The blend functions of the compositing specification, on components in 0…1.
enum BlendFormulas {
  /// The premultiplied result of `source` over `backdrop` (both premultiplied) by `mode`.
  static func composite(
    source s: SIMD4<Double>, backdrop b: SIMD4<Double>, mode: BlendMode
  ) -> SIMD4<Double> {
    let sa = s.w
    let ba = b.w
    switch mode {
    case .sourceAtop:
      return SIMD4(
        s.x * ba + b.x * (1 - sa), s.y * ba + b.y * (1 - sa), s.z * ba + b.z * (1 - sa), ba)
    case .destinationOver:
      return b + s * (1 - ba)
    case .destinationOut:
      return b * (1 - sa)
    case .plusLighter:
      return SIMD4(min(s.x + b.x, 1), min(s.y + b.y, 1), min(s.z + b.z, 1), min(sa + ba, 1))
    case .plusDarker:
      // Darkness (alpha less color) adds up: the result is the combined alpha less it.
      let alpha = min(sa + ba, 1)
      func dark(_ sc: Double, _ bc: Double) -> Double {
        max(0, alpha - ((sa - sc) + (ba - bc)))
      }
      return SIMD4(dark(s.x, b.x), dark(s.y, b.y), dark(s.z, b.z), alpha)
    default:
      break
    }
    let source = SIMD3(s.x, s.y, s.z) / sa
    let backdrop = ba > 0 ? SIMD3(b.x, b.y, b.z) / ba : SIMD3<Double>(repeating: 0)
    let blended = blend(source, backdrop, mode)
    let color =
      SIMD3(s.x, s.y, s.z) * (1 - ba) + SIMD3(b.x, b.y, b.z) * (1 - sa) + blended * (sa * ba)
    return SIMD4(color.x, color.y, color.z, sa + ba - sa * ba)
  }

  /// `B(Cb, Cs)`: the blended color of straight `source` and `backdrop` colors.
  static func blend(
    _ cs: SIMD3<Double>, _ cb: SIMD3<Double>, _ mode: BlendMode
  ) -> SIMD3<Double> {
    switch mode {
    case .hue: return setLum(setSat(cs, sat(cb)), lum(cb))
    case .saturation: return setLum(setSat(cb, sat(cs)), lum(cb))
    case .color: return setLum(cs, lum(cb))
    case .luminosity: return setLum(cb, lum(cs))
    default:
      return SIMD3(
        separable(cs.x, cb.x, mode), separable(cs.y, cb.y, mode), separable(cs.z, cb.z, mode))
    }
  }

  /// A separable mode's function of one component.
  private static func separable(_ s: Double, _ b: Double, _ mode: BlendMode) -> Double {
    switch mode {
    case .multiply: return s * b
    case .screen: return s + b - s * b
    case .overlay: return hardLight(b, b: s)
    case .darken: return min(s, b)
    case .lighten: return max(s, b)
    case .colorDodge:
      if b == 0 { return 0 }
      return s >= 1 ? 1 : min(1, b / (1 - s))
    case .colorBurn:
      if b >= 1 { return 1 }
      return s <= 0 ? 0 : 1 - min(1, (1 - b) / s)
    case .hardLight: return hardLight(s, b: b)
    case .softLight:
      if s <= 0.5 { return b - (1 - 2 * s) * b * (1 - b) }
      let d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
      return b + (2 * s - 1) * (d - b)
    case .difference: return abs(s - b)
    case .exclusion: return s + b - 2 * s * b
    default: return s
    }
  }

  private static func hardLight(_ s: Double, b: Double) -> Double {
    s <= 0.5 ? b * 2 * s : b + (2 * s - 1) - b * (2 * s - 1)
  }

  private static func lum(_ c: SIMD3<Double>) -> Double {
    0.3 * c.x + 0.59 * c.y + 0.11 * c.z
  }

  private static func setLum(_ c: SIMD3<Double>, _ l: Double) -> SIMD3<Double> {
    clipColor(c + (l - lum(c)))
  }

  private static func clipColor(_ c: SIMD3<Double>) -> SIMD3<Double> {
    let l = lum(c)
    let n = min(c.x, c.y, c.z)
    let x = max(c.x, c.y, c.z)
    var result = c
    if n < 0, l - n > 0 { result = l + (result - l) * l / (l - n) }
    if x > 1, x - l > 0 { result = l + (result - l) * (1 - l) / (x - l) }
    return result
  }

  private static func sat(_ c: SIMD3<Double>) -> Double {
    max(c.x, c.y, c.z) - min(c.x, c.y, c.z)
  }

  /// `c` with its saturation set to `s`: the largest component becomes `s`, the smallest
  /// 0, the middle one keeps its place between them.
  private static func setSat(_ c: SIMD3<Double>, _ s: Double) -> SIMD3<Double> {
    let high = max(c.x, c.y, c.z)
    let low = min(c.x, c.y, c.z)
    guard high > low else { return SIMD3(repeating: 0) }
    return (c - low) * s / (high - low)
  }
}
