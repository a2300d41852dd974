import Shapes

// Where a view sets the appearance (`preferredColorScheme(_:)`, the `colorScheme`
// environment value), its nodes are resolved for it: every color that adapts takes that
// appearance's components and stops adapting. A view inside that set another appearance
// was resolved first, so an outer appearance leaves it as it is. What no view resolves is
// drawn as it is written, in the light appearance's components.
extension Node {
  /// The node with every color that adapts resolved for `appearance`.
  func resolvingAppearance(_ appearance: ColorScheme) -> Node {
    switch self {
    case .shape(var shape):
      shape.fill = shape.fill?.resolved(in: appearance)
      shape.stroke = shape.stroke?.resolved(in: appearance)
      shape.animations = shape.animations.map { $0.resolved(in: appearance) }
      return .shape(shape)
    case .image:
      return self
    case .text(var text):
      text.fill = text.fill.resolved(in: appearance)
      text.measured = text.measured?.resolved(in: appearance)
      text.styledLines = text.styledLines?.resolved(in: appearance)
      return .text(text)
    case .group(let group):
      return .group(
        GroupNode(
          children: group.children.resolvingAppearance(appearance),
          effect: group.effect.resolved(in: appearance)))
    }
  }
}

extension [Node] {
  /// The nodes with every color that adapts resolved for `appearance`.
  func resolvingAppearance(_ appearance: ColorScheme) -> [Node] {
    map { $0.resolvingAppearance(appearance) }
  }
}

extension ResolvedPaint {
  /// The paint with its colors resolved for `appearance`.
  fileprivate func resolved(in appearance: ColorScheme) -> ResolvedPaint {
    ResolvedPaint(paint: paint.resolved(in: appearance), frame: frame)
  }
}

extension Paint {
  /// The paint with its colors resolved for `appearance`.
  func resolved(in appearance: ColorScheme) -> Paint {
    mappingColors { $0.resolved(in: appearance) }
  }
}

extension AttributeAnimation {
  /// The animation with the colors of its keyframes resolved for `appearance`.
  fileprivate func resolved(in appearance: ColorScheme) -> AttributeAnimation {
    var resolved = self
    resolved.keyframes = keyframes.map { value in
      guard case .color(let color) = value else { return value }
      return .color(color.resolved(in: appearance))
    }
    return resolved
  }
}

extension MeasuredText {
  /// The text with its styles' paints resolved for `appearance`.
  fileprivate func resolved(in appearance: ColorScheme) -> MeasuredText {
    MeasuredText(
      layout: layout,
      styles: styles.map {
        Style(font: $0.font, faces: $0.faces, fill: $0.fill.resolved(in: appearance))
      },
      origin: origin, size: size)
  }
}

extension StyledTextLines {
  /// The lines with their runs' paints resolved for `appearance`.
  fileprivate func resolved(in appearance: ColorScheme) -> StyledTextLines {
    StyledTextLines(
      fonts: fonts, fills: fills.map { $0.resolved(in: appearance) }, lines: lines,
      advances: advances)
  }
}

extension Effect {
  /// The effect with its colors (a shadow's, a mask's drawing) resolved for `appearance`.
  fileprivate func resolved(in appearance: ColorScheme) -> Effect {
    switch self {
    case .shadow(var shadow):
      shadow.color = shadow.color.resolved(in: appearance)
      return .shadow(shadow)
    case .mask(let nodes):
      return .mask(nodes.resolvingAppearance(appearance))
    case .opacity, .transform, .clip, .clipChain, .blur, .colorFilter, .animatedOpacity,
      .blendMode:
      return self
    }
  }
}
