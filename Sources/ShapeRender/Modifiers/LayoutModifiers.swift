import Shapes

/// The kind of fit an aspect ratio asks for.
public enum ContentMode: Hashable, Sendable, CaseIterable {
  /// The largest rectangle of the ratio that fits inside the room offered.
  case fit
  /// The smallest rectangle of the ratio that covers the room offered (it overflows, and is
  /// centred on the room, unless clipped).
  case fill
}

/// A view that knows its own aspect, such as an image.
@MainActor
protocol IntrinsicallySized {
  /// The natural size, in points.
  var intrinsicSize: CGSize { get }
}

extension View {
  /// Gives this view a frame of its own: `width` by `height` (a `nil` dimension takes the
  /// view's own), with the view placed in it by `alignment`.
  ///
  /// ```swift
  /// Circle().fill(.red).frame(width: 40, height: 40)
  /// Text("Title").frame(width: 200, alignment: .leading)
  /// ```
  ///
  /// The framed view is placed by its parent (centred by default), and modifiers after
  /// the frame work on it. A negative dimension is treated as 0; a non-finite one leaves
  /// the view out.
  @inlinable
  nonisolated public consuming func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  )
    -> some View
  {
    FixedFrameView(content: self, width: width, height: height, alignment: alignment)
  }

  /// Gives this view a flexible frame: as wide and tall as the room offered, within the
  /// given bounds, with the view placed in it by `alignment`.
  ///
  /// ```swift
  /// Text("Title").frame(maxWidth: .infinity, alignment: .leading)  // at the left edge
  /// ```
  ///
  /// The view is offered the room clamped to the bounds. In each direction with a maximum
  /// the frame takes the room offered, up to the maximum, so `.infinity` takes all of it
  /// (a larger view overflows it); without a maximum it takes the view's size. A minimum
  /// then raises it. When the room is unspecified (the parent asks for the ideal size),
  /// the ideal size given here, or else the view's own, is offered and taken, within the
  /// bounds. Negative or NaN bounds are ignored.
  nonisolated public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    func bound(_ value: CGFloat?) -> CGFloat? {
      value.flatMap { $0.isNaN || $0 < 0 ? nil : $0 }
    }
    let minimum = CGSize(width: bound(minWidth) ?? 0, height: bound(minHeight) ?? 0)
    let maximumWidth = bound(maxWidth)
    let maximumHeight = bound(maxHeight)
    let ideal = (width: bound(idealWidth), height: bound(idealHeight))
    func clamp(_ value: CGFloat?, _ low: CGFloat, _ high: CGFloat?) -> CGFloat? {
      value.map { min(max($0, low), high ?? .infinity) }
    }
    func length(
      room: CGFloat?, own: CGFloat, ideal: CGFloat?, low: CGFloat, high: CGFloat?
    ) -> CGFloat {
      guard let room else { return min(max(ideal ?? own, low), high ?? .infinity) }
      let wanted = high.map { min($0, room) } ?? own
      return max(wanted, low)
    }
    return modified(
      sizing: { content, proposal, context in
        let offer = ProposedViewSize(
          width: clamp(proposal.width ?? ideal.width, minimum.width, maximumWidth),
          height: clamp(proposal.height ?? ideal.height, minimum.height, maximumHeight))
        let own = context.with(alignment: alignment).size(of: content, for: offer)
        return CGSize(
          width: length(
            room: proposal.width, own: own.width, ideal: ideal.width, low: minimum.width,
            high: maximumWidth),
          height: length(
            room: proposal.height, own: own.height, ideal: ideal.height, low: minimum.height,
            high: maximumHeight))
      },
      drawing: { content, rect, context in
        context.place(content, in: rect, alignment: alignment)
      },
      guiding: { content, key, size, context in
        context.explicitGuide(of: content, framedIn: size, by: alignment, key)
      })
  }

  /// Adds `length` of room on the given edges (16 points, SwiftUI's default spacing, when
  /// `length` is nil).
  nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    let amount = length ?? 16
    return padding(
      EdgeInsets(
        top: edges.contains(.top) ? amount : 0, leading: edges.contains(.leading) ? amount : 0,
        bottom: edges.contains(.bottom) ? amount : 0,
        trailing: edges.contains(.trailing) ? amount : 0))
  }

  /// Adds `length` of room on all edges.
  nonisolated public func padding(_ length: CGFloat) -> some View {
    padding(.all, length)
  }

  /// Adds room on each edge: the view is offered the room less the insets, and takes its
  /// own size plus the insets.
  ///
  /// The room offered never shrinks below zero; non-finite insets leave the view out.
  nonisolated public func padding(_ insets: EdgeInsets) -> some View {
    modified(
      sizing: { content, proposal, context in
        let inner = ProposedViewSize(
          width: proposal.width.map { max($0 - insets.leading - insets.trailing, 0) },
          height: proposal.height.map { max($0 - insets.top - insets.bottom, 0) })
        let own = context.size(of: content, for: inner)
        return CGSize(
          width: own.width + insets.leading + insets.trailing,
          height: own.height + insets.top + insets.bottom)
      },
      drawing: { content, rect, context in
        context.resolve(content, in: insets.inset(rect))
      },
      guiding: { content, key, size, context in
        let inner = insets.inset(CGRect(origin: .zero, size: size))
        return context.explicitGuide(of: content, key, in: inner.size).map {
          key.along(inner.origin) + $0
        }
      })
  }

  /// Takes all the room offered and centres this view on the point (`x`, `y`) of it,
  /// measured from its top-left corner, as in SwiftUI.
  @inlinable
  public consuming func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    PositionedView(content: self, x: x, y: y)
  }

  /// Centres this view on `point` of the room offered.
  @inlinable
  public consuming func position(_ point: CGPoint) -> some View {
    position(x: point.x, y: point.y)
  }

  /// Offers this view the rectangle of the given aspect ratio (width ÷ height) that fits
  /// in or fills the room offered.
  ///
  /// With `ratio` nil the ratio of the view's ideal size is used, as in SwiftUI: an image's
  /// pixel ratio, a square for a shape or a color (whose ideal size is 10 by 10), a stack's
  /// from its children's. A ratio that is zero, negative or not finite (a view whose ideal
  /// size is empty) leaves the offer unchanged. When one side of the room is unspecified it follows
  /// from the other (a grid cell of width 60 gives a 2:3 card 90 of height); when both
  /// are, the view's ideal size is fitted or filled instead.
  nonisolated public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode)
    -> some View
  {
    @MainActor func idealRatio(_ content: Self, _ context: ResolveContext) -> CGFloat {
      if let image = content as? any IntrinsicallySized {
        return image.intrinsicSize.width / image.intrinsicSize.height
      }
      let ideal = context.size(of: content, for: ProposedViewSize.unspecified)
      return ideal.width / ideal.height
    }
    @MainActor func offer(_ content: Self, _ proposal: ProposedViewSize, _ context: ResolveContext)
      -> ProposedViewSize
    {
      let wanted = ratio ?? idealRatio(content, context)
      guard wanted.isFinite, wanted > 0 else { return proposal }
      let fit = contentMode == .fit
      switch (proposal.width, proposal.height) {
      case (let width?, let height?) where width.isFinite && height.isFinite:
        let widthFirst = (width / wanted <= height) == fit
        return widthFirst
          ? ProposedViewSize(width: width, height: width / wanted)
          : ProposedViewSize(width: height * wanted, height: height)
      case (let width?, let height?):
        // One side or both unlimited: fitting keeps to the limited side; filling cannot.
        guard fit, width.isFinite || height.isFinite else { return proposal }
        return width.isFinite
          ? ProposedViewSize(width: width, height: width / wanted)
          : ProposedViewSize(width: height * wanted, height: height)
      case (let width?, nil):
        return ProposedViewSize(width: width, height: width / wanted)
      case (nil, let height?):
        return ProposedViewSize(width: height * wanted, height: height)
      case (nil, nil):
        let ideal = context.size(of: content, for: ProposedViewSize.unspecified)
        return offer(content, ProposedViewSize(ideal), context)
      }
    }
    return modified(
      sizing: { content, proposal, context in
        context.size(of: content, for: offer(content, proposal, context))
      },
      drawing: { content, rect, context in
        // The offer is the rectangle of the ratio, never unspecified.
        context.forChildren.resolve(content, in: rect)
      })
  }

  /// Scales this view to fit the room offered, keeping its aspect ratio.
  nonisolated public func scaledToFit() -> some View {
    aspectRatio(contentMode: .fit)
  }

  /// Scales this view to fill the room offered, keeping its aspect ratio.
  nonisolated public func scaledToFill() -> some View {
    aspectRatio(contentMode: .fill)
  }
}
