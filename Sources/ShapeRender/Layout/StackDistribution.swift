import Shapes

/// SwiftUI's stack algorithm, for stacks and for the rows and columns of a ``Grid``: how
/// the room along one axis is shared among parts.
///
/// The spacing is taken off first. With an unspecified length (`nil`) every part is asked
/// for its ideal size. Otherwise the parts are measured at zero and at infinite length;
/// the difference is their flexibility. Parts of higher `layoutPriority` are offered room
/// first, while the minimum lengths of the parts of lower priority are held back for them.
/// Within a priority, the least flexible part goes first and is offered an equal share of
/// what is left (never less than zero); whatever it takes is subtracted, and the next part
/// is offered an equal share of the rest. So a fixed-size view gets its size, and spacers,
/// shapes and `frame(maxWidth: .infinity)` share what remains.
enum StackDistribution {
  /// The sizes of `count` parts laid along `axis` in `proposal`, `totalSpacing` apart in
  /// all, in the parts' order.
  ///
  /// `measure(i, proposal)` is the size part `i` takes for a proposal; `priority(i)` its
  /// layout priority.
  static func sizes(
    count: Int, axis: Axis, proposal: ProposedViewSize, totalSpacing: CGFloat,
    priority: (Int) -> Double, measure: (Int, ProposedViewSize) -> CGSize
  ) -> [CGSize] {
    guard count > 0 else { return [] }
    let cross = proposal.along(axis.crossing)
    guard let length = proposal.along(axis) else {
      return (0..<count).map { measure($0, ProposedViewSize(axis, along: nil, across: cross)) }
    }
    let available = length - totalSpacing
    // With no room, or unlimited room, every part is offered the same, so order does not
    // matter and the two measurements of flexibility are not needed.
    if count == 1 || !(available > 0) || available == .infinity {
      let offer = count == 1 ? max(available, 0) : (available > 0 ? available : 0)
      return (0..<count).map {
        measure($0, ProposedViewSize(axis, along: offer, across: cross))
      }
    }
    var minimum = [CGFloat](repeating: 0, count: count)
    var flexibility = [CGFloat](repeating: 0, count: count)
    var priorities = [Double](repeating: 0, count: count)
    for index in 0..<count {
      let low = measure(index, ProposedViewSize(axis, along: 0, across: cross)).along(axis)
      let high = measure(index, ProposedViewSize(axis, along: .infinity, across: cross))
        .along(axis)
      minimum[index] = low
      let spread = high - low
      flexibility[index] = spread.isNaN ? .infinity : spread
      let value = priority(index)
      priorities[index] = value.isNaN ? 0 : value
    }
    let order = (0..<count).sorted { left, right in
      if priorities[left] != priorities[right] { return priorities[left] > priorities[right] }
      if flexibility[left] != flexibility[right] {
        return flexibility[left] < flexibility[right]
      }
      return left < right
    }
    // reservedAfter[j]: the minimum lengths of the parts from position j on, in order.
    var reservedAfter = [CGFloat](repeating: 0, count: count + 1)
    for position in stride(from: count - 1, through: 0, by: -1) {
      reservedAfter[position] = reservedAfter[position + 1] + minimum[order[position]]
    }
    var sizes = [CGSize](repeating: .zero, count: count)
    var remaining = available
    var start = 0
    while start < count {
      let groupPriority = priorities[order[start]]
      var end = start
      while end < count, priorities[order[end]] == groupPriority { end += 1 }
      var groupRemaining = remaining - reservedAfter[end]
      for position in start..<end {
        let index = order[position]
        let share = groupRemaining / CGFloat(end - position)
        let size = measure(
          index, ProposedViewSize(axis, along: share > 0 ? share : 0, across: cross))
        sizes[index] = size
        groupRemaining -= size.along(axis)
        remaining -= size.along(axis)
      }
      start = end
    }
    return sizes
  }
}
