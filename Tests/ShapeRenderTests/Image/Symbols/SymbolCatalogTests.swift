import Foundation
import Testing

@testable import ShapeRender

/// The glyphs of the symbol catalog: inside their boxes, and cut cleanly where a variant
/// cuts them.
@Suite struct SymbolCatalogTests {
  /// The area the raster back end paints for `path` filled black on a `side`-point canvas.
  func paintedArea(of path: Path, side: CGFloat) throws -> Double {
    let image = try RasterRenderer().render(width: side, height: side) { context, _ in
      context.fill(path, with: .color(.black))
    }
    return stride(from: 3, to: image.rgba.count, by: 4).reduce(0) { sum, index in
      sum + Double(image.rgba[index]) / 255
    }
  }

  @Test func everyGlyphStaysInsideItsBoxAtEveryWeight() {
    for name in SymbolCatalog.glyphs.keys {
      for weight in [Font.Weight.ultraLight, .regular, .black] {
        for suffix in [
          "", ".fill", ".circle", ".circle.fill", ".square", ".rectangle.fill", ".badge.plus",
          ".fill.badge",
        ] {
          guard let symbol = Symbol(named: name + suffix) else { continue }
          let box = CGRect(x: 0, y: 0, width: 100 * symbol.aspectRatio, height: 100)
          let path = symbol.path(in: box, weight: weight, stretched: false)
          #expect(!path.isEmpty, "\(name + suffix) draws nothing")
          // Round ends may reach a little past the box, never further than a stroke.
          let bounds = path.boundingRect
          #expect(
            box.insetBy(dx: -1, dy: -1).contains(bounds),
            "\(name + suffix) at weight \(weight.value) reaches \(bounds), past \(box)")
          // So does a badge.
          let badge = symbol.overlay(in: box, weight: weight, stretched: false)?.ink
          #expect(
            badge.map { box.insetBy(dx: -1, dy: -1).contains($0.boundingRect) } != false,
            "\(name + suffix)'s badge at weight \(weight.value) reaches past \(box)")
        }
      }
    }
  }

  /// A glyph a `.circle.fill` variant cuts out of its disc must be drawn from pieces that
  /// do not overlap: where two overlapped, the cut would leave ink.
  ///
  /// Its filled drawing's area (the pieces' areas, less the cuts') is then the area
  /// painted, at the regular and black weights, and so is its `.circle.fill`'s.
  @Test(arguments: SymbolCatalog.glyphs.keys.sorted())
  func cuttableGlyphIsDrawnFromPiecesThatDoNotOverlap(name: String) throws {
    guard let glyph = SymbolCatalog.glyphs[name], glyph.isCuttable else { return }
    let side: CGFloat = 200
    for (weight, suffix) in [(Font.Weight.regular, ".fill"), (.black, ".fill")]
      + [(.regular, ".circle.fill"), (.black, ".circle.fill"), (.black, ".square.fill")]
    {
      guard let symbol = Symbol(named: name + suffix) else { continue }
      let path = symbol.path(
        in: CGRect(x: 0, y: 0, width: side, height: side), weight: weight, stretched: false)
      let painted = try paintedArea(of: path, side: side)
      #expect(
        abs(path.area - painted) <= 0.005 * painted,
        "\(name + suffix) at \(weight.value): the pieces add up to \(path.area), but \(painted) is painted"
      )
    }
  }

  @Test func plusCircleFillIsTheDiscLessThePlus() throws {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
    let disc = try #require(Symbol(named: "circle.fill"))
    let cut = try #require(Symbol(named: "plus.circle.fill"))
    let discArea = disc.path(in: rect, weight: .regular, stretched: false).area
    let cutPath = cut.path(in: rect, weight: .regular, stretched: false)
    // The plus inside is drawn at 0.56 of its size, its strokes 0.9 of the symbol's 7.5
    // once scaled: two bars of arms 36 × 0.56 long either side of the middle, crossing in
    // a square, with half discs at the four ends.
    let arm = 36 * Symbol.enclosedScale
    let width = 7.5 * 0.9
    let plusArea = 4 * arm * width - width * width + Double.pi * width * width / 2
    #expect(abs(discArea - cutPath.area - plusArea) < 1e-6)
    let painted = try paintedArea(of: cutPath, side: 100)
    #expect(abs(painted - (discArea - plusArea)) < 0.005 * painted)
  }

  @Test func heavyWeightsThinTheGlyphInsideAnEnclosure() throws {
    // 0.9 of the enclosure's stroke up to the regular weight's 7.5; past it, half as steep:
    // 6.75 + 6.5 × 0.45 at the black weight's 14.
    #expect(abs(Symbol.enclosedLineWidth(for: 2.5) - 2.25) < 1e-12)
    #expect(abs(Symbol.enclosedLineWidth(for: 7.5) - 6.75) < 1e-12)
    #expect(abs(Symbol.enclosedLineWidth(for: 14) - (6.75 + 6.5 * 0.45)) < 1e-12)
    // minus.circle.fill at the black weight: the disc less a bar 72 × 0.56 long between its
    // round ends, as wide as the glyph's own black weight, 14 units of its size (less than
    // the 9.675 / 0.56 the rule above gives).
    let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
    let symbol = try #require(Symbol(named: "minus.circle.fill"))
    let area = symbol.path(in: rect, weight: .black, stretched: false).area
    let width = 14 * Symbol.enclosedScale
    let bar = 72 * Symbol.enclosedScale * width + Double.pi * width * width / 4
    #expect(abs(area - (Double.pi * 2500 - bar)) < 1e-6)
  }

  @Test func theArticleListsEveryGlyphOfTheCatalog() throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let article = try String(
      contentsOf: root.appendingPathComponent("Sources/ShapeRender/ShapeRender.docc/Symbols.md"),
      encoding: .utf8)
    let list = try #require(article.components(separatedBy: "### The catalog").last)
    let listed = list.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }
      .map { String($0.element) }
    #expect(listed == SymbolCatalog.glyphs.keys.sorted())
    #expect(article.contains("\(listed.count) glyphs"))
  }
}
