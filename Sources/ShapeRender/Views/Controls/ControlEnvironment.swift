import Shapes

/// How the controls and lists inside a view are drawn: the styles set around them, and
/// where they are (in a list's row or not).
struct ControlEnvironment: Sendable {
  /// The style of pickers, set by ``View/pickerStyle(_:)``.
  var pickerStyle = PickerStyleKind.automatic
  /// The style of lists, set by ``View/listStyle(_:)``.
  var listStyle = ListStyleKind.automatic
  /// Whether the view is the content of a list's row, where a picker shows its label and
  /// a navigation link its chevron.
  var isListRow = false
  /// Whether ``ResolveContext/subviews(of:)`` keeps a ``Section`` as one view, as a list
  /// reads its sections, rather than as its header, content and footer.
  var keepsSections = false
  /// Whether a ``ForEach`` tags each of its views with its element's identifier, as a
  /// picker reads its options.
  var tagsForEach = false
  /// Whether controls leave their labels out, set by ``View/labelsHidden()``.
  var labelsHidden = false
  /// The style of date pickers, set by ``View/datePickerStyle(_:)``.
  var datePickerStyle = DatePickerStyleKind.automatic
  /// The style of gauges, set by ``View/gaugeStyle(_:)``; the default style when nil.
  var gaugeStyle: GaugeStyleBox?
  /// The style of menus, set by ``View/menuStyle(_:)``; the default style when nil.
  var menuStyle: MenuStyleBox?
  /// The badge of the list row a navigation link is, which it draws before its chevron.
  /// (Boxed: the environment is copied for every view, and text is large.)
  var rowBadge: BadgeText?
}

/// A badge's text, kept by reference in the environment.
final class BadgeText: Sendable {
  let text: Text

  init(_ text: Text) {
    self.text = text
  }
}

extension View {
  /// Leaves out the labels of the controls inside this view: a ``Toggle`` or ``Stepper``
  /// is its control alone, and a ``Picker`` in a list row shows no title beside its
  /// choice.
  nonisolated public func labelsHidden() -> some View {
    environment { $0.controls.labelsHidden = true }
  }
}

extension EnvironmentValues {
  /// Whether controls leave their labels out.
  var labelsHidden: Bool {
    get { context.controls.labelsHidden }
    set { context.controls.labelsHidden = newValue }
  }
}

extension ResolveContext {
  /// This context for the content of a list's row or a picker's option: no longer reading
  /// sections or tags, so that stacks inside lay their views out as usual.
  var forRowContent: ResolveContext {
    var copy = forChildren
    copy.controls.keepsSections = false
    copy.controls.tagsForEach = false
    return copy
  }
}

/// The nodes controls draw with.
enum ControlDrawing {
  /// `path` filled with `paint`.
  static func fill(_ path: Path, _ paint: Paint) -> Node {
    .shape(
      ShapeNode(
        path: path, fill: ResolvedPaint(paint: paint, frame: path.boundingRect),
        fillStyle: FillStyle(), stroke: nil, strokeStyle: StrokeStyle()))
  }

  /// `path` stroked with `paint`, `width` wide, with round caps and joins.
  static func stroke(_ path: Path, _ paint: Paint, width: CGFloat) -> Node {
    .shape(
      ShapeNode(
        path: path, fill: nil, fillStyle: FillStyle(),
        stroke: ResolvedPaint(paint: paint, frame: path.boundingRect),
        strokeStyle: StrokeStyle(lineWidth: width, lineCap: .round, lineJoin: .round)))
  }

  /// `nodes` casting `shadow`.
  static func shadowed(_ nodes: [Node], _ shadow: Shadow) -> Node {
    .group(GroupNode(children: nodes, effect: .shadow(shadow)))
  }

  /// iOS's gray of tracks and fills (`#787880` at 20 %, 36 % in the dark appearance): over
  /// white, `#e4e4e6`.
  static let trackGray = Color.systemFill
  /// iOS's tertiary fill (`#767680` at 12 %, 24 % in the dark appearance) of segmented
  /// controls and steppers: over white, `#eeeeef`.
  static let tertiaryFill = Color.tertiarySystemFill
  /// iOS's secondary label gray (`#3c3c43` at 60 %; `#ebebf5` at 60 % in the dark).
  static let secondaryLabel = Color.secondary
  /// iOS's tertiary label gray (`#3c3c43` at 30 %; `#ebebf5` at 30 % in the dark), of
  /// dimmed glyphs.
  static let tertiaryLabel = Color.tertiaryLabel
  /// iOS's gray of chevrons in rows: the tertiary label over a row's background, `#c4c4c6`
  /// over white and `#5a5a5f` over the dark appearance's `#1c1c1e`.
  static let chevronGray = Color(hex: 0xC4C4C6, dark: 0x5A5A5F)
  /// The shadow of white knobs, as iOS draws it under a switch's or a slider's.
  static let knobShadow = Shadow(color: .black.opacity(0.15), radius: 8, x: 0, y: 3)
}
