import Shapes

/// Effects that change how a view looks, not where it is laid out, as `visualEffect(_:)`
/// builds them from the view's geometry, with SwiftUI's name.
///
/// Start from the ``EmptyVisualEffect`` the closure receives and chain the effects:
/// `offset`, `scaleEffect`, `rotationEffect`, `opacity`, `blur`, `brightness`, `contrast`,
/// `saturation`, `grayscale`, `hueRotation` and `colorMultiply`, each as the view modifier
/// of the same name draws it.
public protocol VisualEffect: Sendable {}

/// The effect that changes nothing, which `visualEffect(_:)` starts from.
public struct EmptyVisualEffect: VisualEffect {
  /// The effect that changes nothing.
  public init() {}
}

/// Effects applied one after the other, as `VisualEffect`'s methods chain them.
public struct VisualEffectChain: VisualEffect {
  /// Each effect, applied to the view in turn.
  let steps: [@MainActor @Sendable (AnyView) -> AnyView]
}

extension VisualEffect {
  /// The effects so far.
  private var steps: [@MainActor @Sendable (AnyView) -> AnyView] {
    (self as? VisualEffectChain)?.steps ?? []
  }

  /// These effects, then `step`.
  private func then(_ step: @escaping @MainActor @Sendable (AnyView) -> AnyView)
    -> VisualEffectChain
  {
    VisualEffectChain(steps: steps + [step])
  }

  /// Moves the view by `offset`, as `View.offset(_:)` does.
  public func offset(_ offset: CGSize) -> VisualEffectChain {
    then { AnyView($0.offset(offset)) }
  }

  /// Moves the view by `x` and `y`, as `View.offset(x:y:)` does.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> VisualEffectChain {
    then { AnyView($0.offset(x: x, y: y)) }
  }

  /// Scales the view about `anchor`, as `View.scaleEffect(_:anchor:)` does.
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> VisualEffectChain {
    then { AnyView($0.scaleEffect(scale, anchor: anchor)) }
  }

  /// Scales the view about `anchor`, as `View.scaleEffect(x:y:anchor:)` does.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
    -> VisualEffectChain
  {
    then { AnyView($0.scaleEffect(x: x, y: y, anchor: anchor)) }
  }

  /// Turns the view about `anchor`, as `View.rotationEffect(_:anchor:)` does.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> VisualEffectChain {
    then { AnyView($0.rotationEffect(angle, anchor: anchor)) }
  }

  /// Fades the view, as `View.opacity(_:)` does.
  public func opacity(_ opacity: Double) -> VisualEffectChain {
    then { AnyView($0.opacity(opacity)) }
  }

  /// Blurs the view, as `View.blur(radius:opaque:)` does.
  public func blur(radius: CGFloat, opaque: Bool = false) -> VisualEffectChain {
    then { AnyView($0.blur(radius: radius, opaque: opaque)) }
  }

  /// Brightens the view, as `View.brightness(_:)` does.
  public func brightness(_ amount: Double) -> VisualEffectChain {
    then { AnyView($0.brightness(amount)) }
  }

  /// Changes the view's contrast, as `View.contrast(_:)` does.
  public func contrast(_ amount: Double) -> VisualEffectChain {
    then { AnyView($0.contrast(amount)) }
  }

  /// Changes the view's saturation, as `View.saturation(_:)` does.
  public func saturation(_ amount: Double) -> VisualEffectChain {
    then { AnyView($0.saturation(amount)) }
  }

  /// Grays the view, as `View.grayscale(_:)` does.
  public func grayscale(_ amount: Double) -> VisualEffectChain {
    then { AnyView($0.grayscale(amount)) }
  }

  /// Turns the view's hues, as `View.hueRotation(_:)` does.
  public func hueRotation(_ angle: Angle) -> VisualEffectChain {
    then { AnyView($0.hueRotation(angle)) }
  }

  /// Multiplies the view's colors, as `View.colorMultiply(_:)` does.
  public func colorMultiply(_ color: Color) -> VisualEffectChain {
    then { AnyView($0.colorMultiply(color)) }
  }
}

extension View {
  /// Changes how this view looks by effects built from its geometry, without changing
  /// its layout.
  ///
  /// ```swift
  /// Text("Title").visualEffect { content, proxy in
  ///   content.opacity(proxy.frame(in: .global).minY < 0 ? 0.5 : 1)
  /// }
  /// ```
  ///
  /// The proxy is that of the view's own rectangle, as a ``GeometryReader`` filling it
  /// would see it.
  nonisolated public func visualEffect<Effect: VisualEffect>(
    _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> Effect
  ) -> some View {
    modified(drawing: { content, rect, context in
      let steps =
        (effect(EmptyVisualEffect(), context.geometryProxy(of: rect)) as? VisualEffectChain)?.steps
        ?? []
      let changed = steps.reduce(AnyView(content)) { view, step in step(view) }
      return context.resolve(changed, in: rect)
    })
  }
}
