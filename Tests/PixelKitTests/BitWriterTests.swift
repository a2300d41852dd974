import Foundation
import Testing
import _TestSupport

@testable import _ImageCodecs

/// The DEFLATE bit stream: bits from the least significant up, bytes handed over whole.
@Suite struct BitWriterTests {
  @Test func bitsFillEachByteFromItsLowestBit() {
    var writer = BitWriter()
    writer.write(0b101, count: 3)
    writer.write(0b11, count: 2)
    writer.write(0b1011, count: 4)
    #expect(writer.byteCount == 1)
    writer.alignToByte()
    // 101, then 11, then 1011, each from its lowest bit: bits 0…8 are 1 0 1, 1 1, 1 1 0 1.
    #expect(writer.bytes() == [0b0111_1101, 0b0000_0001])
  }

  /// Codes of every length from 1 to 32 bits, many times the writer's first room: the
  /// stream holds each, in order, wherever it falls against the bytes.
  @Test func seededCodesOfEveryLengthComeBackInOrder() {
    var random = SeededGenerator(seed: 77)
    var writer = BitWriter(reservingCapacity: 3)
    var codes: [(value: UInt32, count: Int)] = []
    for _ in 0..<20_000 {
      let count = Int.random(in: 1...32, using: &random)
      let value = UInt32.random(in: 0...UInt32.max, using: &random) >> (32 - count)
      codes.append((value, count))
      writer.write(value, count: count)
    }
    writer.alignToByte()
    let bytes = writer.bytes()
    #expect(bytes.count == (codes.reduce(0) { $0 + $1.count } + 7) / 8)
    var position = 0
    for code in codes {
      var value: UInt32 = 0
      for bit in 0..<code.count {
        let index = position + bit
        value |= UInt32(bytes[index / 8] >> (index % 8) & 1) << bit
      }
      #expect(value == code.value)
      position += code.count
    }
  }

  @Test func wholeBytesCanBeAppendedReadAndPatched() {
    var writer = BitWriter(reservingCapacity: 2)
    writer.append(contentsOf: [1, 2, 3, 4, 5, 6])
    writer.replaceBigEndian(0x0A0B_0C0D, at: 1)
    #expect(writer.withBytes(from: 2) { Array($0) } == [0x0B, 0x0C, 0x0D, 6])
    let data = writer.takeData()
    #expect(Array(data) == [1, 0x0A, 0x0B, 0x0C, 0x0D, 6])
    // Taken: the writer starts over, empty.
    #expect(writer.byteCount == 0)
    #expect(writer.bytes().isEmpty)
  }
}
