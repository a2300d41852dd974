/// The error ``Path/init(svgPathData:)`` throws for malformed SVG path data: what is wrong,
/// and where.
///
/// ```swift
/// do {
///   _ = try Path(svgPathData: "M0 0 L10 x")
/// } catch {
///   print(error)  // expected a number at offset 9
/// }
/// ```
public struct SVGPathDataError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong with the data.
  public enum Reason: Equatable, Sendable {
    /// A character that cannot stand where it does, such as a letter that is not a
    /// command, or a number after `Z`.
    case unexpectedCharacter(Unicode.Scalar)
    /// A number was required, but the data ended or another character stood there.
    case expectedNumber
    /// An arc flag, `0` or `1`, was required.
    case expectedFlag
    /// The data does not start with a move command, `M` or `m`.
    case expectedMove
    /// A number too large for a `Double`, such as `1e999`, a coordinate that becomes
    /// infinite once made absolute, or an arc whose ellipse would reach infinity; a path
    /// never holds non-finite coordinates.
    case numberOutOfRange
  }

  /// What is wrong with the data.
  public let reason: Reason
  /// The offset, in UTF-8 bytes from the start of the data, of the first character that is
  /// wrong; the data's length when the data ends too soon.
  public let offset: Int

  /// Creates an error.
  public init(_ reason: Reason, offset: Int) {
    self.reason = reason
    self.offset = offset
  }

  /// The error in words, such as `unexpected character "x" at offset 12`.
  public var description: String {
    let what: String
    switch reason {
    case .unexpectedCharacter(let character):
      what = "unexpected character \"\(character.escaped(asASCII: false))\""
    case .expectedNumber:
      what = "expected a number"
    case .expectedFlag:
      what = "expected an arc flag (0 or 1)"
    case .expectedMove:
      what = "expected a move command (M or m) to start the data"
    case .numberOutOfRange:
      what = "number out of range"
    }
    return "\(what) at offset \(offset)"
  }
}
