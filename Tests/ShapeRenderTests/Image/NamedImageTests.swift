import Foundation
import Testing

@testable import ShapeRender

/// Image(_:bundle:): an image found by name among a bundle's resources, as SwiftUI finds
/// one in an asset catalog.
@MainActor @Suite struct NamedImageTests {
  /// A folder holding the gallery's photo as `photo.png`, as a bundle.
  private func bundleWithPhoto() throws -> (Bundle, URL) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("named-image-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let photo = try Data(
      contentsOf: URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("../../../Examples/Output/photo.png")
        .standardizedFileURL)
    try photo.write(to: folder.appendingPathComponent("photo.png"))
    return (try #require(Bundle(url: folder)), folder)
  }

  @Test func anImageIsFoundByItsNameWithOrWithoutItsExtension() throws {
    let (bundle, folder) = try bundleWithPhoto()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = try Image(contentsOf: folder.appendingPathComponent("photo.png"))
    let named = Image("photo", bundle: bundle)
    #expect(named.data == file.data && named.pixelSize == file.pixelSize)
    #expect(Image("photo.png", bundle: bundle).data == file.data)
    let artwork = Artwork(width: 100, height: 100) { named.resizable() }
    #expect(SVGRenderer().render(artwork).contains("<image"))
    #expect(artwork.diagnostics.isEmpty)
  }

  @Test func aMissingImageDrawsNothingAndIsNamedInTheDiagnostics() throws {
    let (bundle, folder) = try bundleWithPhoto()
    defer { try? FileManager.default.removeItem(at: folder) }
    let missing = Image("background", bundle: bundle)
    #expect(missing.data.isEmpty && missing.pixelSize == .zero)
    let artwork = Artwork(width: 100, height: 100) {
      VStack {
        missing.resizable().frame(width: 20, height: 20)
        missing
      }
    }
    #expect(!SVGRenderer().render(artwork).contains("<image"))
    #expect(artwork.diagnostics == [.missingImage("background")])
    #expect(artwork.diagnostics.first?.description.contains("Image(\"background\")") == true)
    // Not an image: a file of that name that is neither PNG nor JPEG.
    try Data("not an image".utf8).write(to: folder.appendingPathComponent("notes.png"))
    #expect(Image("notes", bundle: bundle).data.isEmpty)
  }
}
