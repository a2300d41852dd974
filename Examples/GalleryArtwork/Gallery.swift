import CS193pLecture2
import CS193pMemorize
import Foundation
import ShapeRender
import Shapes

/// One picture of the gallery: its file name, its title, its SVG and its pixels.
public struct GalleryItem: Sendable {
  /// The file name without extension, such as `trapezium-hero`; also the snapshot's name.
  public let name: String
  /// The title, used as the image's alternative text.
  public let title: String
  /// Renders the SVG document.
  public let render: @MainActor @Sendable () -> String
  /// Renders the SVG document with text as glyph outlines (`textOutput: .paths`), what
  /// the raster renderer's pixels are compared with.
  public let renderOutlined: @MainActor @Sendable () -> String
  /// Draws the artwork into pixels with the raster renderer; throws `RasterError` for a
  /// canvas it refuses.
  public let rasterize: @MainActor @Sendable (RasterRenderer) throws -> RasterImage

  /// The SVG document.
  @MainActor @preconcurrency public var svg: String { render() }

  /// The file name, `<name>.svg`.
  public var fileName: String { "\(name).svg" }
}

/// Every artwork of the gallery, in one place: the `gallery` executable writes them and
/// the snapshot and rendering tests check them.
///
/// ```swift
/// for item in Gallery.items {
///   print(item.fileName, item.svg.utf8.count)
/// }
/// ```
public enum Gallery {
  /// The renderer every artwork is written with: SVGRenderer's defaults.
  public static let renderer = SVGRenderer()

  /// The artworks, in the order the README shows them.
  public static let items: [GalleryItem] = [
    item("trapezium-hero", "Trapezium hero") { TrapeziumHero.artwork },
    item("crisscross", "Crisscross") { Crisscross.artwork },
    item("all-four-corners", "All four corners") { AllFourCorners.artwork },
    item("memorize-cards", "Memorize cards") { MemorizeCards.artwork },
    item("pie-sweep", "Pie sweep") { PieSweep.artwork },
    item("corner-styles", "Corner styles") { CornerStyles.artwork },
    item("paint-and-effects", "Paint and effects") { PaintAndEffects.artwork },
    item("trapezium-finale", "Trapezium finale") { TrapeziumFinale.artwork },
    item("pie-countdown", "Pie countdown") { PieCountdown.artwork },
    item("cs193p-lecture2", "CS193p lecture 2: Memorize") { CS193pLecture2.artwork },
    item("cs193p-memorize", "CS193p Memorize with AspectVGrid and Cardify") {
      CS193pMemorize.artwork
    },
  ]

  /// The artwork named `name`, or `nil`.
  public static func item(named name: String) -> GalleryItem? {
    items.first { $0.name == name }
  }

  private static func item<Content: View & SendableMetatype>(
    _ name: String, _ title: String,
    _ artwork: @escaping @MainActor @Sendable () -> Artwork<Content>
  ) -> GalleryItem {
    GalleryItem(
      name: name, title: title, render: { renderer.render(artwork()) },
      renderOutlined: { SVGRenderer(textOutput: .paths).render(artwork()) },
      rasterize: { try $0.render(artwork()) })
  }

  /// The name of the photo's file beside the artwork, which the documentation's samples
  /// read as a user's photo.
  public static let photoFileName = "photo.png"

  /// Writes every artwork as `<name>.svg` into `folder`, creating it, and the hero's photo
  /// as ``photoFileName``; returns the files written, in order.
  ///
  /// Each file is written atomically; files of other names in the folder are left alone.
  @MainActor @preconcurrency public static func write(to folder: URL) throws -> [URL] {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var written: [URL] = []
    for item in items {
      let url = folder.appendingPathComponent(item.fileName)
      try Data(item.svg.utf8).write(to: url, options: .atomic)
      written.append(url)
    }
    let photo = folder.appendingPathComponent(photoFileName)
    try GalleryPhoto.pngData.write(to: photo, options: .atomic)
    written.append(photo)
    return written
  }
}
