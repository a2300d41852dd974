import Shapes

/// The part of a screen that its system bars leave, as an app's picture on a phone has it
/// (47 points at the top for the status bar, 34 at the bottom for the home indicator).
///
/// Views are laid out in the safe area. A view that reaches one of its edges can ignore it
/// there (``View/ignoresSafeArea(_:edges:)``, a background of a ``ShapeStyle``, a list's
/// background, a tab bar's), and is then drawn out to the screen's edge, as in SwiftUI. A
/// view that stops short of an edge keeps to its place. A navigation bar or a tab bar takes
/// its part of the safe area away from its content (see `underBar(at:of:leaving:)`); an
/// ``Artwork`` or an ``ImageRenderer`` has no other safe area.
struct SafeArea: Sendable, Equatable {
  /// The whole screen, in the layout's coordinates.
  var screen: CGRect
  /// The part of the screen that the bars leave.
  var safe: CGRect

  /// How close to an edge counts as reaching it, for sums of layout lengths that miss it
  /// by rounding.
  static let reach: CGFloat = 1e-6

  /// `rect` grown to the screen's edge on each of `edges` where it reaches the safe area's.
  func expanding(_ rect: CGRect, edges: Edge.Set) -> CGRect {
    var minX = rect.minX
    var minY = rect.minY
    var maxX = rect.maxX
    var maxY = rect.maxY
    if edges.contains(.top), minY <= safe.minY + Self.reach { minY = min(minY, screen.minY) }
    if edges.contains(.bottom), maxY >= safe.maxY - Self.reach { maxY = max(maxY, screen.maxY) }
    if edges.contains(.leading), minX <= safe.minX + Self.reach { minX = min(minX, screen.minX) }
    if edges.contains(.trailing), maxX >= safe.maxX - Self.reach {
      maxX = max(maxX, screen.maxX)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// How far `rect` reaches past the safe area on each side (never less than zero, never
  /// more than the rectangle), as a ``GeometryReader`` drawn there sees its insets.
  func insets(of rect: CGRect) -> EdgeInsets {
    func clamped(_ length: CGFloat, within extent: CGFloat) -> CGFloat {
      min(max(length, 0), max(extent, 0))
    }
    return EdgeInsets(
      top: clamped(safe.minY - rect.minY, within: rect.height),
      leading: clamped(safe.minX - rect.minX, within: rect.width),
      bottom: clamped(rect.maxY - safe.maxY, within: rect.height),
      trailing: clamped(rect.maxX - safe.maxX, within: rect.width))
  }
}

/// Where the screen's safe area is, for the views inside an app's picture or under a bar;
/// nil elsewhere.
enum SafeAreaKey: EnvironmentKey {
  static let defaultValue: SafeArea? = nil
}

extension ResolveContext {
  /// `rect` grown to the screen's edge on each of `edges` where it reaches the safe area's,
  /// as a background that ignores the safe area is drawn; `rect` itself where there is no
  /// safe area.
  func pastSafeArea(_ rect: CGRect, edges: Edge.Set) -> CGRect {
    self[environment: SafeAreaKey.self]?.expanding(rect, edges: edges) ?? rect
  }

  /// This context for content drawn in `content`, the part of `rect` that a bar along
  /// `edge` (the top or the bottom) leaves: the bar is part of the content's safe area, as
  /// iOS's navigation and tab bars are, so content that ignores the safe area reaches
  /// under the bar, and on to the screen's edge when the bar is at the safe area's.
  func underBar(at edge: VerticalEdge, of rect: CGRect, leaving content: CGRect)
    -> ResolveContext
  {
    let old = self[environment: SafeAreaKey.self] ?? SafeArea(screen: rect, safe: rect)
    var area = old
    switch edge {
    case .top:
      if rect.minY > old.safe.minY + SafeArea.reach {
        area.screen = CGRect(
          x: old.screen.minX, y: rect.minY, width: old.screen.width,
          height: old.screen.maxY - rect.minY)
      }
      let top = max(old.safe.minY, content.minY)
      area.safe = CGRect(
        x: old.safe.minX, y: top, width: old.safe.width, height: max(old.safe.maxY - top, 0))
    case .bottom:
      if rect.maxY < old.safe.maxY - SafeArea.reach {
        area.screen = CGRect(
          x: old.screen.minX, y: old.screen.minY, width: old.screen.width,
          height: rect.maxY - old.screen.minY)
      }
      let bottom = min(old.safe.maxY, content.maxY)
      area.safe = CGRect(
        x: old.safe.minX, y: old.safe.minY, width: old.safe.width,
        height: max(bottom - old.safe.minY, 0))
    }
    var inner = self
    inner[environment: SafeAreaKey.self] = area
    return inner
  }
}

/// The root of an app's picture on a phone: its content laid out in the safe area that
/// `insets` leave of the screen, which the views inside can ignore.
struct SafeAreaRoot {
  let content: AnyView
  let insets: EdgeInsets

  @MainActor func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  @MainActor func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    let safe = insets.inset(rect)
    var inner = context
    inner[environment: SafeAreaKey.self] = SafeArea(screen: rect, safe: safe)
    return inner.place(content, in: safe, alignment: .center)
  }
}

extension SafeAreaRoot: View, PrimitiveView {
  /// An empty view: the drawing primitives of this package have no body of their own.
  var body: EmptyView { return EmptyView() }
}

extension View {
  /// Draws this view out to the screen's edges on `edges`, where it reaches the edges of
  /// the safe area, as SwiftUI does.
  ///
  /// ```swift
  /// ZStack {
  ///   Color.indigo.ignoresSafeArea()
  ///   Text("Under the status bar too")
  /// }
  /// ```
  ///
  /// The view keeps its place in the layout; it is offered, and drawn in, its rectangle
  /// grown past the safe area. An app's picture on a phone has a safe area (see ``App``),
  /// and so does the content under a navigation bar or above a tab bar, which reaches
  /// under the bar. Elsewhere, and for the `.keyboard` region alone (a picture shows no
  /// keyboard), the view is unchanged.
  nonisolated public func ignoresSafeArea(
    _ regions: SafeAreaRegions = .all, edges: Edge.Set = .all
  ) -> some View {
    let ignores = regions.contains(.container) && !edges.isEmpty
    return modified { content, rect, context in
      guard ignores, let area = context[environment: SafeAreaKey.self] else {
        return context.resolve(content, in: rect)
      }
      let grown = area.expanding(rect, edges: edges)
      return context.place(content, in: grown, alignment: .center)
    }
  }

  /// Draws this view out to the screen's edges on `edges`, with SwiftUI's earlier spelling
  /// of ``ignoresSafeArea(_:edges:)``.
  nonisolated public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
    ignoresSafeArea(.container, edges: edges)
  }
}
