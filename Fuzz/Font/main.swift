// Fuzz target `font`: OpenTypeFont(data:) on the input, then every query of each face.
//
// Reading must end in a FontError or a face, never a trap or a hang. Of a face read:
// every character maps to a glyph below the glyph count; advances are 0…65535; every
// outline (of the first glyphs, and of ids past the count, which read as .notdef) is a
// path of finite coordinates or a FontError; kerning of any pair is a 16-bit sum; the
// outline scaled to a size stays finite; the names and metrics can be read.
import Foundation
import ShapeFonts

/// libFuzzer's entry point: runs one input and returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = Data(UnsafeBufferPointer(start: data, count: size))
  guard let faces = try? OpenTypeFont.faceCount(in: bytes) else { return 0 }
  for index in 0..<min(faces, 4) {
    guard let font = try? OpenTypeFont(data: bytes, faceIndex: index) else { continue }
    check(font)
  }
  return 0
}

/// Every query of a face read from the input.
private func check(_ font: OpenTypeFont) {
  keep([font.familyName, font.styleName, font.fullName, font.postScriptName])
  keep([font.ascender, font.descender, font.lineGap, font.weight, font.underline.thickness])
  let scalars: [Unicode.Scalar] = ["A", "V", " ", "é", "\u{FFFF}", "\u{1F600}", "\u{10FFFF}"]
  var glyphs: [GlyphID] = [.notdef]
  for scalar in scalars {
    let glyph = font.glyph(for: scalar)
    guard Int(glyph.rawValue) < font.glyphCount else {
      fatalError("U+\(scalar.value) maps to \(glyph), past the glyph count \(font.glyphCount)")
    }
    glyphs.append(glyph)
  }
  for id in 0..<min(font.glyphCount, 32) { glyphs.append(GlyphID(UInt16(id))) }
  glyphs.append(GlyphID(UInt16(clamping: font.glyphCount)))
  glyphs.append(GlyphID(65535))
  for glyph in glyphs {
    guard (0...65535).contains(font.advance(of: glyph)) else {
      fatalError("advance of \(glyph) is \(font.advance(of: glyph))")
    }
    guard let outline = try? font.outline(of: glyph) else { continue }
    let box = outline.boundingRect
    guard outline.isEmpty || (box.minX.isFinite && box.maxY.isFinite) else {
      fatalError("outline of \(glyph) has bounds \(box)")
    }
    guard let scaled = try? font.path(of: glyph, size: 17, at: CGPoint(x: 3, y: 20)),
      scaled.isEmpty || scaled.boundingRect.width.isFinite
    else { fatalError("the scaled outline of \(glyph) failed where the outline did not") }
  }
  for left in glyphs.prefix(8) {
    for right in glyphs.prefix(8) {
      let kerning = font.kerning(left, right)
      guard abs(kerning) <= 65536 * 4096 else { fatalError("kerning \(kerning)") }
    }
  }
}

/// Keeps a result alive, so that the optimizer cannot drop the call that made it.
@inline(never)
private func keep<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
