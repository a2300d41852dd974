import Foundation

/// A fresh, empty folder in the temporary directory, removed by ``remove()``.
struct TemporaryDirectory {
  /// The folder.
  let url: URL

  /// Creates an empty folder with a unique name.
  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("SnapshotsTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// A path inside the folder.
  func appending(_ component: String) -> URL {
    url.appendingPathComponent(component)
  }

  /// The names of the files in `folder` (recursively, relative to it), sorted.
  func files(in folder: URL) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    var names: [String] = []
    while let name = enumerator.nextObject() as? String {
      var isDirectory: ObjCBool = false
      let exists = FileManager.default.fileExists(
        atPath: folder.appendingPathComponent(name).path, isDirectory: &isDirectory)
      if exists, !isDirectory.boolValue { names.append(name) }
    }
    return names.sorted()
  }

  /// The text of a file, or `nil` when it does not exist.
  func text(_ url: URL) -> String? {
    (try? Data(contentsOf: url)).map { String(decoding: $0, as: UTF8.self) }
  }

  /// Writes `text` to `url`, creating folders.
  func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// Removes the folder and everything in it.
  func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
