import Shapes

/// How a view's colors combine with what is drawn beneath it, SwiftUI's blend modes.
///
/// ```swift
/// ZStack {
///   Rectangle().fill(.yellow)
///   Circle().fill(.blue).blendMode(.multiply)
/// }
/// ```
///
/// The modes are those of the compositing specification that CSS and SVG renderers
/// follow: each blends the view's colors `S` with the backdrop's `B` (8-bit sRGB, as
/// everything is composited), then composites the result source-over, so where either is
/// transparent the other shows as it is.
///
/// **In SVG.** The view's element gets `style="mix-blend-mode:…"` for the modes CSS
/// has: every mode from ``normal`` through ``luminosity`` in the list, and
/// ``plusLighter`` as `plus-lighter`. Chromium and librsvg draw those 15 modes within
/// 16/255 of the raster back end at every pixel (Chromium's `color-dodge` at all but a few
/// where the formula divides by almost 0), resvg too but for `luminosity`, where it strays
/// from the formula. `plus-lighter` is newer CSS: Chromium draws it as the raster back end
/// does, resvg and librsvg as `normal`. ``plusDarker``, ``sourceAtop``,
/// ``destinationOver`` and ``destinationOut`` have no CSS equivalent: the SVG element is
/// drawn normally (source-over), while the raster back end draws the exact mode.
///
/// **What the backdrop is.** The view blends with what is drawn before it within the
/// nearest enclosing layer (a group with opacity below 1, a clip, a mask, a shadow, a
/// blur, a color filter), or the canvas; in SVG, within the nearest isolated group, which
/// those same effects make.
public enum BlendMode: Hashable, Sendable, CaseIterable {
  /// The view over the backdrop, as views are usually drawn.
  case normal
  /// The product of the colors: never lighter than either.
  case multiply
  /// The inverse of the product of the inverses: never darker than either.
  case screen
  /// ``multiply`` or ``screen``, by the backdrop's color: contrast of the backdrop kept.
  case overlay
  /// The darker of each component.
  case darken
  /// The lighter of each component.
  case lighten
  /// The backdrop brightened to reflect the view.
  case colorDodge
  /// The backdrop darkened to reflect the view.
  case colorBurn
  /// A softer ``hardLight``: darkens or lightens by the view's color.
  case softLight
  /// ``multiply`` or ``screen``, by the view's color.
  case hardLight
  /// The absolute difference of each component.
  case difference
  /// As ``difference``, with lower contrast.
  case exclusion
  /// The view's hue with the backdrop's saturation and luminosity.
  case hue
  /// The view's saturation with the backdrop's hue and luminosity.
  case saturation
  /// The view's hue and saturation with the backdrop's luminosity.
  case color
  /// The view's luminosity with the backdrop's hue and saturation.
  case luminosity
  /// The view drawn only where the backdrop is, over it.
  case sourceAtop
  /// The view drawn beneath the backdrop.
  case destinationOver
  /// The backdrop erased where the view is opaque; the view itself is not drawn.
  case destinationOut
  /// `1 - ((1 - S) + (1 - B))`, at least 0: darker than ``multiply``.
  case plusDarker
  /// `S + B`, at most 1: lighter than ``screen``.
  case plusLighter

  /// The value of CSS's `mix-blend-mode` for this mode; `nil` when CSS has none, or for
  /// ``normal``, which needs none.
  var cssName: StaticString? {
    switch self {
    case .normal, .plusDarker, .sourceAtop, .destinationOver, .destinationOut: nil
    case .multiply: "multiply"
    case .screen: "screen"
    case .overlay: "overlay"
    case .darken: "darken"
    case .lighten: "lighten"
    case .colorDodge: "color-dodge"
    case .colorBurn: "color-burn"
    case .softLight: "soft-light"
    case .hardLight: "hard-light"
    case .difference: "difference"
    case .exclusion: "exclusion"
    case .hue: "hue"
    case .saturation: "saturation"
    case .color: "color"
    case .luminosity: "luminosity"
    case .plusLighter: "plus-lighter"
    }
  }
}

extension View {
  /// Blends this view's colors with what is drawn beneath it by `blendMode`.
  ///
  /// ```swift
  /// Circle().fill(.blue).blendMode(.multiply)
  /// ```
  ///
  /// ``BlendMode/normal`` leaves the view as it is. See ``BlendMode`` for what each
  /// back end draws.
  nonisolated public func blendMode(_ blendMode: BlendMode) -> some View {
    modified { content, rect, context in
      guard blendMode != .normal else { return context.resolve(content, in: rect) }
      return content.grouped(.blendMode(blendMode), in: rect, context: context)
    }
  }
}
