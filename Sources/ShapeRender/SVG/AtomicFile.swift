import Foundation

/// Writes a file atomically: into a new temporary file in the directory of the file it
/// replaces, renamed over it once complete, so readers see the old file or the new one,
/// never part of one.
///
/// What the destination names decides what is written:
/// - a symbolic link is followed, as a shell's `>` follows it: the file it leads to is
///   replaced (or created, for a link to nothing) and the link stays;
/// - an existing regular file keeps its permissions, and its owner and group where the
///   process may set them;
/// - anything else that exists (a directory, a device, a pipe, a socket) is refused: the
///   rename would replace it with a regular file.
///
/// A file with several hard links is replaced by a new file under the one name written;
/// the other names keep the old contents, as with any write by rename.
enum AtomicFile {
  /// The most symbolic links followed in a row, as Linux's own limit (`ELOOP`).
  static let maximumLinkDepth = 40

  /// Writes the file at `path` with what `write` puts into the handle it is given.
  ///
  /// - Throws: ``SVGWriteError`` naming `path`: when the destination is not a regular file
  ///   (`Is a directory`, `not a regular file`), its links cannot be followed, the
  ///   temporary file cannot be created, or `write`, flushing or the rename fails. The
  ///   temporary file is removed and the destination left as it was.
  static func write(
    to path: String, _ write: (FileHandle) throws(SVGWriteError) -> Void
  ) throws(SVGWriteError) {
    func failure(_ reason: String) -> SVGWriteError { SVGWriteError(path: path, reason: reason) }
    let (target, existing) = try resolve(path)
    let split = target.lastIndex(of: "/").map { target.index(after: $0) } ?? target.startIndex
    let directory = String(target[..<split])
    let temporary =
      directory + ".\(target[split...]).\(ProcessInfo.processInfo.globallyUniqueString).tmp"
    // 0666 less the umask for a new file, as a shell's `>` creates it.
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else {
      let name = directory.isEmpty ? "." : String(directory.dropLast())
      throw failure("cannot create a file in \(name.isEmpty ? "/" : name) (\(systemError()))")
    }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    do throws(SVGWriteError) {
      if let existing {
        // The owner first: changing it may clear the set-user-ID and set-group-ID bits that
        // the mode then restores. Only root (or the owner, for the group) may change it; the
        // file is then the writer's, as any new file is.
        _ = fchown(descriptor, existing.st_uid, existing.st_gid)
        guard fchmod(descriptor, existing.st_mode & 0o7777) == 0 else {
          throw failure("cannot keep the file's permissions (\(systemError()))")
        }
      }
      try write(handle)
      do {
        try handle.synchronize()
        try handle.close()
      } catch {
        throw failure(SVGWriteError.explanation(of: error))
      }
      guard rename(temporary, target) == 0 else { throw failure(systemError()) }
    } catch {
      try? handle.close()
      unlink(temporary)
      throw SVGWriteError(path: path, reason: error.reason)
    }
  }

  /// The file `path` leads to, its symbolic links followed, and its status when it is an
  /// existing regular file (`nil` when there is no file there yet).
  private static func resolve(_ path: String) throws(SVGWriteError) -> (String, stat?) {
    func failure(_ reason: String) -> SVGWriteError { SVGWriteError(path: path, reason: reason) }
    var current = path
    for _ in 0...maximumLinkDepth {
      var status = stat()
      guard lstat(current, &status) == 0 else {
        // Nothing there: a new file. A missing directory is reported when creating it.
        if errno == ENOENT { return (current, nil) }
        throw failure(systemError())
      }
      switch status.st_mode & S_IFMT {
      case S_IFREG: return (current, status)
      case S_IFDIR: throw failure(String(cString: strerror(EISDIR)))
      case S_IFLNK: current = try linkTarget(current, failure: failure)
      default: throw failure("not a regular file")
      }
    }
    throw failure(String(cString: strerror(ELOOP)))
  }

  /// Where the symbolic link `link` points, as a path: a relative target is relative to the
  /// link's directory (joined as text; the system resolves `..` physically, as it does in
  /// the link).
  private static func linkTarget(_ link: String, failure: (String) -> SVGWriteError)
    throws(SVGWriteError) -> String
  {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let length = buffer.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return -1 }
      return readlink(link, base, buffer.count)
    }
    guard length >= 0 else { throw failure(systemError()) }
    // A target that fills the buffer may have been cut short.
    guard length < buffer.count else { throw failure(String(cString: strerror(ENAMETOOLONG))) }
    let target = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    guard !target.hasPrefix("/"), let slash = link.lastIndex(of: "/") else { return target }
    return String(link[...slash]) + target
  }

  /// The text of the current `errno`.
  private static func systemError() -> String { String(cString: strerror(errno)) }
}
