import Foundation
import PixelKit
import ShapeRender
import Shapes
import Testing

/// Offset, rotation and scale effects rendered by the built-in raster renderer: the drawing lands where
/// the geometry says.
@MainActor @Suite struct GeometryEffectRenderingTests {
  @Test func offsetMovesTheDrawing() throws {
    // A 40 × 40 square centred on a 200 × 200 canvas (80…120), moved by (30, −50).
    let image = try renderPixels(width: 200, height: 200) {
      Rectangle().fill(.black).frame(width: 40, height: 40).offset(x: 30, y: -50)
    }
    #expect(image.boundingBox() == PixelRect(x: 110, y: 30, width: 40, height: 40))
    #expect(image.coverage() == 1600)
  }

  @Test func rotationTurnsAboutTheCentre() throws {
    // A 100 × 100 square centred at (150, 150), turned 45°: a diamond with its corners
    // 50√2 ≈ 70.7 from the centre, straight up, down, left and right.
    let image = try renderPixels(width: 300, height: 300) {
      Rectangle().fill(.black).frame(width: 100, height: 100).rotationEffect(.degrees(45))
    }
    let box = try #require(image.boundingBox(alphaAbove: 127))
    // The pixels at least half covered span 79.3…220.7: columns and rows 80…219, ±1.
    #expect(abs(box.minX - 80) <= 1 && abs(box.maxX - 220) <= 1, "\(box)")
    #expect(abs(box.minY - 80) <= 1 && abs(box.maxY - 220) <= 1, "\(box)")
    // Corners: a few units in from each tip it is painted; past the tips, not.
    for (x, y) in [(150, 84), (216, 150), (150, 216), (84, 150)] {
      #expect(image[x: x, y: y].isOpaque, "(\(x), \(y))")
    }
    for (x, y) in [(150, 76), (224, 150), (150, 224), (76, 150)] {
      #expect(image[x: x, y: y].isTransparent, "(\(x), \(y))")
    }
    // The corners of the unrotated square are now outside it.
    for (x, y) in [(101, 101), (198, 101), (101, 198), (198, 198)] {
      #expect(image[x: x, y: y].isTransparent, "(\(x), \(y))")
    }
    // Area is kept: 10 000 ± 0.5 %.
    #expect(abs(image.coverage() - 10_000) <= 50)
  }

  @Test func positiveRotationTurnsClockwiseOnScreen() throws {
    // A bar from the centre of a 200 × 200 canvas to its right edge, 20 high, turned 90°
    // about the centre: it hangs straight down, 90…110 × 100…200.
    let image = try renderPixels(width: 200, height: 200) {
      Path(CGRect(x: 100, y: 90, width: 100, height: 20)).fill(.black)
        .rotationEffect(.degrees(90))
    }
    let box = try #require(image.boundingBox(alphaAbove: 127))
    #expect(box == PixelRect(x: 90, y: 100, width: 20, height: 100))
  }

  @Test func scaleGrowsAboutTheAnchor() throws {
    // A 40 × 40 square centred on 200 × 200 (80…120), scaled 2× about its centre: 60…140.
    let centred = try renderPixels(width: 200, height: 200) {
      Rectangle().fill(.black).frame(width: 40, height: 40).scaleEffect(2)
    }
    #expect(centred.boundingBox() == PixelRect(x: 60, y: 60, width: 80, height: 80))
    #expect(centred.coverage() == 6400)
    // The square 20…60 scaled 2× across and ½ down about the top-left corner of the frame
    // the effect is given (the canvas): 40…120 × 10…30.
    let anchored = try renderPixels(width: 200, height: 200) {
      Path(CGRect(x: 20, y: 20, width: 40, height: 40)).fill(.black)
        .scaleEffect(x: 2, y: 0.5, anchor: .topLeading)
    }
    #expect(anchored.boundingBox() == PixelRect(x: 40, y: 10, width: 80, height: 20))
    #expect(anchored.coverage() == 1600)
  }
}
