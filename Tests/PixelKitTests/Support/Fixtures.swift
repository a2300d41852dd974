import Foundation
import PixelKit

extension PNGFixtures.Case {
  /// The PNG file.
  var data: Data { Data(base64Bytes(base64)) }

  /// The pixels the file must decode to.
  var expectedImage: PNGImage {
    let bytes = base64Bytes(expectedRGBABase64)
    let pixels = stride(from: 0, to: bytes.count, by: 4).map {
      RGBA(red: bytes[$0], green: bytes[$0 + 1], blue: bytes[$0 + 2], alpha: bytes[$0 + 3])
    }
    return PNGImage(width: width, height: height, pixels: pixels)
  }
}

/// Builds a PNG file from chunks, with correct lengths and CRCs, for tests that need
/// unusual or broken files.
func makePNG(_ chunks: [(type: String, body: [UInt8])]) -> Data {
  var file = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
  for chunk in chunks {
    let type = Array(chunk.type.utf8)
    file.append(contentsOf: bigEndianBytes(UInt32(chunk.body.count)))
    file.append(contentsOf: type)
    file.append(contentsOf: chunk.body)
    file.append(contentsOf: bigEndianBytes(CRC32.checksum(type + chunk.body)))
  }
  return file
}

/// The 13 bytes of an IHDR chunk.
func headerBody(
  width: UInt32, height: UInt32, bitDepth: UInt8, colorType: UInt8, interlaced: Bool = false
) -> [UInt8] {
  bigEndianBytes(width) + bigEndianBytes(height) + [bitDepth, colorType, 0, 0, interlaced ? 1 : 0]
}
