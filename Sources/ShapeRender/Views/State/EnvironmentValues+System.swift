import Foundation

extension EnvironmentValues {
  /// The locale text is formatted for (`Text(_:format:)` and dates in text): the system's
  /// current one unless set.
  ///
  /// Foundation on Linux takes `en_001`, international English, for the current locale,
  /// whatever the environment variables say: set `Locale(identifier: "en_US")` for what a
  /// phone set to American English shows ("$3.50" rather than "US$3.50").
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }

  /// The calendar dates are reckoned in: the system's current one unless set.
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }

  /// The time zone dates are shown in: the system's current one unless set.
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }

  /// The direction of the writing views are laid out for: left to right unless set.
  ///
  /// Views read it; the layout itself is always left to right here, so a right-to-left
  /// setting does not mirror stacks.
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }

  /// The width class of the screen: `.compact`, an iPhone held upright, unless set.
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }

  /// The height class of the screen: `.regular`, an iPhone held upright, unless set.
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[VerticalSizeClassKey.self] }
    set { self[VerticalSizeClassKey.self] = newValue }
  }

  /// Whether the app is in front: `.active` unless set, as a picture shows it.
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }

  /// The action that opens a URL: it does nothing in a still.
  public var openURL: OpenURLAction { OpenURLAction() }
}

private struct LocaleKey: EnvironmentKey {
  static var defaultValue: Locale { .current }
}

private struct CalendarKey: EnvironmentKey {
  static var defaultValue: Calendar { .current }
}

private struct TimeZoneKey: EnvironmentKey {
  static var defaultValue: TimeZone { .current }
}

private struct LayoutDirectionKey: EnvironmentKey {
  static var defaultValue: LayoutDirection { .leftToRight }
}

private struct HorizontalSizeClassKey: EnvironmentKey {
  static var defaultValue: UserInterfaceSizeClass? { .compact }
}

private struct VerticalSizeClassKey: EnvironmentKey {
  static var defaultValue: UserInterfaceSizeClass? { .regular }
}

private struct ScenePhaseKey: EnvironmentKey {
  static var defaultValue: ScenePhase { .active }
}

/// The direction of writing, with SwiftUI's name.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
  /// Left to right, as English.
  case leftToRight
  /// Right to left, as Arabic and Hebrew.
  case rightToLeft
}

/// How much room a screen has along one axis, with SwiftUI's name.
public enum UserInterfaceSizeClass: Hashable, Sendable {
  /// Little: an iPhone's width held upright.
  case compact
  /// Plenty: an iPad's, or an iPhone's height held upright.
  case regular
}

/// Whether an app is in front, with SwiftUI's name.
public enum ScenePhase: Hashable, Sendable, Comparable {
  /// Not shown.
  case background
  /// Shown, not taking input.
  case inactive
  /// In front.
  case active
}

/// The action that opens a URL, with SwiftUI's name: a still opens nothing.
public struct OpenURLAction: Sendable {
  /// Does nothing: a still opens no URL.
  public func callAsFunction(_ url: URL) {}
}
