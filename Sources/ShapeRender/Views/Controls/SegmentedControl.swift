import Shapes

/// A segmented picker, as iOS draws one: the options side by side in equal segments, the
/// selected one raised.
///
/// The control takes all the width offered (the options' widths, 12 points of room on
/// each side of each, when asked for its ideal width) and is 32 points tall. The track is
/// a rounded rectangle (corners of 9) in iOS's tertiary fill (`#767680` at 12 %, `#eeeeef`
/// over white). The selected segment is white, 2 points inside the track, with corners of
/// 7 and a soft shadow (black at 12 %, blurred by 8, 3 down). Unselected neighbours are
/// split by a 1-point line 12 points tall (`#8e8e93` at 30 %). Each option is centred in
/// its segment on one line in 13-point text, semibold when selected, black unless it sets
/// its own color.
struct SegmentedControl {
  let segments: [AnyView]
  let selected: Int?

  static let height: CGFloat = 32
  /// The raised segment of the selection: white, #636366 in the dark appearance.
  static let selectedFill = Color(hex: 0xFFFFFF, dark: 0x636366)

  /// Segment `index` as drawn: its font and one line.
  func label(_ index: Int) -> some View {
    segments[index]
      .font(.system(size: 13, weight: index == selected ? .semibold : .regular))
      .lineLimit(1)
  }

  @MainActor func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize {
    if let width = proposal.width { return CGSize(width: width, height: Self.height) }
    let ideal = segments.indices.reduce(CGFloat(0)) { sum, index in
      sum + context.size(of: label(index), for: ProposedViewSize(width: nil, height: nil)).width
        + 24
    }
    return CGSize(width: ideal, height: Self.height)
  }

  @MainActor func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    let track = CGRect(
      x: rect.minX, y: rect.midY - Self.height / 2, width: rect.width, height: Self.height)
    var nodes = [
      ControlDrawing.fill(
        RoundedRectangle(cornerRadius: 9, style: .continuous).path(in: track),
        .color(ControlDrawing.tertiaryFill))
    ]
    guard !segments.isEmpty else { return nodes }
    let width = track.width / CGFloat(segments.count)
    func cell(_ index: Int) -> CGRect {
      CGRect(
        x: track.minX + width * CGFloat(index), y: track.minY, width: width, height: Self.height)
    }
    if let selected {
      let raised = cell(selected).insetBy(dx: 2, dy: 2)
      nodes.append(
        ControlDrawing.shadowed(
          [
            ControlDrawing.fill(
              RoundedRectangle(cornerRadius: 7, style: .continuous).path(in: raised),
              .color(Self.selectedFill))
          ], Shadow(color: .black.opacity(0.12), radius: 8, x: 0, y: 3)))
    }
    for index in segments.indices.dropFirst() where index != selected && index - 1 != selected {
      let line = CGRect(x: cell(index).minX - 0.5, y: track.midY - 6, width: 1, height: 12)
      nodes.append(ControlDrawing.fill(Path(line), .color(Color(hex: 0x8E8E93, opacity: 0.3))))
    }
    var inner = context.forRowContent
    inner.stackAxis = nil
    if inner.foreground == nil { inner.foreground = .color(.primary) }
    for index in segments.indices {
      nodes += inner.place(label(index), in: cell(index).insetBy(dx: 6, dy: 0), alignment: .center)
    }
    return nodes
  }
}

extension SegmentedControl: View, PrimitiveView {
  /// An empty view: the drawing primitives of this package have no body of their own.
  var body: EmptyView { return EmptyView() }
}
