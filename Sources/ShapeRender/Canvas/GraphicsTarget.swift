import Shapes

/// Where a ``GraphicsContext`` draws: a document writer, streaming each operation as a
/// scene node the moment it is made; a raster sink, painting each node into pixels the
/// moment it is made; or a list of nodes (a layer, or a ``Canvas`` inside a view, whose
/// nodes go to the writer with the rest of the view's scene).
///
/// Either way the operations become the same nodes, which reach the writer through its
/// one entry point, ``SVGDocumentWriter/write(_:)``, and the raster back end through
/// ``RasterSink/draw(_:)``.
final class GraphicsTarget {
  /// The state an operation is drawn in, as the groups that wrap its element.
  struct Wrapping {
    /// The context's transform.
    let transform: CGAffineTransform
    /// The filters' effects, innermost first, each bounded by the clip bounds.
    let filters: [Effect]
    /// The clips, in canvas coordinates.
    let clips: [(path: Path, style: FillStyle)]

    /// `node` under the filters, clips and (for a layer) opacity, innermost first.
    func apply(to node: Node, opacity: Double = 1) -> Node {
      var node = node
      for effect in filters {
        node = .group(GroupNode(children: [node], effect: effect))
      }
      if clips.count == 1, let clip = clips.first {
        node = .group(GroupNode(children: [node], effect: .clip(clip.path, clip.style)))
      } else if clips.count > 1 {
        node = .group(GroupNode(children: [node], effect: .clipChain(clips)))
      }
      if opacity < 1 {
        node = .group(GroupNode(children: [node], effect: .opacity(max(opacity, 0))))
      }
      return node
    }
  }

  /// The writer, for a drawing streamed to SVG.
  let writer: SVGDocumentWriter?
  /// The raster sink, for a drawing painted into pixels as it is made.
  let raster: RasterSink?
  /// The nodes drawn, when there is neither a writer nor a raster sink.
  private(set) var recorded: [Node] = []
  /// The state number of the fill held back, or 0 when none is (numbers start at 1).
  ///
  /// A fill is held back so that a stroke of the same path in the same state can join it.
  /// The fields below describe it: its parts, not a shape node, so that holding it and
  /// joining a stroke to it build the node once, when it is drawn.
  private var heldState = 0
  private var heldPath = Path()
  private var heldPaint = ResolvedPaint(paint: .color(.black), frame: .zero)
  private var heldStyle = FillStyle()
  /// What wraps the held fill; `nil` when nothing does.
  private var heldWrap: Wrapping?
  /// The last state number handed out.
  private var lastState = 0

  /// A target writing to `writer`, painting into `raster`, or recording nodes when both
  /// are `nil`.
  init(writer: SVGDocumentWriter?, raster: RasterSink? = nil) {
    self.writer = writer
    self.raster = raster
  }

  /// A new state number.
  func nextState() -> Int {
    lastState += 1
    return lastState
  }

  /// Holds back a fill of `path` with `paint` that nothing wraps, drawn in the state
  /// numbered `state`; nothing is held (a flush comes first).
  func hold(_ path: Path, fill paint: ResolvedPaint, style: FillStyle, state: Int) {
    heldState = state
    heldPath = path
    heldPaint = paint
    heldStyle = style
  }

  /// Holds back a fill of `path` with `paint` drawn in the state numbered `state`, which
  /// `wrap` describes; nothing is held (a flush comes first).
  func hold(
    _ path: Path, fill paint: ResolvedPaint, style: FillStyle, state: Int, wrap: Wrapping
  ) {
    hold(path, fill: paint, style: style, state: state)
    heldWrap = wrap
  }

  /// Whether the held fill is of `path`, in the state numbered `state`.
  func holds(_ path: Path, state: Int) -> Bool {
    guard heldState == state else { return false }
    // Compared in place: moved out and back rather than copied.
    var held = Path()
    swap(&held, &heldPath)
    defer { swap(&held, &heldPath) }
    return held == path
  }

  /// Draws the held fill, if any.
  @inline(__always)
  func flushPending() {
    // Tested here, inline: most operations find nothing held.
    if heldState != 0 { flushPending(stroke: nil, style: StrokeStyle()) }
  }

  /// Draws the held fill, if any, with `stroke` in `style` joined to it.
  func flushPending(stroke: consuming ResolvedPaint?, style: consuming StrokeStyle) {
    guard heldState != 0 else { return }
    heldState = 0
    // Moved out, not copied: the target keeps no path or paint it no longer needs, and
    // the node is made in place.
    var path = Path()
    swap(&path, &heldPath)
    var paint = ResolvedPaint(paint: .color(.black), frame: .zero)
    swap(&paint, &heldPaint)
    guard let wrap = heldWrap else {
      emit(
        ShapeNode(path: path, fill: paint, fillStyle: heldStyle, stroke: stroke, strokeStyle: style)
      )
      return
    }
    heldWrap = nil
    emit(
      ShapeNode(path: path, fill: paint, fillStyle: heldStyle, stroke: stroke, strokeStyle: style),
      wrap: wrap)
  }

  /// Draws a shape that nothing wraps.
  @inline(__always)
  func emit(_ shape: consuming ShapeNode) {
    // The node is made in each branch: streaming, the writer's entry point, inlined here,
    // takes it apart again, and the compiler need not make it at all.
    if let writer {
      writer.write(.shape(shape))
    } else if let raster {
      raster.draw(.shape(shape))
    } else {
      recorded.append(.shape(shape))
    }
  }

  /// Draws a shape in the state `wrap` describes.
  func emit(_ shape: ShapeNode, wrap: Wrapping) {
    var node = Node.shape(shape)
    if !wrap.transform.isIdentity {
      node = .group(GroupNode(children: [node], effect: .transform(wrap.transform)))
    }
    emit(wrap.apply(to: node))
  }

  /// Draws a node.
  func emit(_ node: Node) {
    if let writer {
      writer.write(node)
    } else if let raster {
      raster.draw(node)
    } else {
      recorded.append(node)
    }
  }
}
