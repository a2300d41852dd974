import Shapes

/// The sections and rows of a ``List`` or ``Form``, and how its style lays them out.
@MainActor
struct ListLayout {
  /// The style, `.automatic` and `.sidebar` read as inset grouped.
  let style: ListStyleKind

  init(style: ListStyleKind) {
    switch style {
    case .automatic, .sidebar: self.style = .insetGrouped
    default: self.style = style
    }
  }

  // MARK: Metrics

  /// iOS's grouped background gray.
  static let groupedBackground = Color.systemGroupedBackground
  /// iOS's opaque separator gray.
  static let separatorColor = Color.opaqueSeparator
  /// The thickness of separators: a hairline, half a point.
  static let separatorThickness: CGFloat = 0.5
  /// The height a row is at least.
  static let minimumRowHeight: CGFloat = 44
  /// The insets of a row's content unless ``View/listRowInsets(_:)`` sets others.
  static let rowInsets = EdgeInsets(top: 6, leading: 20, bottom: 6, trailing: 20)
  /// The space between sections (and above the first, and below the last) of grouped
  /// styles, without their headers and footers.
  static let sectionSpacing: CGFloat = 35
  /// The space between a header or a footer and its section, in grouped styles.
  static let headerGap: CGFloat = 6

  /// Whether the sections are white blocks on gray.
  var isGrouped: Bool { style == .grouped || style == .insetGrouped }
  /// The distance of the sections from the list's sides.
  var margin: CGFloat { style == .insetGrouped || style == .inset ? 20 : 0 }
  /// The corner radius of the sections.
  var cornerRadius: CGFloat { style == .insetGrouped || style == .inset ? 10 : 0 }

  // MARK: Reading the content

  /// A section: its header, rows and footer.
  struct SectionRows {
    var header: AnyView?
    var rows: [Row] = []
    var footer: AnyView?
  }

  /// A row and what it tells its list.
  struct Row {
    let view: AnyView
    let traits: ListRowTraits
  }

  /// The sections of `content`.
  static func sections<V: View>(of content: V, in context: ResolveContext) -> [SectionRows] {
    var reading = context.forRowContent
    reading.controls.keepsSections = true
    var sections: [SectionRows] = []
    var loose = SectionRows()
    for view in reading.subviews(of: content) {
      if let section = view.storage as? any ListSectionParts {
        if !loose.rows.isEmpty { sections.append(loose) }
        loose = SectionRows()
        let (header, body, footer) = section.parts
        var made = SectionRows(
          header: header.storage is EmptyView ? nil : header,
          footer: footer.storage is EmptyView ? nil : footer)
        for view in context.forRowContent.subviews(of: body) {
          made.rows += rows(of: view, in: context.forRowContent)
        }
        sections.append(made)
      } else {
        loose.rows += rows(of: view, in: context.forRowContent)
      }
    }
    if !loose.rows.isEmpty { sections.append(loose) }
    return sections
  }

  /// The rows `view` is: itself with the traits of its row modifiers, or the rows of an
  /// inline picker or a disclosure group.
  static func rows(of view: AnyView, in context: ResolveContext) -> [Row] {
    var traits = ListRowTraits()
    var inner = context
    var current = view.storage
    // Bounded: wrappers nest only as deep as modifiers were written.
    for _ in 0..<64 {
      if let row = current as? ListRowTraitView {
        traits = traits.adding(row.traits)
        current = row.content.storage
      } else if let styled = current as? PickerStyledView {
        inner = styled.styled(inner)
        current = styled.content.storage
      } else if let tagged = current as? TaggedView {
        current = tagged.content.storage
      } else if let badged = current as? BadgedView {
        current = badged.content.storage
      } else {
        break
      }
    }
    if let provider = current as? any ListRowsProviding,
      let views = provider.listRows(in: inner)
    {
      return views.map { Row(view: $0, traits: traits) }
    }
    return [Row(view: view, traits: traits)]
  }
}

/// A ``Section`` as a list reads it.
@MainActor
protocol ListSectionParts {
  /// The header, the content and the footer.
  var parts: (header: AnyView, content: AnyView, footer: AnyView) { get }
}

extension Section: ListSectionParts {
  var parts: (header: AnyView, content: AnyView, footer: AnyView) {
    let views = self.views.views
    guard views.count == 3 else {
      return (AnyView(EmptyView()), AnyView(self.views), AnyView(EmptyView()))
    }
    return (views[0], views[1], views[2])
  }
}
