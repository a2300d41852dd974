/// The 8×8 inverse discrete cosine transform of ITU T.81 (A.3.3), in the fixed-point form
/// libjpeg calls "islow" (the Loeffler–Ligtenberg–Moschytz factorization with 13-bit
/// constants and two extra bits between the passes), so that samples round as libjpeg's
/// do; and the zigzag order coefficients are coded in.
///
/// Arithmetic wraps rather than traps: coefficients of corrupt files may be anything, and
/// their samples are then wrong but bounded.
enum JPEGInverseDCT {
  /// `zigzag[k]` is the natural (row-major) index of the k-th coefficient coded.
  static let zigzag: [Int] = [
    0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5,
    12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6, 7, 14, 21, 28,
    35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51,
    58, 59, 52, 45, 38, 31, 39, 46, 53, 60, 61, 54, 47, 55, 62, 63,
  ]

  private static let constBits = 13
  private static let pass1Bits = 2

  /// One dimension of the transform on `values[start + stride * i]`, i in 0..<8, written to
  /// `output` the same way, each result shifted right by `shift` with rounding.
  @inline(__always)
  private static func transform1D(
    _ values: UnsafeMutableBufferPointer<Int>, start: Int, stride: Int, shift: Int,
    output: UnsafeMutableBufferPointer<Int>, outputStart: Int, outputStride: Int
  ) {
    @inline(__always) func value(_ i: Int) -> Int { values[start + stride * i] }
    @inline(__always) func descale(_ x: Int) -> Int { (x &+ (1 << (shift - 1))) >> shift }
    // Even part.
    var z2 = value(2)
    var z3 = value(6)
    var z1 = (z2 &+ z3) &* 4433
    let tmp2Even = z1 &+ z3 &* -15137
    let tmp3Even = z1 &+ z2 &* 6270
    z2 = value(0)
    z3 = value(4)
    let tmp0Even = (z2 &+ z3) &<< constBits
    let tmp1Even = (z2 &- z3) &<< constBits
    let tmp10 = tmp0Even &+ tmp3Even
    let tmp13 = tmp0Even &- tmp3Even
    let tmp11 = tmp1Even &+ tmp2Even
    let tmp12 = tmp1Even &- tmp2Even
    // Odd part.
    var tmp0 = value(7)
    var tmp1 = value(5)
    var tmp2 = value(3)
    var tmp3 = value(1)
    z1 = tmp0 &+ tmp3
    z2 = tmp1 &+ tmp2
    z3 = tmp0 &+ tmp2
    var z4 = tmp1 &+ tmp3
    let z5 = (z3 &+ z4) &* 9633
    tmp0 = tmp0 &* 2446
    tmp1 = tmp1 &* 16819
    tmp2 = tmp2 &* 25172
    tmp3 = tmp3 &* 12299
    z1 = z1 &* -7373
    z2 = z2 &* -20995
    z3 = z3 &* -16069 &+ z5
    z4 = z4 &* -3196 &+ z5
    tmp0 = tmp0 &+ z1 &+ z3
    tmp1 = tmp1 &+ z2 &+ z4
    tmp2 = tmp2 &+ z2 &+ z3
    tmp3 = tmp3 &+ z1 &+ z4
    output[outputStart] = descale(tmp10 &+ tmp3)
    output[outputStart + outputStride] = descale(tmp11 &+ tmp2)
    output[outputStart + outputStride * 2] = descale(tmp12 &+ tmp1)
    output[outputStart + outputStride * 3] = descale(tmp13 &+ tmp0)
    output[outputStart + outputStride * 4] = descale(tmp13 &- tmp0)
    output[outputStart + outputStride * 5] = descale(tmp12 &- tmp1)
    output[outputStart + outputStride * 6] = descale(tmp11 &- tmp2)
    output[outputStart + outputStride * 7] = descale(tmp10 &- tmp3)
  }

  /// The samples (0...255) of a block of dequantized coefficients in natural order, written
  /// to `output` at `start` with `stride` between rows.
  static func transform(
    _ input: inout [Int], workspace: inout [Int], into output: inout [UInt8], start: Int,
    stride: Int
  ) {
    input.withUnsafeMutableBufferPointer { input in
      workspace.withUnsafeMutableBufferPointer { workspace in
        // Down each column, keeping two extra bits, then along each row.
        for column in 0..<8 {
          transform1D(
            input, start: column, stride: 8, shift: constBits - pass1Bits, output: workspace,
            outputStart: column, outputStride: 8)
        }
        for row in 0..<8 {
          transform1D(
            workspace, start: row * 8, stride: 1, shift: constBits + pass1Bits + 3,
            output: input, outputStart: row * 8, outputStride: 1)
        }
      }
    }
    for y in 0..<8 {
      for x in 0..<8 {
        output[start + y * stride + x] = UInt8(min(max(input[y * 8 + x] &+ 128, 0), 255))
      }
    }
  }
}
