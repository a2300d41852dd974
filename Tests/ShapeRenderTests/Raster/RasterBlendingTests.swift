import Foundation
import ShapeRender
import Testing

/// Source-over in 8 bits: each byte is ⌊v + ½⌋ of the exact premultiplied sum, at most 255.
@Suite struct RasterBlendingTests {
  private func pixel(
    background: Color?, _ draw: @escaping (inout GraphicsContext) -> Void
  ) throws -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    let image = try RasterRenderer().render(width: 1, height: 1, background: background) {
      context, _ in draw(&context)
    }
    return image.pixel(x: 0, y: 0)
  }

  @Test func halfTransparentRedOverNothingRoundsItsHalfUp() throws {
    // Premultiplied (127.5, 0, 0, 127.5): 128 each, and 255 · 128 / 128 for the red.
    let result = try pixel(background: nil) { context in
      context.fill(
        Path(CGRect(x: 0, y: 0, width: 1, height: 1)),
        with: .color(Color(red: 1, green: 0, blue: 0, opacity: 0.5)))
    }
    #expect(result == (255, 0, 0, 128))
  }

  @Test func halfTransparentBlueOverWhiteStaysWithin255() throws {
    // Red and green: 0 + 255 · ½ → 128; blue and alpha: 127.5 + 127.5 → 255, not 256.
    let result = try pixel(background: .white) { context in
      context.fill(
        Path(CGRect(x: 0, y: 0, width: 1, height: 1)),
        with: .color(Color(red: 0, green: 0, blue: 1, opacity: 0.5)))
    }
    #expect(result == (128, 128, 255, 255))
  }

  @Test func halfCoveredBlackOverWhiteIsMiddleGray() throws {
    let result = try pixel(background: .white) { context in
      context.fill(Path(CGRect(x: 0, y: 0, width: 0.5, height: 1)), with: .color(.black))
    }
    #expect(result == (128, 128, 128, 255))
  }

  @Test func aQuarterCoveredOpaqueColorKeepsThreeQuartersOfWhatIsUnder() throws {
    // Coverage ¼ of (0, 0, 0, 255) over (255, 255, 255, 255): 191.25 + ½ → 191.
    let result = try pixel(background: .white) { context in
      context.fill(Path(CGRect(x: 0, y: 0, width: 0.5, height: 0.5)), with: .color(.black))
    }
    #expect(result == (191, 191, 191, 255))
  }

  @Test func anExactHalfRoundsUpEvenBelowAnEvenNumber() throws {
    // Red 253 half covered over nothing: 126.5 premultiplied, which rounds up to 127 (not
    // to the even 126), and 127 · 255 / 128 gives back 253.
    let result = try pixel(background: nil) { context in
      context.fill(
        Path(CGRect(x: 0, y: 0, width: 0.5, height: 1)),
        with: .color(Color(red: 253 / 255, green: 0, blue: 0)))
    }
    #expect(result == (253, 0, 0, 128))
  }
}
