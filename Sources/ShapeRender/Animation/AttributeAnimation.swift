import Shapes

/// One SMIL animation of an attribute: keyframes of one forward pass and how the
/// animation runs (delay, repetitions, reversal), written as `<animate>`.
struct AttributeAnimation: Sendable {
  /// A keyframe value, formatted by the writer at its precision.
  enum Value: Sendable {
    /// Path data: non-compact for keyframes of one structure, compact when discrete.
    case path(Path)
    /// A number.
    case number(Double)
    /// A color, written `#rrggbb`.
    case color(Color)
  }

  /// The animated attribute, such as `d` or `opacity`.
  var attributeName: String
  /// The keyframes of one forward pass.
  var keyframes: AnimationKeyframes<Value>
  /// How the pass runs: duration, delay, repetitions, reversal.
  var animation: Animation
}

extension AttributeAnimation {
  /// The animation of a number that moves from `start` to `end` (clamped to `range`), with
  /// keyframes `tolerance` apart at most.
  init(
    attributeName: String, from start: Double, to end: Double,
    clampedTo range: ClosedRange<Double>, tolerance: Double, animation: Animation
  ) {
    let keyframes = animation.keyframes(tolerance: tolerance) { progress in
      [min(max(start + (end - start) * progress, range.lowerBound), range.upperBound)]
    }
    self.init(
      attributeName: attributeName, keyframes: keyframes.map { .number($0[0]) },
      animation: animation)
  }

  /// Whether the animation writes anything: it takes time, or waits before it jumps.
  var isVisible: Bool { !animation.isInstant || animation.delay > 0 }
}

extension Color {
  /// The color a fraction `amount` of the way from `self` to `end`, component by component
  /// in sRGB, as SMIL interpolates colors.
  func interpolated(towards end: Color, amount: Double) -> Color {
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * amount }
    return inEachAppearance(with: end) { start, end in
      Color(
        red: mix(start.red, end.red), green: mix(start.green, end.green),
        blue: mix(start.blue, end.blue), opacity: mix(start.opacity, end.opacity))
    }
  }
}

/// A shape whose view animates it; `AnimatedShape` is the one.
@usableFromInline
protocol AnimatedShapeResolving {
  /// Adds the animation of the shape drawn in `rect` to `node`, whose path is the final
  /// state.
  func resolveAnimation(into node: inout ShapeNode, in rect: CGRect, options: KeyframeOptions)
}

extension AnimatedShape: AnimatedShapeResolving {
  @usableFromInline
  func resolveAnimation(into node: inout ShapeNode, in rect: CGRect, options: KeyframeOptions) {
    guard !animation.isInstant || animation.delay > 0 else { return }
    if node.fill == nil, node.stroke != nil, node.strokeStyle.dash.isEmpty,
      let start = from as? any TrimmedShapeResolving,
      let end = to as? any TrimmedShapeResolving,
      let drawing = TrimDrawing(from: start, to: end, in: rect)
    {
      drawing.apply(to: &node, animation: animation, tolerance: options.tolerance)
      return
    }
    // Where `placedPath(in:)` asks for the final state, and moved as it moves it.
    let (frame, move) = Self.outlineFrame(for: rect)
    var keyframes = keyframes(in: frame, options: options)
    if let move { keyframes = keyframes.map { $0.offsetBy(dx: move.x, dy: move.y) } }
    var bounds = CGRect.null
    for path in keyframes.values { bounds = bounds.union(path.boundingRect) }
    node.animatedBounds = bounds.isNull ? nil : bounds
    node.animations.append(
      AttributeAnimation(
        attributeName: "d", keyframes: keyframes.map { .path($0) }, animation: animation))
  }
}

/// A trimmed shape, as the renderer sees it to draw a trim animation with dashes.
protocol TrimmedShapeResolving {
  /// Where the visible piece starts, as a fraction of the length.
  var startFraction: CGFloat { get }
  /// Where it ends.
  var endFraction: CGFloat { get }
  /// The whole outline in `rect`, before trimming.
  func untrimmedPath(in rect: CGRect) -> Path
}

extension TrimmedShape: TrimmedShapeResolving {
  func untrimmedPath(in rect: CGRect) -> Path { shape.placedPath(in: rect) }
}

/// A stroke drawn on (or wiped off) along its outline, as dashes: `stroke-dasharray="L L"`
/// with L a little more than the outline's length, and an animated `stroke-dashoffset`.
///
/// With the start fixed at 0 and the end e animating, the offset is (1 − e)·L, so the one
/// dash covers the outline up to e·L; with the end fixed at 1 and the start s animating, it
/// is −s·L. L is the exact length padded by 0.1 % and 1 unit, so that a renderer that
/// measures the outline a little longer still draws all of it at the end; the visible piece
/// is longer than the trimmed path by that padding times the fraction.
struct TrimDrawing {
  /// The outline.
  let path: Path
  /// The dash and gap length.
  let dash: Double
  /// Whether the start animates (the end staying at 1) rather than the end.
  let movesStart: Bool
  /// The animated fraction at the two ends of the animation.
  let fractions: (start: Double, end: Double)

  /// The drawing of an animation between two trims, or `nil` when it is not a drawing: the
  /// outlines differ or are empty, or have more than one sub-path (dashes would continue
  /// from one to the next), or both fractions change.
  init?(from: any TrimmedShapeResolving, to: any TrimmedShapeResolving, in rect: CGRect) {
    let path = to.untrimmedPath(in: rect)
    guard path == from.untrimmedPath(in: rect), !path.isEmpty else { return nil }
    let moves = path.elements.filter { if case .move = $0 { true } else { false } }
    guard moves.count == 1 else { return nil }
    let values = [from.startFraction, from.endFraction, to.startFraction, to.endFraction]
    guard values.allSatisfy(\.isFinite) else { return nil }
    let clamped = values.map { min(max(Double($0), 0), 1) }
    let length = Double(path.length)
    guard length > 0, length.isFinite else { return nil }
    self.path = path
    dash = length * 1.001 + 1
    if clamped[0] == 0, clamped[2] == 0 {
      movesStart = false
      fractions = (clamped[1], clamped[3])
    } else if clamped[1] == 1, clamped[3] == 1 {
      movesStart = true
      fractions = (clamped[0], clamped[2])
    } else {
      return nil
    }
  }

  /// The dash offset when the animated fraction is `fraction`.
  func offset(_ fraction: Double) -> Double {
    movesStart ? -fraction * dash : (1 - fraction) * dash
  }

  /// Draws `node` as the whole outline with the dash, at the final state, animated.
  func apply(to node: inout ShapeNode, animation: Animation, tolerance: Double) {
    let final = fractions.start + (fractions.end - fractions.start) * animation.finalProgress
    node.path = path
    node.strokeStyle.dash = [dash, dash]
    node.strokeStyle.dashPhase = offset(min(max(final, 0), 1))
    let keyframes = animation.keyframes(tolerance: tolerance) { progress in
      let fraction = fractions.start + (fractions.end - fractions.start) * progress
      return [offset(min(max(fraction, 0), 1))]
    }
    node.animations.append(
      AttributeAnimation(
        attributeName: "stroke-dashoffset", keyframes: keyframes.map { .number($0[0]) },
        animation: animation))
  }
}
