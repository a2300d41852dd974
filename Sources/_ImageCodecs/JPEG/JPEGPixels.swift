/// Turns a JPEG frame's coefficients into pixels: dequantization and the inverse DCT of
/// each block, chroma upsampling, and YCbCr to RGB conversion.
enum JPEGPixels {
  /// The frame's pixels, opaque, row by row.
  static func convert(_ frame: JPEGFrame, isRGB: Bool) -> (width: Int, height: Int, pixels: [RGBA])
  {
    let planes = frame.components.map { JPEGPlane(component: $0) }
    let width = frame.width
    let height = frame.height
    var pixels = [RGBA](repeating: .black, count: width * height)
    if planes.count == 1 {
      let plane = planes[0]
      for y in 0..<height {
        for x in 0..<width {
          let gray = plane[x, y]
          pixels[y * width + x] = RGBA(red: gray, green: gray, blue: gray)
        }
      }
      return (width, height, pixels)
    }
    let samplers = frame.components.indices.map { index in
      JPEGUpsampler(
        plane: planes[index],
        horizontalFactor: frame.maxHorizontal / frame.components[index].horizontal,
        verticalFactor: frame.maxVertical / frame.components[index].vertical)
    }
    for y in 0..<height {
      for x in 0..<width {
        let first = samplers[0].sample(x: x, y: y)
        let second = samplers[1].sample(x: x, y: y)
        let third = samplers[2].sample(x: x, y: y)
        if isRGB {
          pixels[y * width + x] = RGBA(
            red: clamp(first), green: clamp(second), blue: clamp(third))
        } else {
          // JFIF's conversion (ITU-R BT.601, full range), in libjpeg's 16-bit fixed point.
          let cb = second - 128
          let cr = third - 128
          pixels[y * width + x] = RGBA(
            red: clamp(first + (91_881 * cr + 32_768) >> 16),
            green: clamp(first + (-22_554 * cb - 46_802 * cr + 32_768) >> 16),
            blue: clamp(first + (116_130 * cb + 32_768) >> 16))
        }
      }
    }
    return (width, height, pixels)
  }

  /// The value, clamped to 8 bits.
  @inline(__always)
  static func clamp(_ value: Int) -> UInt8 {
    UInt8(min(max(value, 0), 255))
  }
}

/// One component's samples, after the inverse DCT of each of its blocks.
struct JPEGPlane {
  /// The samples that hold image data, across and down.
  let width: Int
  let height: Int
  /// Samples per row of ``samples``: whole blocks.
  let stride: Int
  let samples: [UInt8]

  init(component: JPEGComponent) {
    width = component.sampleWidth
    height = component.sampleHeight
    stride = component.blocksAcross * 8
    var samples = [UInt8](repeating: 0, count: stride * component.blocksDown * 8)
    let quantization = component.quantization ?? [Int32](repeating: 0, count: 64)
    var input = [Int](repeating: 0, count: 64)
    var workspace = [Int](repeating: 0, count: 64)
    for blockY in 0..<component.blocksDown {
      for blockX in 0..<component.blocksAcross {
        let base = (blockY * component.paddedAcross + blockX) * 64
        for k in 0..<64 {
          input[JPEGInverseDCT.zigzag[k]] =
            Int(component.coefficients[base + k]) * Int(quantization[k])
        }
        JPEGInverseDCT.transform(
          &input, workspace: &workspace, into: &samples, start: blockY * 8 * stride + blockX * 8,
          stride: stride)
      }
    }
    self.samples = samples
  }

  /// The sample at (x, y), clamped to the plane's image samples.
  @inline(__always)
  subscript(x: Int, y: Int) -> UInt8 {
    samples[min(max(y, 0), height - 1) * stride + min(max(x, 0), width - 1)]
  }
}

/// Reads a subsampled plane at full resolution, as libjpeg's "fancy" upsampling does:
/// where a factor is 2, each output sample is ¾ of the nearest input sample and ¼ of the next
/// nearest (the edges repeat), rounded with libjpeg's alternating bias so that the pixels
/// match its; other factors repeat each sample.
struct JPEGUpsampler {
  let plane: JPEGPlane
  let horizontalFactor: Int
  let verticalFactor: Int

  @inline(__always)
  func sample(x: Int, y: Int) -> Int {
    let (x0, x1) = Self.taps(x, factor: horizontalFactor)
    let (y0, y1) = Self.taps(y, factor: verticalFactor)
    switch (horizontalFactor == 2, verticalFactor == 2) {
    case (true, true):
      let near = 3 * Int(plane[x0, y0]) + Int(plane[x0, y1])
      let far = 3 * Int(plane[x1, y0]) + Int(plane[x1, y1])
      return (3 * near + far + (x & 1 == 0 ? 8 : 7)) >> 4
    case (true, false):
      return (3 * Int(plane[x0, y0]) + Int(plane[x1, y0]) + (x & 1 == 0 ? 1 : 2)) >> 2
    case (false, true):
      return (3 * Int(plane[x0, y0]) + Int(plane[x0, y1]) + (y & 1 == 0 ? 1 : 2)) >> 2
    case (false, false):
      return Int(plane[x0, y0])
    }
  }

  /// The nearest input sample and the next nearest.
  @inline(__always)
  private static func taps(_ output: Int, factor: Int) -> (Int, Int) {
    guard factor == 2 else { return (output / factor, output / factor) }
    let nearest = output >> 1
    return (nearest, output & 1 == 0 ? nearest - 1 : nearest + 1)
  }
}
