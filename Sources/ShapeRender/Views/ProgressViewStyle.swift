import Shapes

/// How progress views are drawn, with SwiftUI's protocol.
///
/// `makeBody` builds a view from the share done and the labels. Set with
/// ``View/progressViewStyle(_:)``.
///
/// ```swift
/// struct RoundedBarStyle: ProgressViewStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     GeometryReader { proxy in
///       Capsule().fill(.orange)
///         .frame(width: proxy.size.width * (configuration.fractionCompleted ?? 0))
///     }
///     .frame(height: 10)
///   }
/// }
/// ProgressView(value: 0.4).progressViewStyle(RoundedBarStyle())
/// ```
///
/// In `makeBody`, `ProgressView(configuration)` draws as the style set around this one
/// does (iOS's default when none is), as in SwiftUI.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
  /// The type of view the style makes.
  associatedtype Body: View
  /// The parts of a progress view a style draws.
  typealias Configuration = ProgressViewStyleConfiguration

  /// The view that shows the progress.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension ProgressViewStyle {
  /// The body for `configuration`, with its type erased.
  func erasedBody(_ configuration: ProgressViewStyleConfiguration) -> AnyView {
    AnyView(makeBody(configuration: configuration))
  }
}

/// The share done and the labels of a ``ProgressView``, as a ``ProgressViewStyle``
/// receives them.
public struct ProgressViewStyleConfiguration {
  /// The progress view's label, as a view.
  public struct Label: View, ForwardingView, GuidedView {
    @usableFromInline let content: AnyView
    /// An empty view: the drawing primitives of this package have no body of their own.
    public var body: EmptyView { return EmptyView() }

    /// The label's guides: its text's baselines.
    @usableFromInline
    func explicitGuide(_ key: AlignmentKey, in size: CGSize, context: ResolveContext)
      -> CGFloat?
    {
      context.explicitGuide(of: content, key, in: size)
    }
  }

  /// The progress view's current value in words, as a view.
  public struct CurrentValueLabel: View, ForwardingView, GuidedView {
    @usableFromInline let content: AnyView
    /// An empty view: the drawing primitives of this package have no body of their own.
    public var body: EmptyView { return EmptyView() }

    /// The label's guides: its text's baselines.
    @usableFromInline
    func explicitGuide(_ key: AlignmentKey, in size: CGSize, context: ResolveContext)
      -> CGFloat?
    {
      context.explicitGuide(of: content, key, in: size)
    }
  }

  /// The share done, 0…1, or nil when the progress is indeterminate.
  public let fractionCompleted: Double?
  /// The label; nil when the progress view has none.
  public var label: Label?
  /// The current value's label; nil when the progress view has none.
  public var currentValueLabel: CurrentValueLabel?
}

/// The environment key of the progress view styles set around a view.
struct ProgressViewStyleKey: EnvironmentKey {
  static var defaultValue: StyleStack<any ProgressViewStyle>? { nil }
}

extension View {
  /// Sets how the progress views inside this view are drawn.
  ///
  /// ```swift
  /// ProgressView(value: 0.5).progressViewStyle(.linear)
  /// ```
  nonisolated public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    let style = RenderingValue(value: style as any ProgressViewStyle)
    return environment { $0.pushStyle(style.value, in: ProgressViewStyleKey.self) }
  }
}

/// The style progress views have unless one is set: on iOS, a bar for a value
/// (``LinearProgressViewStyle``) and the spinning indicator without one
/// (``CircularProgressViewStyle``).
public struct DefaultProgressViewStyle: ProgressViewStyle {
  /// Creates the style.
  public init() {}

  /// The bar, or the indicator without a value.
  public func makeBody(configuration: Configuration) -> some View {
    if configuration.fractionCompleted == nil {
      CircularProgressViewStyle().makeBody(configuration: configuration)
    } else {
      LinearProgressViewStyle().makeBody(configuration: configuration)
    }
  }
}

/// A bar filled by the share done: the label above it, the bar as wide as it is offered
/// and 4 points tall in light gray (`#787880` at 20 %) filled from the leading edge in the
/// tint (the accent color unless given), the current value's label below it in 12-point
/// secondary gray (`#3c3c43` at 60 %), 4 points apart.
///
/// Without a value (indeterminate), a still draws the empty bar.
public struct LinearProgressViewStyle: ProgressViewStyle {
  /// The fill of the bar; the accent color when nil.
  private let tint: Color?

  /// Creates the style, filled in the accent color.
  public init() {
    tint = nil
  }

  /// Creates the style, filled in `tint`.
  public init(tint: Color) {
    self.tint = tint
  }

  /// The label, the bar and the current value's label, in a column.
  public func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 4) {
      if let label = configuration.label { label }
      ProgressBar(fraction: configuration.fractionCompleted ?? 0, tint: tint)
      if let current = configuration.currentValueLabel {
        current.font(.caption).foregroundColor(ControlDrawing.secondaryLabel)
      }
    }
  }
}

/// The spinning indicator: on iOS, for a value too (only macOS draws a ring of it).
///
/// Eight spokes 20 points across in gray (`#8e8e93`, or the tint given), fading around
/// the circle, as a still of the spinning shows; the label centred 8 points below it in
/// secondary gray (`#3c3c43` at 60 %). The current value's label is not drawn.
public struct CircularProgressViewStyle: ProgressViewStyle {
  /// The color of the spokes; iOS's gray when nil.
  private let tint: Color?

  /// Creates the style, in iOS's gray.
  public init() {
    tint = nil
  }

  /// Creates the style, in `tint`.
  public init(tint: Color) {
    self.tint = tint
  }

  /// The indicator, and the label below it.
  public func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 8) {
      ActivityIndicator(tint: tint)
      if let label = configuration.label {
        label.foregroundColor(ControlDrawing.secondaryLabel)
      }
    }
  }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  /// The style progress views have unless one is set: a bar for a value, the spinning
  /// indicator without one.
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
  /// A bar filled by the share done.
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
  /// The spinning indicator.
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
