import Foundation
import ShapeFonts
import Testing
import _TestSupport

/// The small fonts of `Fixtures/Corrupt` (written by `make_corrupt_fonts.py`): each broken
/// one gives a typed error or `.notdef`, never a trap or a hang.
@Suite struct CorruptFontTests {
  static func font(_ file: String) throws -> OpenTypeFont {
    try OpenTypeFont(data: try data(file))
  }

  static func data(_ file: String) throws -> Data {
    try Data(
      contentsOf: TestFonts.fixtures.appendingPathComponent("Corrupt").appendingPathComponent(file))
  }

  @Test func theValidTrueTypeFontReads() throws {
    let font = try Self.font("valid.ttf")
    #expect(font.familyName == "Shapes Test")
    #expect(font.glyphCount == 3 && font.unitsPerEm == 1000)
    let a = font.glyph(for: "A")
    #expect(a == GlyphID(1))
    // The triangle runs clockwise in y-up font units: negative area, as fontTools reads it.
    #expect(try font.outline(of: a).area == -180_000)
    let composite = try font.outline(of: font.glyph(for: "C"))
    #expect(composite.boundingRect == CGRect(x: 700, y: 0, width: 600, height: 600))
    #expect(try font.outline(of: .notdef).area == -280_000)
  }

  @Test func theValidCFFFontReadsThroughItsSubroutine() throws {
    let font = try Self.font("valid.otf")
    #expect(font.hasCFFOutlines)
    let outline = try font.outline(of: font.glyph(for: "A"))
    #expect(outline.area == -180_000)
    #expect(outline.boundingRect == CGRect(x: 0, y: 0, width: 600, height: 600))
  }

  @Test func aGlyphPastTheCountIsNotdef() throws {
    let font = try Self.font("valid.ttf")
    let notdef = try font.outline(of: .notdef)
    #expect(try font.outline(of: GlyphID(3)).svgPathData() == notdef.svgPathData())
    #expect(try font.outline(of: GlyphID(65535)).svgPathData() == notdef.svgPathData())
    #expect(font.advance(of: GlyphID(900)) == font.advance(of: .notdef))
    #expect(font.kerning(GlyphID(900), GlyphID(1)) == 0)
  }

  @Test func aTruncatedDirectoryIsAnError() throws {
    #expect(throws: FontError.self) { try Self.font("truncated-directory.ttf") }
    #expect(throws: FontError.notAFont(signature: 0x4142_4344)) {
      try OpenTypeFont(data: Data("ABCDEFGHIJKLMNOP".utf8))
    }
    #expect(throws: FontError.truncated("the font file")) { try OpenTypeFont(data: Data()) }
  }

  @Test func everyCutOfAValidFontThrowsOrReads() throws {
    for file in ["valid.ttf", "valid.otf"] {
      let whole = try Self.data(file)
      for length in 0..<whole.count {
        guard let font = try? OpenTypeFont(data: whole.prefix(length)) else { continue }
        for glyph in 0..<4 { _ = try? font.outline(of: GlyphID(UInt16(glyph))) }
        _ = font.glyph(for: "A")
      }
    }
  }

  @Test func aTruncatedGlyfTableThrowsFromTheOutline() throws {
    let font = try Self.font("truncated-glyf.ttf")
    #expect(throws: FontError.self) { try font.outline(of: font.glyph(for: "C")) }
  }

  @Test func aCharacterMappedPastTheGlyphCountIsNotdef() throws {
    let font = try Self.font("cmap-past-glyph-count.ttf")
    #expect(font.glyph(for: "B") == .notdef)
    #expect(!font.hasGlyph(for: "B"))
    #expect(font.glyph(for: "A") == GlyphID(1))
  }

  @Test func aCompositeThatListsItselfIsAnError() throws {
    let font = try Self.font("self-composite.ttf")
    #expect(throws: FontError.recursiveComposite(glyph: 2)) {
      try font.outline(of: GlyphID(2))
    }
  }

  @Test func compositesOfEachOtherAreAnError() throws {
    let font = try Self.font("mutual-composite.ttf")
    #expect(throws: FontError.recursiveComposite(glyph: 2)) { try font.outline(of: GlyphID(2)) }
    #expect(throws: FontError.recursiveComposite(glyph: 3)) { try font.outline(of: GlyphID(3)) }
  }

  @Test func aCharstringPastTheStackLimitIsAnError() throws {
    let font = try Self.font("cff-stack-overflow.otf")
    #expect(throws: FontError.charstringStackOverflow(glyph: 1)) {
      try font.outline(of: GlyphID(1))
    }
  }

  @Test func aSubroutineThatCallsItselfIsAnError() throws {
    let font = try Self.font("cff-recursive-subr.otf")
    #expect(throws: FontError.charstringTooDeep(glyph: 1)) { try font.outline(of: GlyphID(1)) }
  }

  @Test func errorsSayWhatWentWrong() {
    #expect(
      FontError.recursiveComposite(glyph: 2).description == "composite glyph 2 refers to itself")
    #expect(FontError.missingTable("glyf").description == "the font has no 'glyf' table")
  }

  @Test func seededByteFlipsNeverTrap() throws {
    var generator = SeededGenerator(seed: 13)
    for file in ["valid.ttf", "valid.otf"] {
      let whole = [UInt8](try Self.data(file))
      for _ in 0..<2000 {
        var bytes = whole
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
          let index = Int.random(in: 0..<bytes.count, using: &generator)
          bytes[index] = UInt8.random(in: 0...255, using: &generator)
        }
        guard let font = try? OpenTypeFont(data: Data(bytes)) else { continue }
        for glyph in 0..<4 {
          _ = try? font.outline(of: GlyphID(UInt16(glyph)))
          _ = font.advance(of: GlyphID(UInt16(glyph)))
        }
        _ = font.kerning(font.glyph(for: "A"), font.glyph(for: "C"))
      }
    }
  }
}
