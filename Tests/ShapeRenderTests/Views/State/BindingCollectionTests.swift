import Foundation
import ShapeRender
import Testing

/// A binding to a mutable collection is a collection of bindings to its elements; a
/// binding converts to and from optionals; its transaction and animation change no value.
@Suite struct BindingCollectionTests {
  struct Attendee: Identifiable, Equatable {
    let id: Int
    var name: String
  }

  /// A value held outside any view, with a binding to it.
  final class Holder<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
    var binding: Binding<Value> { Binding(get: { self.value }, set: { self.value = $0 }) }
  }

  @Test func aBindingToAnArrayIsARandomAccessCollectionOfElementBindings() {
    let holder = Holder([Attendee(id: 1, name: "Ana"), Attendee(id: 2, name: "Ben")])
    let attendees = holder.binding
    #expect(attendees.count == 2)
    #expect(attendees.indices == 0..<2)
    #expect(attendees.map(\.wrappedValue.name) == ["Ana", "Ben"])
    #expect(attendees.reversed().map(\.id) == [2, 1])
    // An element's binding writes its element of the bound array.
    attendees[1].name.wrappedValue = "Bea"
    #expect(holder.value[1].name == "Bea")
    for attendee in attendees { attendee.wrappedValue.name += "!" }
    #expect(holder.value.map(\.name) == ["Ana!", "Bea!"])
    // Identified as its element is.
    #expect(attendees[0].id == 1)
  }

  @Test func anElementBindingPastTheEndReadsItsLastValueAndDropsWrites() {
    let holder = Holder([10, 20, 30])
    let last = holder.binding[2]
    holder.value = [10]
    #expect(last.wrappedValue == 30)
    last.wrappedValue = 99
    #expect(holder.value == [10])
  }

  @Test func optionalBindingsConvertBothWays() {
    let count = Holder(3)
    let optional = Binding<Int?>(count.binding)
    #expect(optional.wrappedValue == 3)
    optional.wrappedValue = 4
    #expect(count.value == 4)
    optional.wrappedValue = nil  // no nil to hold: dropped
    #expect(count.value == 4)

    let name = Holder<String?>(nil)
    #expect(Binding(name.binding) == nil)
    name.value = "Ana"
    let unwrapped = Binding(name.binding)
    #expect(unwrapped?.wrappedValue == "Ana")
    unwrapped?.wrappedValue = "Ben"
    #expect(name.value == "Ben")
    name.value = nil  // keeps reading the last value, as SwiftUI's does
    #expect(unwrapped?.wrappedValue == "Ben")

    let erased = Binding<AnyHashable>(count.binding)
    #expect(erased.wrappedValue == AnyHashable(4))
    erased.wrappedValue = AnyHashable(9)
    #expect(count.value == 9)
    erased.wrappedValue = AnyHashable("nine")  // another type: dropped
    #expect(count.value == 9)
  }

  @Test func animationAndTransactionKeepTheValueAndReachTheSetter() {
    let holder = Holder(1)
    nonisolated(unsafe) var seen: Transaction?
    let binding = Binding(
      get: { holder.value },
      set: { value, transaction in
        holder.value = value
        seen = transaction
      })
    let animated = binding.animation(.easeIn)
    #expect(animated.wrappedValue == 1)
    animated.wrappedValue = 2
    #expect(holder.value == 2 && seen?.animation == .easeIn)
    binding.transaction(Transaction(animation: nil)).wrappedValue = 3
    #expect(holder.value == 3 && seen?.animation == nil)
    #expect(binding.animation().transaction.animation == .default)
  }
}
