import Foundation

/// Why an image could not be read, naming the input.
///
/// ```swift
/// do {
///   _ = try Image(contentsOfFile: "photo.gif")
/// } catch {
///   print(error)  // photo.gif: not a PNG or JPEG image
/// }
/// ```
public struct ImageError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Reason: Equatable, Sendable {
    /// The file could not be read; the system's explanation, or `not a regular file`.
    case unreadable(String)
    /// The file has `size` bytes, more than the `limit` an image file may have
    /// (``Image/maximumFileSize``).
    case tooLarge(size: Int, limit: Int)
    /// The bytes are neither PNG nor JPEG.
    case unknownFormat
    /// The data ends before the header that holds the image's size.
    case truncatedHeader
    /// The header is present but invalid; what is wrong with it.
    case invalidHeader(String)
  }

  /// The input: a file path, or a description of in-memory data.
  public let source: String
  /// What went wrong.
  public let reason: Reason

  /// Creates an error for an input.
  public init(source: String, reason: Reason) {
    self.source = source
    self.reason = reason
  }

  /// The message, starting with the input's name.
  public var description: String {
    switch reason {
    case .unreadable(let why): "\(source): cannot read the file (\(why))"
    case .tooLarge(let size, let limit):
      "\(source): the file is too large (\(size) bytes; an image may have \(limit) at most)"
    case .unknownFormat: "\(source): not a PNG or JPEG image"
    case .truncatedHeader: "\(source): the image data ends before its header is complete"
    case .invalidHeader(let why): "\(source): invalid image header (\(why))"
    }
  }
}
