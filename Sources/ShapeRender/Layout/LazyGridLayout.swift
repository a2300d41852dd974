import Shapes

/// The layout of ``LazyVGrid`` and ``LazyHGrid``: cells in tracks across one axis (the
/// columns of a vertical grid), line after line along the other.
///
/// The tracks come from the grid items and the grid's length across (``GridTracks``).
/// Each cell is offered its track's length and an unspecified length along the grid, and
/// takes what it answers; a line is as long as its longest cell, and lines follow each
/// other `spacing` apart. A cell sits in its track and line by its item's alignment
/// (centred by default). The grid is as long across as it is offered (or as its tracks
/// when that is more, or when it is asked for its ideal size), with the block of tracks
/// placed in it by the grid's alignment, and as long along as its lines.
@usableFromInline
@MainActor
struct LazyGridLayout {
  /// The axis the tracks are laid across: horizontal for a vertical grid's columns.
  let trackAxis: Axis
  /// The grid items.
  let items: [GridItem]
  /// The distance between lines.
  let spacing: CGFloat
  /// Where the block of tracks sits across the grid: 0 leading or top, 1 trailing or
  /// bottom.
  let fraction: CGFloat

  /// A layout with `spacing` checked: nil, NaN or infinite gives the default 8.
  init(trackAxis: Axis, items: [GridItem], spacing: CGFloat?, fraction: CGFloat) {
    self.trackAxis = trackAxis
    self.items = items
    self.spacing = spacing.flatMap { $0.isFinite ? $0 : nil } ?? StackLayout.defaultSpacing
    self.fraction = fraction
  }

  /// The measured grid: its tracks, the size of each cell, the length of each line and
  /// the grid's size.
  struct Measured {
    var tracks: GridTracks
    var cellSizes: [CGSize]
    var lineLengths: [CGFloat]
    var size: CGSize
  }

  /// The context of the cells: outside any stack, centred.
  func cellContext(_ context: ResolveContext) -> ResolveContext {
    var inner = context.forChildren.with(alignment: .center)
    inner.stackAxis = nil
    return inner
  }

  /// Measures `cells` for `proposal`.
  func measure(_ cells: [AnyView], for proposal: ProposedViewSize, in context: ResolveContext)
    -> Measured
  {
    let across = proposal.along(trackAxis)
    let tracks = GridTracks(items: items, length: across, needed: cells.count)
    let perLine = max(tracks.lengths.count, 1)
    let inner = cellContext(context)
    var cellSizes: [CGSize] = []
    cellSizes.reserveCapacity(cells.count)
    var lineLengths: [CGFloat] = []
    lineLengths.reserveCapacity(cells.count / perLine + 1)
    let lineAxis = trackAxis.crossing
    for (index, cell) in cells.enumerated() {
      let track = index % perLine
      let length = tracks.lengths.isEmpty ? 0 : tracks.lengths[track]
      let size = inner.size(
        of: cell, for: ProposedViewSize(trackAxis, along: length, across: nil))
      cellSizes.append(size)
      if track == 0 { lineLengths.append(0) }
      lineLengths[lineLengths.count - 1] = max(
        lineLengths[lineLengths.count - 1], size.along(lineAxis))
    }
    var along = lineLengths.reduce(0, +) + spacing * CGFloat(max(lineLengths.count - 1, 0))
    along = max(along, 0)
    let total = tracks.total
    let acrossLength = across.flatMap { $0.isFinite ? max($0, total) : nil } ?? total
    return Measured(
      tracks: tracks, cellSizes: cellSizes, lineLengths: lineLengths,
      size: cells.isEmpty ? .zero : CGSize(trackAxis, along: acrossLength, across: along))
  }

  /// The size of the grid for `proposal`.
  @usableFromInline func size(
    of cells: [AnyView], for proposal: ProposedViewSize, in context: ResolveContext
  )
    -> CGSize
  {
    measure(cells, for: proposal, in: context).size
  }

  /// The cells drawn in `rect`.
  @usableFromInline func resolve(_ cells: [AnyView], in rect: CGRect, context: ResolveContext)
    -> [Node]
  {
    let measured = measure(cells, for: context.layoutProposal(in: rect), in: context)
    let tracks = measured.tracks
    guard !tracks.lengths.isEmpty else { return [] }
    let inner = cellContext(context)
    // Where each track starts across the grid.
    let acrossStart = trackAxis == .horizontal ? rect.minX : rect.minY
    var starts: [CGFloat] = []
    starts.reserveCapacity(tracks.lengths.count)
    var position =
      acrossStart + fraction * (rect.size.along(trackAxis) - tracks.total)
    for (index, length) in tracks.lengths.enumerated() {
      starts.append(position)
      position += length + tracks.spacings[index]
    }
    var nodes: [Node] = []
    var lineStart = trackAxis == .horizontal ? rect.minY : rect.minX
    let perLine = tracks.lengths.count
    for (index, cell) in cells.enumerated() {
      let track = index % perLine
      let line = index / perLine
      if track == 0, line > 0 {
        lineStart += measured.lineLengths[line - 1] + spacing
      }
      let slotSize = CGSize(
        trackAxis, along: tracks.lengths[track], across: measured.lineLengths[line])
      let slotOrigin =
        trackAxis == .horizontal
        ? CGPoint(x: starts[track], y: lineStart) : CGPoint(x: lineStart, y: starts[track])
      let alignment = tracks.alignments[track] ?? .center
      let size = measured.cellSizes[index]
      let origin = alignment.origin(of: size, in: CGRect(origin: slotOrigin, size: slotSize))
      nodes += inner.resolve(cell, in: CGRect(origin: origin, size: size))
    }
    return nodes
  }
}
