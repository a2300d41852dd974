import Shapes

/// An alert, with SwiftUI's earlier name for what ``View/alert(isPresented:content:)``
/// presents: a title, a message and one or two buttons.
///
/// ```swift
/// .alert(isPresented: $showingError) {
///   Alert(
///     title: Text("Can't save"), message: Text("The disk is full."),
///     dismissButton: .default(Text("OK")))
/// }
/// ```
///
/// A still shows the view, not an alert over it, so an alert is never drawn and its
/// buttons' actions are never called.
public struct Alert {
  /// The title.
  let title: Text
  /// The message, if any.
  let message: Text?
  /// The buttons, in order.
  let buttons: [Button]

  /// Creates an alert with one button, `dismissButton` (an OK button when nil).
  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
    self.title = title
    self.message = message
    buttons = dismissButton.map { [$0] } ?? []
  }

  /// Creates an alert with two buttons.
  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
    self.title = title
    self.message = message
    buttons = [primaryButton, secondaryButton]
  }

  /// A button of an ``Alert`` or an ``ActionSheet``, with SwiftUI's name; never drawn in
  /// a still, and its action is never called.
  public struct Button {
    /// The kinds of button, as iOS draws them.
    enum Kind {
      case standard, cancel, destructive
    }

    /// The kind.
    let kind: Kind
    /// The label; nil for the system's "Cancel".
    let label: Text?

    /// A button drawn in the standard style, labelled `label`.
    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(kind: .standard, label: label)
    }

    /// A button that cancels, labelled `label`.
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(kind: .cancel, label: label)
    }

    /// A button that cancels, labelled as the system labels one ("Cancel").
    public static func cancel(_ action: (() -> Void)? = {}) -> Button {
      Button(kind: .cancel, label: nil)
    }

    /// A button that deletes or destroys, labelled `label` (in red on iOS).
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(kind: .destructive, label: label)
    }
  }
}

/// A sheet of actions, with SwiftUI's earlier name; a still never draws it.
///
/// It is what ``View/actionSheet(isPresented:content:)`` presents: a title, a message and
/// buttons.
public struct ActionSheet {
  /// A button of an action sheet: an ``Alert/Button``.
  public typealias Button = Alert.Button

  /// The title.
  let title: Text
  /// The message, if any.
  let message: Text?
  /// The buttons, in order.
  let buttons: [Button]

  /// Creates an action sheet of `buttons` (a Cancel button unless given).
  public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }
}

extension View {
  /// Accepted for SwiftUI compatibility: a still shows the view, not an alert over it, so
  /// `content` is not called, even when `isPresented` is true, and the view is unchanged.
  nonisolated public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a still shows the view, not an alert over it, so
  /// `content` is not called, even when `item` is not nil, and the view is unchanged.
  nonisolated public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert)
    -> Self
  {
    self
  }

  /// Accepted for SwiftUI compatibility: a still shows the view, not an action sheet over
  /// it, so `content` is not called, even when `isPresented` is true, and the view is
  /// unchanged.
  nonisolated public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet)
    -> Self
  {
    self
  }

  /// Accepted for SwiftUI compatibility: a still shows the view, not an action sheet over
  /// it, so `content` is not called, even when `item` is not nil, and the view is
  /// unchanged.
  nonisolated public func actionSheet<Item: Identifiable>(
    item: Binding<Item?>, content: (Item) -> ActionSheet
  ) -> Self {
    self
  }
}
