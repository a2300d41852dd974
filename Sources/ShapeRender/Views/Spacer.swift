import Shapes

/// Empty room that grows: in an ``HStack`` it takes width, in a ``VStack`` height, and
/// elsewhere both, as SwiftUI's `Spacer` does.
///
/// ```swift
/// HStack {
///   remove
///   Spacer()
///   add
/// }
/// ```
///
/// A spacer is at least `minLength` long along its stack's axis (8 points, the default
/// spacing, when nil) and takes any length it is offered beyond that; asked for its ideal
/// size, it is `minLength` long. Across the axis it takes no room. It draws nothing.
///
/// Degenerate input: a `minLength` that is negative or NaN counts as 0; an infinite one
/// as the default, 8.
public struct Spacer {
  /// The shortest the spacer gets, or nil for the default (8).
  public var minLength: CGFloat?

  /// Creates a spacer at least `minLength` long.
  public init(minLength: CGFloat? = nil) {
    self.minLength = minLength
  }

  /// The checked minimum length.
  private var minimum: CGFloat {
    guard let minLength, minLength.isFinite else {
      return minLength?.isNaN == true ? 0 : StackLayout.defaultSpacing
    }
    return minLength > 0 ? minLength : 0
  }

  @usableFromInline func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize
  {
    let minimum = minimum
    func grow(_ offer: CGFloat?) -> CGFloat { max(offer ?? minimum, minimum) }
    switch context.stackAxis {
    case .horizontal: return CGSize(width: grow(proposal.width), height: 0)
    case .vertical: return CGSize(width: 0, height: grow(proposal.height))
    case nil: return CGSize(width: grow(proposal.width), height: grow(proposal.height))
    }
  }

  @usableFromInline func resolve(in rect: CGRect, context: ResolveContext) -> [Node] { [] }
}

extension Spacer: View, PrimitiveView {
  /// An empty view: the drawing primitives of this package have no body of their own.
  public var body: EmptyView { return EmptyView() }
}

/// A thin line that separates content: across an ``HStack`` it is vertical, elsewhere
/// horizontal, as SwiftUI's `Divider` is.
///
/// ```swift
/// VStack {
///   Text("Memorize!")
///   Divider()
///   Text("Score: 0")
/// }
/// ```
///
/// The line is 1 point thick and takes all the length it is offered along itself (none
/// when asked for its ideal size), filled with iOS's separator color: gray (60, 60, 67)
/// at 29 % opacity.
public struct Divider {
  /// Creates a divider.
  public init() {}

  /// The thickness of the line, in points.
  static let thickness: CGFloat = 1
  /// iOS's separator color.
  static let color = Color.separator

  @usableFromInline func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize
  {
    if context.stackAxis == .horizontal {
      return CGSize(width: Self.thickness, height: proposal.height ?? 0)
    }
    return CGSize(width: proposal.width ?? 0, height: Self.thickness)
  }

  @usableFromInline func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    guard rect.width > 0, rect.height > 0 else { return [] }
    return [
      .shape(
        ShapeNode(
          path: Path(rect), fill: ResolvedPaint(paint: .color(Self.color), frame: rect),
          fillStyle: FillStyle(), stroke: nil, strokeStyle: StrokeStyle()))
    ]
  }
}

extension Divider: View, PrimitiveView {
  /// An empty view: the drawing primitives of this package have no body of their own.
  public var body: EmptyView { return EmptyView() }
}
