import Foundation
import Shapes

/// Colors and images read from Xcode asset catalogs copied among a bundle's resources, as
/// SwiftUI's `Color("name")` and `Image("name")` find them.
enum AssetCatalog {
  /// How deep group folders in a catalog are searched.
  private static let maximumDepth = 8

  /// The color `name` of the catalogs of `bundle`, or nil.
  static func color(named name: String, in bundle: Bundle) -> Color? {
    asset(name + ".colorset", in: bundle) { folder, data in color(fromContents: data) }
  }

  /// The file of the image `name` of the catalogs of `bundle`, with the scale it is drawn
  /// at: the largest of its scales that names a file.
  static func image(named name: String, in bundle: Bundle) -> (file: URL, scale: CGFloat)? {
    asset(name + ".imageset", in: bundle) { folder, data in
      guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        let entries = root["images"] as? [[String: Any]]
      else { return nil }
      var best: (file: URL, scale: CGFloat)?
      for entry in entries where entry["appearances"] == nil {
        guard let file = entry["filename"] as? String, !file.contains("/") else { continue }
        // "2x" is 2; an entry without a scale (a single vector or large image) is 1.
        let scale = (entry["scale"] as? String).flatMap { Double($0.dropLast()) } ?? 1
        guard scale.isFinite, scale > 0, scale > best?.scale ?? 0 else { continue }
        best = (folder.appendingPathComponent(file), CGFloat(scale))
      }
      return best
    }
  }

  /// What `read` makes of the `Contents.json` of the asset folder `entry` of the first
  /// catalog of `bundle` that has one it can read.
  private static func asset<T>(
    _ entry: String, in bundle: Bundle, _ read: (URL, Data) -> T?
  ) -> T? {
    // A name may hold its group folders ("Brand/Primary"), never a way out of the catalog.
    guard entry.first != ".", !entry.contains(".."), !entry.hasPrefix("/") else { return nil }
    for catalog in catalogs(in: bundle) {
      guard let folder = find(entry, in: catalog, depth: 0),
        let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")),
        let value = read(folder, data)
      else { continue }
      return value
    }
    return nil
  }

  /// The `.xcassets` folders among the resources of `bundle`.
  private static func catalogs(in bundle: Bundle) -> [URL] {
    guard let resources = bundle.resourceURL,
      let names = try? FileManager.default.contentsOfDirectory(atPath: resources.path)
    else { return [] }
    return names.filter { $0.hasSuffix(".xcassets") }.sorted().map {
      resources.appendingPathComponent($0, isDirectory: true)
    }
  }

  /// The folder `entry` in `folder` or in its group folders, breadth first.
  private static func find(_ entry: String, in folder: URL, depth: Int) -> URL? {
    let here = folder.appendingPathComponent(entry, isDirectory: true)
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: here.path, isDirectory: &isFolder),
      isFolder.boolValue
    {
      return here
    }
    guard depth < maximumDepth,
      let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
    else { return nil }
    // Groups are folders without an asset's extension.
    for name in names.sorted() where !name.contains(".") {
      let group = folder.appendingPathComponent(name, isDirectory: true)
      if let found = find(entry, in: group, depth: depth + 1) { return found }
    }
    return nil
  }

  /// The color of a colorset's `Contents.json`: its entry for the light appearance (or
  /// for any), adapting to its entry for the dark appearance if it has one.
  static func color(fromContents data: Data) -> Color? {
    guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let entries = root["colors"] as? [[String: Any]]
    else { return nil }
    // The entry, for every device or else for iOS, whose only appearance is the
    // luminosity given, or which has none when none is given.
    func entry(luminosity: String?) -> [String: Any]? {
      let matching = entries.filter { entry in
        guard let appearances = entry["appearances"] as? [[String: Any]] else {
          return luminosity == nil && entry["appearances"] == nil
        }
        return appearances.count == 1 && appearances[0]["appearance"] as? String == "luminosity"
          && appearances[0]["value"] as? String == luminosity
      }
      return matching.first { ($0["idiom"] as? String) == "universal" }
        ?? matching.first { ($0["idiom"] as? String) == "iphone" } ?? matching.first
    }
    guard let light = (entry(luminosity: "light") ?? entry(luminosity: nil)).flatMap(color(of:))
    else { return nil }
    guard let dark = entry(luminosity: "dark").flatMap(color(of:)) else { return light }
    return Color(light: light, dark: dark)
  }

  /// The color of one entry of a colorset.
  private static func color(of entry: [String: Any]) -> Color? {
    guard let color = entry["color"] as? [String: Any],
      let components = color["components"] as? [String: Any]
    else { return nil }
    func value(_ key: String) -> Double? {
      if let number = components[key] as? Double { return number }
      guard let text = components[key] as? String else { return nil }
      return component(text)
    }
    let opacity = value("alpha") ?? 1
    let space = color["color-space"] as? String ?? "srgb"
    if space.contains("gray"), let white = value("white") {
      return Color(white: white, opacity: opacity)
    }
    guard let red = value("red"), let green = value("green"), let blue = value("blue") else {
      return nil
    }
    let rgbSpace: Color.RGBColorSpace =
      switch space {
      case "display-p3": .displayP3
      case "extended-linear-srgb": .sRGBLinear
      default: .sRGB
      }
    return Color(rgbSpace, red: red, green: green, blue: blue, opacity: opacity)
  }

  /// A component as Xcode writes it: `0.900` (0 to 1), `229` (8 bits) or `0xE5`.
  static func component(_ text: String) -> Double? {
    let text = text.trimmingCharacters(in: .whitespaces)
    if text.hasPrefix("0x") || text.hasPrefix("0X") {
      return UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
    }
    if !text.contains("."), let integer = Int(text) { return Double(integer) / 255 }
    guard let number = Double(text), number.isFinite else { return nil }
    return number
  }
}
