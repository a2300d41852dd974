import Foundation
import PixelKit
import ShapeRender
import Shapes
import Testing

/// Drop shadows rendered by the built-in raster renderer: offset, blurred, and not cut off;
/// one known issue of librsvg's, drawn by `rsvg-convert`.
///
/// A shadow of radius `r` is blurred with a standard deviation σ = r / 2, as in SwiftUI.
@MainActor @Suite struct ShadowRenderingTests {
  @Test func shadowFallsBelowRightOfTheSquareAndFadesGradually() throws {
    // A 60 × 60 square at 70…130; its shadow, offset by 10, spans 80…140 before the blur
    // (σ = 4) softens its edges.
    let image = try renderPixels(width: 200, height: 200) {
      Rectangle().fill(.black).frame(width: 60, height: 60)
        .shadow(color: .black, radius: 8, x: 10, y: 10)
    }
    let sigma = 4
    // Right of and below the square there is shadow; left of and above it almost none:
    // the five boxes of the blur (7 pixels wide at σ = 4) reach 15 pixels past the shadow's
    // edge at 80, and what they carry past 67 rounds to zero.
    #expect(image[x: 135, y: 100].alpha > 200)
    #expect(image[x: 100, y: 135].alpha > 200)
    #expect(image.coverage(in: PixelRect(x: 0, y: 0, width: 67, height: 200)) == 0)
    #expect(image.coverage(in: PixelRect(x: 0, y: 0, width: 200, height: 67)) == 0)
    #expect(image.coverage(in: PixelRect(x: 67, y: 80, width: 3, height: 60)) > 0)
    // Across the shadow's right edge (x = 140) and bottom edge (y = 140), from the square's
    // edge outward, the alpha follows a Gaussian edge, 255 · Φ((140 − x) / σ), within 8
    // (SVG lets renderers approximate the blur within 3 %, and five box blurs are used):
    // it never rises, falls gently (a Gaussian edge is at most 255 / (σ√(2π)) ≈ 25 steep
    // per pixel), is half at the edge, and fades out between 2σ and 3σ beyond it.
    let profiles = [
      ("right", AlphaProfile(image, row: 100, columns: 130..<170)),
      ("bottom", AlphaProfile(image, column: 100, rows: 130..<170)),
    ]
    for (edge, profile) in profiles {
      let ideal = (130..<170).map {
        Int((255 * Self.gaussianEdge(at: Double($0) + 0.5 - 140, sigma: Double(sigma))).rounded())
      }
      let deviation = zip(profile.alphas, ideal).map { abs($0 - $1) }.max() ?? 0
      #expect(deviation <= 8, "\(edge): \(profile)")
      #expect(profile.isNonIncreasing, "\(edge): \(profile)")
      #expect(profile.largestStep <= 30, "\(edge): \(profile)")
      // The shadow reaches at least the square's edge + offset + 2σ = 148, not beyond 3σ.
      let reach = try #require(profile.lastPainted)
      #expect(reach >= 10 + 2 * sigma, "\(edge): \(profile)")
      #expect(reach <= 10 + 3 * sigma + 1, "\(edge): \(profile)")
    }
  }

  @Test func shadowKeepsAllTheAlphaOfASquare() throws {
    // A translucent square lets the whole shadow be measured, under it too.
    let square = Rectangle().fill(Color.black.opacity(0.5)).frame(width: 60, height: 60)
    let unshadowed = try renderPixels(width: 200, height: 200) { square }
    let shadowed = try renderPixels(width: 200, height: 200) {
      square.shadow(color: .black, radius: 8, x: 10, y: 10)
    }
    let shadow = RecoveredShadow(shadowed: shadowed, unshadowed: unshadowed)
    // Half-opaque content casts a half-opaque shadow: its alpha adds up to the content's,
    // 128 / 255 × 3600 ≈ 1807.
    let expected = unshadowed.coverage()
    #expect(shadow.hiddenPixelCount == 0)
    #expect(abs(expected - 1807) <= 1)
    #expect(abs(shadow.totalAlpha - expected) <= 0.02 * expected)
  }

  @Test func shadowOfAThickStrokeKeepsAllItsAlpha() throws {
    // A ring 20 wide around a circle of radius 50: the filter region must hold the stroke
    // and its blurred shadow, not just the circle.
    let ring = Circle().stroke(Color.black.opacity(0.5), lineWidth: 20)
      .frame(width: 100, height: 100)
    let unshadowed = try renderPixels(width: 220, height: 220) { ring }
    let shadowed = try renderPixels(width: 220, height: 220) {
      ring.shadow(color: .black, radius: 8, x: 10, y: 10)
    }
    let shadow = RecoveredShadow(shadowed: shadowed, unshadowed: unshadowed)
    let expected = unshadowed.coverage()
    #expect(shadow.hiddenPixelCount == 0)
    #expect(abs(shadow.totalAlpha - expected) <= 0.02 * expected)
  }

