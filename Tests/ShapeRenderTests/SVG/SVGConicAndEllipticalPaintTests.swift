import Foundation
import PixelKit
import ShapeRender
import Shapes
import Testing

/// Exact SVG for the paints SVG 1.1 has no element of its own for: elliptical gradients,
/// conic gradients, and SwiftUI's `Color.gradient`.
@MainActor @Suite struct SVGConicAndEllipticalPaintTests {
  @Test func ellipticalGradientIsARadialGradientStretchedToTheFrame() {
    let body = renderBody {
      Rectangle()
        .fill(
          EllipticalGradient(
            colors: [.white, .blue], center: .center, startRadiusFraction: 0,
            endRadiusFraction: 0.5)
        )
        .frame(width: 60, height: 20)
    }
    #expect(
      body == [
        ##"<defs><radialGradient id="gradient1" gradientUnits="userSpaceOnUse" cx="0.5" cy="0.5" r="0.5" gradientTransform="matrix(60 0 0 20 20 40)"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#007aff"/></radialGradient></defs>"##,
        ##"<path d="M20 40H80V60H20Z" fill="url(#gradient1)"/>"##,
      ])
  }

  @Test func ellipticalStartFractionMovesTheStopsOut() {
    let body = renderBody {
      Rectangle().fill(
        .ellipticalGradient(
          colors: [.white, .black], center: .topLeading, startRadiusFraction: 0.25,
          endRadiusFraction: 1))
    }
    #expect(
      body[0]
        == ##"<defs><radialGradient id="gradient1" gradientUnits="userSpaceOnUse" cx="0" cy="0" r="1" gradientTransform="matrix(100 0 0 100 0 0)"><stop offset="0.25" stop-color="#ffffff"/><stop offset="1" stop-color="#000000"/></radialGradient></defs>"##
    )
  }

  @Test func degenerateEllipticalGradientsAreOneColor() {
    #expect(
      renderBody {
        Rectangle().fill(EllipticalGradient(colors: [.white, .blue], endRadiusFraction: 0))
      } == [##"<path d="M0 0H100V100H0Z" fill="#007aff"/>"##])
    #expect(
      renderBody {
        Rectangle().fill(
          EllipticalGradient(colors: [.white, .blue], center: UnitPoint(x: 0.5, y: .nan)))
      } == [##"<path d="M0 0H100V100H0Z" fill="#ffffff"/>"##])
  }

  @Test func colorGradientIsALighterShadeAtTheTopAndTheColorAtTheBottom() {
    let body = renderBody {
      RoundedRectangle(cornerRadius: 12).fill(Color.blue.gradient).frame(width: 40, height: 60)
    }
    #expect(
      body[0]
        == ##"<defs><linearGradient id="gradient1" gradientUnits="userSpaceOnUse" x1="50" y1="20" x2="50" y2="80"><stop offset="0" stop-color="#4da2ff"/><stop offset="1" stop-color="#007aff"/></linearGradient></defs>"##
    )
  }

  /// The pattern and the PNG image of the only conic paint of `svg`.
  private func conicImage(in svg: String) throws -> (pattern: String, image: PNGImage) {
    let start = try #require(svg.range(of: "<defs><pattern "))
    let end = try #require(
      svg.range(of: "</pattern></defs>", range: start.upperBound..<svg.endIndex))
    let pattern = String(svg[start.lowerBound..<end.upperBound])
    let dataStart = try #require(pattern.range(of: "base64,"))
    let dataEnd = try #require(
      pattern.range(of: "\"/>", range: dataStart.upperBound..<pattern.endIndex))
    let data = try #require(
      Data(base64Encoded: String(pattern[dataStart.upperBound..<dataEnd.lowerBound])))
    return (pattern, try PNGImage(data: data))
  }

  @Test func conicGradientIsAPatternOfItsImageOverTheShape() throws {
    let svg = renderSVG(width: 100, height: 100) {
      Circle()
        .fill(
          AngularGradient(
            colors: [.red, .blue], center: .center, startAngle: .degrees(0),
            endAngle: .degrees(270))
        )
        .frame(width: 40, height: 40)
    }
    let (pattern, image) = try conicImage(in: svg)
    // The circle's box, 30…70, grown by a unit; 2 pixels a unit.
    #expect(
      pattern.hasPrefix(
        ##"<defs><pattern id="pattern1" patternUnits="userSpaceOnUse" x="29" y="29" width="42" height="42"><image xmlns:xlink="http://www.w3.org/1999/xlink" width="42" height="42" preserveAspectRatio="none" xlink:href="data:image/png;base64,"##
      ))
    #expect(svg.contains(##"fill="url(#pattern1)"/>"##))
    #expect(image.width == 84 && image.height == 84)
    // The center is at image pixel (42, 42). Straight left of it, 180° of 270: two thirds
    // of the way from red to blue; in the gap, up and to the right (300°), blue.
    let left = image[x: 10, y: 41]
    let angle = atan2(41.5 - 42, 10.5 - 42) * 180 / .pi + 360
    let t = angle / 270
    let red = RGBA(Color.red)
    let blue = RGBA(Color.blue)
    func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
      UInt8((Double(a) + (Double(b) - Double(a)) * t).rounded())
    }
    #expect(
      left.isClose(
        to: RGBA(
          red: mix(red.red, blue.red), green: mix(red.green, blue.green),
          blue: mix(red.blue, blue.blue)),
        tolerance: 1))
    #expect(image[x: 52, y: 20] == blue)
  }

  @Test func aConicStrokeCoversTheStrokesOutline() throws {
    let svg = renderSVG(width: 100, height: 100) {
      Rectangle()
        .stroke(.conicGradient(colors: [.pink, .orange], center: .center), lineWidth: 10)
        .frame(width: 40, height: 20)
    }
    let (pattern, image) = try conicImage(in: svg)
    // The outline reaches 5 past the rectangle (30…70 by 40…60), then a unit more.
    #expect(pattern.contains(##"x="24" y="34" width="52" height="32""##))
    #expect(image.width == 104 && image.height == 64)
    #expect(svg.contains(##"fill="none" stroke="url(#pattern1)" stroke-width="10"/>"##))
  }

  @Test func hugeConicAreasAreCappedAt2048PixelsASide() throws {
    let svg = renderSVG(width: 100, height: 100) {
      Rectangle().fill(.conicGradient(colors: [.pink, .orange], center: .center))
        .frame(width: 5000, height: 10)
    }
    let (_, image) = try conicImage(in: svg)
    #expect(image.width == 2048 && image.height == 24)
  }

  @Test func degenerateConicGradientsAreOneColorOrNothing() {
    #expect(
      renderBody {
        Rectangle().fill(
          AngularGradient(
            colors: [.green, .blue], center: .center, startAngle: .radians(.nan),
            endAngle: .zero))
      } == [##"<path d="M0 0H100V100H0Z" fill="#34c759"/>"##])
    // No stops: an empty gradient, which paints nothing, as the raster renderer does.
    #expect(
      renderBody {
        Rectangle().fill(AngularGradient(colors: [], center: .center, angle: .zero))
      } == [
        ##"<defs><linearGradient id="gradient1"></linearGradient></defs>"##,
        ##"<path d="M0 0H100V100H0Z" fill="url(#gradient1)"/>"##,
      ])
  }
}
