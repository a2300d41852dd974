import Foundation
import ShapeRender

/// Tags in rows: each row as many as fit the proposed width, left to right, `spacing`
/// apart both ways; the layout is as wide as its widest row.
struct FlowLayout: Layout {
  var spacing: CGFloat = 8

  /// The subviews' frames from (0, 0) for rows at most `width` wide, and the size they span.
  private func arrange(_ subviews: Subviews, width: CGFloat) -> (frames: [CGRect], size: CGSize) {
    var frames: [CGRect] = []
    var point = CGPoint.zero
    var rowHeight: CGFloat = 0
    var size = CGSize.zero
    for subview in subviews {
      let tag = subview.sizeThatFits(.unspecified)
      if point.x > 0 && point.x + tag.width > width {
        point = CGPoint(x: 0, y: point.y + rowHeight + spacing)
        rowHeight = 0
      }
      frames.append(CGRect(origin: point, size: tag))
      size.width = max(size.width, point.x + tag.width)
      rowHeight = max(rowHeight, tag.height)
      size.height = point.y + rowHeight
      point.x += tag.width + spacing
    }
    return (frames, size)
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    arrange(subviews, width: proposal.width ?? .infinity).size
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let frames = arrange(subviews, width: bounds.width).frames
    for (subview, frame) in zip(subviews, frames) {
      subview.place(
        at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
        proposal: ProposedViewSize(frame.size))
    }
  }
}

/// Views centred on a circle of `radius` around the centre of the bounds, the first at the
/// top, the others clockwise at equal angles.
struct RadialLayout: Layout {
  var radius: CGFloat

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let step = 2 * Double.pi / Double(max(subviews.count, 1))
    for (index, subview) in subviews.enumerated() {
      let angle = Double(index) * step - Double.pi / 2
      subview.place(
        at: CGPoint(
          x: bounds.midX + radius * CGFloat(cos(angle)),
          y: bounds.midY + radius * CGFloat(sin(angle))),
        anchor: .center, proposal: .unspecified)
    }
  }
}

/// Views one below the other from the top-leading corner, with no spacing: Apple's basic
/// vertical stack, a `VStack(alignment: .leading, spacing: 0)`.
struct BasicVStack: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    return CGSize(
      width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    var point = bounds.origin
    for subview in subviews {
      subview.place(at: point, anchor: .topLeading, proposal: .unspecified)
      point.y += subview.dimensions(in: .unspecified).height
    }
  }
}
