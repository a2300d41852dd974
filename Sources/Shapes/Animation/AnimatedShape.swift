import Foundation

/// A shape that animates from one state to another through its `animatableData`, as a
/// SwiftUI shape does when its parameters change; made by ``Shape/animation(_:from:)``.
///
/// ```swift
/// // The trapezium stream's finale: the bottom-left corner rises from 1 to 0.65.
/// let finale = Trapezium(offset: 0.65, corner: .bottomLeft)
///   .animation(.easeInOut(duration: 1), from: Trapezium(offset: 1, corner: .bottomLeft))
/// finale.shape(at: 0.5).bottomLeftOffset  // 0.825
/// finale.path(in: rect)                   // the end state: offset 0.65
/// finale.keyframes(in: rect).values.count  // 2: the corner moves in a straight line
/// ```
///
/// The state at progress `p` is ``to`` with its animatable data set to
/// `from.animatableData.interpolated(towards: to.animatableData, amount: p)`, so properties
/// that do not animate (a pie's direction) are always ``to``'s, as in SwiftUI. At progress
/// 0 the data is `from`'s exactly, and at 1 the shape is `to` itself.
///
/// ``path(in:)`` draws the state where the animation comes to rest (normally `to`; see
/// ``Animation/finalProgress``), so anything that draws statically draws the end. The SVG
/// renderer of `ShapeRender` writes the animation as SMIL, from ``keyframes(in:options:)``.
///
/// Apply shape modifiers to the two states, not to the animated shape:
/// `Pie(…).offset(x: 10).animation(a, from: Pie(…).offset(x: 10))`.
public struct AnimatedShape<Content: Shape>: Shape {
  /// The state the animation starts from.
  public var from: Content
  /// The state the animation moves to.
  public var to: Content
  /// How the animation runs.
  public var animation: Animation

  /// `true`: renderers draw this shape as an animation.
  public static var _isAnimatedShape: Bool { true }

  /// Creates a shape that animates from `from` to `to`.
  public init(from: Content, to: Content, animation: Animation = .default) {
    self.from = from
    self.to = to
    self.animation = animation
  }

  /// The shape at `progress` (0 is `from`, 1 is `to`; a spring goes beyond 1 on the way).
  ///
  /// A NaN progress gives the start state.
  public func shape(at progress: Double) -> Content {
    if progress == 1 { return to }
    var state = to
    if progress == 0 || progress.isNaN {
      state.animatableData = from.animatableData
    } else {
      state.animatableData = from.animatableData.interpolated(
        towards: to.animatableData, amount: progress)
    }
    return state
  }

  /// The shape `time` seconds after the animation was added (see ``Animation/progress(at:)``).
  public func shape(atTime time: Double) -> Content {
    shape(at: animation.progress(at: time))
  }

  /// The state where the animation comes to rest.
  public var finalShape: Content { shape(at: animation.finalProgress) }

  /// The path of the state where the animation comes to rest.
  public func path(in rect: CGRect) -> Path {
    finalShape.path(in: rect)
  }

