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
  /// The filters, in canvas units, oldest (innermost) first.
  private var filters: [Shadow] = []
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
  public mutating func clip(to path: Path, style: FillStyle = FillStyle()) {
    let mapped = transform.isIdentity ? path : path.applying(transform)
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
    guard let shadow = filter.shadow else { return }
    filters.append(shadow)
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
    target.emit(
      ShapeNode(path: path, fill: nil, fillStyle: FillStyle(), stroke: paint, strokeStyle: style),
      wrap: isPlain ? GraphicsTarget.Wrapping.plain : wrapping)
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
        : filters.map { shadow in
          var shared = shadow
          shared.region = clipBounds
          return shared
        }, clips: clips)
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

    /// The paint, faded by `opacity`, against the unit frame its points refer to.
    func resolved(opacity: Double) -> ResolvedPaint {
      var paint = paint
      if opacity < 1 {
        let factor = max(opacity, 0)
        switch paint {
        case .color(let color):
          paint = .color(color.opacity(factor))
        case .linearGradient(var gradient):
          gradient.gradient = gradient.gradient.faded(by: factor)
          paint = .linearGradient(gradient)
        case .radialGradient(var gradient):
          gradient.gradient = gradient.gradient.faded(by: factor)
          paint = .radialGradient(gradient)
        }
      }
      return ResolvedPaint(paint: paint, frame: CGRect(x: 0, y: 0, width: 1, height: 1))
    }
  }

  /// An effect applied to drawing operations: a drop shadow.
  public struct Filter: Sendable {
    /// The shadow.
    let shadow: Shadow?

    /// A drop shadow: the silhouette in `color`, blurred by `radius` (the blur's standard
    /// deviation is half of it) and moved by `x` and `y`, drawn under the operation.
    ///
    /// The default color is SwiftUI's, black at 33 % opacity in linear sRGB. Non-finite
    /// values make a filter that does nothing; a negative radius counts as 0.
    public static func shadow(
      color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
      x: CGFloat = 0, y: CGFloat = 0
    ) -> Filter {
      guard radius.isFinite, x.isFinite, y.isFinite else { return Filter(shadow: nil) }
      return Filter(shadow: Shadow(color: color, radius: max(radius, 0), x: x, y: y))
    }
  }
}

extension Gradient {
  /// The gradient with every stop's opacity multiplied by `factor`.
  fileprivate func faded(by factor: Double) -> Gradient {
    Gradient(stops: stops.map { Stop(color: $0.color.opacity(factor), location: $0.location) })
  }
}

/// Where a ``GraphicsContext`` draws: the SVG writer itself, streaming, or a list of nodes
/// (a layer, or a ``Canvas`` inside a view).
final class GraphicsTarget {
  /// The state an operation is drawn in, as the groups that wrap its element.
  struct Wrapping {
    /// The context's transform.
    let transform: CGAffineTransform
    /// The filters, innermost first, each bounded by the clip bounds.
    let filters: [Shadow]
    /// The clips, in canvas coordinates.
    let clips: [(path: Path, style: FillStyle)]

    /// Nothing: no transform, filter or clip.
    static let plain = Wrapping(transform: .identity, filters: [], clips: [])

    /// Whether nothing wraps an operation.
    var isPlain: Bool { transform.isIdentity && filters.isEmpty && clips.isEmpty }

    /// `node` under the filters, clips and (for a layer) opacity, innermost first.
    func apply(to node: Node, opacity: Double = 1) -> Node {
      var node = node
      for shadow in filters {
        node = .group(GroupNode(children: [node], effect: .shadow(shadow)))
      }
      for clip in clips.reversed() {
        node = .group(GroupNode(children: [node], effect: .clip(clip.path, clip.style)))
      }
      if opacity < 1 {
        node = .group(GroupNode(children: [node], effect: .opacity(max(opacity, 0))))
      }
      return node
    }
  }

  // The target is used by one context at a time, on one thread, and never hands out
  // overlapping accesses: its fields skip Swift's run-time exclusivity checks, which would
  // otherwise cost more than the bookkeeping they guard on every operation.

