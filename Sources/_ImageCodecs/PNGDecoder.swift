import Foundation

/// Reads PNG files: chunk parsing, decompression, unfiltering, de-interlacing, and conversion
/// of every color type and bit depth to RGBA8.
struct PNGDecoder {
  /// The eight bytes every PNG file starts with.
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
  /// The largest image accepted: 2^28 pixels is 1 GiB of RGBA.
  static let maximumPixelCount = 1 << 28

  /// The fields of the `IHDR` chunk.
  private struct Header {
    var width: Int
    var height: Int
    var bitDepth: Int
    var colorType: Int
    var isInterlaced: Bool

    /// Samples per pixel for the color type.
    var channelCount: Int {
      switch colorType {
      case 0, 3: 1
      case 4: 2
      case 2: 3
      default: 4
      }
    }
    var bitsPerPixel: Int { channelCount * bitDepth }
    /// The distance to a byte's left neighbour for filtering: bytes per pixel, at least 1.
    var filterDistance: Int { max(1, bitsPerPixel / 8) }
    func rowByteCount(width: Int) -> Int { (width * bitsPerPixel + 7) / 8 }
  }

  /// One Adam7 pass (or the single pass of a non-interlaced image).
  private struct Pass {
    var startX: Int
    var startY: Int
    var stepX: Int
    var stepY: Int

    func width(of imageWidth: Int) -> Int { max(0, (imageWidth - startX + stepX - 1) / stepX) }
    func height(of imageHeight: Int) -> Int {
      max(0, (imageHeight - startY + stepY - 1) / stepY)
    }
  }

  private static let adam7Passes = [
    Pass(startX: 0, startY: 0, stepX: 8, stepY: 8),
    Pass(startX: 4, startY: 0, stepX: 8, stepY: 8),
    Pass(startX: 0, startY: 4, stepX: 4, stepY: 8),
    Pass(startX: 2, startY: 0, stepX: 4, stepY: 4),
    Pass(startX: 0, startY: 2, stepX: 2, stepY: 4),
    Pass(startX: 1, startY: 0, stepX: 2, stepY: 2),
    Pass(startX: 0, startY: 1, stepX: 1, stepY: 2),
  ]
  private static let singlePass = [Pass(startX: 0, startY: 0, stepX: 1, stepY: 1)]

  /// Decodes a whole PNG file.
  static func decode(_ data: Data) throws(PNGError) -> (width: Int, height: Int, pixels: [RGBA]) {
    let bytes = [UInt8](data)
    guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { throw .notPNG }

    var header: Header?
    var palette: [RGBA] = []
    var transparency: [UInt8]?
    var imageData: [UInt8] = []
    var position = 8
    var sawImageData = false
    var sawEnd = false

    while !sawEnd {
      guard bytes.count - position >= 12 else { throw .unexpectedEnd }
      let length = Int(readUInt32(bytes, at: position))
      guard length <= Int(Int32.max) else { throw .unexpectedEnd }
      guard bytes.count - position - 12 >= length else { throw .unexpectedEnd }
      let typeBytes = bytes[(position + 4)..<(position + 8)]
      let type = String(decoding: typeBytes, as: UTF8.self)
      let body = bytes[(position + 8)..<(position + 8 + length)]
      var crc = CRC32()
      crc.update(with: typeBytes)
      crc.update(with: body)
      guard crc.value == readUInt32(bytes, at: position + 8 + length) else {
        throw .checksumMismatch(chunk: type)
      }
      position += 12 + length

      if header == nil && type != "IHDR" { throw .misplacedChunk(type) }
      switch type {
      case "IHDR":
        guard header == nil else { throw .misplacedChunk(type) }
        header = try parseHeader(body)
      case "PLTE":
        guard palette.isEmpty, !sawImageData else { throw .misplacedChunk(type) }
        palette = try parsePalette(body, header: header!)
      case "tRNS":
        guard transparency == nil, !sawImageData else { throw .misplacedChunk(type) }
        transparency = Array(body)
      case "IDAT":
        imageData.append(contentsOf: body)
        sawImageData = true
      case "IEND":
        sawEnd = true
      default:
        // Ancillary chunks (lowercase first letter) may be skipped; critical ones may not.
        if let first = typeBytes.first, first & 0x20 == 0 {
          throw .unsupportedCriticalChunk(type)
        }
      }
    }

    guard let header else { throw .misplacedChunk("IEND") }
    guard sawImageData else { throw .missingImageData }
    if header.colorType == 3 && palette.isEmpty { throw .invalidPalette("PLTE is missing") }
    if header.colorType == 4 || header.colorType == 6 {
      transparency = nil  // Images with an alpha channel have no use for tRNS; libpng ignores it.
    }
    if let transparency {
      try applyTransparency(transparency, header: header, palette: &palette)
    }

    let passes = header.isInterlaced ? adam7Passes : singlePass
    var expectedCount = 0
    for pass in passes {
      let passWidth = pass.width(of: header.width)
      let passHeight = pass.height(of: header.height)
      if passWidth > 0 && passHeight > 0 {
        expectedCount += passHeight * (1 + header.rowByteCount(width: passWidth))
      }
    }

    var raw: [UInt8]
    do {
      // Allow some trailing data, as libpng does ("too much image data" is only a warning).
      raw = try Inflate.decompress(zlib: imageData, maximumOutputCount: expectedCount + 65_536)
    } catch {
      throw .compression(error)
    }
    guard raw.count >= expectedCount else {
      throw .imageDataTooShort(expected: expectedCount, actual: raw.count)
    }

    var pixels = [RGBA](repeating: .clear, count: header.width * header.height)
    var offset = 0
    for pass in passes {
      let passWidth = pass.width(of: header.width)
      let passHeight = pass.height(of: header.height)
      guard passWidth > 0 && passHeight > 0 else { continue }
      let rowByteCount = header.rowByteCount(width: passWidth)
      try raw.withUnsafeMutableBufferPointer { (buffer) throws(PNGError) in
        try PNGFilter.unfilter(
          buffer, offset: offset, rowCount: passHeight, rowByteCount: rowByteCount,
          bytesPerPixel: header.filterDistance)
      }
      for row in 0..<passHeight {
        let rowStart = offset + row * (rowByteCount + 1) + 1
        let y = pass.startY + row * pass.stepY
        try convertRow(
          raw, at: rowStart, count: passWidth, header: header, palette: palette,
          transparency: transparency
        ) { column, color in
          pixels[y * header.width + pass.startX + column * pass.stepX] = color
        }
      }
      offset += passHeight * (rowByteCount + 1)
    }
    return (header.width, header.height, pixels)
  }

