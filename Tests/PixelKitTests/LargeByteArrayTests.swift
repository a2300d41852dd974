import Testing

@testable import _ImageCodecs

@Suite struct LargeByteArrayTests {
  @Test(arguments: [0, 1, 4_095, (2 << 20) * 2 + 12_345, (2 << 20) * 5])
  func zeroedArraysHoldExactlyTheirCountOfZeros(count: Int) {
    let bytes = LargeByteArray.zeroed(count: count)
    #expect(bytes.count == count)
    #expect(bytes.allSatisfy { $0 == 0 })
  }

  /// Zeros also where the memory held other bytes just before: the pages given back to
  /// the kernel, and the bytes around them cleared by hand.
  @Test func zeroedArraysAreZerosInMemoryUsedBefore() {
    for count in [(2 << 20) * 3 + 4_097, (2 << 20) * 8 - 64, 1 << 20] {
      for _ in 0..<3 {
        let used = LargeByteArray.make(count: count) { $0.initialize(repeating: 0xAB) }
        #expect(used.last == 0xAB)
      }
      let bytes = LargeByteArray.zeroed(count: count)
      #expect(bytes.count == count)
      #expect(bytes.allSatisfy { $0 == 0 })
    }
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

  /// A large array's capacity makes the mapping under it whole huge pages (with 64 bytes
  /// of headers); a small one's is its count.
  @Test func largeArraysAskForWholeHugePages() {
    let hugePage = 2 << 20
    #expect(LargeByteArray.capacity(for: 1_000) == 1_000)
    #expect(LargeByteArray.capacity(for: 16_000_000) == 8 * hugePage - 64)
    #expect(LargeByteArray.capacity(for: 8 * hugePage - 64) == 8 * hugePage - 64)
    #expect(LargeByteArray.capacity(for: 8 * hugePage - 63) == 9 * hugePage - 64)
    #expect(LargeByteArray.capacity(for: Int.max) == Int.max)
  }

  /// Large buffers start on a huge page boundary; every byte of any buffer can be written
  /// and read back.
  @Test(arguments: [0, 1, 4_096, 1 << 20, (2 << 20) + 5])
  func allocatedBuffersHoldWhatIsWritten(byteCount: Int) {
    let memory = LargeByteArray.allocate(byteCount: byteCount)
    defer { memory.deallocate() }
    if byteCount >= 1 << 20 { #expect(Int(bitPattern: memory) % (2 << 20) == 0) }
    let bytes = memory.bindMemory(to: UInt8.self, capacity: max(byteCount, 1))
    for index in 0..<max(byteCount, 1) { bytes[index] = UInt8(truncatingIfNeeded: index &* 7) }
    #expect((0..<max(byteCount, 1)).allSatisfy { bytes[$0] == UInt8(truncatingIfNeeded: $0 &* 7) })
  }
}
