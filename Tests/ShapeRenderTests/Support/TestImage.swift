import Foundation
import PixelKit
import ShapeRender

/// Images for rendering checks, encoded as PNG by PixelKit.
enum TestImage {
  /// A PNG image of `width` × `height` pixels split into four quadrants of one color each.
  static func quadrants(
    width: Int, height: Int, topLeft: RGBA, topRight: RGBA, bottomLeft: RGBA, bottomRight: RGBA
  ) throws -> Image {
    let png = PNGImage(width: width, height: height) { x, y in
      switch (x < width / 2, y < height / 2) {
      case (true, true): topLeft
      case (false, true): topRight
      case (true, false): bottomLeft
      case (false, false): bottomRight
      }
    }
    return try Image(data: png.pngData())
  }

  /// A PNG image of `width` × `height` pixels of one color.
  static func solid(_ color: RGBA, width: Int, height: Int) throws -> Image {
    try Image(data: PNGImage(width: width, height: height, color: color).pngData())
  }
}
