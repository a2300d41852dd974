import Foundation
import PixelKit
import ShapeRender
import Shapes
import Testing

/// Color adjustments drawn by the raster renderer: each formula's bytes, as SVG's
/// `feColorMatrix` computes them in sRGB (results cut to bytes toward zero, as resvg does).
@MainActor @Suite struct ColorEffectRenderingTests {
  static let pureRed = Color(red: 1, green: 0, blue: 0)

  /// The middle pixel of a 10 × 10 square of `color` under `effect`, on a 20 × 20 canvas.
  private func middle(
    of color: Color = pureRed, _ effect: (AnyView) -> some View
  ) throws -> RGBA {
    let image = try renderPixels(width: 20, height: 20) {
      effect(AnyView(Rectangle().fill(color).frame(width: 10, height: 10)))
    }
    return image[x: 10, y: 10]
  }

  @Test func colorInvertOfRedIsCyan() throws {
    #expect(try middle { $0.colorInvert() } == RGBA(red: 0, green: 255, blue: 255))
  }

  @Test func grayscaleOfRedIsItsLuminance() throws {
    // saturate(0): 0.213 · 255 = 54.3, cut to 54 in every channel.
    #expect(try middle { $0.grayscale(1) } == RGBA(red: 54, green: 54, blue: 54))
    // saturation(0) is the same, and of pure green 0.715 · 255 = 182.3.
    let green = Color(red: 0, green: 1, blue: 0)
    #expect(try middle(of: green) { $0.saturation(0) } == RGBA(red: 182, green: 182, blue: 182))
  }

  @Test func brightnessOfOneIsWhiteAndOfMinusOneBlack() throws {
    #expect(try middle { $0.brightness(1) } == RGBA(red: 255, green: 255, blue: 255))
    #expect(try middle { $0.brightness(-1) } == RGBA(red: 0, green: 0, blue: 0))
    // 0.2 added to each: 0.2 · 255 = 51.
    #expect(try middle { $0.brightness(0.2) } == RGBA(red: 255, green: 51, blue: 51))
  }

  @Test func contrastOfZeroIsHalfGray() throws {
    // ½ · 255 = 127.5, cut to 127.
    #expect(try middle { $0.contrast(0) } == RGBA(red: 127, green: 127, blue: 127))
    // −1 inverts about ½: red becomes cyan.
    #expect(try middle { $0.contrast(-1) } == RGBA(red: 0, green: 255, blue: 255))
  }

  @Test func hueRotationOfRedIsSVGsHueRotate() throws {
    // By 120°: red 0.213 + 0.787 cos − 0.213 sin < 0; green 0.213 − 0.213 cos + 0.143 sin
    // = 0.4433, 113.05 cut to 113; blue 0.213 − 0.213 cos − 0.787 sin < 0.
    #expect(try middle { $0.hueRotation(.degrees(120)) } == RGBA(red: 0, green: 113, blue: 0))
    // A turn less is the same rotation.
    #expect(try middle { $0.hueRotation(.degrees(-240)) } == RGBA(red: 0, green: 113, blue: 0))
  }

  @Test func colorMultiplyScalesEachChannel() throws {
    let tint = Color(red: 1, green: 0.5, blue: 0)
    #expect(
      try middle(of: .white) { $0.colorMultiply(tint) } == RGBA(red: 255, green: 127, blue: 0))
    // Alpha too: 0.5 · 255 = 127.5, cut to 127.
    let faded = try middle(of: .white) { $0.colorMultiply(Color.white.opacity(0.5)) }
    #expect(faded == RGBA(red: 255, green: 255, blue: 255, alpha: 127))
  }

  @Test func luminanceToAlphaIsBlackWithTheLuminanceAsAlpha() throws {
    // 0.2125 · 255 = 54.2: black at 54/255.
    #expect(try middle { $0.luminanceToAlpha() } == RGBA(red: 0, green: 0, blue: 0, alpha: 54))
    // Black is luminance 0: nothing shows.
    #expect(try middle(of: .black) { $0.luminanceToAlpha() }.alpha == 0)
  }

  @Test func colorFiltersLeaveTransparentPixelsAlone() throws {
    let image = try renderPixels(width: 20, height: 20) {
      Rectangle().fill(Self.pureRed).frame(width: 10, height: 10).brightness(1).colorInvert()
    }
    #expect(image[x: 2, y: 2].alpha == 0)
    #expect(image[x: 10, y: 10] == RGBA(red: 0, green: 0, blue: 0))
  }

  @Test func aGroupIsFilteredAsOneLayer() throws {
    // Two translucent squares overlapping: the filter sees their composite, whose alpha is
    // 1 − 0.5² = 0.75 where they overlap, and inverts its color only.
    let image = try renderPixels(width: 40, height: 20) {
      ZStack {
        Rectangle().fill(Color.black.opacity(0.5)).frame(width: 20, height: 20).offset(x: -5)
        Rectangle().fill(Color.black.opacity(0.5)).frame(width: 20, height: 20).offset(x: 5)
      }
      .colorInvert()
    }
    let overlap = image[x: 20, y: 10]
    #expect(overlap.red == 255 && overlap.green == 255 && overlap.blue == 255)
    #expect(abs(Int(overlap.alpha) - 191) <= 1)
  }

  @Test func degenerateAmountsDrawTheViewUnchanged() throws {
    let plain = try middle { $0 }
    #expect(try middle { $0.brightness(.nan) } == plain)
    #expect(try middle { $0.contrast(.infinity) } == plain)
    #expect(try middle { $0.saturation(-.infinity) } == plain)
    #expect(try middle { $0.grayscale(.nan) } == plain)
    #expect(try middle { $0.hueRotation(.radians(.infinity)) } == plain)
    // Out of range: a negative saturation is 0, a grayscale above 1 is 1.
    #expect(try middle { $0.saturation(-4) } == RGBA(red: 54, green: 54, blue: 54))
    #expect(try middle { $0.grayscale(9) } == RGBA(red: 54, green: 54, blue: 54))
  }
}
