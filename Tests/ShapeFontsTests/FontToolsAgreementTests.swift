import Foundation
import ShapeFonts
import Testing

/// The reader against fontTools: the values `Fixtures/record_fonttools.py` recorded for
/// DejaVu Sans, Liberation Sans (TrueType) and Nimbus Sans (CFF).
@Suite struct FontToolsAgreementTests {
  static let files = [TestFonts.dejaVuSans, TestFonts.liberationSans, TestFonts.nimbusSans]

  @Test func theRecordHoldsEveryFont() throws {
    for file in Self.files {
      let face = try #require(FontToolsRecord.face(file))
      #expect(face.glyphs.count > 100, "\(file)")
    }
  }

  @Test(arguments: files)
  func namesAndMetricsAgree(_ file: String) throws {
    let font = try TestFonts.load(file)
    let record = try #require(FontToolsRecord.face(file))
    #expect(font.familyName == record.family)
    #expect(font.styleName == record.style)
    #expect(font.postScriptName == record.postScriptName)
    #expect(font.unitsPerEm == record.unitsPerEm)
    #expect(font.glyphCount == record.glyphCount)
    #expect(font.weight == record.weightClass)
    #expect(font.hasCFFOutlines == record.isCFF)
  }

  @Test(arguments: files)
  func charactersMapToTheSameGlyphs(_ file: String) throws {
    let font = try TestFonts.load(file)
    let record = try #require(FontToolsRecord.face(file))
    for (code, glyph) in record.characters {
      let scalar = try #require(UInt32(code).flatMap(Unicode.Scalar.init))
      #expect(Int(font.glyph(for: scalar).rawValue) == glyph, "U+\(code) of \(file)")
    }
  }

  @Test(arguments: files)
  func advancesAgree(_ file: String) throws {
    let font = try TestFonts.load(file)
    let record = try #require(FontToolsRecord.face(file))
    for glyph in record.glyphs {
      #expect(font.advance(of: GlyphID(UInt16(glyph.id))) == glyph.advance, "\(glyph.name)")
    }
  }

  @Test(arguments: files)
  func outlineAreasAgreeToAMillionthOfTheUnitSquare(_ file: String) throws {
    let font = try TestFonts.load(file)
    let record = try #require(FontToolsRecord.face(file))
    for glyph in record.glyphs {
      let area = try font.outline(of: GlyphID(UInt16(glyph.id))).area
      #expect(abs(area - glyph.area) <= 1e-6, "\(glyph.name): \(area) vs \(glyph.area)")
    }
  }

  @Test(arguments: files)
  func boundingBoxesAgree(_ file: String) throws {
    let font = try TestFonts.load(file)
    let record = try #require(FontToolsRecord.face(file))
    for glyph in record.glyphs {
      let outline = try font.outline(of: GlyphID(UInt16(glyph.id)))
      guard let bounds = glyph.bounds else {
        #expect(outline.boundingRect.isNull || outline.boundingRect.isEmpty, "\(glyph.name)")
        continue
      }
      let box = outline.boundingRect
      let ours = [box.minX, box.minY, box.maxX, box.maxY]
      #expect(
        zip(ours, bounds).allSatisfy { abs($0 - $1) <= 1e-6 }, "\(glyph.name): \(ours) vs \(bounds)"
      )
    }
  }

  @Test(arguments: files)
  func kernTablePairsAgree(_ file: String) throws {
    let font = try TestFonts.load(file)
    let record = try #require(FontToolsRecord.face(file))
    for pair in record.kernTablePairs {
      let value = font.kernTableKerning(GlyphID(UInt16(pair[0])), GlyphID(UInt16(pair[1])))
      #expect(value == pair[2], "\(pair)")
    }
  }

  @Test(arguments: files)
  func positioningPairsAgree(_ file: String) throws {
    let font = try TestFonts.load(file)
    let record = try #require(FontToolsRecord.face(file))
    #expect(record.gposPairs.contains { $0[2] != 0 })
    for pair in record.gposPairs {
      let value = font.positioningKerning(GlyphID(UInt16(pair[0])), GlyphID(UInt16(pair[1])))
      #expect(value == pair[2], "\(pair)")
      // GPOS, where the font has it, is the kerning layout uses.
      #expect(font.kerning(GlyphID(UInt16(pair[0])), GlyphID(UInt16(pair[1]))) == pair[2])
    }
  }
}
