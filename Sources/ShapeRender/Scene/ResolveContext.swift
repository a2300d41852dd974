import Shapes

/// What a view is resolved with: the frame its parent proposes, how to place content
/// smaller than it, and the environment (font, foreground) set by enclosing modifiers.
struct ResolveContext: Sendable {
  /// The rectangle proposed to the view.
  var frame: CGRect
  /// Where content smaller than the frame goes.
  var alignment: Alignment = .center
  /// The font of text that sets none; SwiftUI's body font when nil.
  var font: Font?
  /// The paint of bare shapes and of text that sets none; black when nil.
  var foreground: Paint?
  /// How finely shape animations are sampled into keyframes.
  var keyframeOptions = KeyframeOptions()

  /// The nodes of `view` in this context; nothing when the frame is not finite.
  func resolve<V: View>(_ view: V) -> [Node] {
    guard frame.isFiniteRect else { return [] }
    if let primitive = view as? any PrimitiveView {
      return primitive.resolve(in: self)
    }
    return resolve(view.body)
  }

  /// This context with another frame.
  func with(frame: CGRect) -> ResolveContext {
    var copy = self
    copy.frame = frame
    return copy
  }

  /// This context with another alignment.
  func with(alignment: Alignment) -> ResolveContext {
    var copy = self
    copy.alignment = alignment
    return copy
  }

  /// The foreground paint resolved against the frame.
  var foregroundPaint: ResolvedPaint {
    ResolvedPaint(paint: foreground ?? .color(.black), frame: frame)
  }
}

extension CGRect {
  /// Whether origin and size are all finite (the null rectangle is not).
  var isFiniteRect: Bool {
    !isNull && origin.x.isFinite && origin.y.isFinite && size.width.isFinite
      && size.height.isFinite
  }
}
