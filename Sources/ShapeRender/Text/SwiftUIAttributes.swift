import Foundation

extension AttributeScopes {
  /// The attributes of an `AttributedString` that ``Text`` draws, with SwiftUI's names:
  /// `attributed.font = .headline`, `attributed.foregroundColor = .red`, and the rest.
  ///
  /// Foundation's own attributes are part of the scope; of them, ``Text`` draws `link`
  /// (in the accent color).
  public struct SwiftUIAttributes: AttributeScope {
    /// The font of a run, as ``Text/font(_:)`` sets it.
    public let font: FontAttribute
    /// The color of a run, as ``Text/foregroundColor(_:)`` sets it.
    public let foregroundColor: ForegroundColorAttribute
    /// The color behind a run, a rectangle of its line's height.
    public let backgroundColor: BackgroundColorAttribute
    /// The line under a run, as ``Text/underline(_:pattern:color:)`` draws it.
    public let underlineStyle: UnderlineStyleAttribute
    /// The line through a run, as ``Text/strikethrough(_:pattern:color:)`` draws it.
    public let strikethroughStyle: StrikethroughStyleAttribute
    /// Points added to the advance of each character of a run, as ``Text/kerning(_:)``.
    public let kern: KerningAttribute
    /// Points added after each character of a run, as ``Text/tracking(_:)``.
    public let tracking: TrackingAttribute
    /// Points a run is raised from the baseline, as ``Text/baselineOffset(_:)``.
    public let baselineOffset: BaselineOffsetAttribute
    /// Foundation's attributes: `link` among them.
    public let foundation: FoundationAttributes

    /// The font of a run.
    public enum FontAttribute: AttributedStringKey {
      /// A ``Font``.
      public typealias Value = Font
      /// The attribute's name.
      public static let name = "SwiftUI.Font"
    }

    /// The color of a run's characters.
    public enum ForegroundColorAttribute: AttributedStringKey {
      /// A ``Color``.
      public typealias Value = Color
      /// The attribute's name.
      public static let name = "SwiftUI.ForegroundColor"
    }

    /// The color behind a run.
    public enum BackgroundColorAttribute: AttributedStringKey {
      /// A ``Color``.
      public typealias Value = Color
      /// The attribute's name.
      public static let name = "SwiftUI.BackgroundColor"
    }

    /// The line under a run.
    public enum UnderlineStyleAttribute: AttributedStringKey {
      /// A ``Text/LineStyle``: its pattern and color.
      public typealias Value = Text.LineStyle
      /// The attribute's name.
      public static let name = "SwiftUI.UnderlineStyle"
    }

    /// The line through a run.
    public enum StrikethroughStyleAttribute: AttributedStringKey {
      /// A ``Text/LineStyle``: its pattern and color.
      public typealias Value = Text.LineStyle
      /// The attribute's name.
      public static let name = "SwiftUI.StrikethroughStyle"
    }

    /// The kerning of a run, points.
    public enum KerningAttribute: AttributedStringKey {
      /// Points.
      public typealias Value = CGFloat
      /// The attribute's name.
      public static let name = "SwiftUI.Kern"
    }

    /// The tracking of a run, points.
    public enum TrackingAttribute: AttributedStringKey {
      /// Points.
      public typealias Value = CGFloat
      /// The attribute's name.
      public static let name = "SwiftUI.Tracking"
    }

    /// The baseline offset of a run, points.
    public enum BaselineOffsetAttribute: AttributedStringKey {
      /// Points.
      public typealias Value = CGFloat
      /// The attribute's name.
      public static let name = "SwiftUI.BaselineOffset"
    }
  }

  /// The attributes ``Text`` draws, for `AttributeContainer` and `AttributedString`
  /// lookups by scope.
  public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
  /// The SwiftUI attributes by name: `attributed.foregroundColor`, `run.font`.
  public subscript<T: AttributedStringKey>(
    dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>
  ) -> T {
    self[T.self]
  }
}
