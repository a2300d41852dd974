#if os(Linux)
  import Glibc
#endif

/// Byte arrays of many megabytes (a canvas, a filtered image) whose memory the kernel is
/// asked to back with huge pages, and to map in one call rather than a fault at a time.
///
/// Such an array is written once from end to end. In 4 KiB pages that is a page fault every
/// 4,096 bytes, and for a 2000 × 2000 canvas the faults cost more time than much of the
/// drawing. On Linux, the aligned middle of a large array is marked for huge pages, and
/// then the whole of it is mapped writable at once (`MADV_POPULATE_WRITE`), before it is
/// first written; elsewhere, and where the kernel declines, this is an ordinary array.
package enum LargeByteArray {
  /// The size of a huge page: a buffer is marked only in whole, aligned huge pages.
  static let hugePageSize = 2 << 20
  /// Buffers smaller than this are left to fault in as they are written.
  static let preparedSize = 1 << 20

  /// An array of `count` zeros (none when `count` is 0 or less).
  ///
  /// On Linux the whole pages of a large array are not written: the kernel is asked to
  /// give them back (`MADV_DONTNEED`), after which private memory reads as zeros, and
  /// maps them again as zeros, which it would do for new memory anyway. Only the bytes
  /// before the first whole page and after the last are cleared here.
  package static func zeroed(count: Int) -> [UInt8] {
    let count = max(count, 0)
    return [UInt8](unsafeUninitializedCapacity: capacity(for: count)) {
      buffer, initializedCount in
      let bytes = UnsafeMutableBufferPointer(rebasing: buffer[0..<count])
      if let base = buffer.baseAddress {
        let cleared = discardPages(base, byteCount: count)
        prepare(base, byteCount: buffer.count)
        UnsafeMutableBufferPointer(rebasing: bytes[0..<cleared.lowerBound])
          .initialize(repeating: 0)
        UnsafeMutableBufferPointer(rebasing: bytes[cleared.upperBound..<count])
          .initialize(repeating: 0)
      }
      initializedCount = count
    }
  }

  /// Gives the whole pages of a large buffer back to the kernel, which will map them again
  /// as zeros: their offsets in the buffer, or none where that was not done.
  private static func discardPages(_ base: UnsafeMutableRawPointer, byteCount: Int) -> Range<Int> {
    #if os(Linux)
      guard byteCount >= preparedSize else { return 0..<0 }
      let pageSize = 4096
      let first = Int(bitPattern: base)
      let start = (first + pageSize - 1) & ~(pageSize - 1)
      let end = (first + byteCount) & ~(pageSize - 1)
      guard end > start, let pointer = UnsafeMutableRawPointer(bitPattern: start),
        madvise(pointer, end - start, MADV_DONTNEED) == 0
      else { return 0..<0 }
      return (start - first)..<(end - first)
    #else
      return 0..<0
    #endif
  }

  /// An array of `count` bytes (none when `count` is 0 or less), every one of which
  /// `initialize` must write.
  package static func make(
    count: Int, _ initialize: (UnsafeMutableBufferPointer<UInt8>) -> Void
  ) -> [UInt8] {
    let count = max(count, 0)
    return [UInt8](unsafeUninitializedCapacity: capacity(for: count)) {
      buffer, initializedCount in
      // All the capacity, which ends where the mapping does.
      if let base = buffer.baseAddress { prepare(base, byteCount: buffer.count) }
      let bytes = UnsafeMutableBufferPointer(rebasing: buffer[0..<count])
      initialize(bytes)
      initializedCount = count
    }
  }

  /// The capacity to ask of an array of `count` bytes.
  ///
  /// For a large array, the memory the C library maps for it (with an array's and an
  /// allocation's headers, 64 bytes at most) is then a whole number of huge pages. Linux
  /// places such a mapping on a huge page boundary, so that all of it, not only its aligned
  /// middle, can be huge pages.
  static func capacity(for count: Int) -> Int {
    guard count >= preparedSize, count <= Int.max - 2 * hugePageSize else { return count }
    return (count + 64 + hugePageSize - 1) / hugePageSize * hugePageSize - 64
  }

  /// Memory of at least `byteCount` bytes (1 or more), uninitialized, to free with
  /// `deallocate()`: for a large buffer, whole huge pages on a huge page boundary, readied
  /// by ``prepare(_:byteCount:)``.
  package static func allocate(byteCount: Int) -> UnsafeMutableRawPointer {
    let byteCount = max(byteCount, 1)
    guard byteCount >= preparedSize, byteCount <= Int.max - hugePageSize else {
      return .allocate(byteCount: byteCount, alignment: 16)
    }
    let rounded = (byteCount + hugePageSize - 1) / hugePageSize * hugePageSize
    let memory = UnsafeMutableRawPointer.allocate(byteCount: rounded, alignment: hugePageSize)
    prepare(memory, byteCount: rounded)
    return memory
  }

  /// Readies memory about to be written from end to end, when it is at least
  /// ``preparedSize`` bytes: huge pages for its aligned middle, and every page mapped now.
  ///
  /// Advice only: the memory and its contents are the same whatever the kernel does.
  package static func prepare(_ base: UnsafeMutableRawPointer, byteCount: Int) {
    #if os(Linux)
      guard byteCount >= preparedSize else { return }
      let first = Int(bitPattern: base)
      // A boundary at most 64 bytes before the memory lies in the same mapping (the
      // headers before an array's bytes): from there, its first huge page is whole.
      let below = first & ~(hugePageSize - 1)
      let start = first - below <= 64 ? below : below + hugePageSize
      let end = (first + byteCount) & ~(hugePageSize - 1)
      if end > start, let pointer = UnsafeMutableRawPointer(bitPattern: start) {
        _ = madvise(pointer, end - start, MADV_HUGEPAGE)
      }
      // From the start of the first page: pages are mapped whole, and that page is this
      // memory's own (the allocation's header, if not its first bytes).
      let pageSize = 4096
      let pageStart = first & ~(pageSize - 1)
      if let pointer = UnsafeMutableRawPointer(bitPattern: pageStart) {
        // MADV_POPULATE_WRITE (Linux 5.14): what writing every page would map, without
        // a fault for each; older kernels reject it, and the pages fault in as before.
        _ = madvise(pointer, first + byteCount - pageStart, 23)
      }
    #endif
  }
}
