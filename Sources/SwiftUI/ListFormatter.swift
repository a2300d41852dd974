import Foundation

/// Foundation's formatter of lists ("Ann, Bo, and Cy"), which Foundation lacks on Linux,
/// with its Apple name and the members apps use; a file that imports `SwiftUI` finds it.
///
/// ```swift
/// ListFormatter.localizedString(byJoining: ["Ann", "Bo", "Cy"])  // "Ann, Bo, and Cy"
/// ```
///
/// It joins with "and" in the conventions of ``locale`` (the current locale unless set),
/// through Foundation's list format style. Degenerate input: no items give the empty
/// string, one item gives itself.
open class ListFormatter: Formatter, @unchecked Sendable {
  // Unchecked, as Foundation's formatters: set it up, then use it from one thread at a time.

  /// The locale whose conventions join the items; nil for the current locale.
  open var locale: Locale?

  /// The formatter of each item that is not a string; nil describes items as `String(describing:)`.
  open var itemFormatter: Formatter?

  /// The strings joined in the current locale's conventions.
  open class func localizedString(byJoining strings: [String]) -> String {
    strings.formatted(.list(type: .and))
  }

  /// The items joined: strings as they are, others through ``itemFormatter``; nil when
  /// that formatter gives nil for one of them.
  open func string(from items: [Any]) -> String? {
    var strings: [String] = []
    for item in items {
      if let string = item as? String {
        strings.append(string)
      } else if let itemFormatter {
        guard let string = itemFormatter.string(for: item) else { return nil }
        strings.append(string)
      } else {
        strings.append(String(describing: item))
      }
    }
    return strings.formatted(.list(type: .and).locale(locale ?? .current))
  }

  /// The list `obj` joined, or nil when it is not an array.
  open override func string(for obj: Any?) -> String? {
    guard let items = obj as? [Any] else { return nil }
    return string(from: items)
  }
}
