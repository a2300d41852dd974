import Foundation
import ShapeFonts
import Testing

/// Finding faces by family, weight and slant, and falling back with a diagnostic.
@Suite final class FontLibraryTests {
  /// The folders this test made, removed when it ends.
  private var folders: [URL] = []

  deinit {
    for folder in folders { try? FileManager.default.removeItem(at: folder) }
  }

  /// A folder holding copies of `files`, for a library that sees only them.
  func folder(_ files: [String]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("shapefonts-\(UUID().uuidString)")
    folders.append(folder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for file in files {
      let source = URL(fileURLWithPath: file)
      try FileManager.default.copyItem(
        at: source, to: folder.appendingPathComponent(source.lastPathComponent))
    }
    return folder
  }

  static let dejaVuFolder = "/usr/share/fonts/truetype/dejavu"

  @Test func findsDejaVuSansFacesByWeightAndSlant() throws {
    _ = try TestFonts.load(TestFonts.dejaVuSans)
    let library = FontLibrary(directories: [URL(fileURLWithPath: Self.dejaVuFolder)])
    let regular = try #require(library.face(family: "DejaVu Sans", weight: 400, italic: false))
    #expect(regular.url.lastPathComponent == "DejaVuSans.ttf")
    let bold = try #require(library.face(family: "dejavu sans", weight: 700, italic: false))
    #expect(bold.url.lastPathComponent == "DejaVuSans-Bold.ttf")
    let oblique = try #require(library.face(family: "DejaVu Sans", weight: 400, italic: true))
    #expect(oblique.url.lastPathComponent == "DejaVuSans-Oblique.ttf")
    let boldOblique = try #require(library.face(family: "DejaVu Sans", weight: 800, italic: true))
    #expect(boldOblique.url.lastPathComponent == "DejaVuSans-BoldOblique.ttf")
    // Semibold is nearer bold than regular; 500 takes 400 before heavier faces.
    #expect(
      library.face(family: "DejaVu Sans", weight: 600, italic: false)?.url.lastPathComponent
        == "DejaVuSans-Bold.ttf")
    #expect(
      library.face(family: "DejaVu Sans", weight: 500, italic: false)?.url.lastPathComponent
        == "DejaVuSans.ttf")
    #expect(library.face(family: "No Such Family", weight: 400, italic: false) == nil)
  }

  @Test func readsTheNamesAndStyleOfAFace() throws {
    _ = try TestFonts.load(TestFonts.dejaVuSansBold)
    let faces = FontFaceDescriptor.faces(inFileAt: URL(fileURLWithPath: TestFonts.dejaVuSansBold))
    let face = try #require(faces.first)
    #expect(faces.count == 1)
    #expect(face.family == "DejaVu Sans" && face.style == "Bold")
    #expect(face.weight == 700 && !face.isItalic && face.widthClass == 5)
    #expect(face.postScriptName == "DejaVuSans-Bold")
  }

  @Test func aMissingFamilyFallsBackWithADiagnostic() throws {
    _ = try TestFonts.load(TestFonts.dejaVuSans)
    let library = FontLibrary(directories: [
      try folder([TestFonts.dejaVuSans, TestFonts.dejaVuSansBold])
    ])
    let resolution = try #require(
      library.resolve(families: ["Helvetica", "Arial", "DejaVu Sans"], weight: 700, italic: false))
    #expect(resolution.descriptor.url.lastPathComponent == "DejaVuSans-Bold.ttf")
    #expect(resolution.font.familyName == "DejaVu Sans")
    let expected =
      "font family 'Helvetica', 'Arial' not found; using 'DejaVu Sans' (\(resolution.descriptor.url.path))"
    #expect(resolution.diagnostic == expected)
    #expect(library.diagnostics == [expected])
    // No family of the list at all: any face, still reported.
    let any = try #require(library.resolve(families: ["Futura"], weight: 400, italic: false))
    #expect(any.descriptor.url.lastPathComponent == "DejaVuSans.ttf")
    #expect(
      any.diagnostic?.hasPrefix("font family 'Futura' not found; using 'DejaVu Sans'") == true)
  }

  @Test func theFirstFamilyFoundHasNoDiagnostic() throws {
    _ = try TestFonts.load(TestFonts.dejaVuSans)
    let library = FontLibrary(directories: [try folder([TestFonts.dejaVuSans])])
    let resolution = try #require(
      library.resolve(families: ["DejaVu Sans"], weight: 400, italic: false))
    #expect(resolution.diagnostic == nil && library.diagnostics.isEmpty)
  }

  @Test func noFontAtAllIsNilAndReported() throws {
    let library = FontLibrary(directories: [try folder([])])
    #expect(library.resolve(families: FontFallback.sansSerif, weight: 400, italic: false) == nil)
    #expect(library.diagnostics.count == 1)
    #expect(library.diagnostics.first?.hasSuffix("no font is installed") == true)
  }

  @Test func explicitFilesAndCollectionsAreFaces() throws {
    let corrupt = TestFonts.fixtures.appendingPathComponent("Corrupt")
    let library = FontLibrary(
      directories: [], files: [corrupt.appendingPathComponent("collection.ttc")])
    let faces = library.faces(ofFamily: "Shapes Test")
    #expect(faces.map(\.faceIndex) == [0, 1])
    #expect(faces.map(\.weight) == [400, 700])
    let bold = try #require(library.resolve(families: ["Shapes Test"], weight: 700, italic: false))
    #expect(bold.descriptor.faceIndex == 1 && bold.diagnostic == nil)
    #expect(bold.font.styleName == "Bold")
    // A file registered later is found too; a file that is not a font adds nothing.
    #expect(library.register(fileAt: corrupt.appendingPathComponent("valid.otf")).count == 1)
    #expect(library.faces(ofFamily: "Shapes Test CFF").count == 1)
    #expect(
      library.register(fileAt: corrupt.appendingPathComponent("truncated-directory.ttf")).isEmpty)
  }

  @Test func aFaceIsReadOnceAndShared() throws {
    _ = try TestFonts.load(TestFonts.dejaVuSans)
    let library = FontLibrary(directories: [try folder([TestFonts.dejaVuSans])])
    let face = try #require(library.faces.first)
    let fonts = try (0..<8).map { _ in try library.font(for: face) }
    #expect(fonts.allSatisfy { $0.glyphCount == fonts[0].glyphCount })
  }

  @Test func theFallbackListsStartWithHelveticaTimesAndMenlo() {
    #expect(FontFallback.sansSerif.first == "Helvetica")
    #expect(FontFallback.serif.first == "Times")
    #expect(FontFallback.monospaced.first == "Menlo")
    #expect(FontFallback.serif.suffix(FontFallback.sansSerif.count) == FontFallback.sansSerif[...])
  }
}

extension FontLibraryTests {
  @Test func aChainHoldsTheInstalledFamiliesInOrderOnce() throws {
    _ = try TestFonts.load(TestFonts.dejaVuSans)
    _ = try TestFonts.load(TestFonts.liberationSans)
    let library = FontLibrary(directories: [
      try folder([TestFonts.dejaVuSans, TestFonts.liberationSans])
    ])
    let chain = library.chain(
      families: ["Helvetica", "Liberation Sans", "DejaVu Sans", "liberation sans"], weight: 400,
      italic: false)
    #expect(chain.map(\.font.familyName) == ["Liberation Sans", "DejaVu Sans"])
  }
}
