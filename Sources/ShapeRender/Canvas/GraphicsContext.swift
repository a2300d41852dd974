import Shapes

/// An immediate-mode drawing context, in SwiftUI's `GraphicsContext` spelling: each call
/// draws at once, in order, on top of what came before.
///
/// Get one from ``Canvas`` (a view) or from ``SVGRenderer/render(width:height:background:drawing:)``
/// and its streaming forms, which write each operation straight to the SVG output as it is
/// made, so a drawing of any size never builds up in memory:
///
/// ```swift
/// try SVGRenderer().write(width: 200, height: 100, to: url) { context, size in
///   let badge = Trapezium().path(in: CGRect(x: 10, y: 10, width: 80, height: 80))
///   context.fill(badge, with: .color(.orange))
///   context.stroke(badge, with: .color(.black), lineWidth: 2)
///
///   var shadowed = context
///   shadowed.addFilter(.shadow(radius: 4, x: 2, y: 2))
///   shadowed.clip(to: Path(ellipseIn: CGRect(x: 100, y: 0, width: 100, height: 100)))
///   shadowed.fill(Path(CGRect(x: 110, y: 10, width: 80, height: 80)), with: .color(.blue))
/// }
/// ```
///
/// As in SwiftUI, the context is a value: a copy (`var shadowed = context`) changes its own
/// state (``opacity``, ``transform``, clips, filters) and draws into the same picture.
///
/// - A fill followed directly by a stroke of the same path in the same state is written as
///   one SVG element carrying both, which draws the same pixels as two (the stroke is
///   painted over the fill either way), so `fill` then `stroke` writes exactly what the
///   view `shape.fill(a).stroke(b)` writes.
/// - ``opacity`` applies to each operation on its own, as in SwiftUI: it multiplies into
///   the paints (`fill-opacity`, `stroke-opacity`); it fades a ``drawLayer(content:)`` as
///   a whole.
/// - A filter (``addFilter(_:)``) applies to each later operation on its own, or to a
///   layer as a whole. Its SVG `filter` is defined once, over the context's
///   ``clipBoundingRect``, and shared by every element that uses it.
/// - Clips apply in the coordinates current when they were added, and cut the operation's
///   filters too.
public struct GraphicsContext {
  /// Where the operations go.
  let target: GraphicsTarget
  /// The transform from this context's coordinates to the canvas's.
  public var transform: CGAffineTransform = .identity {
    didSet { state = target.nextState() }
  }
  /// The opacity of drawing, 0…1: each operation's paints are multiplied by it.
  public var opacity: Double = 1 {
    didSet { state = target.nextState() }
  }
  /// The clips, in canvas coordinates, oldest first.
  private var clips: [(path: Path, style: FillStyle)] = []
  /// The filters' effects, in canvas units, oldest (innermost) first.
  private var filters: [Effect] = []
  /// The bounds of the clip region, in canvas coordinates.
  private var clipBounds: CGRect
  /// A number shared by copies of the context for as long as their state is the same.
  private var state: Int
  /// Whether nothing wraps an operation: no transform, filter or clip.
  private var isPlain: Bool { transform.isIdentity && filters.isEmpty && clips.isEmpty }

  /// A context drawing into `target`, clipped to `bounds` (canvas coordinates) and mapped
  /// by `transform`.
  init(target: GraphicsTarget, bounds: CGRect, transform: CGAffineTransform = .identity) {
    self.target = target
    self.clipBounds = bounds
    self.state = target.nextState()
    self.transform = transform
  }

  /// The bounds of the current clip region, in the context's coordinates.
  public var clipBoundingRect: CGRect {
    if transform.isIdentity { return clipBounds }
    return clipBounds.applying(transform.inverted())
  }

  // MARK: State

  /// Moves the origin of the coordinates by `x` and `y`.
  public mutating func translateBy(x: CGFloat, y: CGFloat) {
    transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
  }

