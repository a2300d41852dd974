import Foundation
import GalleryArtwork
import PixelKit
import ShapeRender
import Testing

/// The two CS193p screens of the gallery drawn by the built-in raster renderer: pixels
/// probed where SwiftUI's layout puts the cards and buttons (the frames are worked out in
/// `Tests/SwiftUICompatibilityTests`).
@MainActor @Suite struct CS193pRenderingTests {
  static let red = RGBA(Color.red)
  static let white = RGBA.white
  static let blue = RGBA(Color.blue)

  @Test func lecture2CardsAreWhiteWithRedBordersAndButtonsAreBlue() throws {
    let image = try renderGallery("cs193p-lecture2")
    // 20 cards in five columns of 65.2 from x = 16, 8 apart; rows 97.8 tall from y = 47,
    // clipped by the ScrollView at 47 + 353.1 = 400.1.
    for column in 0..<5 {
      let left = 16 + CGFloat(column) * 73.2
      for row in 0..<3 {
        let top = 47 + CGFloat(row) * 105.8
        // The border, 3 wide inside the card, halfway down its left side.
        #expect(image[CGPoint(x: left + 1.5, y: top + 48.9)].isClose(to: Self.red, tolerance: 3))
        // The face, inside the border, away from the emoji.
        #expect(image[CGPoint(x: left + 8, y: top + 20)].isClose(to: Self.white, tolerance: 3))
        // Between cards: the white screen.
        #expect(image[CGPoint(x: left - 4, y: top + 48.9)].isClose(to: Self.white, tolerance: 3))
      }
      // The fourth row is cut by the ScrollView: a border above 400.1, none below.
      let fourthTop: CGFloat = 47 + 3 * 105.8
      #expect(image[CGPoint(x: left + 1.5, y: fourthTop + 30)].isClose(to: Self.red, tolerance: 3))
      #expect(image[CGPoint(x: left + 1.5, y: 403)].isClose(to: Self.white, tolerance: 3))
    }
    // The two button placeholders, 40.8 square at the edges of the row at y = 769.2: their
    // outline is 2.55 wide, drawn in the accent blue.
    for left in [32.0, 390 - 32 - 40.8] {
      let outline = CGPoint(x: left + 1.275, y: 769.2 + 20.4)
      #expect(image[outline].isClose(to: Self.blue, tolerance: 40), "\(image[outline])")
    }
    // Nothing between the buttons.
    #expect(image[CGPoint(x: 195, y: 789.6)].isClose(to: Self.white, tolerance: 3))
  }

  @Test func memorizeShowsOneFaceUpCardAndFifteenFaceDown() throws {
    let image = try renderGallery("cs193p-memorize")
    // Cells of 89.5 × 134.25 from (16, 47); each card is padded by 4.
    for index in 0..<16 {
      let left = 16 + CGFloat(index % 4) * 89.5 + 4
      let top = 47 + CGFloat(index / 4) * 134.25 + 4
      let center = CGPoint(x: left + 40.75, y: top + 63.125)
      if index == 0 {
        // Face up: white inside the border, the border red, the pie half red over white.
        #expect(image[CGPoint(x: left + 1.5, y: center.y)].isClose(to: Self.red, tolerance: 3))
        #expect(image[CGPoint(x: left + 10, y: top + 10)].isClose(to: Self.white, tolerance: 3))
        let halfRed = RGBA(red: 255, green: 157, blue: 152, alpha: 255)
        let inPie = CGPoint(x: center.x - 30, y: center.y)
        #expect(image[inPie].isClose(to: halfRed, tolerance: 3), "\(image[inPie])")
        // The bite at the upper right shows the white face.
        let inBite = CGPoint(x: center.x + 20, y: center.y - 20)
        #expect(image[inBite].isClose(to: Self.white, tolerance: 3), "\(image[inBite])")
      } else {
        for point in [center, CGPoint(x: left + 10, y: top + 10)] {
          #expect(image[point].isClose(to: Self.red, tolerance: 3), "card \(index) at \(point)")
        }
      }
      // The padding between cells stays white.
      #expect(image[CGPoint(x: left - 2, y: center.y)].isClose(to: Self.white, tolerance: 3))
    }
    // Below the four rows of 134.25 (to y = 584) the screen is empty.
    #expect(image[CGPoint(x: 195, y: 600)].isClose(to: Self.white, tolerance: 3))
  }
}
