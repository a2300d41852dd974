import Testing
import _ImageCodecs

@Suite struct LargeByteArrayTests {
  @Test(arguments: [0, 1, 4_095, (2 << 20) * 2 + 12_345, (2 << 20) * 5])
  func zeroedArraysHoldExactlyTheirCountOfZeros(count: Int) {
    let bytes = LargeByteArray.zeroed(count: count)
    #expect(bytes.count == count)
    #expect(bytes.allSatisfy { $0 == 0 })
  }

  @Test func madeArraysHoldWhatTheInitializerWrote() {
    // Large enough to be advised huge pages on Linux: the bytes are the same either way.
    let count = (2 << 20) * 3 + 7
    let bytes = LargeByteArray.make(count: count) { buffer in
      #expect(buffer.count == count)
      for index in buffer.indices { buffer[index] = UInt8(truncatingIfNeeded: index &* 31) }
    }
    #expect(bytes.count == count)
    #expect(bytes.indices.allSatisfy { bytes[$0] == UInt8(truncatingIfNeeded: $0 &* 31) })
  }

  @Test func aNegativeCountGivesAnEmptyArray() {
    #expect(LargeByteArray.zeroed(count: -5).isEmpty)
    var offered = -1
    let bytes = LargeByteArray.make(count: -1) { offered = $0.count }
    #expect(bytes.isEmpty)
    #expect(offered == 0)
  }
}
