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
/// escaped; layers whose geometry is not finite are left out.
public struct SVGRenderer: Sendable {
  /// The number of decimals of coordinates, 0…12; 3 by default.
  public var precision: Int
  /// A prefix for the ids of definitions, so documents can be inlined side by side;
  /// characters not allowed in an XML name are replaced by `_`.
  public var idPrefix: String
  /// How finely animated shapes are sampled into SMIL keyframes: within 0.1 units, at most
  /// 256 keyframes, by default.
  public var keyframeOptions: KeyframeOptions

  /// Creates a renderer.
  public init(
    precision: Int = 3, idPrefix: String = "", keyframeOptions: KeyframeOptions = KeyframeOptions()
  ) {
    self.precision = min(max(precision, 0), 12)
    self.idPrefix = idPrefix.isEmpty ? "" : XMLText.nameFragment(idPrefix)
    self.keyframeOptions = keyframeOptions
  }

  /// The SVG document of `artwork`, as text.
  public func render<Content: View>(_ artwork: Artwork<Content>) -> String {
    var bytes: [UInt8] = []
    writeDocument(artwork) { chunk in
      bytes.append(contentsOf: chunk)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Streams the SVG document of `artwork` to `handle`, in chunks, without building the
  /// whole document in memory.
  ///
  /// If writing fails part-way the handle holds part of the document; use
  /// ``write(_:to:)`` for a file that is either complete or untouched.
  public func render<Content: View>(_ artwork: Artwork<Content>, to handle: FileHandle)
    throws(SVGWriteError)
  {
    do {
      try writeDocument(artwork) { chunk in
        try handle.write(contentsOf: chunk)
      }
    } catch let error as SVGWriteError {
      throw error
    } catch {
      throw SVGWriteError(path: nil, reason: error.localizedDescription)
    }
  }

  /// Writes the SVG document of `artwork` to a file atomically: into a temporary file
  /// beside it, renamed over the destination once complete.
  public func write<Content: View>(_ artwork: Artwork<Content>, to url: URL)
    throws(SVGWriteError)
  {
    let directory = url.deletingLastPathComponent()
    let temporary = directory.appendingPathComponent(
      ".\(url.lastPathComponent).\(ProcessInfo.processInfo.globallyUniqueString).tmp")
    guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
      throw SVGWriteError(path: url.path, reason: "cannot create a file in \(directory.path)")
    }
    do {
      let handle = try FileHandle(forWritingTo: temporary)
      defer { try? handle.close() }
      try render(artwork, to: handle)
      try handle.synchronize()
      if rename(temporary.path, url.path) != 0 {
        throw SVGWriteError(path: url.path, reason: String(cString: strerror(errno)))
      }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      if let error = error as? SVGWriteError {
        throw SVGWriteError(path: url.path, reason: error.reason)
      }
      throw SVGWriteError(path: url.path, reason: error.localizedDescription)
    }
  }

  /// Writes the document, handing bytes to `drain` whenever a megabyte has gathered, and
  /// once at the end.
  func writeDocument<Content: View>(
    _ artwork: Artwork<Content>, drain: ([UInt8]) throws -> Void
  ) rethrows {
    let nodes = artwork.resolve(keyframeOptions: keyframeOptions)
    var writer = SVGDocumentWriter(precision: precision, idPrefix: idPrefix)
    writer.beginDocument(
      width: artwork.width, height: artwork.height, usesImages: nodes.contains { $0.containsImage })
    for node in nodes {
      writer.write(node)
      if writer.output.count >= 1 << 20 {
        try drain(writer.output)
        writer.output.removeAll(keepingCapacity: true)
      }
    }
    writer.endDocument()
    try drain(writer.output)
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
