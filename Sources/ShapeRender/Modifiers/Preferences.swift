import Foundation
import Shapes

/// A value views hand up to their ancestors, with SwiftUI's name.
///
/// ```swift
/// struct WidestLabel: PreferenceKey {
///   static let defaultValue: CGFloat = 0
///   static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
///     value = max(value, nextValue())
///   }
/// }
/// ```
///
/// A view sets a value with ``View/preference(key:value:)`` (or, from its geometry,
/// ``View/anchorPreference(key:value:transform:)``); an ancestor reads what its content
/// set, reduced in the order the views are drawn starting from ``defaultValue``, with
/// ``View/overlayPreferenceValue(_:alignment:_:)`` and
/// ``View/backgroundPreferenceValue(_:alignment:_:)``.
/// ``View/onPreferenceChange(_:perform:)`` is accepted and never called: a still does not
/// change.
public protocol PreferenceKey {
  /// The type of the value.
  associatedtype Value

  /// The value when no view sets one.
  static var defaultValue: Value { get }

  /// Combines the value so far with the next view's.
  static func reduce(value: inout Value, nextValue: () -> Value)
}

extension View {
  /// Hands `value` for `key` up to this view's ancestors.
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
    modified { content, rect, context in
      PreferenceCollector.current?.add(key, value)
      return context.resolve(content, in: rect)
    }
  }

  /// Changes the value of `key` that this view's content hands up, with `callback`.
  public func transformPreference<K: PreferenceKey>(
    _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
  ) -> some View {
    modified { content, rect, context in
      let (nodes, collected) = PreferenceCollector.collecting {
        context.resolve(content, in: rect)
      }
      var value = collected.value(of: key)
      callback(&value)
      collected.remove(key)
      collected.add(key, value)
      collected.handUp()
      return nodes
    }
  }

  /// Hands up, for `key`, `transform` of this view's geometry named by `value`.
  public func anchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
  ) -> some View {
    modified { content, rect, context in
      PreferenceCollector.current?.add(key, transform(Anchor(value.resolve(rect))))
      return context.resolve(content, in: rect)
    }
  }

  /// Accepted for SwiftUI compatibility: a still does not change, so `action` is never
  /// called.
  nonisolated public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
  ) -> Self where K.Value: Equatable {
    self
  }

  /// Draws over this view what `transform` makes of the value of `key` its content hands
  /// up, lined up by `alignment` in the view's frame.
  public func overlayPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type, alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    preferenceLayer(key, alignment: alignment, inFront: true, transform)
  }

  /// Draws under this view what `transform` makes of the value of `key` its content hands
  /// up, lined up by `alignment` in the view's frame.
  public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type, alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    preferenceLayer(key, alignment: alignment, inFront: false, transform)
  }

  /// This view with what `transform` makes of its content's value of `key` in front of it
  /// or behind it.
  private func preferenceLayer<K: PreferenceKey, V: View>(
    _ key: K.Type, alignment: Alignment, inFront: Bool,
    _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modified { content, rect, context in
      let (nodes, collected) = PreferenceCollector.collecting {
        context.resolve(content, in: rect)
      }
      collected.handUp()
      let layer = context.place(transform(collected.value(of: key)), in: rect, alignment: alignment)
      return inFront ? nodes + layer : layer + nodes
    }
  }
}

/// A place in a view's geometry, handed up by ``View/anchorPreference(key:value:transform:)``
/// and read back by a ``GeometryProxy``, with SwiftUI's name.
public struct Anchor<Value>: @unchecked Sendable {
  /// The value in the artwork's layout coordinates.
  let value: Value

  init(_ value: Value) {
    self.value = value
  }

  /// Which place of a view's geometry an anchor holds.
  public struct Source: @unchecked Sendable {
    let resolve: (CGRect) -> Value
  }
}

extension Anchor.Source where Value == CGRect {
  /// The view's frame.
  public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source { $0 } }

  /// `rect`, in the view's own coordinates.
  public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source {
    Anchor<CGRect>.Source { rect.offsetBy(dx: $0.minX, dy: $0.minY) }
  }
}

extension Anchor.Source where Value == CGPoint {
  /// `point`, in the view's own coordinates.
  public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source { CGPoint(x: $0.minX + point.x, y: $0.minY + point.y) }
  }

  /// The point at `unitPoint` of the view's frame.
  public static func unitPoint(_ unitPoint: UnitPoint) -> Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source { unitPoint.point(in: $0) }
  }

  /// The centre of the view's frame.
  public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
  /// The top left corner.
  public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
  /// The middle of the top edge.
  public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
  /// The top right corner.
  public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
  /// The middle of the left edge.
  public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
  /// The middle of the right edge.
  public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
  /// The bottom left corner.
  public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
  /// The middle of the bottom edge.
  public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
  /// The bottom right corner.
  public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
  /// The rectangle `anchor` holds, in the reader's own coordinates.
  public subscript(anchor: Anchor<CGRect>) -> CGRect {
    anchor.value.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY)
  }

  /// The point `anchor` holds, in the reader's own coordinates.
  public subscript(anchor: Anchor<CGPoint>) -> CGPoint {
    CGPoint(x: anchor.value.x - globalFrame.minX, y: anchor.value.y - globalFrame.minY)
  }
}

/// The preference values views hand up while a scene is resolved, in the order they are
/// drawn, collected for the nearest ancestor that reads them.
final class PreferenceCollector: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [(key: ObjectIdentifier, value: Any)] = []
  /// The collector of the ancestor around this one's reader, which also receives what
  /// this one collects.
  private let parent: PreferenceCollector?

  private init(parent: PreferenceCollector?) {
    self.parent = parent
  }

  /// The collector of the nearest reader around the view being resolved, if any.
  @TaskLocal static var current: PreferenceCollector?

  /// What `resolve` makes, with the preferences handed up inside it.
  static func collecting<Result>(_ resolve: () -> Result) -> (Result, PreferenceCollector) {
    let collector = PreferenceCollector(parent: current)
    let result = $current.withValue(collector) { resolve() }
    return (result, collector)
  }

  /// Records `value` for `key`.
  func add<K: PreferenceKey>(_ key: K.Type, _ value: K.Value) {
    lock.withLock { values.append((ObjectIdentifier(key), value)) }
  }

  /// Forgets the values of `key`.
  func remove<K: PreferenceKey>(_ key: K.Type) {
    lock.withLock { values.removeAll { $0.key == ObjectIdentifier(key) } }
  }

  /// The values of `key`, reduced from its default in the order they came.
  func value<K: PreferenceKey>(of key: K.Type) -> K.Value {
    let found = lock.withLock { values.filter { $0.key == ObjectIdentifier(key) } }
    var result = K.defaultValue
    for entry in found {
      guard let next = entry.value as? K.Value else { continue }
      K.reduce(value: &result, nextValue: { next })
    }
    return result
  }

  /// Passes everything collected on to the enclosing reader's collector.
  func handUp() {
    guard let parent else { return }
    let collected = lock.withLock { values }
    parent.lock.withLock { parent.values += collected }
  }
}
