import Shapes

/// A wheel picker, as a still of iOS's shows: the selected option in the middle band and
/// its neighbours above and below.
///
/// The wheel takes all the width offered (its widest option and 32 points when asked for
/// its ideal width) and is 216 points tall. The band is a rounded rectangle 34 points tall
/// (corners of 8), 8 points in from the sides, in iOS's tertiary fill, across the middle.
/// The selected option is centred in it in 21-point text; the two options before and the
/// two after are 34 and 68 points above and below it, in iOS's secondary (`#3c3c43` at 60 %)
/// and tertiary (`#3c3c43` at 30 %) grays: the wheel's curve, which narrows them on iOS, is
/// not drawn.
struct PickerWheel {
  let options: [AnyView]
  let selected: Int?
  /// Whether the wheel draws its band; a date picker's wheels share one band.
  var showsBand = true

  static let height: CGFloat = 216
  static let rowHeight: CGFloat = 34

  @MainActor func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize {
    if let width = proposal.width { return CGSize(width: width, height: Self.height) }
    let widest = options.reduce(CGFloat(0)) { widest, option in
      max(
        widest,
        context.size(
          of: option.font(.system(size: 21)), for: ProposedViewSize(width: nil, height: nil)
        )
        .width)
    }
    return CGSize(width: widest + 32, height: Self.height)
  }

  @MainActor func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    let middle = rect.minY + Self.height / 2
    let band = CGRect(
      x: rect.minX + 8, y: middle - Self.rowHeight / 2, width: max(rect.width - 16, 0),
      height: Self.rowHeight)
    var nodes: [Node] = []
    if showsBand {
      nodes.append(
        ControlDrawing.fill(
          RoundedRectangle(cornerRadius: 8, style: .continuous).path(in: band),
          .color(ControlDrawing.tertiaryFill)))
    }
    guard let selected else { return nodes }
    var inner = context.forRowContent
    inner.stackAxis = nil
    let colors: [Color] = [.primary, ControlDrawing.secondaryLabel, ControlDrawing.tertiaryLabel]
    for offset in -2...2 {
      let index = selected + offset
      guard options.indices.contains(index) else { continue }
      var row = inner
      if row.foreground == nil || offset != 0 { row.foreground = .color(colors[abs(offset)]) }
      let frame = band.offsetBy(dx: 0, dy: CGFloat(offset) * Self.rowHeight)
      nodes += row.place(
        options[index].font(.system(size: 21)).lineLimit(1), in: frame.insetBy(dx: 8, dy: 0),
        alignment: .center)
    }
    return nodes
  }
}

extension PickerWheel: View, PrimitiveView {
  /// An empty view: the drawing primitives of this package have no body of their own.
  var body: EmptyView { return EmptyView() }
}
