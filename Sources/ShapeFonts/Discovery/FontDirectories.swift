import Foundation

/// Where the platform keeps fonts.
public enum FontDirectories {
  /// The standard font folders of this platform, the user's last.
  ///
  /// Linux: `/usr/share/fonts`, `/usr/local/share/fonts`, `~/.local/share/fonts`,
  /// `~/.fonts`. macOS: `/System/Library/Fonts`, `/Library/Fonts`, `~/Library/Fonts`.
  /// Folders that do not exist are listed too (a search finds nothing in them).
  public static var standard: [URL] {
    let home = FileManager.default.homeDirectoryForCurrentUser
    #if os(macOS)
      return [
        URL(fileURLWithPath: "/System/Library/Fonts"), URL(fileURLWithPath: "/Library/Fonts"),
        home.appendingPathComponent("Library/Fonts"),
      ]
    #else
      return [
        URL(fileURLWithPath: "/usr/share/fonts"), URL(fileURLWithPath: "/usr/local/share/fonts"),
        home.appendingPathComponent(".local/share/fonts"), home.appendingPathComponent(".fonts"),
      ]
    #endif
  }

  /// The font files (`.ttf`, `.otf`, `.ttc`, `.otc`, any case) under `directories`,
  /// searched to `maximumDepth` folders deep, sorted by path; at most `limit` of them.
  ///
  /// Unreadable folders are skipped. The depth bound keeps a symbolic link loop finite.
  public static func fontFiles(
    in directories: [URL], maximumDepth: Int = 8, limit: Int = 20_000
  ) -> [URL] {
    var files: [URL] = []
    var pending = directories.map { ($0, 0) }
    let manager = FileManager.default
    while let (directory, depth) = pending.popLast(), files.count < limit {
      guard let entries = try? manager.contentsOfDirectory(atPath: directory.path) else {
        continue
      }
      for entry in entries.sorted() {
        let url = directory.appendingPathComponent(entry)
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
        if isDirectory.boolValue {
          if depth < maximumDepth { pending.append((url, depth + 1)) }
        } else if ["ttf", "otf", "ttc", "otc"].contains(url.pathExtension.lowercased()) {
          files.append(url)
        }
      }
    }
    return files.sorted { $0.path < $1.path }.prefix(limit).map { $0 }
  }
}
