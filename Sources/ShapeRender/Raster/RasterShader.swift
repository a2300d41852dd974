import Foundation
import Shapes

/// The color a paint gives each device pixel, premultiplied, 0…255 per component.
///
/// Gradients are evaluated at the pixel's centre mapped back into the space the paint was
/// given in (the inverse of the current transform), exactly, without a lookup table.
enum RasterShader: Sendable {
  /// One color everywhere.
  case solid(SIMD4<Float>)
  /// SVG's `linearGradient` in user space: location = the projection onto start → end.
  case linear(GradientRamp, toUser: CGAffineTransform, start: CGPoint, delta: CGPoint)
  /// SVG's `radialGradient` with its focus at the centre: location = distance / radius.
  case radial(GradientRamp, toUser: CGAffineTransform, center: CGPoint, radius: Double)
  /// A conic gradient: location = where the direction from the centre falls on the sweep.
  case conic(GradientRamp, toUser: CGAffineTransform, center: CGPoint, sweep: ConicSweep)
  /// An image stretched over a rectangle; `toImage` maps device points to image pixels.
  case image(ImageSampler, toImage: CGAffineTransform, opacity: Float)

  /// The shader of an image drawn into `rect` under `transform`; `nil` when it paints
  /// nothing (an empty rectangle, a transform that cannot be inverted).
  init?(image: ImageSampler, rect: CGRect, transform: CGAffineTransform, opacity: Double) {
    guard rect.width > 0, rect.height > 0, let inverse = RasterShader.inverse(of: transform)
    else { return nil }
    let toImage = inverse.concatenating(
      CGAffineTransform(translationX: -rect.minX, y: -rect.minY)
    ).concatenating(
      CGAffineTransform(
        scaleX: Double(image.width) / rect.width, y: Double(image.height) / rect.height))
    let fade = Float(min(max(opacity.isNaN ? 0 : opacity, 0), 1))
    guard fade > 0 else { return nil }
    self = .image(image, toImage: toImage, opacity: fade)
  }

  /// The shader of `paint` resolved against `frame`, drawn under `transform`, faded by
  /// `opacity`; `nil` when it paints nothing (a gradient without stops, a transparent
  /// color, a transform that cannot be inverted for a gradient).
  init?(paint: Paint, frame: CGRect, transform: CGAffineTransform, opacity: Double) {
    let fade = min(max(opacity.isNaN ? 0 : opacity, 0), 1)
    switch paint {
    case .color(let color):
      let alpha = Float(min(max(color.opacity, 0), 1) * fade)
      guard alpha > 0 else { return nil }
      let scale = alpha
      self = .solid(
        SIMD4(
          Float(color.redByte) * scale, Float(color.greenByte) * scale,
          Float(color.blueByte) * scale, alpha * 255))
    case .linearGradient(let gradient):
      let stops = gradient.gradient.stops
      guard
        let ramp = GradientRamp(
          locations: stops.map { Double($0.location) }, colors: stops.map(\.color),
          opacity: fade)
      else { return nil }
      let start = gradient.startPoint.point(in: frame)
      let end = gradient.endPoint.point(in: frame)
      guard start != end else {
        self = .solid(ramp.lastColor)
        return
      }
      guard let inverse = RasterShader.inverse(of: transform) else { return nil }
      self = .linear(
        ramp, toUser: inverse, start: start, delta: CGPoint(x: end.x - start.x, y: end.y - start.y))
    case .radialGradient(let gradient):
      let stops = RadialStops(
        gradient.gradient, startRadius: gradient.startRadius, endRadius: gradient.endRadius)
      self.init(
        radial: stops, center: gradient.center.point(in: frame), toUser: transform,
        opacity: fade)
    case .ellipticalGradient(let gradient):
      let stops = RadialStops(
        gradient.gradient, startRadius: gradient.startRadiusFraction,
        endRadius: gradient.endRadiusFraction)
      // A circular gradient in the unit square, stretched to the frame: device points are
      // mapped back into the unit square.
      let unit = CGAffineTransform(
        a: frame.width, b: 0, c: 0, d: frame.height, tx: frame.minX, ty: frame.minY)
      guard frame.width > 0, frame.height > 0, frame.width.isFinite, frame.height.isFinite,
        frame.minX.isFinite, frame.minY.isFinite
      else {
        guard let ramp = GradientRamp(stops, opacity: fade) else { return nil }
        self = .solid(ramp.lastColor)
        return
      }
      self.init(
        radial: stops, center: CGPoint(x: gradient.center.x, y: gradient.center.y),
        toUser: unit.concatenating(transform), opacity: fade)
    case .angularGradient(let gradient):
      let stops = gradient.gradient.stops
      guard
        let ramp = GradientRamp(
          locations: stops.map { Double($0.location) }, colors: stops.map(\.color),
          opacity: fade)
      else { return nil }
      let center = gradient.center.point(in: frame)
      guard let sweep = ConicSweep(gradient), center.x.isFinite, center.y.isFinite else {
        self = .solid(ramp.color(at: 0))
        return
      }
      guard let inverse = RasterShader.inverse(of: transform) else { return nil }
      self = .conic(ramp, toUser: inverse, center: center, sweep: sweep)
    }
  }

