import Foundation
import Shapes

// Alerts and confirmation dialogs in SwiftUI's current forms: a title (a key, a text or a
// string), the buttons `actions` builds and the text `message` builds, perhaps for a
// value `presenting` gives. A still shows the view, not a dialog over it, so each is
// accepted for SwiftUI compatibility and returns the view unchanged: nothing is drawn,
// even when `isPresented` is true, and the closures are not called.

extension View {
  /// Accepted for SwiftUI compatibility: a still does not draw an alert, even when presented.
  nonisolated public func alert<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a still does not draw an alert, even when presented.
  nonisolated public func alert<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a still does not draw an alert, even when presented.
  nonisolated public func alert<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a still does not draw an alert, even when presented.
  nonisolated public func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a still does not draw an alert, even when presented.
  nonisolated public func alert<A: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a still does not draw an alert, even when presented.
  nonisolated public func alert<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a still does not draw an alert, even when presented.
  nonisolated public func alert<A: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a still does not draw an alert, even when presented.
  nonisolated public func alert<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a still does not draw an alert, even when presented.
  @_disfavoredOverload
  nonisolated public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a still does not draw an alert, even when presented.
  @_disfavoredOverload
  nonisolated public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a still does not draw an alert, even when presented.
  @_disfavoredOverload
  nonisolated public func alert<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a still does not draw an alert, even when presented.
  @_disfavoredOverload
  nonisolated public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a still does not draw a dialog, even when presented.
  nonisolated public func confirmationDialog<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a still does not draw a dialog, even when presented.
  nonisolated public func confirmationDialog<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a still does not draw a dialog, even when presented.
  nonisolated public func confirmationDialog<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a still does not draw a dialog, even when presented.
  nonisolated public func confirmationDialog<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a still does not draw a dialog, even when presented.
  nonisolated public func confirmationDialog<A: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a still does not draw a dialog, even when presented.
  nonisolated public func confirmationDialog<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a still does not draw a dialog, even when presented.
  nonisolated public func confirmationDialog<A: View, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a still does not draw a dialog, even when presented.
  nonisolated public func confirmationDialog<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a still does not draw a dialog, even when presented.
  @_disfavoredOverload
  nonisolated public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a still does not draw a dialog, even when presented.
  @_disfavoredOverload
  nonisolated public func confirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a still does not draw a dialog, even when presented.
  @_disfavoredOverload
  nonisolated public func confirmationDialog<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a still does not draw a dialog, even when presented.
  @_disfavoredOverload
  nonisolated public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a still does not draw an alert for `error`, even
  /// when presented.
  nonisolated public func alert<E: LocalizedError, A: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
  ) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a still does not draw an alert for `error`, even
  /// when presented.
  nonisolated public func alert<E: LocalizedError, A: View, M: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A,
    @ViewBuilder message: (E) -> M
  ) -> Self {
    self
  }
}
