import Shapes

/// A view in a frame of a fixed width, height or both: what
/// ``View/frame(width:height:alignment:)`` makes.
///
/// A frame fixed both ways takes its size without asking its content, whose size only
/// places it within the frame.
@usableFromInline
struct FixedFrameView<Content: View> {
  @usableFromInline let content: ContentBox
  /// The frame's width, or nil for the content's; NaN or infinite leaves the view out.
  @usableFromInline let width: CGFloat?
  /// The frame's height, or nil for the content's; NaN or infinite leaves the view out.
  @usableFromInline let height: CGFloat?
  /// Where the content sits in the frame.
  @usableFromInline let alignment: Alignment

  /// `content` in a frame of `width` by `height`; a negative dimension counts as 0.
  // Inlinable, so that the box of the content is made where its type is known, without
  // asking the runtime for the box's type.
  @inlinable
  init(content: Content, width: CGFloat?, height: CGFloat?, alignment: Alignment) {
    self.content = makeContentBox(content)
    self.width = width.map { $0.isNaN ? $0 : max($0, 0) }
    self.height = height.map { $0.isNaN ? $0 : max($0, 0) }
    self.alignment = alignment
  }

  @usableFromInline var body: EmptyView { return EmptyView() }

  /// The priority of the framed view, which a frame keeps, as in SwiftUI.
  @MainActor var layoutPriority: Double { content.layoutPriority }

  /// Whether the frame's dimensions can be drawn: none is NaN or infinite.
  private var isDrawable: Bool { width?.isFinite ?? true && height?.isFinite ?? true }

  @MainActor @usableFromInline func size(for proposal: ProposedViewSize, in context: ResolveContext)
    -> CGSize
  {
    guard isDrawable else { return .zero }
    if let width, let height { return CGSize(width: width, height: height) }
    let offer = ProposedViewSize(
      width: width ?? proposal.width, height: height ?? proposal.height)
    let own = content.size(for: offer, in: context.with(alignment: alignment))
    return CGSize(width: width ?? own.width, height: height ?? own.height)
  }

  @MainActor @usableFromInline func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    guard isDrawable else { return [] }
    return content.place(in: rect, alignment: alignment, context: context)
  }

  @usableFromInline
  @MainActor func resolve(in rect: CGRect, context: ResolveContext, into nodes: inout [Node]) {
    guard isDrawable else { return }
    content.place(in: rect, alignment: alignment, context: context, into: &nodes)
  }

  /// The content's guide, moved by where the frame places the content.
  @usableFromInline
  @MainActor func explicitGuide(_ key: AlignmentKey, in size: CGSize, context: ResolveContext)
    -> CGFloat?
  {
    guard isDrawable else { return nil }
    var inner = context.with(alignment: alignment)
    inner.idealAxes = []
    let own = content.size(for: ProposedViewSize(size), in: inner)
    guard let value = content.explicitGuide(key, in: own, context: inner) else { return nil }
    return key.offset(
      of: own, in: size, by: alignment, value: value,
      guide: { content.explicitGuide($0, in: own, context: inner) }) + value
  }

  @usableFromInline
  @MainActor func narrowed(in context: ResolveContext) -> [Self]? {
    content.narrowed(in: context)?.map {
      FixedFrameView(box: $0, width: width, height: height, alignment: alignment)
    }
  }

  /// A frame like this one around the box `box`.
  private init(box: ContentBox, width: CGFloat?, height: CGFloat?, alignment: Alignment) {
    (content, self.width, self.height, self.alignment) = (box, width, height, alignment)
  }
}

extension FixedFrameView: View, GuidedView, LayoutPriorityCarrying {}
