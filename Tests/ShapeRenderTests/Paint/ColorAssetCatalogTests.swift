import Foundation
import ShapeRender
import Testing

/// Color("name", bundle:): colors read from Xcode asset catalogs among a bundle's files.
@Suite final class ColorAssetCatalogTests {
  /// The bundle folders this test made, removed when it ends.
  private var folders: [URL] = []

  deinit {
    for folder in folders { try? FileManager.default.removeItem(at: folder) }
  }

  /// A bundle folder holding `Assets.xcassets` with the colorsets `sets` (path → JSON).
  private func bundle(_ sets: [String: String]) throws -> Bundle {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("assets-\(UUID().uuidString)", isDirectory: true)
    folders.append(root)
    for (path, json) in sets {
      let folder = root.appendingPathComponent("Assets.xcassets/\(path).colorset")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(json.utf8).write(to: folder.appendingPathComponent("Contents.json"))
    }
    return try #require(Bundle(path: root.path))
  }

  /// A colorset's JSON with one entry for any appearance, after one for high contrast,
  /// which is not read.
  private func colorset(space: String, _ components: String) -> String {
    """
    {"colors":[
      {"appearances":[{"appearance":"contrast","value":"high"}],"idiom":"universal",
       "color":{"color-space":"srgb","components":{"red":"1.000","green":"1.000","blue":"1.000","alpha":"1.000"}}},
      {"idiom":"universal","color":{"color-space":"\(space)","components":{\(components)}}}
    ],"info":{"author":"xcode","version":1}}
    """
  }

  @Test func componentsAreReadAsXcodeWritesThem() throws {
    let bundle = try bundle([
      "Decimal": colorset(
        space: "srgb", #""red":"0.900","green":"0.200","blue":"0.400","alpha":"0.500""#),
      "Hex": colorset(space: "srgb", #""red":"0xE5","green":"0x00","blue":"0xFF","alpha":"1.000""#),
      "Bits": colorset(space: "srgb", #""red":"229","green":"0","blue":"255","alpha":"1.000""#),
      "Gray": colorset(space: "gray-gamma-22", #""white":"0.250","alpha":"1.000""#),
      "Wide": colorset(space: "display-p3", #""red":"1.000","green":"0.000","blue":"0.000""#),
    ])
    #expect(
      Color("Decimal", bundle: bundle) == Color(red: 0.9, green: 0.2, blue: 0.4, opacity: 0.5))
    let hex = Color(red: 229.0 / 255, green: 0, blue: 1)
    #expect(Color("Hex", bundle: bundle) == hex)
    #expect(Color("Bits", bundle: bundle) == hex)
    #expect(Color("Gray", bundle: bundle) == Color(white: 0.25))
    #expect(Color("Wide", bundle: bundle) == Color(.displayP3, red: 1, green: 0, blue: 0))
  }

  @Test func colorsAreFoundInGroupFoldersAndByTheirGroupPath() throws {
    let bundle = try bundle([
      "Brand/Primary": colorset(space: "srgb", #""red":"0.000","green":"0.500","blue":"1.000""#)
    ])
    let primary = Color(red: 0, green: 0.5, blue: 1)
    #expect(Color("Primary", bundle: bundle) == primary)
    #expect(Color("Brand/Primary", bundle: bundle) == primary)
  }

  @Test func missingOrUnreadableColorsAreClear() throws {
    let bundle = try bundle([
      "Broken": "{ not json",
      "Empty": #"{"colors":[]}"#,
      "NaN": colorset(space: "srgb", #""red":"nan","green":"0","blue":"0""#),
    ])
    for name in ["Missing", "Broken", "Empty", "NaN", "", "../Broken", "/etc/Broken"] {
      #expect(Color(name, bundle: bundle) == .clear, "\(name)")
    }
  }

  /// A colorset's JSON with an entry of `red` for each luminosity given (`nil` for any).
  private func colorset(reds: [(luminosity: String?, red: String)]) -> String {
    let entries = reds.map { entry in
      let appearances =
        entry.luminosity.map { #""appearances":[{"appearance":"luminosity","value":"\#($0)"}],"# }
        ?? ""
      return #"{\#(appearances)"idiom":"universal","color":{"color-space":"srgb","#
        + #""components":{"red":"\#(entry.red)","green":"0","blue":"0"}}}"#
    }
    return #"{"colors":[\#(entries.joined(separator: ","))]}"#
  }

  /// The fill the SVG of a square of `color` has, in `appearance`.
  @MainActor private func fill(of color: Color, in appearance: ColorScheme) -> Substring? {
    let svg = SVGRenderer().render(
      Artwork(width: 4, height: 4) { Rectangle().fill(color).preferredColorScheme(appearance) })
    return svg.firstRange(of: "fill=\"").map { svg[$0.upperBound...].prefix(7) }
  }

  @MainActor @Test func aDarkEntryIsTheColorInTheDarkAppearance() throws {
    let bundle = try bundle([
      "Adapting": colorset(reds: [(nil, "0x10"), ("dark", "0x20")]),
      "Lit": colorset(reds: [("dark", "0x20"), (nil, "0x10"), ("light", "0x30")]),
      "Plain": colorset(reds: [(nil, "0x10")]),
    ])
    #expect(fill(of: Color("Adapting", bundle: bundle), in: .light) == "#100000")
    #expect(fill(of: Color("Adapting", bundle: bundle), in: .dark) == "#200000")
    // An entry for the light appearance is taken over the one for any.
    #expect(fill(of: Color("Lit", bundle: bundle), in: .light) == "#300000")
    #expect(fill(of: Color("Lit", bundle: bundle), in: .dark) == "#200000")
    #expect(fill(of: Color("Plain", bundle: bundle), in: .dark) == "#100000")
    #expect(Color("Plain", bundle: bundle) == Color(red: 16.0 / 255, green: 0, blue: 0))
  }
}
