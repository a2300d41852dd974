import Foundation

/// Reads an image file whole, within ``Image/maximumFileSize``, with POSIX calls so that
/// every failure has the system's own explanation.
///
/// Foundation's `Data(contentsOf:)` reads any size, and explains a directory or a device as
/// "NSCocoaErrorDomain error 256" or, for root, "You don't have permission".
enum ImageFile {
  /// The bytes of the regular file at `path`, at most `limit` of them.
  ///
  /// The file is looked at before it is opened: a directory, device, pipe or socket is
  /// refused without opening it (opening a device can have effects, and reading one may
  /// never end), as is a file larger than `limit`. The read itself stops past `limit`
  /// bytes too, in case the file grew in between.
  ///
  /// - Throws: ``ImageError`` with ``ImageError/Reason/unreadable(_:)`` (the `strerror`
  ///   text, `Is a directory`, or `not a regular file`) or ``ImageError/Reason/tooLarge(size:limit:)``.
  static func read(_ path: String, limit: Int) throws(ImageError) -> Data {
    func unreadable(_ why: String) -> ImageError {
      ImageError(source: path, reason: .unreadable(why))
    }
    func systemError() -> ImageError { unreadable(String(cString: strerror(errno))) }

    var status = stat()
    guard stat(path, &status) == 0 else { throw systemError() }
    try check(status, path: path, limit: limit)
    // Non-blocking, so that a file swapped for a pipe in between cannot stall the open.
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { throw systemError() }
    defer { close(descriptor) }
    // What was opened, which may not be what was looked at.
    guard fstat(descriptor, &status) == 0 else { throw systemError() }
    try check(status, path: path, limit: limit)

    var data = Data()
    data.reserveCapacity(Int(status.st_size))
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { buffer in
        Foundation.read(descriptor, buffer.baseAddress, buffer.count)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw systemError()
      }
      if count == 0 { return data }
      // Both terms are at most `limit` plus a chunk: no overflow.
      guard data.count + count <= limit else {
        throw ImageError(source: path, reason: .tooLarge(size: data.count + count, limit: limit))
      }
      data.append(contentsOf: chunk[..<count])
    }
  }

  /// Throws unless `status` is that of a regular file of at most `limit` bytes.
  private static func check(_ status: stat, path: String, limit: Int) throws(ImageError) {
    let type = status.st_mode & S_IFMT
    guard type != S_IFDIR else {
      throw ImageError(source: path, reason: .unreadable(String(cString: strerror(EISDIR))))
    }
    guard type == S_IFREG else {
      throw ImageError(source: path, reason: .unreadable("not a regular file"))
    }
    let size = Int(status.st_size)
    guard size <= limit else {
      throw ImageError(source: path, reason: .tooLarge(size: size, limit: limit))
    }
  }
}
