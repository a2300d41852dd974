import Shapes

@MainActor
extension ListLayout {
  /// The nodes of a list of `content` drawn in `rect`: its background, its sections and
  /// rows from the top, clipped to `rect` where they overflow it.
  func resolve<V: View>(_ content: V, in rect: CGRect, context: ResolveContext) -> [Node] {
    let sections = Self.sections(of: content, in: context)
    var rowContext = context.forRowContent
    rowContext.controls.isListRow = true
    rowContext.stackAxis = nil
    var drawing = Drawing(
      layout: self, context: rowContext,
      box: CGRect(
        x: rect.minX + margin, y: rect.minY, width: max(rect.width - 2 * margin, 0),
        height: rect.height),
      y: rect.minY)
    for section in sections {
      guard drawing.y < rect.maxY else { break }
      drawing.draw(section, bottom: rect.maxY)
    }
    if isGrouped { drawing.y += Self.sectionSpacing }
    // A list's background reaches past the safe area's edges that the list reaches, as a
    // scroll view's does on iOS.
    let backdrop = context.pastSafeArea(rect, edges: .all)
    let background = ControlDrawing.fill(
      Path(backdrop), .color(isGrouped ? Self.groupedBackground : .systemBackground))
    guard drawing.y > rect.maxY else { return [background] + drawing.nodes }
    return [
      background,
      .group(GroupNode(children: drawing.nodes, effect: .clip(Path(rect), FillStyle()))),
    ]
  }

  /// The nodes of a list as they are drawn, from the top down.
  @MainActor
  struct Drawing {
    let layout: ListLayout
    let context: ResolveContext
    /// The rectangle the sections span across.
    let box: CGRect
    /// Where the next section starts.
    var y: CGFloat
    var nodes: [Node] = []

    /// Draws `section` from ``y``, its rows as far as `bottom`.
    mutating func draw(_ section: SectionRows, bottom: CGFloat) {
      let grouped = layout.isGrouped
      if let header = section.header {
        y += grouped ? 17 : 6
        let styled =
          grouped
          ? AnyView(
            header.font(.footnote).foregroundColor(ControlDrawing.secondaryLabel)
              .textCase(.uppercase))
          : AnyView(
            header.font(.system(size: 15, weight: .semibold))
              .foregroundColor(ControlDrawing.secondaryLabel))
        y += caption(styled) + ListLayout.headerGap
      } else if grouped {
        y += ListLayout.sectionSpacing
      }
      let top = y
      var rowNodes: [Node] = []
      var backgrounds: [Node] = []
      var separators: [Node] = []
      for (index, row) in section.rows.enumerated() {
        guard y < bottom else { break }
        let insets = Self.insets(of: row)
        let width = max(box.width - insets.leading - insets.trailing, 0)
        let size = context.size(of: row.view, for: ProposedViewSize(width: width, height: nil))
        let height = max(ListLayout.minimumRowHeight, size.height + insets.top + insets.bottom)
        let frame = CGRect(x: box.minX, y: y, width: box.width, height: height)
        if let background = row.traits.background {
          backgrounds += context.resolve(background, in: frame)
        }
        rowNodes += context.place(row.view, in: insets.inset(frame), alignment: .leading)
        let isLast = index == section.rows.count - 1
        let next = isLast ? nil : section.rows[index + 1]
        let hidden =
          row.traits.bottomSeparator == .hidden || next?.traits.topSeparator == .hidden
        if !hidden && (!isLast || !grouped) {
          let line = CGRect(
            x: frame.minX + insets.leading, y: frame.maxY - ListLayout.separatorThickness,
            width: max(frame.width - insets.leading, 0), height: ListLayout.separatorThickness)
          separators.append(ControlDrawing.fill(Path(line), .color(ListLayout.separatorColor)))
        }
        y += height
      }
      let card = CGRect(x: box.minX, y: top, width: box.width, height: y - top)
      let shape =
        layout.cornerRadius > 0
        ? RoundedRectangle(cornerRadius: layout.cornerRadius, style: .continuous).path(in: card)
        : Path(card)
      if grouped && card.height > 0 {
        nodes.append(ControlDrawing.fill(shape, .color(.secondarySystemGroupedBackground)))
      }
      if !backgrounds.isEmpty {
        if layout.cornerRadius > 0 {
          nodes.append(.group(GroupNode(children: backgrounds, effect: .clip(shape, FillStyle()))))
        } else {
          nodes += backgrounds
        }
      }
      nodes += separators
      nodes += rowNodes
      if let footer = section.footer, y < bottom {
        y += ListLayout.headerGap
        y += caption(
          AnyView(footer.font(.footnote).foregroundColor(ControlDrawing.secondaryLabel)))
      }
    }

    /// Draws a header's or a footer's `view` at ``y``, aligned with the rows' content;
    /// returns its height rounded up to whole points, so that the sections under it stay
    /// on whole points.
    mutating func caption(_ view: AnyView) -> CGFloat {
      let leading = ListLayout.rowInsets.leading
      let width = max(box.width - 2 * leading, 0)
      let size = context.size(of: view, for: ProposedViewSize(width: width, height: nil))
      nodes += context.place(
        view, in: CGRect(x: box.minX + leading, y: y, width: width, height: size.height),
        alignment: .leading)
      return size.height.rounded(.up)
    }

    /// The insets of `row`'s content: its own, none negative, or the defaults.
    static func insets(of row: Row) -> EdgeInsets {
      guard case .some(.some(let set)) = row.traits.insets else { return ListLayout.rowInsets }
      func positive(_ value: CGFloat) -> CGFloat { value > 0 && value.isFinite ? value : 0 }
      return EdgeInsets(
        top: positive(set.top), leading: positive(set.leading), bottom: positive(set.bottom),
        trailing: positive(set.trailing))
    }
  }
}
