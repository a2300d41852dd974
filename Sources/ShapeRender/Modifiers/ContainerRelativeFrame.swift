import Shapes

extension View {
  /// Frames this view as long as its container along `axes`: the nearest enclosing
  /// ``ScrollView``'s visible size, or else the artwork's.
  ///
  /// ```swift
  /// ScrollView(.horizontal) {
  ///   LazyHStack {
  ///     ForEach(cards) { card in CardView(card).containerRelativeFrame(.horizontal) }
  ///   }
  /// }
  /// ```
  ///
  /// Along the other axis the view keeps its own size. The view is placed in the frame by
  /// `alignment`.
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center)
    -> some View
  {
    containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
  }

  /// Frames this view as `span` of `count` equal columns or rows of its container along
  /// `axes`, with `spacing` between them.
  ///
  /// The length is `(length - spacing × (count − 1)) / count × span + spacing × (span − 1)`.
  ///
  /// ```swift
  /// Color.blue.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
  /// ```
  ///
  /// **Degenerate input.** A `count` below 1 counts as 1, a `span` below 1 as 1, and a
  /// span above the count as the count; a NaN or infinite spacing as 0. A length that
  /// comes out negative is 0.
  public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
  ) -> some View {
    let count = max(count, 1)
    let span = CGFloat(min(max(span, 1), count))
    let spacing = spacing.isFinite ? spacing : 0
    return containerRelativeFrame(axes, alignment: alignment) { length, _ in
      (length - spacing * CGFloat(count - 1)) / CGFloat(count) * span + spacing * (span - 1)
    }
  }

  /// Frames this view along `axes` at the length `length` computes from its container's
  /// length along each axis.
  ///
  /// ```swift
  /// Image("poster").resizable().containerRelativeFrame(.vertical) { height, _ in height * 0.4 }
  /// ```
  ///
  /// **Degenerate input.** A length that is NaN, infinite or negative is 0.
  public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center,
    _ length: @escaping (CGFloat, Axis) -> CGFloat
  ) -> some View {
    func framed(_ content: Self, _ context: ResolveContext) -> some View {
      let container = context.containerSize
      func along(_ axis: Axis, _ containerLength: CGFloat) -> CGFloat? {
        guard axes.contains(axis == .horizontal ? .horizontal : .vertical) else { return nil }
        let value = length(containerLength, axis)
        return value.isFinite ? max(value, 0) : 0
      }
      return content.frame(
        width: along(.horizontal, container.width), height: along(.vertical, container.height),
        alignment: alignment)
    }
    return modified(
      sizing: { content, proposal, context in
        context.size(of: framed(content, context), for: proposal)
      },
      drawing: { content, rect, context in
        context.resolve(framed(content, context), in: rect)
      },
      guiding: { content, key, size, context in
        context.explicitGuide(of: framed(content, context), key, in: size)
      })
  }
}

/// The size of the container that `containerRelativeFrame` measures against.
enum ContainerSize {
  /// The size of the artwork being laid out on this task.
  @TaskLocal static var canvas = CGSize.zero
}

private struct ContainerSizeKey: EnvironmentKey {
  static var defaultValue: CGSize? { nil }
}

extension ResolveContext {
  /// The size of the container views here measure against: the nearest scroll view's,
  /// or the artwork's.
  var containerSize: CGSize { self[environment: ContainerSizeKey.self] ?? ContainerSize.canvas }

  /// This context inside a container of `size`.
  func inContainer(of size: CGSize) -> ResolveContext {
    var inner = self
    inner[environment: ContainerSizeKey.self] = size
    return inner
  }
}
