import Foundation
import Shapes

/// An input gesture, with SwiftUI's protocol.
///
/// A still is never touched, so a gesture's actions are never called and its
/// ``GestureState`` keeps its initial value. Gestures are accepted so that interactive
/// SwiftUI code compiles unchanged and draws its resting state.
///
/// ```swift
/// @GestureState private var pinch: CGFloat = 1
/// var zoom: some Gesture {
///   MagnificationGesture()
///     .updating($pinch) { value, pinch, _ in pinch = value }
///     .onEnded { value in scale *= value }
/// }
/// ```
public protocol Gesture {
  /// What the gesture reports as it changes and ends.
  associatedtype Value
}

/// A tap, with SwiftUI's name; never performed in a still.
public struct TapGesture: Gesture {
  /// A tap reports nothing.
  public typealias Value = Void
  /// How many taps the gesture takes.
  public var count: Int

  /// Creates a gesture of `count` taps.
  public init(count: Int = 1) {
    self.count = count
  }
}

/// A tap that reports where it fell, with SwiftUI's name; never performed in a still.
public struct SpatialTapGesture: Gesture {
  /// Where a tap fell.
  public struct Value: Equatable, Sendable {
    /// The point tapped.
    public var location: CGPoint
  }

  /// Creates a gesture of `count` taps, located in `coordinateSpace`.
  public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {}
}

/// A long press, with SwiftUI's name; never performed in a still.
public struct LongPressGesture: Gesture {
  /// Whether the press has lasted long enough.
  public typealias Value = Bool

  /// Creates a gesture of a press of at least `minimumDuration` seconds.
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {}
}

/// A drag, with SwiftUI's name; never performed in a still.
public struct DragGesture: Gesture {
  /// Where a drag is and has been.
  public struct Value: Equatable, Sendable {
    /// When the drag was at ``location``.
    public var time: Date
    /// Where the drag is.
    public var location: CGPoint
    /// Where the drag began.
    public var startLocation: CGPoint
    /// How far the drag has gone: ``location`` less ``startLocation``.
    public var translation: CGSize
    /// How fast the drag goes, in points a second.
    public var velocity: CGSize
    /// Where the drag would end if it stopped now, with its momentum.
    public var predictedEndLocation: CGPoint
    /// How far the drag would go if it stopped now, with its momentum.
    public var predictedEndTranslation: CGSize
  }

  /// Creates a drag that begins after `minimumDistance` points.
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {}
}

/// A pinch, with SwiftUI's earlier name; never performed in a still.
public struct MagnificationGesture: Gesture {
  /// The scale of the pinch.
  public typealias Value = CGFloat

  /// Creates a pinch that reports changes of at least `minimumScaleDelta`.
  public init(minimumScaleDelta: CGFloat = 0.01) {}
}

/// A pinch, with SwiftUI's name; never performed in a still.
public struct MagnifyGesture: Gesture {
  /// The state of a pinch.
  public struct Value: Equatable, Sendable {
    /// The scale of the pinch.
    public var magnification: CGFloat
    /// How fast the scale changes.
    public var velocity: CGFloat
    /// Where in the view the pinch began, as a unit point.
    public var startAnchor: UnitPoint
    /// Where the pinch began.
    public var startLocation: CGPoint
  }

  /// Creates a pinch that reports changes of at least `minimumScaleDelta`.
  public init(minimumScaleDelta: CGFloat = 0.01) {}
}

/// A rotation, with SwiftUI's name; never performed in a still.
public struct RotationGesture: Gesture {
  /// The angle turned.
  public typealias Value = Angle

  /// Creates a rotation that reports changes of at least `minimumAngleDelta`.
  public init(minimumAngleDelta: Angle = .degrees(1)) {}
}

/// Which gestures of a view and its subviews are recognized, with SwiftUI's names.
public struct GestureMask: OptionSet, Sendable {
  /// The gestures, one bit each.
  public let rawValue: UInt8

  /// Creates a mask from its raw value.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// None.
  public static let none: GestureMask = []
  /// The view's own gesture.
  public static let gesture = GestureMask(rawValue: 1 << 0)
  /// The gestures of the view's subviews.
  public static let subviews = GestureMask(rawValue: 1 << 1)
  /// Both.
  public static let all: GestureMask = [.gesture, .subviews]
}

extension View {
  /// Accepted for SwiftUI compatibility: a still is not touched, so the gesture's actions
  /// are never called and the view is unchanged.
  nonisolated public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all)
    -> Self
  {
    self
  }

  /// Accepted for SwiftUI compatibility, as ``gesture(_:including:)``.
  nonisolated public func simultaneousGesture<G: Gesture>(
    _ gesture: G, including mask: GestureMask = .all
  )
    -> Self
  {
    self
  }

  /// Accepted for SwiftUI compatibility, as ``gesture(_:including:)``.
  nonisolated public func highPriorityGesture<G: Gesture>(
    _ gesture: G, including mask: GestureMask = .all
  )
    -> Self
  {
    self
  }
}
