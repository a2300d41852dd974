import Shapes

/// The kind of fit an aspect ratio asks for.
public enum ContentMode: Hashable, Sendable, CaseIterable {
  /// The largest rectangle of the ratio that fits inside the frame.
  case fit
  /// The smallest rectangle of the ratio that covers the frame (it overflows the frame
  /// unless clipped).
  case fill
}

/// A view that knows its own size, such as a non-resizable image.
protocol IntrinsicallySized {
  /// The natural size, in points.
  var intrinsicSize: CGSize { get }
}

extension View {
  /// Proposes a frame of the given size to this view, placed in the parent's frame by
  /// `alignment`.
  ///
  /// ```swift
  /// Circle().fill(.red).frame(width: 40, height: 40, alignment: .topLeading)
  /// ```
  ///
  /// A `nil` dimension keeps the parent's. A negative dimension is treated as 0; a
  /// non-finite one leaves the view out.
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  {
    modified { content, context in
      let size = CGSize(
        width: width.map { max($0, 0) } ?? context.frame.width,
        height: height.map { max($0, 0) } ?? context.frame.height)
      let origin = alignment.origin(of: size, in: context.frame)
      return context.with(frame: CGRect(origin: origin, size: size)).with(alignment: alignment)
        .resolve(content)
    }
  }

  /// Insets the frame proposed to this view by `length` on the given edges (16 points,
  /// SwiftUI's default spacing, when `length` is nil).
  ///
  /// The frame never shrinks below zero width or height.
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    let amount = length ?? 16
    return padding(
      EdgeInsets(
        top: edges.contains(.top) ? amount : 0, leading: edges.contains(.leading) ? amount : 0,
        bottom: edges.contains(.bottom) ? amount : 0,
        trailing: edges.contains(.trailing) ? amount : 0))
  }

  /// Insets the frame proposed to this view by `length` on all edges.
  public func padding(_ length: CGFloat) -> some View {
    padding(.all, length)
  }

  /// Insets the frame proposed to this view by `insets`.
  public func padding(_ insets: EdgeInsets) -> some View {
    modified { content, context in
      context.with(frame: insets.inset(context.frame)).resolve(content)
    }
  }

  /// Centres this view's frame on the point (`x`, `y`) of the parent's frame, keeping its
  /// size.
  ///
  /// Coordinates are relative to the parent's frame origin, as in SwiftUI.
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    modified { content, context in
      let frame = context.frame
      let rect = CGRect(
        x: frame.minX + x - frame.width / 2, y: frame.minY + y - frame.height / 2,
        width: frame.width, height: frame.height)
      return context.with(frame: rect).resolve(content)
    }
  }

  /// Centres this view's frame on `point` of the parent's frame.
  public func position(_ point: CGPoint) -> some View {
    position(x: point.x, y: point.y)
  }

  /// Proposes to this view the frame of the given aspect ratio (width ÷ height) that fits
  /// in or fills the parent's frame, centred.
  ///
  /// With `ratio` nil the view's own ratio is used: an image's pixel ratio; a view
  /// without one keeps the parent's frame. A ratio that is zero, negative or not finite
  /// keeps the parent's frame too.
  public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    modified { content, context in
      let own = (content as? any IntrinsicallySized)?.intrinsicSize
      let wanted = ratio ?? own.map { $0.width / $0.height }
      guard let wanted, wanted.isFinite, wanted > 0 else { return context.resolve(content) }
      let frame = context.frame
      let widthFirst = (frame.width / wanted <= frame.height) == (contentMode == .fit)
      let size =
        widthFirst
        ? CGSize(width: frame.width, height: frame.width / wanted)
        : CGSize(width: frame.height * wanted, height: frame.height)
      let rect = CGRect(
        x: frame.midX - size.width / 2, y: frame.midY - size.height / 2, width: size.width,
        height: size.height)
      return context.with(frame: rect).resolve(content)
    }
  }

  /// Scales this view to fit its frame, keeping its aspect ratio.
  public func scaledToFit() -> some View {
    aspectRatio(contentMode: .fit)
  }

  /// Scales this view to fill its frame, keeping its aspect ratio.
  public func scaledToFill() -> some View {
    aspectRatio(contentMode: .fill)
  }
}
