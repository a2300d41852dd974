// A binding to a mutable collection is a collection of bindings to its elements, as in
// SwiftUI: `ForEach($scrums) { $scrum in ... }` and `$model.landmarks[index].isFavorite`
// read and write one element of the bound collection.

extension Binding: Sequence where Value: MutableCollection {
  /// A binding to an element of the bound collection.
  public typealias Element = Binding<Value.Element>
  /// Walks the bindings to the elements in order.
  public typealias Iterator = IndexingIterator<Binding<Value>>
  /// A run of the bindings to the elements.
  public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
  /// A position in the bound collection.
  public typealias Index = Value.Index
  /// The positions of the bound collection.
  public typealias Indices = Value.Indices

  /// The position of the first element of the bound collection, read now.
  public var startIndex: Index { wrappedValue.startIndex }

  /// The position past the last element of the bound collection, read now.
  public var endIndex: Index { wrappedValue.endIndex }

  /// The positions of the bound collection, read now.
  public var indices: Indices { wrappedValue.indices }

  /// The position after `i` in the bound collection.
  public func index(after i: Index) -> Index {
    wrappedValue.index(after: i)
  }

  /// Moves `i` to the position after it in the bound collection.
  public func formIndex(after i: inout Index) {
    wrappedValue.formIndex(after: &i)
  }

  /// A binding to the element at `position`, which reads and writes that element of the
  /// bound collection.
  ///
  /// **Degenerate input.** A position outside the collection stops the program, as a
  /// collection's own subscript does. If the collection later shrinks so that the
  /// position is past its end, the binding reads the element it last read and drops
  /// writes, rather than stopping.
  public subscript(position: Index) -> Binding<Value.Element> {
    element(at: position, reading: wrappedValue[position])
  }

  /// A binding to the element at `position`, which reads `last` (and then the element it
  /// last read) while the position is past the collection's end, and drops writes there.
  func element(at position: Index, reading last: Value.Element) -> Binding<Value.Element> {
    let base = self
    let last = StateBox(last)
    func holds(_ collection: Value) -> Bool {
      position >= collection.startIndex && position < collection.endIndex
    }
    return Binding<Value.Element>(
      get: {
        let collection = base.wrappedValue
        guard holds(collection) else { return last.value }
        let element = collection[position]
        last.value = element
        return element
      },
      set: { newValue, transaction in
        var collection = base.wrappedValue
        guard holds(collection) else { return }
        collection[position] = newValue
        last.value = newValue
        base.transaction(transaction).wrappedValue = collection
      })
  }
}

extension Binding: BidirectionalCollection
where Value: BidirectionalCollection, Value: MutableCollection {
  /// The position before `i` in the bound collection.
  public func index(before i: Index) -> Index {
    wrappedValue.index(before: i)
  }

  /// Moves `i` to the position before it in the bound collection.
  public func formIndex(before i: inout Index) {
    wrappedValue.formIndex(before: &i)
  }
}

extension Binding: RandomAccessCollection
where Value: MutableCollection, Value: RandomAccessCollection {}
