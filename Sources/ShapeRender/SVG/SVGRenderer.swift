import Foundation
import Shapes

/// Writes artwork as an SVG 1.1 document.
///
/// ```swift
/// let artwork = Artwork(width: 300, height: 300) {
///   Trapezium().fill(.blue)
/// }
/// let svg = SVGRenderer().render(artwork)
/// try SVGRenderer(precision: 2).write(artwork, to: URL(fileURLWithPath: "out.svg"))
/// ```
///
/// The output is deterministic (the same artwork gives the same bytes), compact (numbers
/// at a fixed precision in their shortest form, SVG defaults left out), and spelled in
/// SVG 1.1 so that librsvg, resvg, Inkscape and browsers draw it alike. Caller text is
/// escaped; layers whose geometry is not finite are left out. Animation times are SMIL
/// clock values to the millisecond, from 1 ms to 10⁹ s: times outside are written at the
/// nearer end (an autoreversing pass of 1e308 s lasts 10⁹ s).
public struct SVGRenderer: Sendable {
  /// The number of decimals of coordinates, 0…12; 3 by default.
  public var precision: Int
  /// A prefix for the ids of definitions, so documents can be inlined side by side;
  /// characters not allowed in an XML name are replaced by `_`.
  public var idPrefix: String
  /// How finely animated shapes are sampled into SMIL keyframes: within 0.1 units, at most
  /// 256 keyframes, by default.
  public var keyframeOptions: KeyframeOptions
  /// How measured text is written: as `<text>` (the default) or as glyph outlines.
  public var textOutput: SVGTextOutput

  /// Creates a renderer.
  public init(
    precision: Int = 3, idPrefix: String = "", keyframeOptions: KeyframeOptions = KeyframeOptions(),
    textOutput: SVGTextOutput = .text
  ) {
    self.precision = min(max(precision, 0), 12)
    self.idPrefix = idPrefix.isEmpty ? "" : XMLText.nameFragment(idPrefix)
    self.keyframeOptions = keyframeOptions
    self.textOutput = textOutput
  }

  /// The SVG document of `artwork`, as text.
  @MainActor @preconcurrency public func render<Content: View>(_ artwork: Artwork<Content>)
    -> String
  {
    document(of: artwork).text()
  }

  /// Streams the SVG document of `artwork` to `handle`, in chunks, without building the
  /// whole document in memory.
  ///
  /// If writing fails part-way the handle holds part of the document; use
  /// ``write(_:to:)`` for a file that is either complete or untouched.
  @MainActor @preconcurrency public func render<Content: View>(
    _ artwork: Artwork<Content>, to handle: FileHandle
  )
    throws(SVGWriteError)
  {
    try document(of: artwork).stream(to: handle)
  }

  /// Writes the SVG document of `artwork` to a file atomically: into a temporary file
  /// beside it, renamed over the destination once complete.
  ///
  /// A symbolic link is written through: the file it points to is replaced and the link
  /// kept. An existing file keeps its permissions (and its owner, where the process may
  /// set it). A destination that exists and is not a regular file (a directory, a device,
  /// a pipe) is refused with ``SVGWriteError``, as is a URL with a directory path.
  @MainActor @preconcurrency public func write<Content: View>(
    _ artwork: Artwork<Content>, to url: URL
  )
    throws(SVGWriteError)
  {
    try document(of: artwork).write(to: url)
  }

  // MARK: Drawing

  /// The SVG document of what `drawing` draws on a canvas of `width` by `height`, as text.
  ///
  /// ```swift
  /// let svg = SVGRenderer().render(width: 100, height: 100) { context, size in
  ///   context.fill(Circle().path(in: CGRect(origin: .zero, size: size)), with: .color(.red))
  /// }
  /// ```
  ///
  /// The drawing is SwiftUI's `Canvas` renderer: see ``GraphicsContext``. It writes the
  /// same SVG as the same drawing in a ``Canvas`` that fills ``Artwork`` of that size.
  public func render(
    width: CGFloat, height: CGFloat, background: Color? = nil,
    drawing: (inout GraphicsContext, CGSize) -> Void
  ) -> String {
    withoutActuallyEscaping(drawing) { drawing in
      document(width: width, height: height, background: background, drawing: drawing).text()
    }
  }

  /// Streams the SVG document of what `drawing` draws to `handle`: every operation is
  /// written as it is made and the output handed to the handle a megabyte at a time, so
  /// memory stays flat however much is drawn.
  ///
  /// If writing fails part-way the handle holds part of the document.
  public func render(
    width: CGFloat, height: CGFloat, background: Color? = nil, to handle: FileHandle,
    drawing: (inout GraphicsContext, CGSize) -> Void
  ) throws(SVGWriteError) {
    try withoutActuallyEscaping(drawing) { (drawing) throws(SVGWriteError) in
      try document(width: width, height: height, background: background, drawing: drawing)
        .stream(to: handle)
    }
  }

  /// Writes the SVG document of what `drawing` draws to a file atomically, streaming it
  /// into a temporary file beside it that is renamed over the destination once complete.
  ///
  /// Links, permissions and destinations that are not regular files are handled as by
  /// ``write(_:to:)``.
  public func write(
    width: CGFloat, height: CGFloat, background: Color? = nil, to url: URL,
    drawing: (inout GraphicsContext, CGSize) -> Void
  ) throws(SVGWriteError) {
    try withoutActuallyEscaping(drawing) { (drawing) throws(SVGWriteError) in
      try document(width: width, height: height, background: background, drawing: drawing)
        .write(to: url)
    }
  }

