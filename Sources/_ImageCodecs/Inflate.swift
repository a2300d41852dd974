/// Decompresses DEFLATE data (RFC 1951), bare or inside zlib framing (RFC 1950).
///
/// Stored, fixed-Huffman and dynamic-Huffman blocks are supported. Corrupt or truncated input
/// throws an ``InflateError``; it never traps.
public enum Inflate {
  /// Decompresses a zlib stream: a two-byte header, DEFLATE data and an Adler-32 checksum.
  ///
  /// Bytes after the checksum are ignored, as zlib ignores them.
  ///
  /// - Parameters:
  ///   - input: The zlib stream.
  ///   - maximumOutputCount: The most bytes the output may hold; a longer output throws
  ///     ``InflateError/outputLimitExceeded(limit:)``, which guards against decompression bombs.
  /// - Returns: The decompressed bytes.
  public static func decompress(
    zlib input: some Collection<UInt8>, maximumOutputCount: Int = .max
  ) throws(InflateError) -> [UInt8] {
    let bytes = Array(input)
    guard bytes.count >= 2 else { throw .unexpectedEnd }
    let method = bytes[0] & 0x0F
    let windowInfo = bytes[0] >> 4
    guard (Int(bytes[0]) << 8 | Int(bytes[1])) % 31 == 0 else { throw .invalidHeader }
    guard method == 8 else { throw .unsupportedCompressionMethod(method) }
    guard windowInfo <= 7 else { throw .invalidWindowSize(windowInfo) }
    guard bytes[1] & 0x20 == 0 else { throw .presetDictionaryUnsupported }

    return try bytes.withUnsafeBufferPointer { (buffer) throws(InflateError) -> [UInt8] in
      let raw = UnsafeRawBufferPointer(buffer)
      var decoder = InflateDecoder(
        UnsafeRawBufferPointer(rebasing: raw[2...]), maximumOutputCount: maximumOutputCount)
      try decoder.decodeBlocks()
      let trailer = try decoder.trailingBytes(4)
      let expected = trailer.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
      let actual = Adler32.checksum(decoder.output)
      guard expected == actual else { throw .checksumMismatch(expected: expected, actual: actual) }
      return decoder.output
    }
  }

  /// Decompresses bare DEFLATE data, without zlib framing.
  ///
  /// Bytes after the final block are ignored.
  ///
  /// - Parameters:
  ///   - input: The DEFLATE data.
  ///   - maximumOutputCount: The most bytes the output may hold; a longer output throws
  ///     ``InflateError/outputLimitExceeded(limit:)``.
  /// - Returns: The decompressed bytes.
  public static func decompress(
    deflate input: some Collection<UInt8>, maximumOutputCount: Int = .max
  ) throws(InflateError) -> [UInt8] {
    let bytes = Array(input)
    return try bytes.withUnsafeBufferPointer { (buffer) throws(InflateError) -> [UInt8] in
      var decoder = InflateDecoder(
        UnsafeRawBufferPointer(buffer), maximumOutputCount: maximumOutputCount)
      try decoder.decodeBlocks()
      return decoder.output
    }
  }
}
