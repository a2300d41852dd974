import Foundation

/// Writes RGBA8 pixels as a PNG file: color type 6, bit depth 8, not interlaced.
enum PNGEncoder {
  /// Encodes the pixels, choosing a filter for every scanline by the usual heuristic: the one
  /// whose output bytes, read as signed, have the smallest sum of magnitudes.
  static func encode(width: Int, height: Int, pixels: [RGBA], level: Deflate.Level) -> Data {
    let rowByteCount = width * 4
    var raw = [UInt8]()
    raw.reserveCapacity(pixels.count * 4)
    for pixel in pixels {
      raw.append(pixel.red)
      raw.append(pixel.green)
      raw.append(pixel.blue)
      raw.append(pixel.alpha)
    }

    var filtered = [UInt8]()
    filtered.reserveCapacity(height * (rowByteCount + 1))
    var candidate = [UInt8]()
    candidate.reserveCapacity(rowByteCount)
    var best = [UInt8]()
    best.reserveCapacity(rowByteCount)
    let zeros = [UInt8](repeating: 0, count: rowByteCount)[...]
    for y in 0..<height {
      let row = raw[(y * rowByteCount)..<((y + 1) * rowByteCount)]
      let above = y == 0 ? zeros : raw[((y - 1) * rowByteCount)..<(y * rowByteCount)]
      var bestFilter = PNGFilter.none
      var bestScore = Int.max
      for filter in PNGFilter.allCases {
        candidate.removeAll(keepingCapacity: true)
        filter.apply(to: row, above: above, bytesPerPixel: 4, appendingTo: &candidate)
        var score = 0
        for byte in candidate { score += abs(Int(Int8(bitPattern: byte))) }
        if score < bestScore {
          bestFilter = filter
          bestScore = score
          swap(&best, &candidate)
        }
      }
      filtered.append(bestFilter.rawValue)
      filtered.append(contentsOf: best)
    }

    var header = [UInt8]()
    header.append(contentsOf: bigEndian(UInt32(width)))
    header.append(contentsOf: bigEndian(UInt32(height)))
    // Bit depth 8, RGBA, DEFLATE, adaptive filtering, not interlaced.
    header.append(contentsOf: [8, 6, 0, 0, 0])

    var file = Data(PNGDecoder.signature)
    appendChunk("IHDR", header, to: &file)
    appendChunk("IDAT", Deflate.compress(filtered, level: level), to: &file)
    appendChunk("IEND", [], to: &file)
    return file
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
  }

  private static func appendChunk(_ type: String, _ body: [UInt8], to file: inout Data) {
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
