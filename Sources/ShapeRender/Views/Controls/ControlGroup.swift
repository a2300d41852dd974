import Shapes

/// Controls grouped side by side, with SwiftUI's name, drawn as iOS draws a group of
/// buttons outside a toolbar: equal segments of one rounded box.
///
/// ```swift
/// ControlGroup {
///   Button("Undo") {}
///   Button("Redo") {}
/// }
/// ```
///
/// The group takes all the width offered (its views' widths, 12 points of room on each
/// side of each, when asked for its ideal width) and is 32 points tall, or as tall as its
/// tallest view and 12 points. The box is a rounded rectangle (corners of 8) in iOS's
/// tertiary fill (`#767680` at 12 %); its views share the width equally, each centred in
/// its share (buttons in the accent color), split by 1-point lines 18 points tall in iOS's
/// separator gray (`#3c3c43` at 29 %). The label, when given, is not drawn, as on iOS,
/// where it shows only in a menu. No views: the box alone.
public struct ControlGroup<Content: View> {
  /// The controls.
  let content: Content

  /// Creates a group of the controls `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// Creates a group of the controls `content` builds, labelled by `label` (not drawn).
  public init<Label: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
  }

  /// The height of iOS's group.
  static var height: CGFloat { 32 }

  @MainActor @usableFromInline func size(for proposal: ProposedViewSize, in context: ResolveContext)
    -> CGSize
  {
    let views = context.forRowContent.subviews(of: content)
    let sizes = views.map {
      context.size(of: $0, for: ProposedViewSize(width: nil, height: nil))
    }
    let tallest = sizes.map(\.height).max() ?? 0
    let ideal = sizes.reduce(CGFloat(0)) { $0 + $1.width + 24 }
    return CGSize(width: proposal.width ?? ideal, height: max(Self.height, tallest + 12))
  }

  @MainActor @usableFromInline func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    let inner = context.forRowContent
    let views = inner.subviews(of: content)
    var nodes = [
      ControlDrawing.fill(
        RoundedRectangle(cornerRadius: 8, style: .continuous).path(in: rect),
        .color(ControlDrawing.tertiaryFill))
    ]
    guard !views.isEmpty else { return nodes }
    let share = rect.width / CGFloat(views.count)
    for index in views.indices {
      let cell = CGRect(
        x: rect.minX + share * CGFloat(index), y: rect.minY, width: share, height: rect.height)
      if index > 0 {
        let line = CGRect(x: cell.minX - 0.5, y: rect.midY - 9, width: 1, height: 18)
        nodes.append(
          ControlDrawing.fill(Path(line), .color(.separator)))
      }
      nodes += inner.place(views[index], in: cell.insetBy(dx: 6, dy: 0), alignment: .center)
    }
    return nodes
  }
}

extension ControlGroup: View, PrimitiveView {
  /// An empty view: the drawing primitives of this package have no body of their own.
  public var body: EmptyView { return EmptyView() }
}
