import BenchmarkWorkloads
import Foundation
import GalleryArtwork
import ShapeRender

/// The raster workloads: each drawn by the raster renderer into pixels, or written as the
/// SVG that resvg renders as the baseline, so that both sides draw the same picture.
///
/// - R1: W1's 10,000 shapes through `GraphicsContext`, 2000 × 2000 pixels.
/// - R2: the gallery's trapezium hero (photo, clip, blur shadow, text) at scale 3; its SVG
///   has the text as glyph outlines (`textOutput: .paths`), so resvg draws the same glyphs.
/// - R3: W2's 1,000,000-point path stroked 1 wide, on a 2000 × 2000 canvas.
@MainActor
enum RasterWorkload {
  /// What a raster run writes: the PNG, nothing (the pixels are drawn, not encoded), or the
  /// SVG of the same picture.
  enum Format: String {
    case png, none, svg
  }

  /// The canvas of R1 and R3, in points and pixels.
  static let canvas = CGSize(width: 2000, height: 2000)
  /// R2's pixels per point.
  static let heroScale: CGFloat = 3

  static func run(_ workload: String, format: Format, output: String?) throws {
    switch format {
    case .svg:
      let handle = try openOutput(output)
      try writeSVG(workload, to: handle)
    case .png, .none:
      let image = try render(workload)
      // A pixel read, so that drawing without encoding cannot be optimized away.
      let probe = image.rgba.isEmpty ? 0 : Int(image.rgba[image.rgba.count / 2])
      guard format == .png else {
        if probe > 255 { FileHandle.standardError.write(Data("unreachable\n".utf8)) }
        return
      }
      let handle = try openOutput(output)
      handle.write(image.pngData())
    }
  }

  private static func render(_ workload: String) throws -> RasterImage {
    switch workload {
    case "r1":
      return try RasterRenderer().render(width: canvas.width, height: canvas.height) {
        context, _ in GridWorkload.draw(count: 10_000, in: &context)
      }
    case "r2":
      return try RasterRenderer(scale: heroScale).render(TrapeziumHero.artwork)
    default:
      return try RasterRenderer().render(width: canvas.width, height: canvas.height) {
        context, _ in LongPathWorkload.draw(in: &context)
      }
    }
  }

  private static func writeSVG(_ workload: String, to handle: FileHandle) throws {
    let renderer = SVGRenderer(textOutput: .paths)
    switch workload {
    case "r1":
      try renderer.render(width: canvas.width, height: canvas.height, to: handle) { context, _ in
        GridWorkload.draw(count: 10_000, in: &context)
      }
    case "r2":
      try renderer.render(TrapeziumHero.artwork, to: handle)
    default:
      try renderer.render(width: canvas.width, height: canvas.height, to: handle) { context, _ in
        LongPathWorkload.draw(in: &context)
      }
    }
  }
}
