// Fuzz target `image-header`: the PNG and JPEG header reader of Image, and PixelKit's PNG
// decoder, on raw bytes.
//
// ImageHeader on the whole input and Image(data:) must agree: both fail, or both read the
// same size. A PNG that PixelKit decodes must have the size the header reader gives,
// as many pixels, and (when small) encode and decode back to the same pixels.
// run.sh compiles ShapeRender with -enable-testing, for ImageHeader.
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
  guard let png = try? PNGImage(data: Data(bytes)) else { return 0 }
  guard let header, header.format == .png, header.width == png.width,
    header.height == png.height, png.pixels.count == png.width * png.height
  else {
    fatalError(
      "PixelKit decodes \(png.width)×\(png.height) (\(png.pixels.count) pixels) but "
        + "ImageHeader reads \(String(describing: header))")
  }
  if png.pixels.count <= 1 << 16 {
    guard let again = try? PNGImage(data: png.pngData()), again == png else {
      fatalError("a decoded \(png.width)×\(png.height) PNG does not encode and decode back")
    }
  }
  return 0
}
