internal import _ImageCodecs

/// A layer of premultiplied RGBA pixels, 8 bits a component, as compositing works on them.
///
/// Every operation is SVG 1.1's: sRGB values blended as they are (no linear light),
/// source-over, with colors premultiplied by their alpha. `dirty` bounds what has been
/// drawn, so compositing a layer touches only that.
///
/// A layer's pixels are its own, from (0, 0) at its top left; ``frame`` places them on the
/// canvas. Layers are the canvas's size and place, except a shadow's, which may reach past
/// the canvas edges so that content there still casts its shadow onto the canvas.
struct PixelBuffer {
  let width: Int
  let height: Int
  /// The canvas pixel of this layer's pixel (0, 0): negative when it reaches past the
  /// canvas's left or top edge.
  let originX: Int
  let originY: Int
  /// Red, green, blue, alpha per pixel, premultiplied, row by row from the top left.
  var bytes: [UInt8]
  /// The pixels that may be other than transparent.
  var dirty = PixelBounds(x: 0, y: 0, width: 0, height: 0)

  /// A transparent layer; the size was checked by ``RasterError/pixelSize(width:height:scale:)``.
  init(width: Int, height: Int) {
    self.init(frame: PixelBounds(x: 0, y: 0, width: width, height: height))
  }

  /// A transparent layer over `frame`, in canvas pixels.
  init(frame: PixelBounds) {
    width = max(frame.width, 0)
    height = max(frame.height, 0)
    originX = frame.x
    originY = frame.y
    bytes = LargeByteArray.zeroed(count: width * height * 4)
  }

  /// The layer's own pixels, from (0, 0).
  var canvasBounds: PixelBounds { PixelBounds(x: 0, y: 0, width: width, height: height) }

  /// Where the layer lies on the canvas, in canvas pixels.
  var frame: PixelBounds { PixelBounds(x: originX, y: originY, width: width, height: height) }

  /// Blends a source over one row of pixels from `pixels` (the first pixel's red byte): per
  /// pixel, a color from `source` (at row `y`, from column `x`) scaled by the coverage.
  static func blend(
    _ coverage: UnsafeMutableBufferPointer<Float>, of source: RowSource,
    onto pixels: UnsafeMutablePointer<UInt8>, y: Int, x: Int,
    scratch: inout [SIMD4<Float>]
  ) {
    let count = coverage.count
    if let color = source.solidColor {
      let inverseAlpha = color.w / 255
      for i in 0..<count where coverage[i] != 0 {
        blend(
          color, coverage: coverage[i], inverseAlpha: inverseAlpha, opaque: source.opaqueBytes,
          into: pixels + 4 * i)
      }
      return
    }
    if scratch.count < count { scratch = [SIMD4<Float>](repeating: .zero, count: count) }
    scratch.withUnsafeMutableBufferPointer { colors in
      guard let base = colors.baseAddress else { return }
      source.shader.shade(y: y, x: x, count: count, into: base)
      for i in 0..<count {
        let c = coverage[i]
        if c == 0 { continue }
        blend(colors[i] * c, into: pixels + 4 * i)
      }
    }
  }

  /// Source-over of a solid premultiplied color (0…255, alpha `255 × inverseAlpha`) with
  /// coverage `coverage` onto the pixel at `pixel`; `opaque` is the color's bytes when it
  /// is opaque.
  @inline(__always)
  static func blend(
    _ color: SIMD4<Float>, coverage c: Float, inverseAlpha: Float,
    opaque: (UInt8, UInt8, UInt8, UInt8)?, into pixel: UnsafeMutablePointer<UInt8>
  ) {
    // An opaque color over a fully covered pixel replaces it: the inside of most fills.
    // Summed coverage there is often a rounding error below 1; from 1 − 1/512 up,
    // blending gives the color's own bytes all the same (each byte k is
    // ⌊k·c + d·(1 − c) + ½⌋ for d ≤ 255, which is k while (1 − c)·255 < ½).
    if c >= RowSource.fullCoverage, let opaque {
      (pixel[0], pixel[1], pixel[2], pixel[3]) = opaque
    } else {
      store(color * c + load(pixel) * (1 - inverseAlpha * c), at: pixel)
    }
  }

  /// Source-over of one premultiplied color (0…255) onto the pixel at `pixel`.
  @inline(__always)
  static func blend(_ color: SIMD4<Float>, into pixel: UnsafeMutablePointer<UInt8>) {
    store(color + load(pixel) * (1 - color.w / 255), at: pixel)
  }

