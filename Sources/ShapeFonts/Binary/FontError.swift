/// Why a font file, or a part of one, could not be read.
///
/// Every reader of this module checks each offset and length against the bytes it holds
/// before it reads, so corrupt data ends in one of these errors, never in a trap. A glyph
/// the font does not have is not an error: it is drawn as the font's `.notdef` glyph.
public enum FontError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The data ends before a structure it promises: `what` names the structure.
  case truncated(_ what: String)
  /// The file is neither an OpenType font nor a TrueType collection (the four bytes it
  /// starts with are given).
  case notAFont(signature: UInt32)
  /// A collection does not hold a face with this index.
  case faceIndexOutOfRange(index: Int, count: Int)
  /// A table every face needs is missing (its tag).
  case missingTable(String)
  /// A table holds a value no valid font has: the table's tag and the reason.
  case invalidTable(String, reason: String)
  /// A composite glyph refers to itself, directly or through other composites.
  case recursiveComposite(glyph: Int)
  /// Composite glyphs nest deeper, or add up to more points, than any real font needs.
  case glyphTooComplex(glyph: Int)
  /// A CFF charstring pushed more operands than the Type 2 limit of 48.
  case charstringStackOverflow(glyph: Int)
  /// A CFF charstring used an operator with fewer operands than it takes.
  case charstringStackUnderflow(glyph: Int)
  /// CFF subroutines nested deeper than the Type 2 limit of 10, or a charstring ran more
  /// operators than any real glyph needs (a subroutine that calls itself ends here).
  case charstringTooDeep(glyph: Int)
  /// A CFF charstring used an operator this reader does not draw, or called a subroutine
  /// that does not exist.
  case invalidCharstring(glyph: Int, reason: String)
  /// A font file could not be read from disk.
  case unreadableFile(path: String)

  /// A sentence that says what went wrong.
  public var description: String {
    switch self {
    case .truncated(let what): "the font data ends inside \(what)"
    case .notAFont(let signature):
      "not an OpenType font or TrueType collection (signature 0x\(String(signature, radix: 16)))"
    case .faceIndexOutOfRange(let index, let count):
      "face \(index) asked of a collection of \(count) faces"
    case .missingTable(let tag): "the font has no '\(tag)' table"
    case .invalidTable(let tag, let reason): "the '\(tag)' table is invalid: \(reason)"
    case .recursiveComposite(let glyph): "composite glyph \(glyph) refers to itself"
    case .glyphTooComplex(let glyph): "glyph \(glyph) nests or repeats too many components"
    case .charstringStackOverflow(let glyph): "the charstring of glyph \(glyph) overflows the stack"
    case .charstringStackUnderflow(let glyph):
      "the charstring of glyph \(glyph) takes more operands than it pushed"
    case .charstringTooDeep(let glyph):
      "the charstring of glyph \(glyph) nests subroutines too deep or runs too long"
    case .invalidCharstring(let glyph, let reason):
      "the charstring of glyph \(glyph) is invalid: \(reason)"
    case .unreadableFile(let path): "cannot read the font file \(path)"
    }
  }
}
