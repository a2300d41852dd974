import Shapes

/// How a navigation stack turns a value of its path into the screen pushed for it: the
/// view of a ``View/navigationDestination(for:destination:)`` for the value's type.
struct NavigationDestination {
  /// The screen for `value`, or nil when the value is not of this destination's type.
  let screen: (AnyHashable) -> AnyView?
}

/// The destinations the views of a screen register, in the order they are drawn.
struct NavigationDestinationsKey: PreferenceKey {
  static var defaultValue: [NavigationDestination] { [] }

  static func reduce(
    value: inout [NavigationDestination], nextValue: () -> [NavigationDestination]
  ) {
    value += nextValue()
  }
}

/// The screens the views of a screen push themselves, without the stack's path: those of
/// ``View/navigationDestination(isPresented:destination:)`` while it is true and of
/// ``View/navigationDestination(item:destination:)`` while the item is set.
struct NavigationPushedScreensKey: PreferenceKey {
  static var defaultValue: [AnyView] { [] }

  static func reduce(value: inout [AnyView], nextValue: () -> [AnyView]) {
    value += nextValue()
  }
}

extension View {
  /// Registers the screen a navigation stack pushes for each value of type `data` in its
  /// path: a still of a stack whose path holds values shows the screen of the last one.
  ///
  /// ```swift
  /// NavigationStack(path: .constant([scrums[0]])) {
  ///   List(scrums) { scrum in NavigationLink(scrum.title, value: scrum) }
  ///     .navigationDestination(for: DailyScrum.self) { DetailView(scrum: $0) }
  /// }
  /// ```
  ///
  /// A value no registered destination takes is not pushed.
  nonisolated public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    let registered = RenderingValue(
      value: NavigationDestination { value in
        (value.base as? D).map { AnyView(destination($0)) }
      })
    return modified { content, rect, context in
      let nodes = context.resolve(content, in: rect)
      PreferenceCollector.current?.add(NavigationDestinationsKey.self, [registered.value])
      return nodes
    }
  }

  /// Pushes the view `destination` builds on the navigation stack around this view while
  /// `isPresented` is true: a still shows it when it is.
  nonisolated public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
  ) -> some View {
    pushing(isPresented.wrappedValue ? AnyView(destination()) : nil)
  }

  /// Pushes the view `destination` builds for `item` on the navigation stack around this
  /// view while `item` is set: a still shows it when it is.
  nonisolated public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    pushing(item.wrappedValue.map { AnyView(destination($0)) })
  }

  /// This view, handing up `screen` to be pushed on the stack around it, when there is one.
  nonisolated private func pushing(_ screen: AnyView?) -> some View {
    let pushed = RenderingValue(value: screen)
    return modified { content, rect, context in
      let nodes = context.resolve(content, in: rect)
      if let screen = pushed.value {
        PreferenceCollector.current?.add(NavigationPushedScreensKey.self, [screen])
      }
      return nodes
    }
  }
}
