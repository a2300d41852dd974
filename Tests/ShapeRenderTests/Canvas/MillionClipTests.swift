import Foundation
import ShapeRender
import Testing

/// A million clips: no trap, no hang, memory bounded (one clip per distinct outline).
@Suite struct MillionClipTests {
  static let circle = Path(ellipseIn: CGRect(x: 10.3, y: 10.6, width: 40.2, height: 40.5))

  /// Clips `context` to the circle `count` times, then fills the canvas blue.
  static func drawClippedAgain(_ count: Int) -> (inout GraphicsContext, CGSize) -> Void {
    { context, size in
      for _ in 0..<count { context.clip(to: circle) }
      context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.blue))
    }
  }

  @Test(.timeLimit(.minutes(1)))
  func aMillionClipsToOnePathAreOneClipInSVGAndInPixels() throws {
    let svg = SVGRenderer().render(width: 64, height: 64, drawing: Self.drawClippedAgain(1_000_000))
    #expect(svg == SVGRenderer().render(width: 64, height: 64, drawing: Self.drawClippedAgain(1)))
    #expect(svg.components(separatedBy: "clip-path=").count - 1 == 1)
    let pixels = try RasterRenderer().render(
      width: 64, height: 64, drawing: Self.drawClippedAgain(1_000_000))
    #expect(
      pixels
        == (try RasterRenderer().render(width: 64, height: 64, drawing: Self.drawClippedAgain(1))))
  }

  @Test(.timeLimit(.minutes(1)))
  func aHundredThousandDifferentClipsWriteAHundredThousandGroupsInLinearTime() {
    // Each clip's definition is looked up, and each group written, in constant time: a
    // clip's room written aside is made without being filled first.
    let outlines = (0..<3).map { Path(CGRect(x: 10, y: 10, width: 80 - Double($0), height: 80)) }
    let svg = SVGRenderer().render(width: 100, height: 100) { context, _ in
      for index in 0..<100_000 { context.clip(to: outlines[index % 3]) }
      context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(.blue))
    }
    #expect(svg.components(separatedBy: "<clipPath ").count - 1 == 3)
    #expect(svg.components(separatedBy: "<g clip-path=").count - 1 == 99_999)
    #expect(svg.hasSuffix(String(repeating: "</g>\n", count: 10) + "</svg>\n"))
  }

  @Test(.timeLimit(.minutes(1)))
  func clipsRepeatedAcrossAChainAreComputedOnce() throws {
    // 100,000 clips taking turns among three outlines with anti-aliased edges: the picture
    // is the one clipped once to each; multiplying each edge's coverage 33,333 times over
    // would wipe the edges out (and take minutes).
    let outlines = [
      Self.circle, Path(CGRect(x: 5.5, y: 8.25, width: 50.5, height: 45.75)),
      Path(ellipseIn: CGRect(x: 4.4, y: 12.2, width: 55.1, height: 30.3)),
    ]
    func draw(_ count: Int) -> (inout GraphicsContext, CGSize) -> Void {
      { context, size in
        for index in 0..<count { context.clip(to: outlines[index % 3]) }
        context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.blue))
      }
    }
    let repeated = try RasterRenderer().render(width: 64, height: 64, drawing: draw(100_000))
    let once = try RasterRenderer().render(width: 64, height: 64, drawing: draw(3))
    #expect(repeated == once)
    // Anti-aliased edges are there: some pixels are neither clear nor opaque.
    let alphas = stride(from: 3, to: once.rgba.count, by: 4).map { once.rgba[$0] }
    #expect(alphas.contains { $0 > 0 && $0 < 255 })
    #expect(alphas.contains(255))
  }
}