  // MARK: Documents

  /// The document of `artwork`.
  @MainActor func document<Content: View>(of artwork: Artwork<Content>) -> SVGDocument {
    SVGDocument(renderer: self, width: artwork.width, height: artwork.height) {
      let nodes = artwork.resolve(keyframeOptions: keyframeOptions)
      // The nodes are read in place by index: iterating the array would copy each node
      // (a retain of every reference it holds) and destroy the copy.
      return (
        usesLinks(nodes),
        { writer in
          for index in nodes.indices { writer.write(nodes[index]) }
        }
      )
    }
  }

  /// Whether `nodes` link with xlink:href: images do, and `<use>` of glyph outlines.
  ///
  /// Apart from ``document(of:)``, off the main actor: a closure made on the main actor
  /// and handed to the standard library checks its executor at every call.
  private func usesLinks(_ nodes: [Node]) -> Bool {
    nodes.indices.contains {
      nodes[$0].containsImage || (textOutput == .paths && nodes[$0].containsMeasuredText)
    }
  }

  /// The document of a drawing on a canvas.
  func document(
    width: CGFloat, height: CGFloat, background: Color?,
    drawing: @escaping (inout GraphicsContext, CGSize) -> Void
  ) -> SVGDocument {
    let width = width.isFinite ? max(width, 0) : 0
    let height = height.isFinite ? max(height, 0) : 0
    return SVGDocument(renderer: self, width: width, height: height) {
      (
        false,
        { writer in
          let bounds = CGRect(x: 0, y: 0, width: width, height: height)
          if let background {
            writer.write(
              .shape(
                ShapeNode(
                  path: Path(bounds), fill: ResolvedPaint(paint: .color(background), frame: bounds),
                  fillStyle: FillStyle(), stroke: nil, strokeStyle: StrokeStyle())))
          }
          let target = GraphicsTarget(writer: writer)
          var context = GraphicsContext(target: target, bounds: bounds)
          drawing(&context, bounds.size)
          target.flushPending()
        }
      )
    }
  }
}

/// A document about to be written: its size, and what writes its content.
struct SVGDocument {
  /// The renderer's settings.
  let renderer: SVGRenderer
  /// The canvas size.
  let width: CGFloat
  let height: CGFloat
  /// Prepares the content: whether it uses images, and what writes it.
  let prepare: () -> (usesImages: Bool, write: (SVGDocumentWriter) -> Void)

  /// Writes the document, handing full chunks to `drain` when there is one, and returns
  /// what is left.
  func write(drain: ((UnsafeBufferPointer<UInt8>) -> Void)?) -> [UInt8] {
    let (usesImages, content) = prepare()
    let writer = SVGDocumentWriter(
      precision: renderer.precision, idPrefix: renderer.idPrefix, drain: drain)
    writer.textOutput = renderer.textOutput
    writer.beginDocument(width: width, height: height, usesImages: usesImages)
    content(writer)
    writer.endDocument()
    return writer.output.bytes
  }

  /// The whole document as text.
  func text() -> String {
    String(decoding: write(drain: nil), as: UTF8.self)
  }

  /// Streams the document to `handle`.
  func stream(to handle: FileHandle) throws(SVGWriteError) {
    var failure: (any Error)?
    func send(_ bytes: UnsafeBufferPointer<UInt8>) {
      guard failure == nil, !bytes.isEmpty else { return }
      do {
        try handle.write(contentsOf: bytes)
      } catch {
        failure = error
      }
    }
    let rest = write(drain: send)
    rest.withUnsafeBufferPointer(send)
    if let failure {
      throw (failure as? SVGWriteError)
        ?? SVGWriteError(path: nil, reason: SVGWriteError.explanation(of: failure))
    }
  }

  /// Writes the document to a file atomically, as ``AtomicFile`` does: through a symbolic
  /// link to its target, keeping an existing file's permissions, refusing a destination
  /// that is not a regular file (a URL with a directory path among them).
  func write(to url: URL) throws(SVGWriteError) {
    guard !url.hasDirectoryPath else {
      throw SVGWriteError(path: url.path, reason: String(cString: strerror(EISDIR)))
    }
    try AtomicFile.write(to: url.path) { handle throws(SVGWriteError) in
      try stream(to: handle)
    }
  }
}

/// Why an SVG document could not be written.
public struct SVGWriteError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The destination file, when there is one.
  public let path: String?
  /// What went wrong.
  public let reason: String

  /// Creates an error.
  public init(path: String?, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// The message, naming the file.
  public var description: String {
    if let path { return "cannot write \(path): \(reason)" }
    return "cannot write the SVG document: \(reason)"
  }

  /// The system's explanation of a failed write, `No space left on device`, where
  /// Foundation's own would read "The operation could not be completed. There isn't enough
  /// space."
  static func explanation(of error: any Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain, let code = Int32(exactly: underlying.code)
    {
      return String(cString: strerror(code))
    }
    return nsError.localizedDescription
  }
}

extension Node {
  /// Whether the node or anything inside it (masks included) is an image.
  var containsImage: Bool {
    switch self {
    case .image: true
    case .shape, .text: false
    case .group(let group):
      group.children.contains { $0.containsImage }
        || {
          if case .mask(let nodes) = group.effect { return nodes.contains { $0.containsImage } }
          return false
        }()
    }
  }
}
