import Shapes

/// A shape drawn with a fill, a stroke, or both: what `fill(_:style:)`, `stroke(_:lineWidth:)`
/// and `strokeBorder(_:lineWidth:)` make of a shape.
///
/// ```swift
/// Trapezium()
///   .fill(.blue)
///   .stroke(.gray, lineWidth: 10)
/// ```
///
/// The shape fills the frame it is given. The fill is drawn first and the stroke on top,
/// centred on the outline. A stroke whose width is zero, negative or not finite is left
/// out.
public struct ShapeView<Content: Shape> {
  /// The shape.
  public let shape: Content
  /// The fill; `nil` for none.
  public let fill: Paint?
  /// The fill rule.
  public let fillStyle: FillStyle
  /// The stroke paint; `nil` for none.
  public let stroke: Paint?
  /// The stroke's width, caps, joins and dashes.
  public let strokeStyle: StrokeStyle
  /// Whether the fill is the environment's foreground, as for a bare shape.
  @usableFromInline let fillsWithForeground: Bool
  /// Whether the stroke is the environment's foreground, as for `stroke(lineWidth:)`.
  @usableFromInline let strokesWithForeground: Bool
  /// The color the fill animates from, and how, when it animates.
  @usableFromInline let fillTransition: FillTransition?
  /// Whether the shape animates (an `AnimatedShape`), found when the view is made.
  @usableFromInline let isAnimated: Bool

  // The initializer and the modifiers that make shape views are inlinable, so that a view
  // built in another module is specialized there rather than built by generic code that
  // asks the runtime for the metadata of each `ShapeView` it makes, and whether the shape
  // animates is answered by the compiler.
  @inlinable
  init(
    shape: Content, fill: Paint?, fillStyle: FillStyle = FillStyle(), stroke: Paint? = nil,
    strokeStyle: StrokeStyle = StrokeStyle(), fillsWithForeground: Bool = false,
    strokesWithForeground: Bool = false, fillTransition: FillTransition? = nil
  ) {
    self.shape = shape
    self.fill = fill
    self.fillStyle = fillStyle
    self.stroke = stroke
    self.strokeStyle = strokeStyle
    self.fillsWithForeground = fillsWithForeground
    self.strokesWithForeground = strokesWithForeground
    self.fillTransition = fillTransition
    isAnimated = Content._isAnimatedShape
  }

  /// The same shape, also stroked with `content`, centred on the outline.
  @inlinable
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> ShapeView {
    stroke(content, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// The same shape, also stroked with `content` in `style`.
  @inlinable
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> ShapeView {
    ShapeView(
      shape: shape, fill: fill, fillStyle: fillStyle, stroke: content.paint, strokeStyle: style,
      fillsWithForeground: fillsWithForeground, fillTransition: fillTransition)
  }

  @usableFromInline func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize
  {
    proposal.replacingUnspecifiedDimensions()
  }

  @usableFromInline func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    var nodes: [Node] = []
    resolve(in: rect, context: context, into: &nodes)
    return nodes
  }

  @usableFromInline
  func resolve(in rect: CGRect, context: ResolveContext, into nodes: inout [Node]) {
    let path = shape.placedPath(in: rect)
    // Only an animated shape's type conforms; knowing it spares the others a copy of the
    // shape into an existential.
    let animated = isAnimated ? shape as? any AnimatedShapeResolving : nil
    guard !path.isEmpty || animated != nil else { return }
    var fillPaint = fillsWithForeground ? context.foreground ?? .color(.primary) : fill
    let strokePaint = strokesWithForeground ? context.foreground ?? .color(.primary) : stroke
    let width = strokeStyle.lineWidth
    let strokes = strokePaint != nil && width.isFinite && width > 0
    guard fillPaint != nil || strokes else { return }
    var fillAnimations: [AttributeAnimation] = []
    if let fillTransition, case .color(let color) = fillPaint {
      fillPaint = .color(fillTransition.finalColor(to: color))
      fillAnimations = fillTransition.animations(to: color)
    }
    var node = ShapeNode(
      path: path,
      fill: fillPaint.map { ResolvedPaint(paint: $0, frame: rect) },
      fillStyle: fillStyle,
      stroke: strokes ? strokePaint.map { ResolvedPaint(paint: $0, frame: rect) } : nil,
      strokeStyle: strokeStyle)
    animated?.resolveAnimation(into: &node, in: rect, options: context.keyframeOptions)
    // An animation whose end state is empty still shows on the way.
    guard !node.path.isEmpty || !node.animations.isEmpty else { return }
    if !fillAnimations.isEmpty { node.animations += fillAnimations }
    nodes.append(.shape(consume node))
  }
}

extension Shape {
  /// The shape filled with `content`.
  ///
  /// ```swift
  /// Circle().fill(.red)
  /// Circle().fill(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
  /// ```
  @inlinable
  public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> ShapeView<Self> {
    ShapeView(shape: self, fill: content.paint, fillStyle: style)
  }

