import Shapes

/// What views and drawing contexts resolve to, and what back ends consume: the scene, in
/// the coordinates of the enclosing group.
///
/// Everything a back end needs is resolved here (paths in canvas coordinates, paints
/// against their frames, effects with what they cover), so that a back end only reads the
/// scene, never builds or re-measures it. See <doc:SceneAndBackEnds>.
///
/// A shape, the node made most, is held in place, not in a box on the heap: a drawing
/// context streaming to SVG makes one per operation and the writer takes it apart at once.
/// The other cases are boxed, so that the enum is no larger than a shape.
@usableFromInline
enum Node: Sendable {
  /// A filled and/or stroked path.
  case shape(ShapeNode)
  /// An embedded image.
  indirect case image(ImageNode)
  /// A run of text.
  indirect case text(TextNode)
  /// Children under one effect.
  indirect case group(GroupNode)
}

/// A paint resolved against the frame it fills, so gradients know where their unit
/// points are.
struct ResolvedPaint: Hashable, Sendable {
  /// The color or gradient.
  var paint: Paint
  /// The frame that unit points of gradients refer to.
  var frame: CGRect
}

/// A path with its fill and stroke.
@usableFromInline
struct ShapeNode: Sendable {
  var path: Path
  var fill: ResolvedPaint?
  var fillStyle: FillStyle
  var stroke: ResolvedPaint?
  var strokeStyle: StrokeStyle
  /// Animations of the path's attributes (`d`, `fill`, `stroke-dashoffset`), in the order
  /// they are written; the attributes above hold the final state.
  var animations: [AttributeAnimation] = []
  /// The union of the bounding boxes of every keyframe of an animated path, or `nil` when
  /// the path does not animate.
  var animatedBounds: CGRect?
}

/// An image drawn into a rectangle (its aspect ratio already settled).
@usableFromInline
struct ImageNode: Sendable {
  var image: Image
  var rect: CGRect
}

/// One or more lines of text anchored at a point.
@usableFromInline
struct TextNode: Sendable {
  var lines: [String]
  var font: Font
  var fill: ResolvedPaint
  /// The start of the first line's baseline, at its left, centre or right end.
  var anchor: CGPoint
  var alignment: HorizontalAlignment
  /// The lines laid out with real fonts; `nil` when no font is installed, and the text is
  /// written as `<text>` at ``anchor`` for the renderer to lay out.
  var measured: MeasuredText?
  /// The runs of text of several styles that no font measured; `nil` for one style.
  var styledLines: StyledTextLines?
}

/// Children under one effect.
@usableFromInline
struct GroupNode: Sendable {
  let children: [Node]
  let effect: Effect
  /// For a filter (a shadow, a blur, a color filter), what it and its children cover,
  /// measured here once; `nil` for other effects.
  let filterExtent: FilterExtent?

  /// A group of `children` under `effect`.
  init(children: [Node], effect: Effect) {
    self.children = children
    self.effect = effect
    switch effect {
    case .shadow(let shadow):
      filterExtent = FilterExtent(shadow: shadow, over: children)
    case .blur(let blur):
      filterExtent = FilterExtent(over: children, tail: blur.tail)
    case .colorFilter:
      // A unit around the content, so that no renderer's rounding of the region to whole
      // pixels cuts an anti-aliased edge.
      filterExtent = FilterExtent(over: children, tail: 1)
    default:
      filterExtent = nil
    }
  }
}

/// What a group does to its children.
enum Effect: Sendable {
  /// Group opacity, 0…1: the children are composited together, then faded.
  case opacity(Double)
  /// A transform of the children's coordinates.
  case transform(CGAffineTransform)
  /// A clip to the inside of a path.
  case clip(Path, FillStyle)
  /// Clips one inside another, outermost first: what nested `.clip` groups draw, held in
  /// one group so that a long chain (a context clipped thousands of times) makes no deep
  /// tree, which would be walked, and freed, by recursion.
  case clipChain([(path: Path, style: FillStyle)])
  /// An alpha mask: the children show where the mask's drawing is opaque.
  case mask([Node])
  /// A drop shadow under the children.
  case shadow(Shadow)
  /// A Gaussian blur of the children's pixels.
  case blur(Blur)
  /// A color matrix applied to the children's colors.
  case colorFilter(ColorFilter)
  /// Group opacity that animates: the final value, and the animation of `opacity`.
  case animatedOpacity(Double, AttributeAnimation)
  /// The children composited together, then blended with what is beneath them.
  case blendMode(BlendMode)
}

/// A drop shadow: the children's silhouette in a color, blurred and offset.
struct Shadow: Hashable, Sendable {
  var color: Color
  /// SwiftUI's shadow radius; the blur's standard deviation is half of it.
  var radius: CGFloat
  var x: CGFloat
  var y: CGFloat
  /// The clip bounds a ``GraphicsContext`` filter is drawn within, in user space; the region
  /// of a filter the writer cannot size by the element's box stays inside it.
  var region: CGRect? = nil
}
