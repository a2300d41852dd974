import Foundation
import PixelKit
import ShapeRender
import Testing

/// cornerRadius: the view clipped to its rectangle with rounded corners.
@MainActor @Suite struct CornerRadiusTests {
  @Test func cornerRadiusClipsToARoundedRectangleOfTheFrame() {
    let body = renderBody { Color.blue.frame(width: 40, height: 20).cornerRadius(5) }
    #expect(
      body[0]
        == ##"<defs><clipPath id="clip1"><path d="M35 40H65A5 5 0 0 1 70 45V55A5 5 0 0 1 65 60H35A5 5 0 0 1 30 55V45A5 5 0 0 1 35 40Z"/></clipPath></defs>"##
    )
    #expect(body[1] == ##"<path d="M30 40H70V60H30Z" fill="#007aff" clip-path="url(#clip1)"/>"##)
    // Circular corners, as SwiftUI's cornerRadius has.
    #expect(
      body
        == renderBody {
          Color.blue.frame(width: 40, height: 20).clipShape(
            RoundedRectangle(cornerRadius: 5, style: .circular))
        })
  }

  @Test func cornerPixelsAreCutAwayAndTheMiddleIsKept() throws {
    let image = try renderPixels(width: 40, height: 40) {
      Color.red.cornerRadius(10)
    }
    #expect(image[x: 0, y: 0].alpha == 0)
    #expect(image[x: 39, y: 39].alpha == 0)
    #expect(image[x: 20, y: 0].alpha == 255)
    #expect(image[x: 0, y: 20].alpha == 255)
    #expect(image[x: 20, y: 20] == RGBA(red: 255, green: 59, blue: 48))
  }

  @Test func aNonFiniteOrNegativeRadiusGivesSquareCorners() {
    let square = renderBody { Color.blue.frame(width: 40, height: 20).clipped() }
    for radius in [CGFloat.nan, .infinity, -3, 0] {
      let body = renderBody { Color.blue.frame(width: 40, height: 20).cornerRadius(radius) }
      #expect(body == square, "\(radius)")
    }
  }
}