  @Test func shadowOfAThickStrokeReachesBeyondTheStroke() throws {
    // The ring's outer edge is at radius 60 from (110, 110); the shadow's is at radius 60
    // from (120, 120): at 180 on row 120, right of the ring itself, which ends at
    // 110 + √(60² − 10²) ≈ 169.2 there.
    let image = try renderPixels(width: 220, height: 220) {
      Circle().stroke(.black, lineWidth: 20).frame(width: 100, height: 100)
        .shadow(color: .black, radius: 8, x: 10, y: 10)
    }
    // From 171 on, the shadow fades steadily, is about half at its edge (180), and reaches
    // past it by 2σ, to 188 or beyond, to the right and below.
    let right = AlphaProfile(image, row: 120, columns: 171..<220)
    let below = AlphaProfile(image, column: 120, rows: 171..<220)
    for profile in [right, below] {
      #expect(profile.isNonIncreasing, "\(profile)")
      #expect(abs(profile.alphas[180 - 171] - 128) <= 20, "\(profile)")
      #expect(try #require(profile.lastPainted) >= 188 - 171, "\(profile)")
    }
  }

  @Test func largeBlurKeepsAllItsAlpha() throws {
    // Radius 24: σ = 12, so the blur reaches 36 beyond the square's shadow.
    let square = Rectangle().fill(Color.black.opacity(0.5)).frame(width: 60, height: 60)
    let unshadowed = try renderPixels(width: 260, height: 260) { square }
    let shadowed = try renderPixels(width: 260, height: 260) {
      square.shadow(color: .black, radius: 24, x: 10, y: 10)
    }
    let shadow = RecoveredShadow(shadowed: shadowed, unshadowed: unshadowed)
    let expected = unshadowed.coverage()
    #expect(abs(shadow.totalAlpha - expected) <= 0.02 * expected)
  }

  @Test func largeBlurNearTheCanvasEdgeIsDrawnAsInTheOpen() throws {
    // The square 10 units from the top-left corner of a 150 × 150 canvas, its shadow
    // falling away from that corner: the blur's tails that reach the canvas edge must be
    // drawn as on a canvas 100 larger each way with everything moved 100 in.
    let difference = try edgeDifference(squareAt: 10)
    #expect(difference.largest <= 2)
    // And the shadow reaches beyond the square + offset + 2σ = 10 + 60 + 10 + 24.
    let row = AlphaProfile(difference.nearEdge, row: 40, columns: 0..<150)
    #expect(try #require(row.lastPainted) >= 104)
  }

  @Test func largeBlurTowardTheCanvasEdgeLosesItsTailInLibrsvg() throws {
    // A renderer limitation, kept here as a known issue: librsvg computes each filter
    // primitive only within the canvas, so the part of the offset silhouette pushed beyond
    // the canvas edge is not blurred back onto it (and its three box blurs are each cut
    // at the edge). With the square 5 units from the bottom-right corner, the shadow at
    // the edge comes out lighter than on a larger canvas: by up to 96 of 255 with rsvg
    // 2.54. Blurring before the offset would instead lose the tail along the opposite
    // edges (see `largeBlurNearTheCanvasEdgeIsDrawnAsInTheOpen`).
    let difference = try edgeDifference(squareAt: 85, librsvg: true)
    withKnownIssue("librsvg filters only within the canvas", isIntermittent: true) {
      #expect(difference.largest <= 2)
    }
  }

  /// A 60 × 60 black square at (`position`, `position`) with a shadow of radius 24 cast
  /// (10, 10) away, rendered on a 150 × 150 canvas and, moved 100 in, on a 350 × 350 one:
  /// the largest channel difference between the small canvas and the same pixels of the
  /// large one; drawn by the built-in renderer, or by `rsvg-convert` when `librsvg` is set.
  private func edgeDifference(squareAt position: CGFloat, librsvg: Bool = false) throws
    -> (largest: Int, nearEdge: PNGImage)
  {
    func squareWithShadow(at origin: CGFloat) -> some View {
      Rectangle().fill(.black).frame(width: 60, height: 60)
        .shadow(color: .black, radius: 24, x: 10, y: 10)
        .offset(x: origin, y: origin)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
    func render(_ side: CGFloat, at origin: CGFloat) throws -> PNGImage {
      librsvg
        ? try renderPixelsWithLibrsvg(width: side, height: side) { squareWithShadow(at: origin) }
        : try renderPixels(width: side, height: side) { squareWithShadow(at: origin) }
    }
    let nearEdge = try render(150, at: position)
    let inTheOpen = try render(350, at: position + 100)
    var largest = 0
    for y in 0..<150 {
      for x in 0..<150 {
        let open = inTheOpen[x: x + 100, y: y + 100]
        largest = max(largest, nearEdge[x: x, y: y].maximumDifference(from: open))
      }
    }
    return (largest, nearEdge)
  }

  /// The alpha, 0…1, of a straight edge blurred with standard deviation `sigma`, at
  /// `distance` outside it (negative inside): 1 − Φ(distance / σ).
  static func gaussianEdge(at distance: Double, sigma: Double) -> Double {
    0.5 * erfc(distance / (sigma * 2.0.squareRoot()))
  }
}
