import Foundation

extension Path {
  /// Creates a path from SVG path data, the text of a `<path d="…">` attribute.
  ///
  /// ```swift
  /// let triangle = try Path(svgPathData: "M0 0 L10 0 l-5 8 z")
  /// triangle.svgPathData()  // "M0 0H10L5 8Z"
  ///
  /// do {
  ///   _ = try Path(svgPathData: "M0 0 L10")
  /// } catch {
  ///   print(error)  // expected a number at offset 8
  /// }
  /// ```
  ///
  /// The whole SVG 1.1 path grammar is read: the commands `M L H V C S Q T A Z`, absolute
  /// (uppercase) and relative (lowercase), with implicit repeats (pairs after a move are
  /// lines), numbers such as `-1-2`, `1.5.5` (1.5 then .5), `.5` and `1e-3`, arc flags with
  /// no separators (`a1 1 0 011 1`), and commas or any SVG whitespace between numbers.
  /// `S` and `T` reflect the previous control point only after `C`/`S` and `Q`/`T`
  /// respectively; after `Z` the current point is the start of the closed sub-path.
  ///
  /// Arcs stay exact arcs, converted to their centre form as the SVG 1.1 implementation
  /// notes say: negative radii count as positive, radii too small to reach the end point
  /// are scaled up, a zero radius draws a straight line, and an arc that ends where it
  /// starts is left out. Every element ends exactly at the point the data gives.
  ///
  /// Empty data, or only whitespace, gives the empty path. Numbers are read correctly
  /// rounded, to the same `Double` as `Double(String)`, however many digits they have, in
  /// time linear in their length: one too small for a `Double` reads as 0 (`1e-999`, or
  /// `1` and a million zeros, then `e-100000000`). Separators follow the grammar: a
  /// comma may stand only between two numbers or flags, so `M,1 2`, `M1,,2` and a comma
  /// before a command letter are malformed. As with ``move(to:)``, a move directly
  /// followed by another move is replaced by it.
  ///
  /// - Throws: ``SVGPathDataError`` for malformed data, with the UTF-8 offset of the first
  ///   character in error; nothing of the data is kept then. Data that does not start
  ///   with a move is malformed, and so is a number too large for a `Double` (`1e999`),
  ///   one whose absolute coordinate would be infinite, or an arc whose ellipse would be,
  ///   since a path never holds non-finite coordinates.
  public init(svgPathData: String) throws(SVGPathDataError) {
    var data = svgPathData
    let result = data.withUTF8 { bytes in
      var reader = SVGPathDataReader(bytes: bytes)
      return Result { () throws(SVGPathDataError) -> Path in try reader.read() }
    }
    self = try result.get()
  }
}
