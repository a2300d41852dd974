import Foundation

/// One face of a font file found on disk: where it is, and the names and style that
/// matching compares, read from its `name`, `OS/2` and `head` tables.
///
/// Descriptors are read without loading the rest of the file: only the table directory
/// and those three tables. The face itself is read by ``FontLibrary/font(for:)``.
public struct FontFaceDescriptor: Hashable, Sendable, CustomStringConvertible {
  /// The font file.
  public let url: URL
  /// The face's index in the file: 0, or its place in a TrueType collection.
  public let faceIndex: Int
  /// The family, typographic where the font has one (`name` ID 16, else 1).
  public let family: String
  /// The legacy family (`name` ID 1), which may name a style too ("DejaVu Sans Light").
  public let legacyFamily: String
  /// The style name, such as "Bold Italic".
  public let style: String
  /// The PostScript name, empty when the font has none.
  public let postScriptName: String
  /// The weight class, 1…1000 (400 regular, 700 bold).
  public let weight: Int
  /// The width class, 1…9 (5 normal).
  public let widthClass: Int
  /// Whether the face is italic or oblique.
  public let isItalic: Bool

  /// "DejaVu Sans Bold (400, /usr/share/…/DejaVuSans-Bold.ttf)"-style text.
  public var description: String {
    "\(family) \(style) (weight \(weight)\(isItalic ? ", italic" : ""), \(url.path)#\(faceIndex))"
  }

  /// Whether `name` is this face's family, legacy family or PostScript name, ignoring case.
  public func hasFamily(_ name: String) -> Bool {
    let key = name.lowercased()
    return family.lowercased() == key || legacyFamily.lowercased() == key
      || postScriptName.lowercased() == key
  }

  /// The faces of the font file at `url`; none when it cannot be read or is not a font
  /// (an error is never thrown: a directory holds all kinds of files).
  public static func faces(inFileAt url: URL) -> [FontFaceDescriptor] {
    guard let handle = try? FileHandle(forReadingFrom: url) else { return [] }
    defer { try? handle.close() }
    guard let start = read(handle, 0, 12), let signature = try? start.uint32(0) else { return [] }
    var headers: [Int] = []
    if signature == TableDirectory.collectionSignature {
      guard let count = try? start.uint32(8), count > 0, count <= 1024,
        let offsets = read(handle, 12, 4 * Int(count))
      else { return [] }
      headers = (0..<Int(count)).compactMap { (try? offsets.uint32(4 * $0)).map(Int.init) }
    } else if TableDirectory.isFontSignature(signature) {
      headers = [0]
    }
    return headers.enumerated().compactMap { index, header in
      face(handle, url: url, index: index, header: header)
    }
  }

  private static func face(_ handle: FileHandle, url: URL, index: Int, header: Int)
    -> FontFaceDescriptor?
  {
    guard let top = read(handle, header, 12), let count = try? top.uint16(4),
      let records = read(handle, header + 12, 16 * Int(count))
    else { return nil }
    var tables: [String: (offset: Int, length: Int)] = [:]
    for i in 0..<Int(count) {
      guard let tag = try? records.tag(16 * i), let offset = try? records.uint32(16 * i + 8),
        let length = try? records.uint32(16 * i + 12)
      else { return nil }
      tables[tag] = (Int(offset), Int(length))
    }
    guard tables["cmap"] != nil, tables["glyf"] != nil || tables["CFF "] != nil,
      let nameRange = tables["name"], nameRange.length < 1 << 24,
      let nameBytes = read(handle, nameRange.offset, nameRange.length),
      let names = try? NameTable(table: nameBytes), let family = names.family
    else { return nil }
    let os2 = tables["OS/2"].flatMap { read(handle, $0.offset, min($0.length, 100)) }
      .flatMap { try? OS2Table(table: $0) }
    let macStyle =
      tables["head"].flatMap { read(handle, $0.offset + 44, 2) }
      .flatMap { try? $0.uint16(0) } ?? 0
    let weight = os2.map(\.weightClass).flatMap { (1...1000).contains($0) ? $0 : nil }
    return FontFaceDescriptor(
      url: url, faceIndex: index, family: family, legacyFamily: names.strings[1] ?? family,
      style: names.subfamily ?? "", postScriptName: names.strings[6] ?? "",
      weight: weight ?? (macStyle & 1 != 0 ? 700 : 400),
      widthClass: os2.map(\.widthClass).flatMap { (1...9).contains($0) ? $0 : nil } ?? 5,
      isItalic: os2?.isItalic ?? (macStyle & 2 != 0))
  }

  /// `length` bytes at `offset` of the file, or `nil` when it is shorter.
  private static func read(_ handle: FileHandle, _ offset: Int, _ length: Int) -> FontBytes? {
    guard offset >= 0, length >= 0, (try? handle.seek(toOffset: UInt64(offset))) != nil,
      let data = try? handle.read(upToCount: length), data.count == length
    else { return nil }
    return FontBytes([UInt8](data))
  }
}
