import Shapes

// Modifiers about typing: the keyboard, what is suggested and corrected, what happens on
// return, what text can be selected. A still has no keyboard and no one typing, so each
// is accepted for SwiftUI compatibility and returns the view unchanged; actions are never
// called.

extension View {
  /// Accepted for SwiftUI compatibility: a still shows no keyboard.
  nonisolated public func keyboardType(_ type: UIKeyboardType) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: nothing is typed, so nothing is suggested.
  nonisolated public func textContentType(_ textContentType: UITextContentType?) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: nothing is typed, so nothing is capitalized.
  nonisolated public func textInputAutocapitalization(
    _ autocapitalization: TextInputAutocapitalization?
  )
    -> Self
  {
    self
  }

  /// Accepted for SwiftUI compatibility: nothing is typed, so nothing is corrected.
  nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: nothing is typed, so nothing is corrected.
  nonisolated public func disableAutocorrection(_ disable: Bool?) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: a still shows no keyboard and its return key.
  nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: nothing is submitted, so `action` is never called.
  nonisolated public func onSubmit(
    of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void
  )
    -> Self
  {
    self
  }

  /// Accepted for SwiftUI compatibility: a still shows no keyboard to dismiss.
  nonisolated public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: nothing is selected in a still.
  nonisolated public func textSelection<S: TextSelectability>(_ selectability: S) -> Self {
    self
  }
}

/// The kind of keyboard a text field asks for, with UIKit's name; a still shows none.
public enum UIKeyboardType: Int, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation
  // swift-format-ignore: AlwaysUseLowerCamelCase
  // UIKit's name.
  case URL
  case numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter, webSearch
  case asciiCapableNumberPad
}

/// What a text field holds, for suggestions, with UIKit's name; a still suggests nothing.
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
  /// The kind's name.
  public let rawValue: String

  /// A kind named `rawValue`.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// A person's name.
  public static let name = UITextContentType(rawValue: "name")
  /// An email address.
  public static let emailAddress = UITextContentType(rawValue: "emailAddress")
  /// A phone number.
  public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
  /// A user name.
  public static let username = UITextContentType(rawValue: "username")
  /// A password.
  public static let password = UITextContentType(rawValue: "password")
  /// A new password.
  public static let newPassword = UITextContentType(rawValue: "newPassword")
  /// A one-time code.
  public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// A URL.
  public static let URL = UITextContentType(rawValue: "URL")
  /// A postal code.
  public static let postalCode = UITextContentType(rawValue: "postalCode")
  /// A full street address.
  public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
}

/// How typed text is capitalized, with SwiftUI's name; a still types nothing.
public struct TextInputAutocapitalization: Hashable, Sendable {
  private let kind: Int

  /// No capitalization.
  public static let never = TextInputAutocapitalization(kind: 0)
  /// The first letter of each word.
  public static let words = TextInputAutocapitalization(kind: 1)
  /// The first letter of each sentence.
  public static let sentences = TextInputAutocapitalization(kind: 2)
  /// Every letter.
  public static let characters = TextInputAutocapitalization(kind: 3)
}

/// The label of the keyboard's return key, with SwiftUI's name; a still shows no keyboard.
public enum SubmitLabel: Hashable, Sendable {
  case done, go, send, join, route, search, `return`, next, `continue`
}

/// What submits, with SwiftUI's name.
public struct SubmitTriggers: OptionSet, Sendable {
  /// The triggers as bits: 1 text, 2 search.
  public let rawValue: Int

  /// Triggers from their raw value.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Return in a text field.
  public static let text = SubmitTriggers(rawValue: 1)
  /// Return in a search field.
  public static let search = SubmitTriggers(rawValue: 2)
}

/// How scrolling dismisses the keyboard, with SwiftUI's name; a still shows no keyboard.
public enum ScrollDismissesKeyboardMode: Hashable, Sendable {
  case automatic, immediately, interactively, never
}

/// Whether text can be selected, with SwiftUI's name; nothing is selected in a still.
public protocol TextSelectability: Sendable {}

/// Text that can be selected.
public struct EnabledTextSelectability: TextSelectability {}

/// Text that cannot be selected.
public struct DisabledTextSelectability: TextSelectability {}

extension TextSelectability where Self == EnabledTextSelectability {
  /// Text that can be selected.
  public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
  /// Text that cannot be selected.
  public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}