  /// The shape filled with the foreground color (black unless a `foregroundColor` or
  /// `foregroundStyle` modifier sets another).
  public func fill(style: FillStyle = FillStyle()) -> ShapeView<Self> {
    ShapeView(shape: self, fill: nil, fillStyle: style, fillsWithForeground: true)
  }

  /// The shape's outline stroked with `content`, centred on the outline.
  @inlinable
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> ShapeView<Self> {
    stroke(content, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// The shape's outline stroked with `content` in `style`.
  @inlinable
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> ShapeView<Self> {
    ShapeView(shape: self, fill: nil, stroke: content.paint, strokeStyle: style)
  }
}

extension InsettableShape {
  /// The outline stroked with `content` entirely inside the shape: the shape is inset by
  /// half the line width, then stroked.
  ///
  /// ```swift
  /// RoundedRectangle(cornerRadius: 12).strokeBorder(.orange, lineWidth: 3)
  /// ```
  public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1)
    -> ShapeView<InsetShape>
  {
    strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// The outline stroked with `content` in `style`, entirely inside the shape.
  public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle)
    -> ShapeView<InsetShape>
  {
    let width = style.lineWidth.isFinite ? max(style.lineWidth, 0) : 0
    return inset(by: width / 2).stroke(content, style: style)
  }

  /// The outline stroked with the foreground color (black unless a `foregroundColor` or
  /// `foregroundStyle` modifier sets another), entirely inside the shape.
  ///
  /// ```swift
  /// RoundedRectangle(cornerRadius: 12).strokeBorder(lineWidth: 3).foregroundColor(.orange)
  /// ```
  public func strokeBorder(lineWidth: CGFloat = 1) -> ShapeView<InsetShape> {
    strokeBorder(style: StrokeStyle(lineWidth: lineWidth))
  }

  /// The outline stroked with the foreground color in `style`, entirely inside the shape.
  public func strokeBorder(style: StrokeStyle) -> ShapeView<InsetShape> {
    let width = style.lineWidth.isFinite ? max(style.lineWidth, 0) : 0
    return inset(by: width / 2).stroke(style: style).strokedView
  }
}

// The view conformance apart from the type, so that a shape is filled and stroked off the
// main actor too, as in SwiftUI; only the body is bound to it, as for every view.
extension ShapeView: View, PrimitiveView {
  /// An empty view: the drawing primitives of this package have no body of their own.
  public var body: EmptyView { return EmptyView() }
}

extension View where Self: Shape {
  /// A shape used as a view is filled with the foreground color, as in SwiftUI.
  nonisolated public var body: ShapeView<Self> { fill() }

  /// The shape moved by `x` and `y`, as a shape (the `Shape` modifier, which wins over the
  /// view modifier of the same name for shapes that are views).
  nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: CGSize(width: x, height: y))
  }

  /// The shape moved by `offset`, as a shape.
  nonisolated public func offset(_ offset: CGSize) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: offset)
  }
}
