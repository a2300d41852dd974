import Foundation

/// Writes RGBA8 pixels as a PNG file: color type 6, bit depth 8, not interlaced, marked
/// as sRGB.
///
/// The output is a function of the pixels and the level alone (no time stamp, no text
/// chunk), so the same image always gives the same bytes.
public enum PNGEncoder {
  /// Encodes the pixels, choosing a filter for every scanline by the usual heuristic: the one
  /// whose output bytes, read as signed, have the smallest sum of magnitudes.
  static func encode(width: Int, height: Int, pixels: [RGBA], level: Deflate.Level) -> Data? {
    var raw = [UInt8]()
    raw.reserveCapacity(pixels.count * 4)
    for pixel in pixels {
      raw.append(pixel.red)
      raw.append(pixel.green)
      raw.append(pixel.blue)
      raw.append(pixel.alpha)
    }
    return encode(width: width, height: height, rgba: raw, level: level)
  }

  /// Encodes straight-alpha RGBA8 bytes, four per pixel, row by row from the top left.
  ///
  /// The file has `IHDR`, an `sRGB` chunk (perceptual intent: the samples are sRGB, as SVG
  /// and CSS colors are), one `IDAT` and `IEND`. At the `.fast` level every scanline is
  /// filtered by `Up`; at the others, each by the filter the usual heuristic picks.
  ///
  /// **Degenerate input.** PNG has no empty images and at most 2³¹ − 1 rows and columns:
  /// a width or height outside `1...Int32.max`, or `rgba` not holding `width × height × 4`
  /// bytes, gives `nil` rather than a broken file.
  public static func encode(
    width: Int, height: Int, rgba raw: [UInt8], level: Deflate.Level = .default
  ) -> Data? {
    guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max),
      case (let pixelCount, false) = width.multipliedReportingOverflow(by: height),
      pixelCount <= Int.max / 4, raw.count == pixelCount * 4
    else { return nil }
    let rowByteCount = width * 4

    let stride = rowByteCount + 1
    let zeros = [UInt8](repeating: 0, count: rowByteCount)
    // Every byte is written below (a filter type and a filtered row per scanline), so the
    // buffer starts uninitialized rather than cleared first.
    let filtered = LargeByteArray.make(count: height * stride) { output in
      raw.withUnsafeBufferPointer { source in
        zeros.withUnsafeBufferPointer { zeroRow in
          guard let pixels = source.baseAddress, let target = output.baseAddress,
            let zeroRow = zeroRow.baseAddress
          else {
            output.initialize(repeating: 0)
            return
          }
          for y in 0..<height {
            let row = pixels + y * rowByteCount
            let above = y == 0 ? zeroRow : row - rowByteCount
            // The fast level filters every scanline by its difference from the one above,
            // which suits drawings (runs of one color) and skips trying five filters.
            let filter =
              level == .fast
              ? .up : PNGFilter.best(row: row, above: above, count: rowByteCount, bytesPerPixel: 4)
            (target + y * stride).initialize(to: filter.rawValue)
            filter.apply(
              row: row, above: above, count: rowByteCount, bytesPerPixel: 4,
              to: target + y * stride + 1)
          }
        }
      }
    }

    var header = [UInt8]()
    header.append(contentsOf: bigEndian(UInt32(width)))
    header.append(contentsOf: bigEndian(UInt32(height)))
    // Bit depth 8, RGBA, DEFLATE, adaptive filtering, not interlaced.
    header.append(contentsOf: [8, 6, 0, 0, 0])

    // The file is written in one buffer, handed over as the `Data` without a copy: the
    // signature, IHDR, sRGB, then IDAT, whose length is filled in once its stream is written.
    var file = BitWriter(reservingCapacity: filtered.count / 8 + 128)
    file.append(contentsOf: PNGDecoder.signature)
    appendChunk("IHDR", header, to: &file)
    // Rendering intent 0, perceptual.
    appendChunk("sRGB", [0], to: &file)
    let idatStart = file.byteCount
    file.append(contentsOf: [0, 0, 0, 0] + Array("IDAT".utf8))
    filtered.withUnsafeBufferPointer { Deflate.compress($0, level: level, into: &file) }
    let idatLength = file.byteCount - idatStart - 8
    // A chunk holds at most 2³¹ − 1 bytes; the largest canvases compress to far less.
    guard idatLength <= Int(Int32.max) else { return nil }
    file.replaceBigEndian(UInt32(idatLength), at: idatStart)
    let crc = file.withBytes(from: idatStart + 4) { CRC32.checksum($0) }
    file.append(contentsOf: bigEndian(crc))
    appendChunk("IEND", [], to: &file)
    return file.takeData()
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
  }

  private static func appendChunk(_ type: String, _ body: [UInt8], to file: inout BitWriter) {
    let typeBytes = Array(type.utf8)
    var crc = CRC32()
    crc.update(with: typeBytes)
    crc.update(with: body)
    file.append(contentsOf: bigEndian(UInt32(body.count)))
    file.append(contentsOf: typeBytes)
    file.append(contentsOf: body)
    file.append(contentsOf: bigEndian(crc.value))
  }
}