  /// Keyframes of one forward pass of the animation in `rect`: paths that all have the same
  /// commands, so that SMIL can interpolate their numbers.
  ///
  /// ```swift
  /// let sweep = Pie(startAngle: .degrees(-90), endAngle: .degrees(270), clockwise: true)
  ///   .animation(.linear(duration: 2),
  ///              from: Pie(startAngle: .degrees(-90), endAngle: .degrees(-90), clockwise: true))
  /// let keyframes = sweep.keyframes(in: CGRect(x: 0, y: 0, width: 100, height: 100))
  /// keyframes.values.map { $0.svgPathData(options: SVGPathDataOptions(isCompact: false)) }
  /// ```
  ///
  /// Keyframes are sampled as ``Animation/keyframes(tolerance:maximumCount:_:)`` describes,
  /// until linear interpolation of the numbers of neighbouring keyframes' path data stays
  /// within `options.tolerance` of the true path's numbers. Written with
  /// `SVGPathDataOptions(isCompact: false)`, every keyframe then has the same commands:
  ///
  /// - each arc is split into the same number of equal `A` pieces in every keyframe, the
  ///   most that any state of the animation needs so that no piece exceeds about 90°, so the
  ///   large-arc flag is always 0 (a pie crossing 180° keeps its commands);
  /// - when an end of the animation has other commands than its middle, because a parameter
  ///   reaches a degenerate value (a pie of zero sweep has no arc; a full turn is a circle
  ///   without radii), that end is sampled ``KeyframeOptions/degenerateOffset`` (1e-6) of
  ///   progress inside instead, which no renderer can tell apart;
  /// - when states still differ in their commands (a trimmed polygon gains corners; a spring
  ///   overshoots into another structure), the keyframes fall back to
  ///   ``KeyframeInterpolation/discrete``: 60 per second (at most `options.maximumCount`),
  ///   each path as it is, shown until the next.
  ///
  /// An instant animation gives its two ends.
  public func keyframes(in rect: CGRect, options: KeyframeOptions = KeyframeOptions())
    -> AnimationKeyframes<Path>
  {
    func path(_ progress: Double) -> Path { shape(at: progress).path(in: rect) }
    let discrete = { animation.discreteKeyframes(count: options.maximumCount, path) }
    if animation.isInstant {
      return AnimationKeyframes(
        values: [path(0), path(1)], keyTimes: [0, 1], progress: [0, 1],
        interpolation: .linear, maximumDeviation: 0)
    }
    let reference = path(0.5).animationStructure
    let offset = KeyframeOptions.degenerateOffset
    let start = path(0).animationStructure == reference ? 0 : offset
    let end = path(1).animationStructure == reference ? 1 : 1 - offset
    func effective(_ progress: Double) -> Double {
      progress == 0 ? start : progress == 1 ? end : progress
    }
    // A first look along the animation: the commands must not change, and each arc needs
    // as many pieces as its widest state.
    var pieces = path(0.5).arcPieceCounts
    for step in 0...32 {
      let state = path(effective(animation.samplingProgress(at: Double(step) / 32)))
      guard state.animationStructure == reference else { return discrete() }
      pieces = zip(pieces, state.arcPieceCounts).map { max($0, $1) }
    }
    // Sample; a state found to need more pieces restarts the sampling with them.
    for _ in 0..<4 {
      var needsMorePieces = false
      let sampled = animation.sampledKeyframes(
        tolerance: options.tolerance, maximumCount: options.maximumCount
      ) { progress in
        let state = path(effective(progress))
        guard state.animationStructure == reference else { return nil }
        let counts = state.arcPieceCounts
        if zip(counts, pieces).contains(where: { $0 > $1 }) {
          pieces = zip(pieces, counts).map { max($0, $1) }
          needsMorePieces = true
          return nil
        }
        return state.splittingArcs(into: pieces).animationSample
      }
      if let sampled {
        return AnimationKeyframes(
          values: sampled.progress.map { path(effective($0)).splittingArcs(into: pieces) },
          keyTimes: sampled.keyTimes, progress: sampled.progress,
          interpolation: sampled.interpolation, maximumDeviation: sampled.maximumDeviation)
      }
      guard needsMorePieces else { break }
    }
    return discrete()
  }
}

extension AnimatedShape: Equatable where Content: Equatable {}

extension AnimatedShape: InsettableShape where Content: InsettableShape {
  /// Both states inset by `amount`, animating alike, so that
  /// `strokeBorder` keeps the stroke inside the animated shape.
  public func inset(by amount: CGFloat) -> AnimatedShape<Content.InsetShape> {
    AnimatedShape<Content.InsetShape>(
      from: from.inset(by: amount), to: to.inset(by: amount), animation: animation)
  }
}

extension Shape {
  /// This shape as the end state of an animation from `start`.
  ///
  /// ```swift
  /// Trapezium(offset: 0.65, corner: .bottomLeft)
  ///   .animation(.easeInOut(duration: 1), from: Trapezium(offset: 1, corner: .bottomLeft))
  /// ```
  ///
  /// SwiftUI animates a shape when a parameter changes; here the change is spelled out as
  /// the state it starts from.
  public func animation(_ animation: Animation, from start: Self) -> AnimatedShape<Self> {
    AnimatedShape(from: start, to: self, animation: animation)
  }

  /// This shape as the end state of an animation in which one property starts at `value`.
  ///
  /// ```swift
  /// Trapezium(offset: 0.65, corner: .bottomLeft)
  ///   .animation(.easeInOut(duration: 1), from: 1, for: \.bottomLeftOffset)
  /// Pie(startAngle: .degrees(-90), endAngle: .degrees(200))
  ///   .animation(.spring, from: .degrees(-90), for: \.endAngle)
  /// ```
  ///
  /// The property must be part of the shape's `animatableData` to animate.
  public func animation<Value>(
    _ animation: Animation, from value: Value, for property: WritableKeyPath<Self, Value>
  ) -> AnimatedShape<Self> {
    var start = self
    start[keyPath: property] = value
    return AnimatedShape(from: start, to: self, animation: animation)
  }

  /// This shape's outline drawn on from its start to its end: a `trim(from: 0, to:)` whose
  /// end animates from 0 to 1.
  ///
  /// ```swift
  /// Circle().drawing(.easeInOut(duration: 2)).stroke(.blue, lineWidth: 4)
  /// ```
  ///
  /// The SVG renderer writes a stroked drawing with `stroke-dasharray` and an animated
  /// `stroke-dashoffset`; a static renderer shows the whole outline.
  public func drawing(_ animation: Animation = .default) -> AnimatedShape<TrimmedShape<Self>> {
    AnimatedShape(from: trim(from: 0, to: 0), to: trim(from: 0, to: 1), animation: animation)
  }
}
