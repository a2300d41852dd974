#if os(Linux)
  import Glibc
#endif

/// Byte arrays of many megabytes (a canvas, a filtered image) whose memory the kernel is
/// asked to back with huge pages.
///
/// Such an array is written once from end to end. In 4 KiB pages that is a page fault every
/// 4,096 bytes, and for a 2000 × 2000 canvas the faults cost more time than much of the
/// drawing. On Linux, where huge pages are given to memory that asks for them, the aligned
/// middle of a large array is marked so before it is first written; elsewhere, and for
/// smaller arrays, this is an ordinary array.
package enum LargeByteArray {
  /// The size of a huge page: a buffer is marked only in whole, aligned huge pages.
  static let hugePageSize = 2 << 20

  /// An array of `count` zeros (none when `count` is 0 or less).
  package static func zeroed(count: Int) -> [UInt8] {
    make(count: count) { $0.initialize(repeating: 0) }
  }

  /// An array of `count` bytes (none when `count` is 0 or less), every one of which
  /// `initialize` must write.
  package static func make(
    count: Int, _ initialize: (UnsafeMutableBufferPointer<UInt8>) -> Void
  ) -> [UInt8] {
    let count = max(count, 0)
    return [UInt8](unsafeUninitializedCapacity: count) { buffer, initializedCount in
      let bytes = UnsafeMutableBufferPointer(rebasing: buffer[0..<count])
      adviseHugePages(bytes)
      initialize(bytes)
      initializedCount = count
    }
  }

  private static func adviseHugePages(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
    #if os(Linux)
      guard buffer.count >= 2 * hugePageSize, let base = buffer.baseAddress else { return }
      let first = Int(bitPattern: base)
      let start = (first + hugePageSize - 1) & ~(hugePageSize - 1)
      let end = (first + buffer.count) & ~(hugePageSize - 1)
      guard end > start, let pointer = UnsafeMutableRawPointer(bitPattern: start) else { return }
      // Advice only: where the kernel declines, the array is the same, in small pages.
      _ = madvise(pointer, end - start, MADV_HUGEPAGE)
    #endif
  }
}
