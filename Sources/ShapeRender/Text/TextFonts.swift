import Foundation
import ShapeFonts

/// The fonts that draw text of a ``Font``: a fallback chain from the installed fonts,
/// resolved once per family, weight, slant and design, and shared.
///
/// The chain starts with the font's family (when it names one) and goes on along the list
/// of its design (``FontFallback``); the first face found is the one that gives the
/// metrics, and one that is not of the first family asked is reported in
/// `FontLibrary.system.diagnostics`.
enum TextFonts {
  /// A resolved chain: its faces, each with the family name SVG text uses for it.
  struct Chain: Sendable {
    /// The faces, in the order characters look for a glyph.
    let faces: [FontResolution]
    /// The fonts of ``faces``.
    var fonts: [OpenTypeFont] { faces.map(\.font) }
  }

  /// What a chain is looked up by.
  private struct Key: Hashable {
    let family: String?
    let weight: Int
    let italic: Bool
    let design: Font.Design
  }

  /// The chains resolved so far.
  private final class Cache: @unchecked Sendable {
    let lock = NSLock()
    var chains: [Key: Chain] = [:]
  }

  private static let cache = Cache()

  /// The families `font` looks for, in order.
  static func families(of font: Font) -> [String] {
    let list: [String] =
      switch font.design {
      case .default: FontFallback.sansSerif
      case .serif: FontFallback.serif
      case .rounded: FontFallback.rounded
      case .monospaced: FontFallback.monospaced
      }
    return (font.family.map { [$0] } ?? []) + list
  }

  /// The chain of `font` from the system's fonts: empty when no font is installed.
  static func chain(for font: Font) -> Chain {
    let key = Key(
      family: font.family, weight: font.weight.value, italic: font.isItalic, design: font.design)
    cache.lock.lock()
    if let chain = cache.chains[key] {
      cache.lock.unlock()
      return chain
    }
    cache.lock.unlock()
    let library = FontLibrary.system
    let families = families(of: font)
    var faces: [FontResolution] = []
    if let primary = library.resolve(
      families: families, weight: font.weight.value, italic: font.isItalic)
    {
      faces.append(primary)
      for face in library.chain(
        families: families, weight: font.weight.value, italic: font.isItalic)
      where face.descriptor != primary.descriptor {
        faces.append(face)
      }
    }
    let chain = Chain(faces: faces)
    cache.lock.lock()
    cache.chains[key] = chain
    cache.lock.unlock()
    return chain
  }
}
