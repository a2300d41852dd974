import Foundation
import GalleryArtwork
import PixelKit
import Testing

/// The committed gallery (`Examples/Output`), the README that shows it, the photo, and the
/// `gallery` command that writes it.
@MainActor @Suite struct GalleryOutputTests {
  /// The package's root folder.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let output = root.appendingPathComponent("Examples/Output")

  static func read(_ url: URL) -> String? {
    (try? Data(contentsOf: url)).map { String(decoding: $0, as: UTF8.self) }
  }

  @Test(arguments: Gallery.items.map(\.name))
  func committedOutputEqualsTheCurrentRendering(name: String) throws {
    let item = try #require(Gallery.item(named: name))
    let url = Self.output.appendingPathComponent(item.fileName)
    let committed = Self.read(url)
    #expect(committed != nil, "\(url.path) is missing: run `swift run gallery` and commit it")
    #expect(
      committed == item.svg,
      "\(url.path) is out of date: run `swift run gallery` from the package root and commit it")
  }

  @Test func committedPhotoIsThePaintedOne() throws {
    let url = Self.output.appendingPathComponent(Gallery.photoFileName)
    #expect(
      try Data(contentsOf: url) == GalleryPhoto.pngData,
      "\(url.path) is out of date: run `swift run gallery` from the package root and commit it")
  }

  @Test func outputHoldsOnlyTheGallery() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.output.path)
      .filter { $0.hasSuffix(".svg") }
    #expect(Set(files) == Set(Gallery.items.map(\.fileName)), "stale files in Examples/Output")
  }

  @Test func galleryPageEmbedsEveryArtwork() throws {
    let page = try #require(Self.read(Self.root.appendingPathComponent("Examples/README.md")))
    for item in Gallery.items {
      #expect(
        page.contains("![\(item.title)](Output/\(item.fileName))"),
        "Examples/README.md does not show \(item.fileName)")
    }
    let contributing = try #require(
      Self.read(Self.root.appendingPathComponent("CONTRIBUTING.md")))
    #expect(page.contains("swift run gallery"))
    #expect(contributing.contains("SNAPSHOT_RECORD=1 swift test"))
    #expect(contributing.contains("SNAPSHOT_RECORD=missing swift test"))
  }

  @Test func everySVGIsSmallAndThePhotoFitsItsBudget() throws {
    for item in Gallery.items {
      #expect(item.svg.utf8.count < 64_000, "\(item.name) is \(item.svg.utf8.count) bytes")
    }
    #expect(GalleryPhoto.pngData.count <= 40_000)
    let decoded = try PNGImage(data: GalleryPhoto.pngData)
    #expect(decoded == GalleryPhoto.bitmap)
    #expect(decoded.width == 240 && decoded.height == 160)
  }

  /// Runs the command, collecting what it prints.
  static func run(_ arguments: [String]) -> (status: Int32, output: String, error: String) {
    var output = ""
    var error = ""
    let status = GalleryCommand.run(
      arguments, output: { output += $0 }, error: { error += $0 })
    return (status, output, error)
  }

  @Test func galleryCommandWritesEveryArtworkIntoTheFolderGiven() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("gallery-\(UUID().uuidString)/nested")
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let result = Self.run([folder.path])
    #expect(result.status == 0)
    #expect(result.error.isEmpty)
    for item in Gallery.items {
      #expect(Self.read(folder.appendingPathComponent(item.fileName)) == item.svg)
      #expect(result.output.contains("wrote \(folder.path)/\(item.fileName) ("))
    }
    let photo = folder.appendingPathComponent(Gallery.photoFileName)
    #expect(try Data(contentsOf: photo) == GalleryPhoto.pngData)
  }

  @Test func galleryCommandHelpExitsZero() {
    let result = Self.run(["--help"])
    #expect(result.status == 0)
    #expect(result.output.contains("Usage: gallery [<folder>]"))
    #expect(result.output.contains("Examples/Output"))
  }

  @Test(arguments: [["--verbose"], ["a", "b"], [""], ["-x", "folder"]])
  func galleryCommandRejectsBadArgumentsWithUsageAndExit64(arguments: [String]) {
    let result = Self.run(arguments)
    #expect(result.status == 64)
    #expect(result.output.isEmpty)
    #expect(result.error.hasPrefix("Error: "))
    #expect(result.error.contains("\nUsage: gallery [<folder>]\n"))
  }

  @Test func galleryCommandReportsAFolderItCannotWrite() throws {
    let blocker = FileManager.default.temporaryDirectory
      .appendingPathComponent("gallery-blocker-\(UUID().uuidString)")
    try Data("file".utf8).write(to: blocker)
    defer { try? FileManager.default.removeItem(at: blocker) }
    let result = Self.run([blocker.appendingPathComponent("inside").path])
    #expect(result.status == 1)
    #expect(result.error.hasPrefix("Error: cannot write the gallery to "))
  }
}