  private static func readUInt32(_ bytes: [UInt8], at index: Int) -> UInt32 {
    UInt32(bytes[index]) << 24 | UInt32(bytes[index + 1]) << 16 | UInt32(bytes[index + 2]) << 8
      | UInt32(bytes[index + 3])
  }

  private static func parseHeader(_ body: ArraySlice<UInt8>) throws(PNGError) -> Header {
    let fields = Array(body)
    guard fields.count == 13 else { throw .invalidHeader("IHDR has \(fields.count) bytes, not 13") }
    let width = Int(readUInt32(fields, at: 0))
    let height = Int(readUInt32(fields, at: 4))
    guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
      throw .invalidHeader("size \(width)×\(height)")
    }
    // Both sides fit in 31 bits, so the product cannot overflow.
    guard width * height <= maximumPixelCount else {
      throw .imageTooLarge(width: width, height: height)
    }
    let bitDepth = Int(fields[8])
    let colorType = Int(fields[9])
    let allowedDepths: [Int]
    switch colorType {
    case 0: allowedDepths = [1, 2, 4, 8, 16]
    case 3: allowedDepths = [1, 2, 4, 8]
    case 2, 4, 6: allowedDepths = [8, 16]
    default: throw .invalidHeader("color type \(colorType)")
    }
    guard allowedDepths.contains(bitDepth) else {
      throw .invalidHeader("bit depth \(bitDepth) with color type \(colorType)")
    }
    guard fields[10] == 0 else { throw .invalidHeader("compression method \(fields[10])") }
    guard fields[11] == 0 else { throw .invalidHeader("filter method \(fields[11])") }
    guard fields[12] <= 1 else { throw .invalidHeader("interlace method \(fields[12])") }
    return Header(
      width: width, height: height, bitDepth: bitDepth, colorType: colorType,
      isInterlaced: fields[12] == 1)
  }

  private static func parsePalette(_ body: ArraySlice<UInt8>, header: Header) throws(PNGError)
    -> [RGBA]
  {
    guard header.colorType != 0 && header.colorType != 4 else {
      throw .invalidPalette("grayscale images have no palette")
    }
    guard body.count % 3 == 0, !body.isEmpty, body.count <= 256 * 3 else {
      throw .invalidPalette("PLTE has \(body.count) bytes")
    }
    if header.colorType == 3 && body.count / 3 > 1 << header.bitDepth {
      throw .invalidPalette("\(body.count / 3) entries for bit depth \(header.bitDepth)")
    }
    let entries = Array(body)
    return stride(from: 0, to: entries.count, by: 3).map {
      RGBA(red: entries[$0], green: entries[$0 + 1], blue: entries[$0 + 2])
    }
  }

  /// Checks a `tRNS` chunk and, for palette images, puts its alphas into the palette.
  private static func applyTransparency(
    _ transparency: [UInt8], header: Header, palette: inout [RGBA]
  ) throws(PNGError) {
    switch header.colorType {
    case 0: guard transparency.count == 2 else { throw .invalidTransparency }
    case 2: guard transparency.count == 6 else { throw .invalidTransparency }
    case 3:
      guard transparency.count <= palette.count else { throw .invalidTransparency }
      for (index, alpha) in transparency.enumerated() { palette[index].alpha = alpha }
    default: throw .invalidTransparency
    }
  }

  /// Converts one unfiltered scanline of `count` pixels to RGBA8, calling `store` per pixel.
  private static func convertRow(
    _ raw: [UInt8], at start: Int, count: Int, header: Header, palette: [RGBA],
    transparency: [UInt8]?, store: (Int, RGBA) -> Void
  ) throws(PNGError) {
    let depth = header.bitDepth
    // The raw sample value of channel `channel` of pixel `pixel`, at the image's bit depth.
    func sample(_ pixel: Int, _ channel: Int) -> Int {
      let index = pixel * header.channelCount + channel
      switch depth {
      case 8: return Int(raw[start + index])
      case 16: return Int(raw[start + 2 * index]) << 8 | Int(raw[start + 2 * index + 1])
      default:
        let bit = index * depth
        let shift = 8 - depth - bit % 8
        return Int(raw[start + bit / 8]) >> shift & (1 << depth - 1)
      }
    }
    // A sample scaled to 8 bits; 16-bit samples are rounded to the nearest 8-bit value.
    func scaled(_ value: Int) -> UInt8 {
      switch depth {
      case 8: UInt8(value)
      case 16: UInt8((value * 255 + 32_767) / 65_535)
      default: UInt8(value * 255 / (1 << depth - 1))
      }
    }
    // The transparent color key of a grayscale or truecolor tRNS chunk, as raw samples.
    let key: [Int]? = transparency.flatMap { bytes in
      header.colorType == 3
        ? nil
        : stride(from: 0, to: bytes.count, by: 2).map { Int(bytes[$0]) << 8 | Int(bytes[$0 + 1]) }
    }

    switch header.colorType {
    case 6 where depth == 8:
      for pixel in 0..<count {
        let index = start + pixel * 4
        store(
          pixel,
          RGBA(red: raw[index], green: raw[index + 1], blue: raw[index + 2], alpha: raw[index + 3]))
      }
    case 2 where depth == 8 && key == nil:
      for pixel in 0..<count {
        let index = start + pixel * 3
        store(pixel, RGBA(red: raw[index], green: raw[index + 1], blue: raw[index + 2]))
      }
    case 0:
      for pixel in 0..<count {
        let value = sample(pixel, 0)
        let gray = scaled(value)
        let alpha: UInt8 = key?[0] == value ? 0 : 255
        store(pixel, RGBA(red: gray, green: gray, blue: gray, alpha: alpha))
      }
    case 2:
      for pixel in 0..<count {
        let samples = (sample(pixel, 0), sample(pixel, 1), sample(pixel, 2))
        let isKey = key.map { $0[0] == samples.0 && $0[1] == samples.1 && $0[2] == samples.2 }
        store(
          pixel,
          RGBA(
            red: scaled(samples.0), green: scaled(samples.1), blue: scaled(samples.2),
            alpha: isKey == true ? 0 : 255))
      }
    case 3:
      for pixel in 0..<count {
        let index = sample(pixel, 0)
        guard index < palette.count else { throw .paletteIndexOutOfRange(index) }
        store(pixel, palette[index])
      }
    case 4:
      for pixel in 0..<count {
        let gray = scaled(sample(pixel, 0))
        store(pixel, RGBA(red: gray, green: gray, blue: gray, alpha: scaled(sample(pixel, 1))))
      }
    default:
      for pixel in 0..<count {
        store(
          pixel,
          RGBA(
            red: scaled(sample(pixel, 0)), green: scaled(sample(pixel, 1)),
            blue: scaled(sample(pixel, 2)), alpha: scaled(sample(pixel, 3))))
      }
    }
  }
}