  /// Scales the coordinates by `x` and `y`.
  public mutating func scaleBy(x: CGFloat, y: CGFloat) {
    transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
  }

  /// Rotates the coordinates by `angle` (clockwise on screen for a positive angle).
  public mutating func rotate(by angle: Angle) {
    transform = CGAffineTransform(rotationAngle: angle.radians).concatenating(transform)
  }

  /// Applies `matrix` to the coordinates, before the current transform.
  public mutating func concatenate(_ matrix: CGAffineTransform) {
    transform = matrix.concatenating(transform)
  }

  /// Clips later drawing to the inside of `path`, given in the current coordinates.
  ///
  /// **Degenerate input.** An empty path clips everything away. A clip the same as the one
  /// before it (the same outline in canvas coordinates, the same fill rule) changes nothing
  /// and is not recorded, so clipping a million times to one path costs one clip. Clips that
  /// differ are all kept, each an SVG group of its own: the output grows by a group per clip
  /// for each operation drawn under them, and the raster renderer computes each distinct
  /// clip once, over the pixels the clips before it leave (see <doc:RasterRendering>).
  public mutating func clip(to path: Path, style: FillStyle = FillStyle()) {
    let mapped = transform.isIdentity ? path : path.applying(transform)
    if let last = clips.last, last.style == style, last.path == mapped { return }
    clips.append((mapped, style))
    let box = mapped.boundingRect
    clipBounds = box.isNull ? .zero : clipBounds.intersection(box)
    if clipBounds.isNull { clipBounds = .zero }
    state = target.nextState()
  }

  /// Adds a filter that applies to each later drawing operation (or layer) on its own.
  ///
  /// Each operation's filter region follows its own bounds (see `SVGRenderer`), within
  /// the clip bounds; operations of similar proportions share one definition.
  public mutating func addFilter(_ filter: Filter) {
    guard let effect = filter.effect else { return }
    filters.append(effect)
    state = target.nextState()
  }

  // MARK: Drawing

  /// Fills `path` with `shading`.
  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    guard !path.isEmpty else { return }
    target.flushPending()
    let paint = shading.resolved(opacity: opacity)
    if filters.isEmpty {
      // Held back, so that a stroke of the same path can join it.
      if isPlain {
        target.hold(path, fill: paint, style: style, state: state)
      } else {
        target.hold(path, fill: paint, style: style, state: state, wrap: wrapping)
      }
    } else {
      target.emit(
        ShapeNode(
          path: path, fill: paint, fillStyle: style, stroke: nil, strokeStyle: StrokeStyle()),
        wrap: wrapping)
    }
  }

  /// Strokes `path` with `shading`, `lineWidth` wide.
  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// Strokes `path` with `shading` in `style`.
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    guard !path.isEmpty, style.lineWidth.isFinite, style.lineWidth > 0 else { return }
    let paint = shading.resolved(opacity: opacity)
    if filters.isEmpty, target.holds(path, state: state) {
      target.flushPending(stroke: paint, style: style)
      return
    }
    target.flushPending()
    let shape = ShapeNode(
      path: path, fill: nil, fillStyle: FillStyle(), stroke: paint, strokeStyle: style)
    if isPlain {
      target.emit(shape)
    } else {
      target.emit(shape, wrap: wrapping)
    }
  }

  /// Draws a layer: what `content` draws, composited as one image under this context's
  /// opacity, filters and clips.
  ///
  /// The layer's context starts with this context's transform and clip bounds, opacity 1,
  /// and no filters or clips of its own.
  public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
    target.flushPending()
    let layer = GraphicsTarget(writer: nil)
    var inner = GraphicsContext(target: layer, bounds: clipBounds, transform: transform)
    try content(&inner)
    layer.flushPending()
    guard !layer.recorded.isEmpty else { return }
    var node: Node
    if layer.recorded.count == 1 {
      node = layer.recorded[0]
    } else {
      node = .group(GroupNode(children: layer.recorded, effect: .opacity(1)))
    }
    node = wrapping.apply(to: node, opacity: opacity)
    target.emit(node)
  }

  /// What wraps an operation drawn in this state: transform, filters, clips.
  private var wrapping: GraphicsTarget.Wrapping {
    GraphicsTarget.Wrapping(
      transform: transform,
      filters: filters.isEmpty
        ? []
        : filters.map { $0.bounded(by: clipBounds) }, clips: clips)
  }
}

