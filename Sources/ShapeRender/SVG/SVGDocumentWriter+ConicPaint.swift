import Foundation
internal import _ImageCodecs

/// Conic gradients, which SVG 1.1 lacks: a `pattern` holding a PNG image of the gradient,
/// drawn by the raster back end's own shading.
extension SVGDocumentWriter {
  /// Image pixels per user unit.
  static let conicImageScale = 2.0
  /// The most pixels an image has on a side.
  static let conicImageMaximumSide = 2048

  /// The attribute value of a conic gradient resolved against `frame`, covering `area`
  /// (user space): a reference to a pattern of its image, written first; a color where the
  /// gradient is degenerate.
  ///
  /// The pattern is one tile, the image, over `area` grown by a unit on each side, so that
  /// no renderer's filtering at the image's edge reaches what the shape paints.
  func conicValue(_ gradient: AngularGradient, frame: CGRect, area: CGRect) -> SVGPaintValue {
    guard let first = gradient.gradient.stops.first else {
      // No stops: an empty gradient, which paints nothing, as for the other gradients.
      let id = definition(
        kind: "gradient", element: "linearGradient", attributes: output.part(),
        body: output.part())
      return .reference(id)
    }
    let center = gradient.center.point(in: frame)
    guard ConicSweep(gradient) != nil, center.x.isFinite, center.y.isFinite else {
      return .color(first.color)
    }
    let box = area.standardized.insetBy(dx: -1, dy: -1).outwardRounded(format)
    guard box.width.isFinite, box.height.isFinite, box.minX.isFinite, box.minY.isFinite,
      let png = Self.conicImage(gradient, frame: frame, box: box)
    else { return .color(first.color) }
    var attributes = output.part()
    attributes.append(" patternUnits=\"userSpaceOnUse\"")
    attributes.attribute("x", box.minX)
    attributes.attribute("y", box.minY)
    attributes.attribute("width", box.width)
    attributes.attribute("height", box.height)
    var body = output.part()
    body.append("<image xmlns:xlink=\"http://www.w3.org/1999/xlink\"")
    body.attribute("width", box.width)
    body.attribute("height", box.height)
    body.append(" preserveAspectRatio=\"none\" xlink:href=\"data:image/png;base64,")
    body.append(string: png.base64EncodedString())
    body.append("\"/>")
    let id = definition(kind: "pattern", element: "pattern", attributes: attributes, body: body)
    return .reference(id)
  }

  /// The PNG image of `gradient` over `box`, at ``conicImageScale`` pixels per unit and
  /// at most ``conicImageMaximumSide`` a side; `nil` when the shading paints nothing.
  static func conicImage(_ gradient: AngularGradient, frame: CGRect, box: CGRect) -> Data? {
    func side(_ length: CGFloat) -> Int {
      let pixels = (length * conicImageScale).rounded(.up)
      guard pixels >= 1 else { return 1 }
      return pixels >= Double(conicImageMaximumSide) ? conicImageMaximumSide : Int(pixels)
    }
    let width = side(box.width)
    let height = side(box.height)
    // User space to image pixels.
    let toImage = CGAffineTransform(translationX: -box.minX, y: -box.minY).concatenating(
      CGAffineTransform(
        scaleX: Double(width) / max(box.width, 1e-9), y: Double(height) / max(box.height, 1e-9)))
    guard
      let shader = RasterShader(
        paint: .angularGradient(gradient), frame: frame, transform: toImage, opacity: 1)
    else { return nil }
    var buffer = PixelBuffer(width: width, height: height)
    var row = [SIMD4<Float>](repeating: .zero, count: width)
    for y in 0..<height {
      row.withUnsafeMutableBufferPointer { colors in
        guard let base = colors.baseAddress else { return }
        shader.shade(y: y, x: 0, count: width, into: base)
      }
      for x in 0..<width {
        let color = row[x]
        let p = (y * width + x) * 4
        for k in 0..<4 {
          // Clamped to 0…255, NaN to 0, before it becomes a byte.
          let value = color[k]
          buffer.bytes[p + k] = value > 0 ? UInt8(min(value + 0.5, 255)) : 0
        }
      }
    }
    return RasterImage(premultiplied: buffer, diagnostics: []).pngData()
  }
}