  /// The shader of a radial gradient's stops about `center`, in the space `toUser` maps
  /// to device pixels; `nil` when it paints nothing.
  private init?(
    radial stops: RadialStops, center: CGPoint, toUser transform: CGAffineTransform, opacity: Double
  ) {
    guard let ramp = GradientRamp(stops, opacity: opacity) else { return nil }
    guard stops.end > 0 else {
      self = .solid(ramp.lastColor)
      return
    }
    guard center.x.isFinite, center.y.isFinite else {
      self = .solid(ramp.color(at: 0))
      return
    }
    guard let inverse = RasterShader.inverse(of: transform) else { return nil }
    self = .radial(ramp, toUser: inverse, center: center, radius: Double(stops.end))
  }

  private static func inverse(of transform: CGAffineTransform) -> CGAffineTransform? {
    let det = transform.a * transform.d - transform.b * transform.c
    guard det != 0, det.isFinite else { return nil }
    let inverse = transform.inverted()
    guard inverse.a.isFinite, inverse.b.isFinite, inverse.c.isFinite, inverse.d.isFinite,
      inverse.tx.isFinite, inverse.ty.isFinite
    else { return nil }
    return inverse
  }

  /// The solid color, when the shader has one color everywhere.
  var solidColor: SIMD4<Float>? {
    if case .solid(let color) = self { return color }
    return nil
  }

  /// Writes the colors of `count` pixels of row `y` from column `x` into `output`.
  func shade(y: Int, x: Int, count: Int, into output: UnsafeMutablePointer<SIMD4<Float>>) {
    switch self {
    case .solid(let color):
      for i in 0..<count { output[i] = color }
    case .linear(let ramp, let m, let start, let delta):
      let lengthSquared = delta.x * delta.x + delta.y * delta.y
      let py = Double(y) + 0.5
      for i in 0..<count {
        let px = Double(x + i) + 0.5
        let ux = m.a * px + m.c * py + m.tx - start.x
        let uy = m.b * px + m.d * py + m.ty - start.y
        output[i] = ramp.color(at: (ux * delta.x + uy * delta.y) / lengthSquared)
      }
    case .radial(let ramp, let m, let center, let radius):
      let py = Double(y) + 0.5
      for i in 0..<count {
        let px = Double(x + i) + 0.5
        let ux = m.a * px + m.c * py + m.tx - center.x
        let uy = m.b * px + m.d * py + m.ty - center.y
        output[i] = ramp.color(at: (ux * ux + uy * uy).squareRoot() / radius)
      }
    case .conic(let ramp, let m, let center, let sweep):
      let py = Double(y) + 0.5
      for i in 0..<count {
        let px = Double(x + i) + 0.5
        let ux = m.a * px + m.c * py + m.tx - center.x
        let uy = m.b * px + m.d * py + m.ty - center.y
        output[i] = ramp.color(at: sweep.location(atAngle: atan2(uy, ux)))
      }
    case .image(let sampler, let m, let opacity):
      let py = Double(y) + 0.5
      for i in 0..<count {
        let px = Double(x + i) + 0.5
        output[i] =
          sampler.color(x: m.a * px + m.c * py + m.tx, y: m.b * px + m.d * py + m.ty) * opacity
      }
    }
  }
}
