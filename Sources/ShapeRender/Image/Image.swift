import Foundation
import Shapes

/// A PNG or JPEG image, embedded in the SVG as a data URI.
///
/// ```swift
/// let photo = try Image(contentsOfFile: "photo.jpg")
///   .resizable()
/// ZStack {
///   photo.scaledToFill().clipShape(Trapezium())
/// }
/// ```
///
/// The pixel size comes from the image's header, wherever in the data the format puts it
/// (a JPEG's frame header may follow megabytes of EXIF or ICC data); nothing else is
/// decoded. Reading fails with an ``ImageError`` naming the input when the file cannot be
/// read (it is missing, unreadable, not a regular file, or larger than
/// ``maximumFileSize``), the bytes are neither PNG nor JPEG, or the header is truncated or
/// invalid.
///
/// Drawing: a resizable image is stretched over the room it is offered (use
/// ``View/scaledToFit()`` or ``View/scaledToFill()`` to keep its aspect ratio); a
/// non-resizable image takes one point per pixel, and its parent places it (centred by
/// default).
///
/// `Image(systemName:)` draws a symbol of this package's own catalog, in the SF Symbols
/// names and style (see ``init(systemName:)``).
public struct Image: Sendable {
  /// The encoded bytes.
  public let data: Data
  /// The width and height in pixels.
  public let pixelSize: CGSize
  /// Whether the image stretches over its frame.
  public let isResizable: Bool
  /// The SF Symbol an `Image(systemName:)` names, or nil for a PNG or JPEG image.
  public let systemName: String?
  /// The name of an `Image(_:bundle:)` whose file was not found (or could not be read),
  /// which draws nothing; nil otherwise.
  let missingName: String?
  let header: ImageHeader
  /// Pixels per point: the image's natural size is its pixel size over this (an
  /// ``AsyncImage`` of `scale` 2 shows a 100-pixel image 50 points wide).
  var scale: CGFloat = 1
  /// Whether a bitmap is drawn as a template: its shape in the foreground color.
  var isTemplate = false

  /// The largest image file ``init(contentsOfFile:)`` reads: 64 MiB (67,108,864 bytes).
  ///
  /// The image is held whole and embedded in the SVG as base64, a third larger again, so
  /// a larger file is refused before it is read.
  public static let maximumFileSize = 64 << 20

  /// Reads an image from PNG or JPEG bytes.
  public init(data: Data) throws(ImageError) {
    try self.init(data: data, source: "image data (\(data.count) bytes)")
  }

  /// Reads an image from a PNG or JPEG file.
  ///
  /// Only a regular file of at most ``maximumFileSize`` bytes is read: a directory, device,
  /// pipe or socket is ``ImageError/Reason/unreadable(_:)`` (`Is a directory`, `not a
  /// regular file`), and a larger file ``ImageError/Reason/tooLarge(size:limit:)``, both
  /// without reading it. Other failures give the system's explanation (`No such file or
  /// directory`, `Permission denied`).
  public init(contentsOfFile path: String) throws(ImageError) {
    try self.init(data: try ImageFile.read(path, limit: Self.maximumFileSize), source: path)
  }

  /// Reads an image from a PNG or JPEG file URL.
  public init(contentsOf url: URL) throws(ImageError) {
    try self.init(contentsOfFile: url.path)
  }

  private init(data: Data, source: String) throws(ImageError) {
    header = try ImageHeader(bytes: data, source: source)
    self.data = data
    pixelSize = CGSize(width: header.width, height: header.height)
    isResizable = false
    systemName = nil
    missingName = nil
  }