  /// Source-over of one premultiplied color (0…255) onto the pixel at byte offset `p`.
  @inline(__always)
  static func blend(_ color: SIMD4<Float>, into bytes: UnsafeMutableBufferPointer<UInt8>, at p: Int)
  {
    precondition(p >= 0 && p + 4 <= bytes.count, "pixel outside the layer")
    guard let base = bytes.baseAddress else { return }
    blend(color, into: base + p)
  }

  /// The four bytes of a pixel as numbers.
  @inline(__always)
  private static func load(_ pixel: UnsafeMutablePointer<UInt8>) -> SIMD4<Float> {
    let bytes = UnsafeRawPointer(pixel).loadUnaligned(as: SIMD4<UInt8>.self)
    return SIMD4<Float>(SIMD4<Int32>(truncatingIfNeeded: bytes))
  }

  /// Rounds a blended pixel to bytes: ⌊v + ½⌋, within 0…255.
  ///
  /// The sum of a premultiplied color and what shows through it can pass 255 by a rounding
  /// error, never by more. The four lanes are rounded at once, without a conversion that
  /// checks its range: adding 2²³ to a float of 0…255.5 leaves its nearest whole number in
  /// the low bits, and one less is taken where that number is above it.
  @inline(__always)
  private static func store(_ value: SIMD4<Float>, at pixel: UnsafeMutablePointer<UInt8>) {
    var rounded = value + 0.5
    rounded.replace(with: 0, where: rounded .< 0)
    rounded.replace(with: 255, where: rounded .> 255)
    let magic = SIMD4<Float>(repeating: 8_388_608)
    let shifted = rounded + magic
    var whole = unsafeBitCast(shifted, to: SIMD4<Int32>.self) &- 0x4B00_0000
    whole.replace(with: whole &- 1, where: shifted - magic .> rounded)
    UnsafeMutableRawPointer(pixel).storeBytes(
      of: SIMD4<UInt8>(truncatingIfNeeded: whole), as: SIMD4<UInt8>.self)
  }

  /// Composites `layer` over this one, each placed on the canvas by its ``frame``, every
  /// pixel of `layer` faded by `opacity` (0…1); what lies outside this layer is dropped.
  mutating func composite(_ layer: PixelBuffer, opacity: Double) {
    let fade = Float(min(max(opacity.isNaN ? 0 : opacity, 0), 1))
    // `layer`'s pixel (x, y) is this layer's (x + shiftX, y + shiftY).
    let shiftX = layer.originX - originX
    let shiftY = layer.originY - originY
    let area = layer.dirty.offsetBy(x: shiftX, y: shiftY).intersection(canvasBounds)
    guard !area.isEmpty, fade > 0 else { return }
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
            let color = SIMD4<Float>(
              Float(source[q]), Float(source[q + 1]), Float(source[q + 2]), Float(source[q + 3]))
            Self.blend(color * fade, into: bytes, at: (y * width + x) * 4)
          }
        }
      }
    }
  }

  /// Multiplies every pixel by a coverage mask (0…1), zero outside the mask's bounds.
  mutating func multiply(by mask: CoverageMask) {
    let area = dirty
    guard !area.isEmpty else { return }
    let width = self.width
    bytes.withUnsafeMutableBufferPointer { bytes in
      for y in area.y..<area.maxY {
        for x in area.x..<area.maxX {
          let p = (y * width + x) * 4
          if bytes[p + 3] == 0 { continue }
          let m = mask.value(x: x, y: y)
          if m >= 1 { continue }
          for k in 0..<4 { bytes[p + k] = UInt8(Float(bytes[p + k]) * m + 0.5) }
        }
      }
    }
    dirty = dirty.intersection(mask.bounds)
  }
}

/// A shader made ready to paint many rows: a solid color, and its bytes when it is opaque,
/// found once per shape rather than once per row.
struct RowSource {
  let shader: RasterShader
  let solidColor: SIMD4<Float>?
  /// The pixel a fully covered opaque solid color leaves: the color itself.
  let opaqueBytes: (UInt8, UInt8, UInt8, UInt8)?
  /// The least coverage at which an opaque solid color's blend is the color's own bytes.
  static let fullCoverage: Float = 1 - 1 / 512

  init(_ shader: RasterShader) {
    self.shader = shader
    solidColor = shader.solidColor
    if let color = solidColor, color.w >= 255 {
      opaqueBytes = (UInt8(color.x + 0.5), UInt8(color.y + 0.5), UInt8(color.z + 0.5), 255)
    } else {
      opaqueBytes = nil
    }
  }
}
