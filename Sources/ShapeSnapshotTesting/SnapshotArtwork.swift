import Foundation
import ShapeRender

/// A value the artwork strategies render: `Artwork` of any content conforms.
///
/// The protocol lets ``Snapshotting/svg`` and ``Snapshotting/png(precision:tolerance:scale:)``
/// be written `.svg` and `.png(…)` for an artwork of any view type.
@MainActor @preconcurrency
public protocol SnapshotArtwork {
  /// The artwork as SVG, as `SVGRenderer` writes it.
  func snapshotSVG() -> String
  /// The artwork's pixels, drawn by `RasterRenderer` at `scale` pixels a point.
  ///
  /// - Throws: `RasterError` when the canvas in pixels is empty or too large.
  func snapshotPixels(scale: CGFloat) throws -> RasterImage
}

extension Artwork: SnapshotArtwork {
  /// The artwork as SVG, as `SVGRenderer` writes it.
  public func snapshotSVG() -> String {
    SVGRenderer().render(self)
  }

  /// The artwork's pixels, drawn by `RasterRenderer` at `scale` pixels a point.
  ///
  /// - Throws: `RasterError` when the canvas in pixels is empty or too large (a scale of
  ///   zero, a negative or non-finite scale among them).
  public func snapshotPixels(scale: CGFloat) throws -> RasterImage {
    try RasterRenderer(scale: scale).render(self)
  }
}

extension Snapshotting where Value: SnapshotArtwork {
  /// The artwork's SVG, compared exactly, with a unified line diff when it differs.
  ///
  /// SVG is deterministic, so any change of output, even one no eye would see, fails.
  public static var svg: Snapshotting {
    Snapshotting<String>.text(pathExtension: "svg").pullback { $0.snapshotSVG() }
  }

  /// The artwork's pixels as a PNG file, drawn by the built-in `RasterRenderer`, compared
  /// pixel by pixel.
  ///
  /// A pixel matches when no channel (red, green, blue, alpha, 0…255) differs by more than
  /// `tolerance`; the snapshot matches when at least `precision` of the pixels match. When
  /// it does not, the failure counts the differing pixels and gives the largest channel
  /// difference, and a diff image is written beside the actual output: differing pixels in
  /// red, the others in faded gray.
  ///
  /// - Parameters:
  ///   - precision: The fraction of pixels that must match, 0…1; 1 (the default) is every
  ///     pixel. Values past either end are clamped to it; NaN counts as 1.
  ///   - tolerance: The channel levels a matching pixel may differ by; 0 (the default)
  ///     asks for equal pixels. Negative values count as 0.
  ///   - scale: Pixels a point, as `RasterRenderer`'s scale; a scale that gives an empty or
  ///     too large canvas fails the snapshot with the renderer's error.
  ///
  /// Images of different sizes never match.
  public static func png(precision: Double = 1, tolerance: Int = 0, scale: CGFloat = 1)
    -> Snapshotting
  {
    Snapshotting(
      pathExtension: "png", snapshot: { try $0.snapshotPixels(scale: scale).pngData() },
      difference: { reference, actual in
        PixelDiff.compare(
          reference: reference, actual: actual, precision: precision, tolerance: tolerance)
      })
  }
}
