extension Path {
  /// A path's commands: up to ``inlineCapacity`` of them packed into one word inside the
  /// path, more in an array.
  ///
  /// Most shapes have a handful of commands (a rounded rectangle with continuous corners,
  /// the most of the catalog, has 18), so keeping them inline saves a path one of its two
  /// allocations, and the copies and reference counting that come with it. A long path
  /// moves its commands to the array once, on the command after the inline capacity, and
  /// from then on appends as an array does.
  ///
  /// Inline, command `i` is the 3 bits at `3·i` of ``packed`` and the count is its top 5
  /// bits; the bits of commands not held are zero, so two inline lists are equal exactly
  /// when their words are. While ``overflow`` is not empty it holds every command and
  /// ``packed`` is 0. The list is two words, which keeps a ``Path`` cheap to copy.
  struct VerbList: Sendable {
    /// The most commands kept inline: 19 of 3 bits, below the count's 5 bits.
    static let inlineCapacity = 19

    /// Where the count starts in ``packed``.
    private static let countShift: UInt64 = 59
    /// The inline commands, 3 bits each, the first in the lowest bits, and their count in
    /// the top 5 bits.
    private var packed: UInt64 = 0
    /// Every command, once there are more than fit inline; empty until then.
    private var overflow: [Verb] = []

    /// The number of inline commands.
    @inline(__always)
    private var inlineCount: Int { Int(truncatingIfNeeded: packed &>> Self.countShift) }

    /// Creates an empty list.
    init() {}

    /// Whether the commands are held inline.
    @inline(__always)
    private var isInline: Bool { overflow.isEmpty }

    /// The number of commands.
    var count: Int { isInline ? inlineCount : overflow.count }

    /// Whether there are no commands.
    var isEmpty: Bool { packed == 0 && overflow.isEmpty }

    /// The last command, or `nil` when there is none.
    var last: Verb? {
      guard isInline else { return overflow.last }
      guard inlineCount > 0 else { return nil }
      return Self.verb(in: packed, at: inlineCount - 1)
    }

    /// The command at `index`, which must be below ``count``.
    subscript(index: Int) -> Verb {
      isInline ? Self.verb(in: packed, at: index) : overflow[index]
    }

    /// Command `index` of a packed word.
    @inline(__always)
    private static func verb(in word: UInt64, at index: Int) -> Verb {
      // Only raw values of `Verb` are ever packed.
      Verb(rawValue: UInt8(truncatingIfNeeded: word &>> UInt64(3 &* index)) & 0b111)!
    }

    /// Adds a command at the end.
    @inline(__always)
    mutating func append(_ verb: Verb) {
      if !isInline {
        overflow.append(verb)
      } else if inlineCount < Self.inlineCapacity {
        packed |= UInt64(verb.rawValue) &<< UInt64(3 &* inlineCount)
        packed &+= 1 &<< Self.countShift
      } else {
        spill(then: verb)
      }
    }

    /// ``append(_:)`` past the inline capacity: moves the inline commands to the array,
    /// then appends `verb` there.
    private mutating func spill(then verb: Verb) {
      let inline = self
      overflow.reserveCapacity(2 * Self.inlineCapacity)
      overflow.append(contentsOf: inline)
      overflow.append(verb)
      packed = 0
    }

    /// Adds commands at the end.
    mutating func append(contentsOf verbs: some Sequence<Verb>) {
      for verb in verbs { append(verb) }
    }

    /// Removes the last command, which must exist.
    mutating func removeLast() {
      guard isInline else {
        overflow.removeLast()
        return
      }
      let remaining = inlineCount - 1
      packed =
        (packed & ((1 &<< UInt64(3 &* remaining)) &- 1))
        | (UInt64(remaining) &<< Self.countShift)
    }

    /// Makes room for `capacity` commands in all, so that a long path's array is
    /// allocated once; inline lists that stay inline need no room.
    ///
    /// Growth is never less than double, as for the points (see
    /// `Path.reserveCapacity(verbs:points:)`).
    mutating func reserveCapacity(_ capacity: Int) {
      guard capacity > Self.inlineCapacity, capacity > overflow.capacity else { return }
      overflow.reserveCapacity(Swift.max(capacity, 2 * overflow.capacity))
    }

    /// Calls `body` with the commands in contiguous memory: the array's, or a copy of
    /// the inline commands on the stack.
    func withUnsafeBufferPointer<Result>(
      _ body: (UnsafeBufferPointer<Verb>) throws -> Result
    ) rethrows -> Result {
      guard isInline else { return try overflow.withUnsafeBufferPointer(body) }
      return try withUnsafeTemporaryAllocation(of: Verb.self, capacity: Self.inlineCapacity) {
        buffer in
        var word = packed
        for index in 0..<inlineCount {
          buffer.initializeElement(at: index, to: Verb(rawValue: UInt8(word & 0b111))!)
          word >>= 3
        }
        return try body(UnsafeBufferPointer(rebasing: buffer[..<inlineCount]))
      }
    }
  }
}

extension Path.VerbList: Sequence {
  /// Walks the commands in order.
  struct Iterator: IteratorProtocol {
    /// The inline commands not yet visited, the next in the lowest bits.
    fileprivate var word: UInt64
    /// The number of inline commands not yet visited.
    fileprivate var remaining: Int
    /// The array's iterator, when the commands are in the array.
    fileprivate var overflow: IndexingIterator<[Path.Verb]>?

    mutating func next() -> Path.Verb? {
      if overflow != nil { return overflow!.next() }
      guard remaining > 0 else { return nil }
      remaining &-= 1
      defer { word &>>= 3 }
      return Path.Verb(rawValue: UInt8(truncatingIfNeeded: word) & 0b111)
    }
  }

  func makeIterator() -> Iterator {
    isInline
      ? Iterator(word: packed, remaining: inlineCount, overflow: nil)
      : Iterator(word: 0, remaining: 0, overflow: overflow.makeIterator())
  }

  var underestimatedCount: Int { count }
}

extension Path.VerbList: Equatable {
  /// Two lists are equal when they hold the same commands, wherever they keep them.
  static func == (lhs: Path.VerbList, rhs: Path.VerbList) -> Bool {
    if lhs.isInline, rhs.isInline {
      return lhs.packed == rhs.packed
    }
    return lhs.count == rhs.count && lhs.elementsEqual(rhs)
  }
}
