import Shapes

/// The definitions of blurs and color filters: SVG 1.1 `filter` elements whose primitives
/// work in sRGB.
extension SVGDocumentWriter {
  /// The id of the filter that blurs content covering `extent` by `blur`.
  ///
  /// The blur is an `feGaussianBlur` of the source graphic, every channel premultiplied.
  /// An opaque one then sets alpha to 1 with an `feComponentTransfer`, which divides the
  /// colors by the blurred alpha, so that the blur neither darkens nor fades toward the
  /// edges, and its region is the frame it fills, which clips both its input and its
  /// output.
  func blurDefinition(_ blur: Blur, extent: FilterExtent) -> String {
    var body = output.part()
    if blur.deviation > 0 {
      body.append("<feGaussianBlur stdDeviation=\"")
      body.number(blur.deviation)
      body.append("\"/>")
    }
    let region: FilterRegion
    if let frame = blur.opaqueFrame {
      body.append(
        "<feComponentTransfer><feFuncA type=\"linear\" slope=\"0\" intercept=\"1\"/></feComponentTransfer>"
      )
      region = .absolute(frame.outwardRounded(format))
    } else {
      region = filterRegion(extent, clip: blur.region)
    }
    return definition(
      kind: "blur", element: "filter", attributes: filterAttributes(region), body: body)
  }

  /// The id of the filter that applies `filter` to content covering `extent`: one
  /// `feColorMatrix`.
  func colorFilterDefinition(_ filter: ColorFilter, extent: FilterExtent) -> String {
    var body = output.part()
    // Coefficients keep at least four decimals whatever the output's precision: they
    // multiply colors of 0…1, so fewer would move colors by whole 255ths.
    let coefficients = SVGNumberFormat(precision: max(format.precision, 4))
    switch filter {
    case .matrix(let values):
      body.append("<feColorMatrix values=\"")
      for (index, value) in values.enumerated() {
        if index > 0 { body.append(" ") }
        // `+ 0` writes a negative zero as 0.
        body.number(value + 0, format: coefficients)
      }
      body.append("\"/>")
    case .saturate(let value):
      body.append("<feColorMatrix type=\"saturate\" values=\"")
      body.number(value, format: coefficients)
      body.append("\"/>")
    case .hueRotate(let degrees):
      body.append("<feColorMatrix type=\"hueRotate\" values=\"")
      body.number(degrees, format: coefficients)
      body.append("\"/>")
    case .luminanceToAlpha:
      body.append("<feColorMatrix type=\"luminanceToAlpha\"/>")
    }
    return definition(
      kind: "color", element: "filter",
      attributes: filterAttributes(filterRegion(extent, clip: nil)), body: body)
  }
}