  /// The writer, for a drawing streamed to SVG.
  @exclusivity(unchecked) var writer: SVGDocumentWriter?
  /// The nodes drawn, when there is no writer.
  var recorded: [Node] = []
  /// Whether a fill is held back, so that a stroke of the same path can join it; the
  /// fields below describe it. (Separate fields, not an optional struct: they are set and
  /// read without copying a large value.)
  @exclusivity(unchecked) private var hasPending = false
  @exclusivity(unchecked) private var pendingPath = Path()
  @exclusivity(unchecked) private var pendingFill = ResolvedPaint(
    paint: .color(.black), frame: .zero)
  @exclusivity(unchecked) private var pendingStyle = FillStyle()
  @exclusivity(unchecked) private var pendingState = 0
  /// Whether something wraps the held fill, and what. (Not an optional: the common case,
  /// a plain fill, leaves the wrapping alone.)
  @exclusivity(unchecked) private var isPendingWrapped = false
  @exclusivity(unchecked) private var pendingWrap = Wrapping.plain
  /// The last state number handed out.
  private var lastState = 0

  /// A target writing to `writer`, or recording nodes when it is `nil`.
  init(writer: SVGDocumentWriter?) {
    self.writer = writer
  }

  /// A new state number.
  func nextState() -> Int {
    lastState += 1
    return lastState
  }

  /// Holds back a fill that nothing wraps.
  func hold(_ path: Path, fill: ResolvedPaint, style: FillStyle, state: Int) {
    hasPending = true
    pendingPath = path
    pendingFill = fill
    pendingStyle = style
    pendingState = state
    isPendingWrapped = false
  }

  /// Holds back a fill that `wrap` wraps.
  func hold(_ path: Path, fill: ResolvedPaint, style: FillStyle, state: Int, wrap: Wrapping) {
    hold(path, fill: fill, style: style, state: state)
    isPendingWrapped = true
    pendingWrap = wrap
  }

  /// Whether the held fill is of `path`, in the state `state`.
  func holds(_ path: Path, state: Int) -> Bool {
    guard hasPending, pendingState == state else { return false }
    // Compared in place: moved out and back rather than copied.
    let held = takePendingPath()
    defer { pendingPath = held }
    return held == path
  }

  /// The held fill's path, moved out of the target, which is left with an empty path.
  private func takePendingPath() -> Path {
    var path = Path()
    swap(&path, &pendingPath)
    return path
  }

  /// Draws the held-back fill, if any, with `stroke` joined to it.
  func flushPending(stroke: ResolvedPaint? = nil, style: StrokeStyle = StrokeStyle()) {
    guard hasPending else { return }
    hasPending = false
    // The target keeps no path it no longer needs.
    let path = takePendingPath()
    if !isPendingWrapped, writer != nil, !pendingStyle.isEOFilled, pendingStyle.isAntialiased,
      case .color(let fill) = pendingFill.paint, fill.opacity >= 1
    {
      // The common case: opaque colors, straight to the writer's fast path. (The test of
      // `ShapeNode.plainColors`, written out on the held fill's parts: passing them to
      // a shared function copies the paint and keeps the writer from being inlined,
      // which costs W1 3% more instructions.)
      if let stroke {
        if case .color(let color) = stroke.paint, color.opacity >= 1, style.lineCap == .butt,
          style.lineJoin == .miter, style.dash.isEmpty
        {
          writer!.writePlainPath(
            path, fill: fill, stroke: color, strokeWidth: style.lineWidth,
            miterLimit: style.miterLimit)
          return
        }
      } else {
        writer!.writePlainPath(path, fill: fill, stroke: nil, strokeWidth: 1, miterLimit: 10)
        return
      }
    }
    var wrap = Wrapping.plain
    if isPendingWrapped { swap(&wrap, &pendingWrap) }
    emit(
      ShapeNode(
        path: path, fill: pendingFill, fillStyle: pendingStyle, stroke: stroke,
        strokeStyle: style),
      wrap: wrap)
  }

  /// Draws a shape in the state `wrap` describes.
  func emit(_ shape: ShapeNode, wrap: Wrapping) {
    if wrap.isPlain, writer != nil {
      writer!.writePlainShape(shape)
      return
    }
    var node = Node.shape(shape)
    if !wrap.transform.isIdentity {
      node = .group(GroupNode(children: [node], effect: .transform(wrap.transform)))
    }
    emit(wrap.apply(to: node))
  }

  /// Draws a node.
  func emit(_ node: Node) {
    if writer != nil {
      writer!.write(node)
    } else {
      recorded.append(node)
    }
  }
}
