import Foundation

/// Standard output or standard error, written with `write(2)`.
///
/// `FileHandle.write(_:)` traps when the write fails (Foundation forces its throwing write), so
/// a closed, full or broken stream would crash the tool; here a failure is an error the tool
/// reports. A closed pipe is `EPIPE` rather than a fatal `SIGPIPE` once ``prepareProcess()``
/// has run.
enum StandardStream {
  /// Standard output, descriptor 1.
  case output
  /// Standard error, descriptor 2.
  case error

  /// Why writing to a stream failed: the `errno` of the failing write.
  struct WriteFailure: Error, Equatable {
    /// The `errno` value.
    let code: Int32

    /// Whether the reader has gone away (`EPIPE`), as when the tool's output is piped to
    /// `head`: a reason to stop quietly, as Unix tools do, rather than an error to report.
    var isBrokenPipe: Bool { code == EPIPE }

    /// The system's explanation: `No space left on device`.
    var reason: String { String(cString: strerror(code)) }
  }

  /// The file descriptor.
  var descriptor: Int32 {
    switch self {
    case .output: STDOUT_FILENO
    case .error: STDERR_FILENO
    }
  }

  /// Writes all of `text` as UTF-8: writes interrupted by a signal (`EINTR`) are retried and
  /// short writes continued.
  ///
  /// - Throws: ``WriteFailure`` with the `errno` of the first write that fails; part of the
  ///   text may have been written. A write that makes no progress counts as `EIO`.
  func write(_ text: String) throws(WriteFailure) {
    try write(bytes: Array(text.utf8))
  }

  /// Writes all of `bytes`, as ``write(_:)`` writes text.
  ///
  /// - Throws: ``WriteFailure`` as ``write(_:)`` does.
  func write(bytes: [UInt8]) throws(WriteFailure) {
    let failure: Int32? = bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return nil }
      var offset = 0
      while offset < buffer.count {
        let written = Foundation.write(descriptor, base + offset, buffer.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0, errno == EINTR {
          continue
        } else {
          return written < 0 ? errno : EIO
        }
      }
      return nil
    }
    if let failure { throw WriteFailure(code: failure) }
  }

  /// Sets up the process's streams before anything is written.
  ///
  /// - `SIGPIPE` is ignored, so that writing to a pipe whose reader has gone (`shapegen … |
  ///   head -c 10`) fails with `EPIPE`, which the tool handles, instead of killing it.
  /// - Standard input, output or error that the caller closed (`>&-`, `2>&-`) is held open
  ///   on `/dev/null`, read-only: writes to it still fail (`EBADF`) as on a closed stream,
  ///   but a file the tool opens can no longer take its number and receive what was meant
  ///   for standard output or error.
  static func prepareProcess() {
    signal(SIGPIPE, SIG_IGN)
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
    where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      // open(2) returns the lowest free number, which is this one: those below are open.
      let placeholder = open("/dev/null", O_RDONLY)
      if placeholder >= 0, placeholder != descriptor {
        dup2(placeholder, descriptor)
        close(placeholder)
      }
    }
  }
}
