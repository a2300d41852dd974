import Foundation
import PixelKit
import ShapeRender
import Shapes
import Testing
import _TestSupport

/// Seeded random conic and elliptical gradients and blend modes, with the values that
/// break arithmetic among them (NaN, infinities, huge and tiny numbers, empty and reversed
/// stops): both back ends draw every one without trapping, and the SVG is well-formed.
///
/// What each degenerate case draws is checked in the rendering and SVG tests.
@MainActor @Suite struct NewPaintsBadInputTests {
  private static let awkward: [Double] = [
    0, -0.0, 1, -1, 0.5, .nan, .infinity, -.infinity, 1e300, -1e300, 1e-300, 7.5, -3.25,
    .greatestFiniteMagnitude, 360, -720,
  ]

  private func value(_ generator: inout SeededGenerator) -> Double {
    Bool.random(using: &generator)
      ? Self.awkward.randomElement(using: &generator) ?? 0
      : Double.random(in: -2...2, using: &generator)
  }

  private func stops(_ generator: inout SeededGenerator) -> [Gradient.Stop] {
    let colors: [Color] = [.red, .clear, .blue.opacity(0.5), .yellow, .black]
    return (0..<Int.random(in: 0...4, using: &generator)).map { _ in
      Gradient.Stop(
        color: colors.randomElement(using: &generator) ?? .red, location: value(&generator))
    }
  }

  @Test func randomPaintsDrawInBothBackEnds() throws {
    var generator = SeededGenerator(seed: 0x5EED_C0_1C)
    for _ in 0..<150 {
      let conic = AngularGradient(
        stops: stops(&generator), center: UnitPoint(x: value(&generator), y: value(&generator)),
        startAngle: .degrees(value(&generator) * 360), endAngle: .degrees(value(&generator) * 360))
      let elliptical = EllipticalGradient(
        stops: stops(&generator), center: UnitPoint(x: value(&generator), y: value(&generator)),
        startRadiusFraction: value(&generator), endRadiusFraction: value(&generator))
      let mode = BlendMode.allCases.randomElement(using: &generator) ?? .normal
      let width = CGFloat(Int.random(in: 0...30, using: &generator))
      // Wide strokes are left out: their conic images are the largest, and the cap on
      // their size is tested on its own.
      let lineWidth = [0, 1, 3.5, -2, .nan, .infinity].randomElement(using: &generator) ?? 1
      let artwork = Artwork(width: 24, height: 24) {
        ZStack {
          Rectangle().fill(elliptical).frame(width: width, height: 12)
          Circle().stroke(conic, lineWidth: lineWidth).blendMode(mode)
          Capsule().fill(conic.opacity(0.5)).blendMode(mode)
        }
      }
      let svg = SVGRenderer().render(artwork)
      expectWellFormed(svg)
      _ = try RasterRenderer().render(artwork)
    }
  }
}

extension AngularGradient {
  /// The gradient with every stop faded, as a shape style.
  fileprivate func opacity(_ amount: Double) -> AngularGradient {
    var faded = self
    faded.gradient = Gradient(
      stops: gradient.stops.map {
        Gradient.Stop(color: $0.color.opacity(amount), location: $0.location)
      })
    return faded
  }
}
