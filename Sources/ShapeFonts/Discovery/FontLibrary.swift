import Foundation

/// The fonts a program can use: the faces found in font folders and font files, matched
/// by family, weight and slant, each read once and kept.
///
/// ```swift
/// import ShapeFonts
///
/// let resolution = FontLibrary.system.resolve(
///   families: ["Helvetica"] + FontFallback.sansSerif, weight: 700, italic: false)
/// resolution?.descriptor.family  // "Liberation Sans" on Debian with fonts-liberation
/// resolution?.diagnostic          // says Helvetica was missing, and what stood in
/// ```
///
/// ``system`` searches the platform's standard folders (``FontDirectories/standard``) the
/// first time it is asked, once for the life of the program. A library is safe to share
/// between threads: its state is behind a lock.
///
/// **Degenerate input.** Files that are not fonts, or whose names cannot be read, are
/// skipped. A face that matches but then fails to read is skipped for the next one, with a
/// diagnostic. With no font at all, ``resolve(families:weight:italic:)`` returns `nil`.
public final class FontLibrary: @unchecked Sendable {
  /// The library of the platform's standard font folders.
  public static let system = FontLibrary(directories: FontDirectories.standard)

  private let lock = NSLock()
  private let directories: [URL]
  private var scanned: [FontFaceDescriptor]?
  private var registered: [FontFaceDescriptor] = []
  private var loaded: [FontFaceDescriptor: OpenTypeFont] = [:]
  private var failed: Set<FontFaceDescriptor> = []
  private var notes: [String] = []

  /// A library of the fonts under `directories` (searched when first asked) and of the
  /// font `files` given.
  public init(directories: [URL], files: [URL] = []) {
    self.directories = directories
    registered = files.flatMap(FontFaceDescriptor.faces(inFileAt:))
  }

  /// Adds the faces of the font file at `url`, found before those of the folders; returns
  /// them (none when the file cannot be read or is not a font).
  @discardableResult
  public func register(fileAt url: URL) -> [FontFaceDescriptor] {
    let faces = FontFaceDescriptor.faces(inFileAt: url)
    locked { registered += faces }
    return faces
  }

  /// Every face, those registered first, then those of the folders by path.
  public var faces: [FontFaceDescriptor] {
    locked { registered + scannedFaces() }
  }

  /// The folders' faces; the caller holds the lock.
  private func scannedFaces() -> [FontFaceDescriptor] {
    if let scanned { return scanned }
    let faces = FontDirectories.fontFiles(in: directories).flatMap(
      FontFaceDescriptor.faces(inFileAt:))
    scanned = faces
    return faces
  }

  /// The family names of every face, each once, sorted.
  public var families: [String] { Array(Set(faces.map(\.family))).sorted() }

  /// The faces of `family` (by family, legacy family or PostScript name, ignoring case).
  public func faces(ofFamily family: String) -> [FontFaceDescriptor] {
    faces.filter { $0.hasFamily(family) }
  }

  /// The face of `family` nearest `weight` (100…900) and `italic`, or `nil` when no face
  /// has that family.
  public func face(family: String, weight: Int, italic: Bool) -> FontFaceDescriptor? {
    FontMatching.best(of: faces(ofFamily: family), weight: weight, italic: italic)
  }

  /// The face described, read once and kept; throws ``FontError`` when it cannot be read.
  public func font(for descriptor: FontFaceDescriptor) throws -> OpenTypeFont {
    if let font = locked({ loaded[descriptor] }) { return font }
    let font = try OpenTypeFont(contentsOf: descriptor.url, faceIndex: descriptor.faceIndex)
    locked { loaded[descriptor] = font }
    return font
  }

  /// The first of `families` that has a face that reads, matched to `weight` and
  /// `italic`; else any face that reads, nearest the style; `nil` when there is none.
  ///
  /// When the face is not of the first family asked, the resolution's
  /// ``FontResolution/diagnostic`` says so, and the library keeps the sentence in
  /// ``diagnostics``.
  public func resolve(families: [String], weight: Int, italic: Bool) -> FontResolution? {
    var skipped: [String] = []
    for family in families {
      var candidates = faces(ofFamily: family)
      while let face = FontMatching.best(of: candidates, weight: weight, italic: italic) {
        if let font = try? font(for: face) {
          return resolution(font, face, asked: families, skipped: skipped)
        }
        note("\(face) cannot be read; skipped")
        candidates.removeAll { $0 == face }
      }
      skipped.append(family)
    }
    // Any font at all, rather than nothing.
    var all = faces
    while let face = FontMatching.best(of: all, weight: weight, italic: italic) {
      if let font = try? font(for: face) {
        return resolution(font, face, asked: families, skipped: skipped)
      }
      all.removeAll { $0 == face }
    }
    note("no font found for \(families.joined(separator: ", ")): no font is installed")
    return nil
  }

  /// A fallback chain for text: the best face of each of `families` that has one and
  /// reads, in the list's order, each face once.
  ///
  /// Text laid out in the chain (``TextLayout``) takes each character from the first face
  /// that has it. Empty when no family of the list is installed.
  public func chain(families: [String], weight: Int, italic: Bool) -> [FontResolution] {
    var seen: Set<FontFaceDescriptor> = []
    var fonts: [FontResolution] = []
    for family in families {
      guard let face = face(family: family, weight: weight, italic: italic),
        seen.insert(face).inserted, let font = try? font(for: face)
      else { continue }
      fonts.append(FontResolution(font: font, descriptor: face, diagnostic: nil))
    }
    return fonts
  }

  private func resolution(
    _ font: OpenTypeFont, _ face: FontFaceDescriptor, asked: [String], skipped: [String]
  ) -> FontResolution {
    var diagnostic: String?
    if !skipped.isEmpty {
      diagnostic =
        "font family \(skipped.map { "'\($0)'" }.joined(separator: ", ")) not found; "
        + "using '\(face.family)' (\(face.url.path))"
      note(diagnostic ?? "")
    }
    return FontResolution(font: font, descriptor: face, diagnostic: diagnostic)
  }

  private func note(_ text: String) {
    locked { if !notes.contains(text) { notes.append(text) } }
  }

  /// Runs `body` holding the lock (`NSLock.withLock` is newer than macOS 13 on Apple's
  /// Foundation).
  private func locked<T>(_ body: () throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }

  /// Every fallback and unreadable face this library has reported, each once, in order.
  public var diagnostics: [String] { locked { notes } }
}

/// A face chosen for a family list, weight and slant, with what the choice had to fall
/// back from.
public struct FontResolution: Sendable {
  /// The face, read.
  public let font: OpenTypeFont
  /// Where it comes from, and its names.
  public let descriptor: FontFaceDescriptor
  /// `nil` when the face is of the first family asked; otherwise a sentence naming the
  /// families that were missing and the one used instead.
  public let diagnostic: String?
}
