import Shapes

// Symbol effects, with SwiftUI's names. A still shows a symbol at rest: between the
// bounces, pulses and color sweeps SwiftUI plays, so those draw it unchanged. Only the
// effects that leave a symbol in a state while active change a still: an active
// `.disappear` hides it and an active `.appear` shows it.

/// An animation of a symbol image, with SwiftUI's name.
public protocol SymbolEffect: Hashable, Sendable {}
/// A symbol effect that plays while it is active.
public protocol IndefiniteSymbolEffect {}
/// A symbol effect that plays once each time a value changes.
public protocol DiscreteSymbolEffect {}
/// A symbol effect that shows or hides a symbol.
public protocol TransitionSymbolEffect {}
/// A symbol effect that changes one symbol into another.
public protocol ContentTransitionSymbolEffect {}

/// How a symbol effect plays: how often and how fast; a still plays none.
public struct SymbolEffectOptions: Hashable, Sendable {
  private let repeatCount: Int?
  private let speedFactor: Double

  /// The effect's own way.
  public static let `default` = SymbolEffectOptions(repeatCount: nil, speedFactor: 1)
  /// Over and over.
  public static let repeating = SymbolEffectOptions(repeatCount: .max, speedFactor: 1)
  /// Once.
  public static let nonRepeating = SymbolEffectOptions(repeatCount: 1, speedFactor: 1)
  /// `count` times.
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions {
    SymbolEffectOptions(repeatCount: count, speedFactor: 1)
  }
  /// At `speed` times the effect's own pace.
  public static func speed(_ speed: Double) -> SymbolEffectOptions {
    SymbolEffectOptions(repeatCount: nil, speedFactor: speed)
  }
  /// These options, `count` times.
  public func `repeat`(_ count: Int) -> SymbolEffectOptions {
    SymbolEffectOptions(repeatCount: count, speedFactor: speedFactor)
  }
  /// These options, at `speed` times the pace.
  public func speed(_ speed: Double) -> SymbolEffectOptions {
    SymbolEffectOptions(repeatCount: repeatCount, speedFactor: speed)
  }
}

/// A variant of a symbol effect: a direction or whether layers play apart.
private enum SymbolEffectVariant: Hashable, Sendable {
  case up, down, byLayer, wholeSymbol, iterative, cumulative, reversing, nonReversing
  case hideInactiveLayers, dimInactiveLayers, downUp, upUp, offUp, clockwise
  case counterClockwise
}

/// A symbol effect with its variants, as each effect's type keeps them.
public struct SymbolEffectVariants: Hashable, Sendable {
  fileprivate var variants: Set<SymbolEffectVariant> = []
}

/// Defines an effect type with the given variant properties.
private protocol VariantSymbolEffect: SymbolEffect {
  var variants: SymbolEffectVariants { get set }
}

extension VariantSymbolEffect {
  fileprivate func with(_ variant: SymbolEffectVariant) -> Self {
    var copy = self
    copy.variants.variants.insert(variant)
    return copy
  }
}

/// The symbol jumps; at rest in a still.
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect,
  VariantSymbolEffect
{
  var variants = SymbolEffectVariants()
  /// Up.
  public var up: Self { with(.up) }
  /// Down.
  public var down: Self { with(.down) }
  /// Layer by layer.
  public var byLayer: Self { with(.byLayer) }
  /// All at once.
  public var wholeSymbol: Self { with(.wholeSymbol) }
}

/// The symbol fades in and out; at rest in a still.
public struct PulseSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect,
  VariantSymbolEffect
{
  var variants = SymbolEffectVariants()
  /// Layer by layer.
  public var byLayer: Self { with(.byLayer) }
  /// All at once.
  public var wholeSymbol: Self { with(.wholeSymbol) }
}

/// Color sweeps through the symbol's layers; at rest in a still.
public struct VariableColorSymbolEffect: SymbolEffect, DiscreteSymbolEffect,
  IndefiniteSymbolEffect, VariantSymbolEffect
{
  var variants = SymbolEffectVariants()
  /// One layer at a time.
  public var iterative: Self { with(.iterative) }
  /// Layer after layer, each staying.
  public var cumulative: Self { with(.cumulative) }
  /// Back and forth.
  public var reversing: Self { with(.reversing) }
  /// One way.
  public var nonReversing: Self { with(.nonReversing) }
  /// Inactive layers hidden.
  public var hideInactiveLayers: Self { with(.hideInactiveLayers) }
  /// Inactive layers dimmed.
  public var dimInactiveLayers: Self { with(.dimInactiveLayers) }
}

/// The symbol grows or shrinks; at rest in a still.
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect,
  VariantSymbolEffect
{
  var variants = SymbolEffectVariants()
  /// Larger.
  public var up: Self { with(.up) }
  /// Smaller.
  public var down: Self { with(.down) }
  /// Layer by layer.
  public var byLayer: Self { with(.byLayer) }
  /// All at once.
  public var wholeSymbol: Self { with(.wholeSymbol) }
}

/// The symbol appears; while active, a still shows it.
public struct AppearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect,
  VariantSymbolEffect
{
  var variants = SymbolEffectVariants()
  /// Growing.
  public var up: Self { with(.up) }
  /// Shrinking into place.
  public var down: Self { with(.down) }
  /// Layer by layer.
  public var byLayer: Self { with(.byLayer) }
  /// All at once.
  public var wholeSymbol: Self { with(.wholeSymbol) }
}

/// The symbol disappears; while active, a still hides it.
public struct DisappearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect,
  TransitionSymbolEffect, VariantSymbolEffect
{
  var variants = SymbolEffectVariants()
  /// Growing away.
  public var up: Self { with(.up) }
  /// Shrinking away.
  public var down: Self { with(.down) }
  /// Layer by layer.
  public var byLayer: Self { with(.byLayer) }
  /// All at once.
  public var wholeSymbol: Self { with(.wholeSymbol) }
}

/// One symbol changes into another; a still shows the current one.
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect,
  VariantSymbolEffect
{
  var variants = SymbolEffectVariants()
  /// The old one down, the new one up.
  public var downUp: Self { with(.downUp) }
  /// Both up.
  public var upUp: Self { with(.upUp) }
  /// The old one off, the new one up.
  public var offUp: Self { with(.offUp) }
  /// Layer by layer.
  public var byLayer: Self { with(.byLayer) }
  /// All at once.
  public var wholeSymbol: Self { with(.wholeSymbol) }
}

extension SymbolEffect where Self == BounceSymbolEffect {
  /// A bounce.
  public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

extension SymbolEffect where Self == PulseSymbolEffect {
  /// A pulse.
  public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
  /// A sweep of color.
  public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
  /// A change of size.
  public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}

extension SymbolEffect where Self == AppearSymbolEffect {
  /// Appearing.
  public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
  /// Disappearing.
  public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
  /// Replacing.
  public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}

extension ContentTransition {
  /// The content changes by a symbol effect; a still shows the new content.
  public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default
  ) -> ContentTransition {
    .identity
  }
}

extension View {
  /// Plays `effect` on the symbols inside while `isActive`: a still shows them at rest,
  /// except that an active `.disappear` hides them.
  nonisolated public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
  ) -> some View {
    let hides = isActive && effect is DisappearSymbolEffect
    return modified(drawing: { content, rect, context in
      hides ? [] : context.resolve(content, in: rect)
    })
  }

  /// Plays `effect` on the symbols inside each time `value` changes: a still shows them at
  /// rest.
  nonisolated public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(
    _ effect: T, options: SymbolEffectOptions = .default, value: U
  ) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a still plays no symbol effects.
  nonisolated public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> Self {
    self
  }
}
