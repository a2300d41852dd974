import Shapes

/// A picture: views drawn in z-order on a canvas of a given size, ready to be written as
/// SVG.
///
/// ```swift
/// let artwork = Artwork(width: 300, height: 300) {
///   Trapezium().fill(.blue)
///   Trapezium().stroke(.gray, lineWidth: 10)
/// }
/// let svg = SVGRenderer().render(artwork)
/// ```
///
/// The views are offered the whole canvas and centred in it. A size that is negative or
/// not finite is treated as 0, which gives an empty picture.
@MainActor @preconcurrency
public struct Artwork<Content: View> {
  /// The canvas width, in SVG user units (pixels).
  public let width: CGFloat
  /// The canvas height.
  public let height: CGFloat
  /// A color the whole canvas is filled with first, or `nil` for a transparent canvas.
  public let background: Color?
  /// The views, bottom first.
  public let content: Content

  /// Creates artwork of the given size from the views `content` builds.
  public init(
    width: CGFloat, height: CGFloat, background: Color? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.width = width.isFinite ? max(width, 0) : 0
    self.height = height.isFinite ? max(height, 0) : 0
    self.background = background
    self.content = content()
  }

  /// Creates artwork of the given size showing `view`.
  public init(width: CGFloat, height: CGFloat, background: Color? = nil, view: Content) {
    self.width = width.isFinite ? max(width, 0) : 0
    self.height = height.isFinite ? max(height, 0) : 0
    self.background = background
    self.content = view
  }

  /// The canvas rectangle.
  public var bounds: CGRect { CGRect(x: 0, y: 0, width: width, height: height) }

  /// What is drawn differently from what the views ask, in the order it is met.
  ///
  /// Symbols the catalog lacks, drawn as placeholders; views left out for a missing environment object; empty
  /// when everything is drawn as written.
  ///
  /// ```swift
  /// let artwork = Artwork(width: 100, height: 100) { Image(systemName: "tortoise") }
  /// for diagnostic in artwork.diagnostics { print(diagnostic) }
  /// // Image(systemName: "tortoise") is drawn as a placeholder: the symbol catalog has no
  /// // such symbol
  /// ```
  ///
  /// It lays the artwork out again to find them.
  public var diagnostics: [ArtworkDiagnostic] {
    let collector = Diagnostics()
    _ = Diagnostics.$current.withValue(collector) { resolve() }
    return collector.diagnostics
  }

  /// The scene to write, with shape animations sampled as `keyframeOptions` says.
  func resolve(keyframeOptions: KeyframeOptions = KeyframeOptions()) -> [Node] {
    var context = ResolveContext()
    context.keyframeOptions = keyframeOptions
    context.stack = .ofCurrentThread()
    // The background takes the appearance a view inside prefers, as a window does.
    return PreferredAppearance.resolving {
      let placed = ContainerSize.$canvas.withValue(bounds.size) {
        MatchedFrames.resolving { context.place(content, in: bounds, alignment: .center) }
      }
      guard let background else { return placed }
      return [.background(background, in: bounds)] + placed
    }
  }
}

extension Artwork: Sendable where Content: Sendable {}