  /// The image named `name` among the resources of `bundle` (the main bundle when nil): a
  /// PNG or JPEG file `name.png`, `name.jpg` or `name.jpeg`, or `name` itself when it has
  /// its extension; or else the image set `name.imageset` of an asset catalog (a
  /// `.xcassets` folder among the resources), at the largest of its scales, as SwiftUI
  /// finds an image in an asset catalog: a `2x` file 100 pixels wide is 50 points wide.
  ///
  /// ```swift
  /// Image("background", bundle: .module)
  /// ```
  ///
  /// **Degenerate input.** An image that is not found, or that cannot be read (see
  /// ``init(contentsOfFile:)``), takes no room unless resizable and draws nothing, as
  /// SwiftUI's missing images do, and ``Artwork/diagnostics`` names it.
  public init(_ name: String, bundle: Bundle? = nil) {
    let bundle = bundle ?? .main
    let candidates =
      [name + ".png", name + ".jpg", name + ".jpeg", name].compactMap { file in
        bundle.url(forResource: file, withExtension: nil)
      }
    for url in candidates {
      if let image = try? Image(contentsOf: url) {
        self = image
        return
      }
    }
    if let asset = AssetCatalog.image(named: name, in: bundle),
      var image = try? Image(contentsOf: asset.file)
    {
      image.scale = asset.scale
      self = image
      return
    }
    data = Data()
    pixelSize = .zero
    isResizable = false
    systemName = nil
    missingName = name
    header = ImageHeader(format: .png, width: 0, height: 0)
  }

  /// The symbol `systemName`, drawn from this package's catalog of symbols in the style of
  /// SF Symbols (see <doc:Symbols>).
  ///
  /// ```swift
  /// Image(systemName: "plus.circle").font(.largeTitle)
  /// ```
  ///
  /// The symbol is as tall as a line of text in the font around it (1.2 times its size:
  /// about 41 points for `.largeTitle`, 20 for `.body`), as wide as its glyph, and drawn in
  /// the foreground color with strokes as heavy as the font's weight.
  ///
  /// **Degenerate input.** A name the catalog lacks is drawn as a square of that height
  /// with a rounded outline and a cross through it, so that it is visibly not the symbol,
  /// and ``Artwork/diagnostics`` lists it. A symbol's ``data`` is empty and its
  /// ``pixelSize`` zero.
  public init(systemName: String) {
    data = Data()
    pixelSize = .zero
    isResizable = false
    self.systemName = systemName
    missingName = nil
    header = ImageHeader(format: .png, width: 0, height: 0)
  }

  private init(_ image: Image, isResizable: Bool) {
    data = image.data
    pixelSize = image.pixelSize
    header = image.header
    systemName = image.systemName
    missingName = image.missingName
    scale = image.scale
    isTemplate = image.isTemplate
    self.isResizable = isResizable
  }

  /// The image, stretched over whatever frame it is given.
  public func resizable() -> Image {
    Image(self, isResizable: true)
  }

  /// The image's natural size: one point per pixel (at ``scale`` 1); a symbol's is one
  /// point tall and as wide as its aspect ratio.
  var intrinsicSize: CGSize {
    systemName == nil ? pointSize : CGSize(width: symbolAspectRatio(), height: 1)
  }

  /// The pixel size over ``scale``.
  private var pointSize: CGSize {
    CGSize(width: pixelSize.width / scale, height: pixelSize.height / scale)
  }

  @usableFromInline func size(for proposal: ProposedViewSize, in context: ResolveContext) -> CGSize
  {
    let natural = systemName == nil ? pointSize : symbolSize(in: context)
    return isResizable ? proposal.replacingUnspecifiedDimensions(by: natural) : natural
  }

  @usableFromInline func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    if let missingName {
      Diagnostics.report(.missingImage(missingName))
      return []
    }
    guard rect.width > 0, rect.height > 0 else { return [] }
    if context.isRedacted {
      return [
        Redaction.placeholder(forImageIn: rect, foreground: context.foreground ?? .color(.primary))
      ]
    }
    if let systemName { return symbolNodes(named: systemName, in: rect, context: context) }
    let node = Node.image(ImageNode(image: self, rect: rect))
    guard isTemplate else { return [node] }
    let paint = context.foreground ?? .color(.primary)
    let fill = Node.shape(
      ShapeNode(
        path: Path(rect), fill: ResolvedPaint(paint: paint, frame: rect), fillStyle: FillStyle(),
        stroke: nil, strokeStyle: StrokeStyle()))
    return [.group(GroupNode(children: [fill], effect: .mask([node])))]
  }
}

// The view conformance apart from the type, so that making, measuring and drawing text and
// images is not bound to the main actor; only the body is, as for every view.
extension Image: View, PrimitiveView, IntrinsicallySized {
  /// An empty view: the drawing primitives of this package have no body of their own.
  public var body: EmptyView { return EmptyView() }
}
