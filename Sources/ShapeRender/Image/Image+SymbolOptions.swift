import Foundation

extension Image {
  /// An image of the named resource that accessibility skips; drawn as
  /// ``init(_:bundle:)`` draws it.
  public init(decorative name: String, bundle: Bundle? = nil) {
    self.init(name, bundle: bundle)
  }

  /// The symbol `systemName` at `variableValue` of its variable layers; drawn whole, as
  /// ``init(systemName:)`` draws it, whatever the value.
  public init(systemName: String, variableValue: Double?) {
    self.init(systemName: systemName)
  }

  /// This image drawn as a template, its shape in the foreground color (black when none
  /// is set), or in its own colors.
  ///
  /// ```swift
  /// Image("logo").renderingMode(.template).foregroundColor(.orange)
  /// ```
  ///
  /// A template bitmap is the foreground color wherever the bitmap is opaque, through its
  /// alpha. `.original` and nil draw a bitmap as it is; a symbol is drawn in the
  /// foreground color either way.
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
    var copy = self
    copy.isTemplate = renderingMode == .template
    return copy
  }

  /// How an image takes color, with SwiftUI's names.
  public enum TemplateRenderingMode: Hashable, Sendable {
    /// In the foreground color.
    case template
    /// In its own colors.
    case original
  }
}
