import Foundation

/// The bytes of a base64 fixture; a malformed fixture is a bug in the test, so it traps.
func base64Bytes(_ text: String) -> [UInt8] {
  guard let data = Data(base64Encoded: text) else {
    preconditionFailure("malformed base64 fixture")
  }
  return [UInt8](data)
}

/// The four bytes of `value`, most significant first, as PNG and zlib store numbers.
func bigEndianBytes(_ value: UInt32) -> [UInt8] {
  [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
}
