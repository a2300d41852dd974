import Foundation
import PixelKit
import ShapeRender
import Shapes
import Testing

/// The hero artwork of the "SwiftUI Shapes Live: The Trapezium" stream, rendered by the
/// built-in raster renderer: a photo clipped to the trapezium, outlined in gray, with a drop shadow.
@MainActor @Suite struct TrapeziumHeroRenderingTests {
  /// The trapezium's frame on the 300 × 300 canvas: (40, 40) to (260, 260), the
  /// bottom-left corner raised to y = 205.
  static let frame = CGRect(x: 40, y: 40, width: 220, height: 220)
  static let photoColor = RGBA(red: 0, green: 200, blue: 0)

  /// The hero, with a plain photo wider than the frame, so that filling the frame crops it.
  static func renderHero() throws -> PNGImage {
    let photo = try TestImage.solid(photoColor, width: 60, height: 40)
    return try renderPixels(width: 300, height: 300) {
      photo.resizable().scaledToFill()
        .frame(width: 220, height: 220)
        .clipShape(Trapezium())
        .overlay { Trapezium().stroke(.gray, lineWidth: 10) }
        .shadow(color: .black, radius: 8, x: 10, y: 10)
        .padding(40)
    }
  }

  @Test func heroShowsThePhotoOnlyInsideTheTrapezium() throws {
    let image = try Self.renderHero()
    // The photo shows inside the stroke's inner edge (5 in from the outline, plus a
    // pixel), in its own color.
    let inner = PlacementMap(
      Trapezium().inset(by: 5).path(in: Self.frame), width: 300, height: 300)
    let insideWrong = inner.pixels(.inside).count {
      !image[x: $0.x, y: $0.y].isClose(to: Self.photoColor, tolerance: 1)
    }
    #expect(insideWrong == 0)
    // Nowhere else: outside the stroke's outer edge there is only the black shadow.
    let outer = PlacementMap(
      Trapezium().inset(by: -5).path(in: Self.frame), width: 300, height: 300)
    let outsideNotShadow = outer.pixels(.outside).filter {
      let pixel = image[x: $0.x, y: $0.y]
      return !pixel.isTransparent && pixel.withAlpha(255) != .black
    }
    #expect(outsideNotShadow.isEmpty, "\(outsideNotShadow.prefix(5))")
  }

  @Test func heroStrokesTheOutlineInGray() throws {
    let image = try Self.renderHero()
    // The stroke is centred on the outline, 10 wide: across each side, the pixel on the
    // outline and the 4 on either side of it are gray.
    let gray = RGBA(Color.gray)
    var notGray: [(x: Int, y: Int)] = []
    let acrossTop = (36...44).map { (x: 150, y: $0) }
    let acrossRight = (256...264).map { (x: $0, y: 150) }
    // The sloped bottom side passes (150, 232.5), 14° from the horizontal.
    let acrossBottom = (228...236).map { (x: 150, y: $0) }
    let acrossLeft = (36...44).map { (x: $0, y: 120) }
    for pixel in acrossTop + acrossRight + acrossBottom + acrossLeft
    where !image[x: pixel.x, y: pixel.y].isClose(to: gray, tolerance: 1) {
      notGray.append(pixel)
    }
    #expect(notGray.isEmpty, "not gray: \(notGray)")
  }

  @Test func heroCastsItsShadowBelowRight() throws {
    let image = try Self.renderHero()
    // 10 units out from each side of the outline (5 beyond the stroke), the shadow is dark
    // along the right and bottom sides, and absent along the left and top ones.
    func meanAlpha(from start: CGPoint, to end: CGPoint, outward normal: CGPoint) -> Double {
      let alphas = (1...19).map { step in
        let t = CGFloat(step) / 20
        let x = start.x + t * (end.x - start.x) + 10 * normal.x
        let y = start.y + t * (end.y - start.y) + 10 * normal.y
        return Double(image[x: Int(x), y: Int(y)].alpha)
      }
      return alphas.reduce(0, +) / Double(alphas.count)
    }
    let corners = [
      CGPoint(x: 40, y: 40), CGPoint(x: 260, y: 40), CGPoint(x: 260, y: 260),
      CGPoint(x: 40, y: 205),
    ]
    let top = meanAlpha(from: corners[0], to: corners[1], outward: CGPoint(x: 0, y: -1))
    let right = meanAlpha(from: corners[1], to: corners[2], outward: CGPoint(x: 1, y: 0))
    let bottom = meanAlpha(
      from: corners[2], to: corners[3], outward: CGPoint(x: -55 / 226.8, y: 220 / 226.8))
    let left = meanAlpha(from: corners[3], to: corners[0], outward: CGPoint(x: -1, y: 0))
    #expect(right > 150, "right: \(right)")
    #expect(bottom > 120, "bottom: \(bottom)")
    #expect(left == 0, "left: \(left)")
    #expect(top == 0, "top: \(top)")
    // It is the shadow's black.
    let shadowPixel = image[x: 270, y: 150]
    #expect(shadowPixel.alpha > 150)
    #expect(shadowPixel.withAlpha(255) == .black)
  }
}
