import Shapes

/// What a view is laid out and drawn with: how a parent places content in spare room, and
/// the environment (font, foreground) set by enclosing modifiers.
///
/// Layout is SwiftUI's, in two steps. A parent offers a child a size (the proposal); the
/// child answers with the size it takes (``size(of:for:)``). The parent then places the
/// child's rectangle within its own, by its alignment, and the child draws there
/// (``resolve(_:in:)``). Shapes, colors and resizable images take what they are offered;
/// text, fixed images and framed views take their own size.
@usableFromInline
struct ResolveContext: Sendable {
  /// Where a parent places content smaller than the room it has.
  var alignment: Alignment = .center
  /// The font of text that sets none; SwiftUI's body font when nil.
  var font: Font?
  /// The paint of bare shapes and of text that sets none; `Color.primary` when nil.
  var foreground: Paint?
  /// How finely shape animations are sampled into keyframes.
  var keyframeOptions = KeyframeOptions()
  /// The axis of the stack the view is a direct child of, which a ``Spacer`` or a
  /// ``Divider`` follows; nil outside stacks.
  var stackAxis: Axis?
  /// The paint of buttons' labels that set no foreground; the system blue when nil.
  var accent: Paint?
  /// The size of symbols relative to their font.
  var imageScale = Image.Scale.medium
  /// The variants symbols are drawn in where they have them.
  var symbolVariants = SymbolVariants.none
  /// How text is set: line limit, alignment, truncation, shrinking, case.
  var text = TextEnvironment()
  /// The values of your own environment keys (and the color scheme), when any is set.
  var custom: CustomEnvironment?
  /// How labels show their title and icon; ``DefaultLabelStyle`` when nil.
  var labelStyle: LabelStyleBox?
  /// How buttons draw their labels; the default style (the label in the accent color)
  /// when nil.
  var buttonStyle: ButtonStyleBox?
  /// How text fields are drawn.
  var textFieldStyle = TextFieldStyleKind.plain
  /// The styles of pickers and lists, and where a control is (in a list's row or not).
  var controls = ControlEnvironment()
  /// The axes along which the view being drawn was sized for its ideal size.
  ///
  /// Set by ``View/fixedSize(horizontal:vertical:)``, so that a container lays its children
  /// out with those dimensions unspecified, as it sized them, rather than re-sharing its
  /// rectangle. Containers clear it for their children, and ``place(_:in:alignment:)``,
  /// which proposes a size of its own, clears it.
  var idealAxes: Axis.Set = []
  /// How deep views may still nest on this thread's stack (see ``StackBudget``).
  var stack = StackBudget.unlimited

  /// The size `view` takes when offered `proposal`; zero for a non-finite proposal.
  @MainActor func size<V: View>(of view: V, for proposal: CGSize) -> CGSize {
    size(of: view, as: V.self as? any PrimitiveView.Type, for: proposal)
  }

  /// The size `view` takes when offered `proposal`, whose NaN or negative dimensions count
  /// as 0; a NaN or negative answer is 0 too.
  @MainActor func size<V: View>(of view: V, for proposal: ProposedViewSize) -> CGSize {
    size(of: view, as: V.self as? any PrimitiveView.Type, for: proposal)
  }

  /// The size of a view whose primitive type, `primitive`, was found beforehand (`nil` when
  /// it is not a primitive): a view that keeps another, such as a frame, looks its
  /// content's type up once, when it is made, rather than on every pass of the layout.
  @MainActor func size<V: View>(
    of view: V, as primitive: (any PrimitiveView.Type)?, for proposal: CGSize
  )
    -> CGSize
  {
    guard proposal.width.isFinite, proposal.height.isFinite else { return .zero }
    return size(of: view, as: primitive, for: ProposedViewSize(proposal))
  }

  /// The size of a view whose primitive type was found beforehand.
  @MainActor func size<V: View>(
    of view: V, as primitive: (any PrimitiveView.Type)?, for proposal: ProposedViewSize
  ) -> CGSize {
    let size =
      if let primitive {
        primitive.size(of: view, for: proposal.sanitized, in: self)
      } else {
        sizeOfBody(of: view, for: proposal)
      }
    return clamped(size)
  }

  /// `size` with NaN or negative dimensions made 0.
  func clamped(_ size: CGSize) -> CGSize {
    CGSize(width: size.width >= 0 ? size.width : 0, height: size.height >= 0 ? size.height : 0)
  }

  /// The size of the body of a view made of other views. (Apart, so that the primitives'
  /// path does not pay for the metadata of the optional body.)
  @inline(never)
  @MainActor private func sizeOfBody<V: View>(of view: V, for proposal: ProposedViewSize) -> CGSize
  {
    guard !isTooDeep, let body = ViewBody.evaluate(view, in: self) else { return .zero }
    return size(of: body, for: proposal)
  }

