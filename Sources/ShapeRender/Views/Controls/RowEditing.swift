import Foundation
import Shapes

extension ForEach {
  /// Sets what deleting rows of a ``List`` made from this view would do.
  ///
  /// The action is never called, as nothing is swiped or edited in a still; the rows are
  /// drawn as they are.
  ///
  /// ```swift
  /// List {
  ///   ForEach(fruits, id: \.self) { Text($0) }
  ///     .onDelete { fruits.remove(atOffsets: $0) }
  /// }
  /// ```
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach {
    self
  }

  /// Sets what moving rows of a ``List`` made from this view would do.
  ///
  /// The action is never called, as nothing is dragged in a still; the rows are drawn as
  /// they are.
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach {
    self
  }
}

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets`, as SwiftUI's `onDelete` actions do.
  ///
  /// **Degenerate input.** Offsets that are negative or not less than the count are
  /// ignored.
  public mutating func remove(atOffsets offsets: IndexSet) {
    let total = count
    for offset in offsets.reversed() where offset >= 0 && offset < total {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}

extension MutableCollection {
  /// Moves the elements at `source` to just before the element at `destination` (an
  /// offset in the collection as it was), keeping their order, as SwiftUI's `onMove`
  /// actions do.
  ///
  /// **Degenerate input.** Source offsets that are negative or not less than the count are
  /// ignored; `destination` is clamped to 0…count.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let elements = Array(self)
    let total = elements.count
    let target = Swift.min(Swift.max(destination, 0), total)
    let moving = source.filter { $0 >= 0 && $0 < total }
    let movingSet = Set(moving)
    let staying = (0..<total).filter { !movingSet.contains($0) }
    let arranged =
      staying.filter { $0 < target }.map { elements[$0] } + moving.map { elements[$0] }
      + staying.filter { $0 >= target }.map { elements[$0] }
    for (index, element) in zip(indices, arranged) {
      self[index] = element
    }
  }
}
