import Foundation
import GalleryArtwork
import ShapeSnapshotTesting
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// One snapshot per gallery artwork, in `__Snapshots__/GallerySnapshotTests/<name>.svg`.
///
/// Record new ones with `SNAPSHOT_RECORD=missing swift test`, all of them with
/// `SNAPSHOT_RECORD=1 swift test`; then run `swift run gallery` so `Examples/Output`
/// follows.
@MainActor @Suite struct GallerySnapshotTests {
  /// Checks the artwork `name` against its snapshot.
  func check(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let item = try #require(Gallery.item(named: name), sourceLocation: sourceLocation)
    assertSnapshot(of: item.svg, named: name, sourceLocation: sourceLocation)
  }

  @Test func trapeziumHero() throws { try check("trapezium-hero") }

  @Test func crisscross() throws { try check("crisscross") }

  @Test func allFourCorners() throws { try check("all-four-corners") }

  @Test func memorizeCards() throws { try check("memorize-cards") }

  @Test func pieSweep() throws { try check("pie-sweep") }

  @Test func cornerStyles() throws { try check("corner-styles") }

  @Test func paintAndEffects() throws { try check("paint-and-effects") }

  @Test func trapeziumFinale() throws { try check("trapezium-finale") }

  @Test func pieCountdown() throws { try check("pie-countdown") }

  @Test func cs193pLecture2() throws { try check("cs193p-lecture2") }

  @Test func cs193pMemorize() throws { try check("cs193p-memorize") }

  @Test func everyArtworkHasItsSnapshotTestAndNoSnapshotIsStale() throws {
    let folder = SnapshotStore.directory(forTestFile: #filePath)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { !$0.hasPrefix(".") }
    #expect(Set(files) == Set(Gallery.items.map(\.fileName)))
    // Each artwork is checked by a test of its own above, named after it.
    let source = try String(contentsOfFile: #filePath, encoding: .utf8)
    for item in Gallery.items {
      #expect(source.contains("try check(\"\(item.name)\")"), "no snapshot test for \(item.name)")
    }
  }

  @Test(arguments: Gallery.items.map(\.name))
  func everyArtworkIsWellFormedXML(name: String) throws {
    let item = try #require(Gallery.item(named: name))
    let parser = XMLParser(data: Data(item.svg.utf8))
    #expect(parser.parse(), "\(name): \(parser.parserError.map(String.init(describing:)) ?? "")")
  }

  @Test(arguments: Gallery.items.map(\.name))
  func renderingIsDeterministic(name: String) throws {
    let item = try #require(Gallery.item(named: name))
    #expect(item.svg == item.svg)
  }
}
