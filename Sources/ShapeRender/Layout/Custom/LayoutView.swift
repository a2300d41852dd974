import Foundation
import Shapes

/// The view a ``Layout`` makes of its content (see ``Layout/callAsFunction(_:)``).
///
/// The built-in layouts (``HStackLayout``, ``VStackLayout``, ``ZStackLayout``,
/// ``GridLayout``, and ``AnyLayout`` holding one) lay the views out with the code of the
/// stacks and the grid themselves, so that they draw what those draw; any other layout is
/// asked for its size and places its subviews itself.
struct LayoutView<L: Layout, Content: View> {
  /// The layout.
  let layout: L
  /// The views laid out.
  let content: Content
  /// The layout's cache, shared by the passes that measure and draw this view.
  let cache = LayoutCache<L>()

  /// The code of the stack or grid the layout is, when it is a built-in one.
  @MainActor private var builtIn: (any SubviewLayout)? {
    (layout as? any BuiltInLayout)?.subviewLayout
  }

  /// The subviews of a pass in `context`.
  @MainActor private func subviews(in context: ResolveContext) -> LayoutSubviews {
    var inner = context.forChildren
    inner.stackAxis =
      ((layout as? AnyLayout)?.storage.properties ?? L.layoutProperties).stackOrientation
    inner.alignment = .center
    return LayoutSubviews(
      LayoutSubviewsStorage(views: context.subviews(of: content), outer: context, context: inner))
  }

  @MainActor func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize {
    if let builtIn {
      return builtIn.size(of: context.subviews(of: content), for: proposal, in: context)
    }
    let subviews = subviews(in: context)
    let size = cache.using(layout, subviews) {
      layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0)
    }
    return CGSize(width: size.width.finiteLength, height: size.height.finiteLength)
  }

  @MainActor func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    if let builtIn {
      return builtIn.resolve(context.subviews(of: content), in: rect, context: context)
    }
    let subviews = subviews(in: context)
    let proposal = context.layoutProposal(in: rect)
    cache.using(layout, subviews) {
      layout.placeSubviews(in: rect, proposal: proposal, subviews: subviews, cache: &$0)
    }
    return subviews.storage.resolvePlaced(in: rect, proposal: proposal)
  }

  @MainActor func explicitGuide(_ key: AlignmentKey, in size: CGSize, context: ResolveContext)
    -> CGFloat?
  {
    if let builtIn {
      return builtIn.explicitGuide(
        key, of: context.subviews(of: content), in: size, context: context)
    }
    let subviews = subviews(in: context)
    let bounds = CGRect(origin: .zero, size: size)
    let proposal = ProposedViewSize(size)
    let value = cache.using(layout, subviews) {
      layout.explicitAlignment(
        of: key, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
    }
    return value.flatMap { $0.isFinite ? $0 : nil }
  }

  @MainActor func spacing(in context: ResolveContext) -> ViewSpacing {
    let subviews = subviews(in: context)
    return cache.using(layout, subviews) { layout.spacing(subviews: subviews, cache: &$0) }
  }
}

extension LayoutView: View, GuidedView, LayoutSpacingProviding {
  var body: EmptyView { return EmptyView() }
}

/// A view that is a layout, whose spacing its layout gives.
@MainActor
protocol LayoutSpacingProviding {
  /// The layout's ``Layout/spacing(subviews:cache:)`` in `context`.
  func spacing(in context: ResolveContext) -> ViewSpacing
}

/// A built-in layout: one of the stacks or the grid, laid out by their own code.
@MainActor
protocol BuiltInLayout {
  /// The code that lays out the stack or grid; nil for an ``AnyLayout`` holding a layout
  /// of your own.
  var subviewLayout: (any SubviewLayout)? { get }
}

/// The cache of a layout's view: made once, on the first pass, and updated when a pass
/// finds another number of subviews.
///
/// The view's copies share it. A pass takes the cache out while the layout uses it, so
/// a pass that starts meanwhile (on another thread) makes its own.
final class LayoutCache<L: Layout>: @unchecked Sendable {
  // Every access to `cache` and `count` holds `lock`.
  private let lock = NSLock()
  private var cache: L.Cache?
  private var count = 0

  /// `body`'s result with the cache for `subviews` of `layout`, kept for the next pass.
  @MainActor func using<Result>(
    _ layout: L, _ subviews: LayoutSubviews, _ body: (inout L.Cache) -> Result
  ) -> Result {
    lock.lock()
    let (taken, takenCount) = (cache, count)
    cache = nil
    lock.unlock()
    var current: L.Cache
    if var kept = taken {
      if takenCount != subviews.count { layout.updateCache(&kept, subviews: subviews) }
      current = kept
    } else {
      current = layout.makeCache(subviews: subviews)
    }
    let result = body(&current)
    lock.lock()
    (cache, count) = (current, subviews.count)
    lock.unlock()
    return result
  }
}

extension CGFloat {
  /// This number, or 0 when it is NaN, infinite or negative.
  var finiteLength: CGFloat {
    isFinite && self > 0 ? self : 0
  }
}
