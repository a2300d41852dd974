import Shapes

/// A choice among options, with SwiftUI's name, drawn as iOS 16 draws it with the
/// selection the binding holds.
///
/// ```swift
/// Picker("Flavor", selection: $flavor) {
///   ForEach(Flavor.allCases, id: \.self) { flavor in
///     Text(flavor.rawValue.capitalized)
///   }
/// }
/// ```
///
/// The options are the views `content` builds; each is matched to the selection by its
/// ``View/tag(_:)``, or else, for a view a ``ForEach`` made, by its element's identifier,
/// as SwiftUI matches them. How the picker is drawn follows ``View/pickerStyle(_:)``:
/// - `.automatic` (iOS 16's default) and `.menu`: the selected option and an up-and-down
///   chevron (9 by 14 points, drawn as lines), 5 points apart, in the accent color. In a
///   ``List`` or ``Form`` row, the label is at the leading edge and they are at the
///   trailing edge; elsewhere the label is not drawn, as on iOS, where a menu picker
///   outside a list is the button alone.
/// - `.segmented`: a segmented control across all the width offered (see
///   ``SegmentedPickerStyle``); the label is not drawn.
/// - `.wheel`, and `.inline` outside a list: a wheel 216 points tall across all the width
///   offered (see ``WheelPickerStyle``); the label is not drawn.
/// - `.inline` as a row of a list: its options are rows of the list, the selected one
///   with a checkmark in the accent color at the trailing edge; the label is not drawn.
/// - `.navigationLink`: the label, then at the trailing edge the selected option in
///   iOS's secondary gray and a gray chevron, as a row that opens the options.
///
/// **Degenerate input.** When no option's tag equals the selection, no option is shown
/// as selected: the menu shows its chevron alone, the segmented control and the wheel
/// no raised segment or centred option, the inline rows no checkmark. Several options
/// with the selection's tag: the first is selected. No options: the menu's chevron, an
/// empty segmented track, an empty wheel band.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View> {
  /// The selected value.
  let selection: SelectionValue
  /// What the picker is for.
  let label: Label
  /// The options.
  let content: Content

  /// Creates a picker of the options `content` builds, selecting the one tagged with
  /// `selection`, labelled by `label`.
  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection.wrappedValue
    self.label = label()
    self.content = content()
  }

  /// Creates a picker labelled by `label` (SwiftUI's earlier form).
  public init(
    selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content
  ) {
    self.selection = selection.wrappedValue
    self.label = label
    self.content = content()
  }

  /// An empty view: the drawing primitives of this package have no body of their own.
  public var body: EmptyView { return EmptyView() }

  /// The options, and the index of the selected one (nil when no tag matches).
  @MainActor func options(in context: ResolveContext) -> (views: [AnyView], selected: Int?) {
    let options = context.taggedOptions(of: content)
    let wanted = AnyHashable(selection)
    return (options.map(\.view), options.firstIndex { $0.tag == wanted })
  }

  /// The picker as its style draws it in `context`.
  @MainActor func drawn(in context: ResolveContext) -> AnyView {
    let (views, selected) = options(in: context)
    let chosen = selected.map { views[$0] } ?? AnyView(EmptyView())
    switch context.controls.pickerStyle {
    case .automatic, .menu:
      let value = HStack(spacing: 5) {
        chosen
        ControlGlyph(kind: .upDownChevron)
      }
      .environment { $0 = $0.accentingForeground }
      guard context.controls.isListRow, !context.controls.labelsHidden else {
        return AnyView(value)
      }
      return AnyView(
        HStack {
          label.frame(maxWidth: .infinity, alignment: .leading)
          value
        })
    case .segmented:
      return AnyView(SegmentedControl(segments: views, selected: selected))
    case .wheel, .inline:
      return AnyView(PickerWheel(options: views, selected: selected))
    case .navigationLink:
      return AnyView(
        HStack {
          label.frame(maxWidth: .infinity, alignment: .leading)
          chosen.foregroundColor(ControlDrawing.secondaryLabel)
          ControlGlyph(kind: .forwardChevron).foregroundColor(ControlDrawing.chevronGray)
        })
    }
  }

  @MainActor @usableFromInline func size(for proposal: ProposedViewSize, in context: ResolveContext)
    -> CGSize
  {
    context.size(of: drawn(in: context), for: proposal)
  }

  @MainActor @usableFromInline func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    context.resolve(drawn(in: context), in: rect)
  }
}

extension Picker: View, PrimitiveView {}

extension Picker where Label == Text {
  /// Creates a picker titled `title` of the options `content` builds, selecting the one
  /// tagged with `selection`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content, label: { return Text(title) })
  }

  /// Creates a picker titled `title` of the options `content` builds, selecting the one
  /// tagged with `selection`.
  ///
  /// The title is a key (see ``LocalizedStringKey``): a literal's Markdown applies.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content, label: { return Text(titleKey) })
  }
}

extension Picker: ListRowsProviding {
  /// An inline picker's options as rows of the list it is in, the selected one with a
  /// checkmark; any other picker is one row.
  func listRows(in context: ResolveContext) -> [AnyView]? {
    guard context.controls.pickerStyle == .inline else { return nil }
    let (views, selected) = options(in: context)
    return views.indices.map { index in
      AnyView(
        HStack {
          views[index].frame(maxWidth: .infinity, alignment: .leading)
          if index == selected {
            ControlGlyph(kind: .checkmark).environment { $0 = $0.accentingForeground }
          }
        })
    }
  }
}
