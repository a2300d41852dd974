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
/// read, the bytes are neither PNG nor JPEG, or the header is truncated or invalid.
///
/// Drawing: a resizable image is stretched over the room it is offered (use
/// ``View/scaledToFit()`` or ``View/scaledToFill()`` to keep its aspect ratio); a
/// non-resizable image takes one point per pixel, and its parent places it (centred by
/// default).
public struct Image: View, PrimitiveView, IntrinsicallySized {
  /// The encoded bytes.
  public let data: Data
  /// The width and height in pixels.
  public let pixelSize: CGSize
  /// Whether the image stretches over its frame.
  public let isResizable: Bool
  let header: ImageHeader

  /// Reads an image from PNG or JPEG bytes.
  public init(data: Data) throws(ImageError) {
    try self.init(data: data, source: "image data (\(data.count) bytes)")
  }

  /// Reads an image from a PNG or JPEG file.
  public init(contentsOfFile path: String) throws(ImageError) {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw ImageError(source: path, reason: .unreadable(Self.explanation(of: error)))
    }
    try self.init(data: data, source: path)
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
  }

  private init(_ image: Image, isResizable: Bool) {
    data = image.data
    pixelSize = image.pixelSize
    header = image.header
    self.isResizable = isResizable
  }

  /// The image, stretched over whatever frame it is given.
  public func resizable() -> Image {
    Image(self, isResizable: true)
  }

  /// The image's natural size: one point per pixel.
  var intrinsicSize: CGSize { pixelSize }

  /// An empty view: the drawing primitives of this package have no body of their own.
  public var body: EmptyView { return EmptyView() }

  func size(for proposal: CGSize, in context: ResolveContext) -> CGSize {
    isResizable ? proposal : pixelSize
  }

  func resolve(in rect: CGRect, context: ResolveContext) -> [Node] {
    guard rect.width > 0, rect.height > 0 else { return [] }
    return [.image(ImageNode(image: self, rect: rect))]
  }

  /// A short explanation of a file-reading error.
  private static func explanation(of error: any Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain,
      let code = POSIXErrorCode(rawValue: Int32(underlying.code))
    {
      return String(cString: strerror(code.rawValue))
    }
    if nsError.domain == NSCocoaErrorDomain, nsError.code == NSFileReadNoSuchFileError {
      return "No such file or directory"
    }
    return nsError.localizedDescription
  }
}
