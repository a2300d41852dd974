import Foundation
import ShapeRender
import Testing

/// Image("name", bundle:): image sets of Xcode asset catalogs, at their largest scale.
@MainActor @Suite struct ImageAssetCatalogTests {
  @Test func anImageSetIsDrawnFromItsLargestScaleAtItsPointSize() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("imageset-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let set = root.appendingPathComponent("Assets.xcassets/Icons/Logo.imageset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    let pixels = try #require(
      ImageRenderer(content: Color.red.frame(width: 40, height: 20)).pngData())
    try pixels.write(to: set.appendingPathComponent("logo@2x.png"))
    let contents = """
      {"images":[
        {"idiom":"universal","scale":"1x"},
        {"idiom":"universal","filename":"logo@2x.png","scale":"2x"},
        {"idiom":"universal","filename":"../escape.png","scale":"3x"}
      ],"info":{"author":"xcode","version":1}}
      """
    try Data(contents.utf8).write(to: set.appendingPathComponent("Contents.json"))
    let bundle = try #require(Bundle(path: root.path))

    let artwork = Artwork(width: 100, height: 100) { Image("Logo", bundle: bundle) }
    // 40 × 20 pixels at 2x: 20 × 10 points, centred.
    let svg = SVGRenderer().render(artwork)
    #expect(svg.contains(#"x="40" y="45" width="20" height="10""#))
    #expect(artwork.diagnostics.isEmpty)

    let missing = Artwork(width: 100, height: 100) { Image("Nothing", bundle: bundle) }
    #expect(missing.diagnostics == [.missingImage("Nothing")])
  }
}
