// Fuzz target `image-header`: the PNG and JPEG header reader of Image, and the PNG and
// JPEG decoders, on raw bytes.
//
// ImageHeader on the whole input and Image(data:) must agree: both fail, or both read the
// same size. The PNG decoder gets the input with its chunks' CRCs made right (so that the
// fuzzer gets past them to the chunks, zlib and the filters); a PNG it decodes must have
// the size the header reader gives, as many pixels, and (when small) encode and decode
// back to the same pixels. The JPEG decoder gets the input as it is, limited to 2^16
// pixels (so an input's time stays in milliseconds): a JPEG it decodes must have the size
// the header reader gives, as many pixels, all opaque. run.sh compiles ShapeRender with -enable-testing, for
// ImageHeader.
import Foundation
import PixelKit

@testable import ShapeRender

/// libFuzzer's entry point: runs one input and returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let header = try? ImageHeader(bytes: bytes, source: "input")
  let image = try? Image(data: Data(bytes))
  let headerSize = header.map { CGSize(width: $0.width, height: $0.height) }
  guard headerSize == image?.pixelSize else {
    fatalError(
      "ImageHeader reads \(String(describing: header)) but Image(data:) reads "
        + "\(String(describing: image?.pixelSize)), from \(size) bytes")
  }
  checkJPEG(bytes, header: header)
  let fixed = withChunkCRCsFixed(bytes)
  guard let png = try? PNGImage(data: Data(fixed)) else { return 0 }
  let pngHeader = try? ImageHeader(bytes: fixed, source: "input")
  guard let pngHeader, pngHeader.format == .png, pngHeader.width == png.width,
    pngHeader.height == png.height, png.pixels.count == png.width * png.height
  else {
    fatalError(
      "PixelKit decodes \(png.width)×\(png.height) (\(png.pixels.count) pixels) but "
        + "ImageHeader reads \(String(describing: pngHeader))")
  }
  if png.pixels.count <= 1 << 16 {
    guard let again = try? PNGImage(data: png.pngData()), again == png else {
      fatalError("a decoded \(png.width)×\(png.height) PNG does not encode and decode back")
    }
  }
  return 0
}

/// Decodes the input as JPEG; what decodes must agree with the header reader.
private func checkJPEG(_ bytes: [UInt8], header: ImageHeader?) {
  guard let jpeg = try? JPEGImage(data: Data(bytes), maximumPixelCount: 1 << 16) else { return }
  guard let header, header.format == .jpeg, header.width == jpeg.width,
    header.height == jpeg.height, jpeg.pixels.count == jpeg.width * jpeg.height,
    jpeg.pixels.allSatisfy({ $0.alpha == 255 })
  else {
    fatalError(
      "the JPEG decoder reads \(jpeg.width)×\(jpeg.height) (\(jpeg.pixels.count) pixels) but "
        + "ImageHeader reads \(String(describing: header))")
  }
}

/// The bytes with the CRC of each whole chunk after the PNG signature set to the right one.
private func withChunkCRCsFixed(_ bytes: [UInt8]) -> [UInt8] {
  var bytes = bytes
  var position = 8
  while bytes.count - position >= 12 {
    let length = bytes[position..<position + 4].reduce(0) { $0 << 8 | Int($1) }
    guard length <= bytes.count - position - 12 else { break }
    var crc = CRC32()
    crc.update(with: bytes[position + 4..<position + 8 + length])
    let end = position + 8 + length
    for index in 0..<4 {
      bytes[end + index] = UInt8(truncatingIfNeeded: crc.value >> (24 - 8 * index))
    }
    position = end + 4
  }
  return bytes
}