  /// The nodes of `view` drawn in `rect`; nothing when the rectangle is not finite.
  @MainActor func resolve<V: View>(_ view: V, in rect: CGRect) -> [Node] {
    resolve(view, as: V.self as? any PrimitiveView.Type, in: rect)
  }

  /// The nodes of a view whose primitive type was found beforehand.
  @MainActor func resolve<V: View>(
    _ view: V, as primitive: (any PrimitiveView.Type)?, in rect: CGRect
  )
    -> [Node]
  {
    guard rect.isFiniteRect else { return [] }
    if let primitive {
      return primitive.resolve(view, in: rect, context: self)
    }
    return resolveBody(of: view, in: rect)
  }

  /// The nodes of the body of a view made of other views, drawn in `rect`.
  @inline(never)
  @MainActor private func resolveBody<V: View>(of view: V, in rect: CGRect) -> [Node] {
    guard !isTooDeep, let body = ViewBody.evaluate(view, in: self) else { return [] }
    return resolve(body, in: rect)
  }

  /// The views a container lays out for `view`: the views of a ``ViewBuilder`` block, a
  /// ``ForEach`` or a ``Group`` one by one (and those of a view whose body is one of
  /// these), any other view as itself.
  @MainActor func subviews<V: View>(of view: V) -> [AnyView] {
    if let erased = view as? AnyView { return erased.subviews(in: self) }
    if let list = view as? any MultiView { return list.subviews(in: self) }
    // An empty view is no child of a container, as in SwiftUI: no room, no spacing.
    if view is EmptyView { return [] }
    if let primitive = view as? any PrimitiveView {
      return primitive.narrowedSubviews(in: self) ?? [AnyView(view)]
    }
    guard let body = ViewBody.evaluate(view, in: self) else { return [] }
    return subviews(of: body)
  }

  /// The nodes of `view` given the room `rect`: it takes its size for that room, and is
  /// placed in the room by `alignment`, which its content inherits.
  @MainActor func place<V: View>(_ view: V, in rect: CGRect, alignment: Alignment) -> [Node] {
    place(view, as: V.self as? any PrimitiveView.Type, in: rect, alignment: alignment)
  }

  /// The placed nodes of a view whose primitive type was found beforehand.
  @MainActor func place<V: View>(
    _ view: V, as primitive: (any PrimitiveView.Type)?, in rect: CGRect, alignment: Alignment
  ) -> [Node] {
    var inner = with(alignment: alignment)
    inner.idealAxes = []
    if let primitive {
      return primitive.place(view, in: rect, alignment: alignment, context: inner)
    }
    let size = inner.size(of: view, as: nil, for: ProposedViewSize(rect.size))
    var origin = alignment.origin(of: size, in: rect)
    inner.align(&origin, of: view, size: size, in: rect, by: alignment)
    return inner.resolve(view, as: nil, in: CGRect(origin: origin, size: size))
  }

  /// Calls `body` with the context a view placed by `alignment` is laid out in: this one
  /// with that alignment and no ideal axes; this one itself, not a copy, when it has them
  /// already, as a list's views and most frames find it.
  @inline(__always)
  func placing(alignment: Alignment, _ body: (ResolveContext) -> Void) {
    if self.alignment == alignment && idealAxes.isEmpty {
      body(self)
    } else {
      var inner = with(alignment: alignment)
      inner.idealAxes = []
      body(inner)
    }
  }

  /// The proposal a container lays its children out with when it draws in `rect`: the
  /// rectangle's size, unspecified along ``idealAxes``.
  func layoutProposal(in rect: CGRect) -> ProposedViewSize {
    ProposedViewSize(
      width: idealAxes.contains(.horizontal) ? nil : rect.width,
      height: idealAxes.contains(.vertical) ? nil : rect.height)
  }

  /// This context for a container's children: no ideal axes of its own.
  var forChildren: ResolveContext {
    var copy = self
    copy.idealAxes = []
    return copy
  }

  /// This context with another alignment.
  func with(alignment: Alignment) -> ResolveContext {
    var copy = self
    copy.alignment = alignment
    return copy
  }

  /// Whether views are nested too deeply here for the stack: the caller leaves the view
  /// out, and the artwork's diagnostics say so.
  var isTooDeep: Bool {
    guard stack.isSpent else { return false }
    Diagnostics.report(.nestedTooDeeply)
    return true
  }

  /// The foreground paint resolved against `rect`.
  func foregroundPaint(in rect: CGRect) -> ResolvedPaint {
    ResolvedPaint(paint: foreground ?? .color(.primary), frame: rect)
  }
}

extension CGRect {
  /// Whether origin and size are all finite (the null rectangle is not).
  var isFiniteRect: Bool {
    !isNull && origin.x.isFinite && origin.y.isFinite && size.width.isFinite
      && size.height.isFinite
  }
}
