import ShapeRender

/// Declares a preview of a view for Xcode's canvas, with SwiftUI's macro: here it compiles
/// and draws nothing.
///
/// ```swift
/// #Preview {
///   ContentView()
/// }
/// #Preview("Dark") {
///   ContentView().environment(\.colorScheme, .dark)
/// }
/// ```
///
/// The closure is type-checked as in Xcode, so a preview that would not compile there does
/// not compile here, but it is never run: to draw a view, render it, for example with
/// ``ImageRenderer`` or ``SVGRenderer``. The macro expands to nothing through this
/// package's own compiler plugin (see `Sources/_SwiftUIPreviewMacros`).
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "_SwiftUIPreviewMacros", type: "PreviewMacro")

/// Declares a preview of a view with traits for Xcode's canvas, with SwiftUI's macro: here
/// it compiles and draws nothing, as ``Preview(_:body:)`` does.
///
/// ```swift
/// #Preview(traits: .sizeThatFitsLayout) {
///   CardView(card: .sample)
/// }
/// ```
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil,
  traits: PreviewTrait<Preview.ViewTraits>,
  _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "_SwiftUIPreviewMacros", type: "PreviewMacro")

/// Marks a property declared in a `#Preview`'s closure, with SwiftUI's macro, so that
/// `@State` and the like can be used there:
///
/// ```swift
/// #Preview {
///   @Previewable @State var isOn = true
///   Toggle("Sound", isOn: $isOn)
/// }
/// ```
///
/// Like the preview, it expands to nothing.
@attached(peer)
public macro Previewable() =
  #externalMacro(module: "_SwiftUIPreviewMacros", type: "PreviewableMacro")

/// The type whose traits a view's preview takes, with SwiftUI's name; previews are not
/// drawn here, so it only names ``ViewTraits``.
public struct Preview: Sendable {
  /// The kind of the traits of a view's preview.
  public enum ViewTraits: Sendable {}
}

/// A setting of a preview, such as its size or orientation, with SwiftUI's name: accepted
/// and unused, since previews are not drawn here.
public struct PreviewTrait<T>: Sendable {
  /// What the trait asks for, so that traits can be told apart when printed.
  let description: String
}

extension PreviewTrait where T == Preview.ViewTraits {
  /// The preview as large as the device.
  public static var defaultLayout: PreviewTrait { PreviewTrait(description: "defaultLayout") }

  /// The preview as large as the view wants.
  public static var sizeThatFitsLayout: PreviewTrait {
    PreviewTrait(description: "sizeThatFitsLayout")
  }

  /// The preview in a container `width` by `height` points.
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
    PreviewTrait(description: "fixedLayout(\(width), \(height))")
  }

  /// The device upright.
  public static var portrait: PreviewTrait { PreviewTrait(description: "portrait") }

  /// The device upside down.
  public static var portraitUpsideDown: PreviewTrait {
    PreviewTrait(description: "portraitUpsideDown")
  }

  /// The device turned with its top to the left.
  public static var landscapeLeft: PreviewTrait { PreviewTrait(description: "landscapeLeft") }

  /// The device turned with its top to the right.
  public static var landscapeRight: PreviewTrait {
    PreviewTrait(description: "landscapeRight")
  }
}