extension GraphicsContext {
  /// How an operation paints: a color or a gradient.
  public struct Shading: Sendable {
    /// The paint, with gradients in canvas coordinates.
    let paint: Paint

    /// A color.
    public static func color(_ color: Color) -> Shading {
      Shading(paint: .color(color))
    }

    /// A linear gradient from `startPoint` to `endPoint`, in the context's coordinates.
    public static func linearGradient(
      _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint
    ) -> Shading {
      // Unit points of a 1 × 1 frame at the origin are plain coordinates.
      Shading(
        paint: .linearGradient(
          LinearGradient(
            gradient: gradient, startPoint: UnitPoint(x: startPoint.x, y: startPoint.y),
            endPoint: UnitPoint(x: endPoint.x, y: endPoint.y))))
    }

    /// A radial gradient about `center`, in the context's coordinates.
    public static func radialGradient(
      _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> Shading {
      Shading(
        paint: .radialGradient(
          RadialGradient(
            gradient: gradient, center: UnitPoint(x: center.x, y: center.y),
            startRadius: startRadius, endRadius: endRadius)))
    }

    /// A conic gradient about `center`, in the context's coordinates: a full turn,
    /// clockwise on screen, from `angle`, as ``AngularGradient/init(gradient:center:angle:)``
    /// draws it.
    public static func conicGradient(
      _ gradient: Gradient, center: CGPoint, angle: Angle = Angle()
    ) -> Shading {
      Shading(
        paint: .angularGradient(
          AngularGradient(
            gradient: gradient, center: UnitPoint(x: center.x, y: center.y), angle: angle)))
    }

    /// The paint, faded by `opacity`, against the unit frame its points refer to.
    func resolved(opacity: Double) -> ResolvedPaint {
      var paint = paint
      if opacity < 1 { paint = paint.faded(by: max(opacity, 0)) }
      return ResolvedPaint(paint: paint, frame: CGRect(x: 0, y: 0, width: 1, height: 1))
    }
  }

  /// An effect applied to drawing operations: a drop shadow, a blur or a color
  /// adjustment.
  public struct Filter: Sendable {
    /// What the filter wraps each operation in; `nil` for a filter that does nothing.
    let effect: Effect?

    /// A drop shadow: the silhouette in `color`, blurred by `radius` (the blur's standard
    /// deviation is half of it) and moved by `x` and `y`, drawn under the operation.
    ///
    /// The default color is SwiftUI's, black at 33 % opacity in linear sRGB.
    ///
    /// **Degenerate input.** Non-finite values make a filter that does nothing; a negative
    /// radius counts as 0. The raster renderer draws the shadow of what lies past the
    /// canvas edge, and blurs across the edges, looking at most 1,024 pixels past each
    /// edge; the margin is halved until the canvas with it around holds at most 2²⁶
    /// pixels (the largest canvases get none). A radius of 10,000 or an offset of a
    /// million takes no more memory than that margin; what lies, or is moved, further
    /// out casts no shadow onto the canvas, and an offset of a million pixels or more
    /// draws no shadow.
    public static func shadow(
      color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
      x: CGFloat = 0, y: CGFloat = 0
    ) -> Filter {
      guard radius.isFinite, x.isFinite, y.isFinite else { return Filter(effect: nil) }
      return Filter(effect: .shadow(Shadow(color: color, radius: max(radius, 0), x: x, y: y)))
    }
  }
}
