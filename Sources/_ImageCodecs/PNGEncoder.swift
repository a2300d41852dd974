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
  /// filtered by `Up`, a band of rows at a time as the compressor takes them, so the
  /// filtered image is never whole in memory; at the others, each scanline by the filter
  /// the usual heuristic picks.
  ///
  /// **Degenerate input.** PNG has no empty images and at most 2³¹ − 1 rows and columns:
  /// a width or height outside `1...Int32.max`, or `rgba` not holding `width × height × 4`
  /// bytes, gives `nil` rather than a broken file; so does an image of gigabytes whose
  /// compressed pixels would pass 2³¹ − 1 bytes, the most one `IDAT` chunk holds.
  public static func encode(
    width: Int, height: Int, rgba raw: [UInt8], level: Deflate.Level = .default
  ) -> Data? {
    guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max),
      case (let pixelCount, false) = width.multipliedReportingOverflow(by: height),
      pixelCount <= Int.max / 4, raw.count == pixelCount * 4
    else { return nil }
    let rowByteCount = width * 4

    var header = [UInt8]()
    header.append(contentsOf: bigEndian(UInt32(width)))
    header.append(contentsOf: bigEndian(UInt32(height)))
    // Bit depth 8, RGBA, DEFLATE, adaptive filtering, not interlaced.
    header.append(contentsOf: [8, 6, 0, 0, 0])

    // The file is written in one buffer, handed over as the `Data` without a copy: the
    // signature, IHDR, sRGB, then IDAT, whose length is filled in once its stream is written.
    var file = BitWriter(reservingCapacity: raw.count / 8 + 128)
    file.append(contentsOf: PNGDecoder.signature)
    appendChunk("IHDR", header, to: &file)
    // Rendering intent 0, perceptual.
    appendChunk("sRGB", [0], to: &file)
    let idatStart = file.byteCount
    file.append(contentsOf: [0, 0, 0, 0] + Array("IDAT".utf8))
    raw.withUnsafeBufferPointer { source in
      // `raw` holds width × height × 4 bytes, at least 4.
      guard let pixels = source.baseAddress else { return }
      let rows = ScanlineFilter(pixels: pixels, rowByteCount: rowByteCount, level: level)
      guard level == .fast else {
        // The slower levels search the whole filtered image at once.
        let filtered = LargeByteArray.make(count: height * rows.stride) { output in
          guard let target = output.baseAddress else { return }
          rows.filter(0..<height, into: target)
        }
        return filtered.withUnsafeBufferPointer { Deflate.compress($0, level: level, into: &file) }
      }
      // The fast level takes the rows a band at a time as it searches them.
      let bandHeight = max(1, Self.bandByteCount / rows.stride)
      let encoder = FastDeflateEncoder(maximumPiece: bandHeight * rows.stride)
      Deflate.writeHeader(level: level, into: &file)
      for top in Swift.stride(from: 0, to: height, by: bandHeight) {
        let band = top..<min(top + bandHeight, height)
        encoder.append(count: band.count * rows.stride, into: &file) { rows.filter(band, into: $0) }
      }
      encoder.finish(into: &file)
      Deflate.writeTrailer(checksum: encoder.checksum.value, into: &file)
    }
    let idatLength = file.byteCount - idatStart - 8
    // A chunk holds at most 2³¹ − 1 bytes; the largest canvases compress to far less.
    guard idatLength <= Int(Int32.max) else { return nil }
    file.replaceBigEndian(UInt32(idatLength), at: idatStart)
    let crc = file.withBytes(from: idatStart + 4) { CRC32.checksum($0) }
    file.append(contentsOf: bigEndian(crc))
    appendChunk("IEND", [], to: &file)
    return file.takeData()
  }

  /// The bytes of filtered rows the fast level takes at a time: a band this large is
  /// searched while it is still in the cache it was written to.
  private static let bandByteCount = 1 << 18

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

/// Filters the scanlines of straight RGBA8 pixels: a filter type byte and the filtered row
/// for each.
private struct ScanlineFilter {
  let pixels: UnsafePointer<UInt8>
  let rowByteCount: Int
  let level: Deflate.Level
  /// Bytes per filtered scanline.
  var stride: Int { rowByteCount + 1 }

  /// Writes the filtered scanlines of `rows` from `target`, one after another.
  func filter(_ rows: Range<Int>, into target: UnsafeMutablePointer<UInt8>) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: rowByteCount) { zeros in
      zeros.initialize(repeating: 0)
      guard let zeroRow = zeros.baseAddress else { return }
      for (index, y) in rows.enumerated() {
        let row = pixels + y * rowByteCount
        let above = y == 0 ? UnsafePointer(zeroRow) : row - rowByteCount
        // The fast level filters every scanline by its difference from the one above,
        // which suits drawings (runs of one color) and skips trying five filters.
        let filter =
          level == .fast
          ? .up : PNGFilter.best(row: row, above: above, count: rowByteCount, bytesPerPixel: 4)
        let scanline = target + index * stride
        scanline.initialize(to: filter.rawValue)
        filter.apply(
          row: row, above: above, count: rowByteCount, bytesPerPixel: 4, to: scanline + 1)
      }
    }
  }
}
