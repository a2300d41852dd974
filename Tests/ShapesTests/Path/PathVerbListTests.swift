import Foundation
import Testing

@testable import Shapes

/// The inline-then-array storage of a path's commands: every operation gives the same
/// commands as an array would, on both sides of the inline capacity.
@Suite struct PathVerbListTests {
  typealias Verb = Path.Verb

  /// `count` commands cycling through every kind, so each 3-bit code is exercised.
  func sample(_ count: Int) -> [Verb] {
    let kinds: [Verb] = [.move, .line, .quadCurve, .curve, .arc, .close]
    return (0..<count).map { kinds[$0 % kinds.count] }
  }

  func list(_ verbs: [Verb]) -> Path.VerbList {
    var list = Path.VerbList()
    for verb in verbs { list.append(verb) }
    return list
  }

  @Test(arguments: [0, 1, 18, 19, 20, 40, 1000])
  func holdsWhatWasAppended(count: Int) {
    let verbs = sample(count)
    let list = list(verbs)
    #expect(list.count == count)
    #expect(list.isEmpty == (count == 0))
    #expect(Array(list) == verbs)
    #expect(list.last == verbs.last)
    #expect((0..<count).map { list[$0] } == verbs)
    #expect(list.withUnsafeBufferPointer { Array($0) } == verbs)
  }

  @Test func removingTheLastKeepsTheRestOnBothSidesOfTheInlineCapacity() {
    let capacity = Path.VerbList.inlineCapacity
    var list = list(sample(capacity + 2))
    var expected = sample(capacity + 2)
    while !expected.isEmpty {
      list.removeLast()
      expected.removeLast()
      #expect(Array(list) == expected)
      #expect(list.count == expected.count)
      #expect(list.last == expected.last)
    }
    #expect(list.isEmpty)
    list.append(.move)
    #expect(Array(list) == [.move])
  }

  @Test func listsWithTheSameCommandsAreEqualWhereverTheyKeepThem() {
    let capacity = Path.VerbList.inlineCapacity
    var spilled = list(sample(capacity + 1))
    spilled.removeLast()  // The same commands as `inline`, now kept in the array.
    let inline = list(sample(capacity))
    #expect(spilled == inline)
    #expect(inline == spilled)
    var different = inline
    different.removeLast()
    different.append(.close)
    #expect(sample(capacity).last != .close)
    #expect(different != inline)
    #expect(list([.move, .line]) != list([.move, .curve]))
    #expect(list([.move]) != list([.move, .move]))
  }

  @Test func reservingRoomChangesNothingVisible() {
    var list = Path.VerbList()
    list.reserveCapacity(1000)
    #expect(list.isEmpty)
    list.append(contentsOf: sample(30))
    #expect(Array(list) == sample(30))
  }

  /// A path long enough to spill its commands writes and compares like a short one.
  @Test func longPathsKeepTheirCommands() {
    var long = Path()
    long.move(to: .zero)
    for k in 1...30 { long.addLine(to: CGPoint(x: Double(k), y: Double(k % 2))) }
    long.closeSubpath()
    #expect(long.svgPathData().hasPrefix("M0 0L1 1 2 0 3 1"))
    #expect(long.svgPathData().hasSuffix("30 0Z"))
    var copy = long
    copy.addLine(to: CGPoint(x: 5, y: 5))
    #expect(copy != long)
    #expect(long == long.applying(.identity))
  }
}
