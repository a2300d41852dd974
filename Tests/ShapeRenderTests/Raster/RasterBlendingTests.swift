import Foundation
import ShapeRender
import Testing

/// Source-over in 8 bits: each byte is ⌊v + ½⌋ of the exact premultiplied sum, at most 255.
@Suite struct RasterBlendingTests {
  /// The one pixel of a 1 × 1 canvas (`background` first, if any) after filling `rect`
  /// with `color`.
  private func pixel(
    filling rect: CGRect, with color: Color, over background: Color? = nil
  ) throws -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    let image = try RasterRenderer().render(width: 1, height: 1, background: background) {
      context, _ in context.fill(Path(rect), with: .color(color))
    }
    return image.pixel(x: 0, y: 0)
  }

  private let whole = CGRect(x: 0, y: 0, width: 1, height: 1)

  @Test func halfTransparentRedOverNothingRoundsItsHalfUp() throws {
    // Premultiplied (127.5, 0, 0, 127.5): 128 each, and 255 · 128 / 128 for the red.
    let red = Color(red: 1, green: 0, blue: 0, opacity: 0.5)
    #expect(try pixel(filling: whole, with: red) == (255, 0, 0, 128))
  }

  @Test func halfTransparentBlueOverWhiteStaysWithin255() throws {
    // Red and green: 0 + 255 · ½ → 128; blue and alpha: 127.5 + 127.5 → 255, not 256.
    let blue = Color(red: 0, green: 0, blue: 1, opacity: 0.5)
    #expect(try pixel(filling: whole, with: blue, over: .white) == (128, 128, 255, 255))
  }

  @Test func halfCoveredBlackOverWhiteIsMiddleGray() throws {
    let left = CGRect(x: 0, y: 0, width: 0.5, height: 1)
    #expect(try pixel(filling: left, with: .black, over: .white) == (128, 128, 128, 255))
  }

  @Test func aQuarterCoveredOpaqueColorKeepsThreeQuartersOfWhatIsUnder() throws {
    // Coverage ¼ of (0, 0, 0, 255) over (255, 255, 255, 255): 191.25 + ½ → 191.
    let corner = CGRect(x: 0, y: 0, width: 0.5, height: 0.5)
    #expect(try pixel(filling: corner, with: .black, over: .white) == (191, 191, 191, 255))
  }

  @Test func anExactHalfRoundsUpEvenBelowAnEvenNumber() throws {
    // Red 253 half covered over nothing: 126.5 premultiplied, which rounds up to 127 (not
    // to the even 126), and 127 · 255 / 128 gives back 253.
    let left = CGRect(x: 0, y: 0, width: 0.5, height: 1)
    let red = Color(red: 253 / 255, green: 0, blue: 0)
    #expect(try pixel(filling: left, with: red) == (253, 0, 0, 128))
  }
}
