import Shapes

// How Xcode's canvas shows a preview: its size, name, device and orientation. A picture is
// drawn at the size its ``Artwork`` gives, so each of these is accepted for SwiftUI
// compatibility and returns the view unchanged.

extension View {
  /// Accepted for SwiftUI compatibility: the size of the canvas's preview; a picture is
  /// drawn at its artwork's size, so the view is unchanged.
  nonisolated public func previewLayout(_ value: PreviewLayout) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: the name the canvas shows over the preview; the
  /// view is unchanged.
  nonisolated public func previewDisplayName(_ value: String?) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: the device the canvas previews on; the view is
  /// unchanged.
  nonisolated public func previewDevice(_ value: PreviewDevice?) -> Self {
    self
  }

  /// Accepted for SwiftUI compatibility: the orientation the canvas previews in; the view
  /// is unchanged.
  nonisolated public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> Self {
    self
  }
}

/// The size of a preview in Xcode's canvas, with SwiftUI's names; a picture takes its
/// artwork's size.
public enum PreviewLayout: Hashable, Sendable {
  /// The size of the preview device's screen.
  case device
  /// The size the view takes.
  case sizeThatFits
  /// A fixed size.
  case fixed(width: CGFloat, height: CGFloat)
}

/// A device a preview is shown on, by its name, with SwiftUI's name.
///
/// ```swift
/// .previewDevice(PreviewDevice(rawValue: "iPhone 15 Pro"))
/// .previewDevice("iPad Air (5th generation)")
/// ```
public struct PreviewDevice: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
  /// The device's name.
  public let rawValue: String

  /// The device named `rawValue`.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The device named `stringLiteral`.
  public init(stringLiteral: String) {
    rawValue = stringLiteral
  }
}

/// Which way up a device is held, with SwiftUI's names; a picture has no orientation.
public struct InterfaceOrientation: Hashable, Sendable, CaseIterable, Identifiable {
  /// The orientation's name.
  public let id: String

  /// Upright.
  public static let portrait = InterfaceOrientation(id: "portrait")
  /// Upside down.
  public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
  /// On its side, with the top to the left.
  public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
  /// On its side, with the top to the right.
  public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")

  /// The four orientations.
  public static var allCases: [InterfaceOrientation] {
    [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
  }
}
