/// Picks, among the faces of one family, the one nearest a weight and slant, as CSS
/// font matching does.
enum FontMatching {
  /// The best face of `faces` for `weight` and `italic`, or `nil` when `faces` is empty.
  ///
  /// A face of the asked slant beats any other; then normal width (5) beats the nearest
  /// other width; then the nearest weight, and between two equally near, the one CSS
  /// prefers: lighter for a weight under 400, heavier for one over 500, and for 400 and
  /// 500 the other of the two first.
  static func best(of faces: [FontFaceDescriptor], weight: Int, italic: Bool)
    -> FontFaceDescriptor?
  {
    faces.min { score($0, weight, italic).lexicographicallyPrecedes(score($1, weight, italic)) }
  }

  private static func score(_ face: FontFaceDescriptor, _ weight: Int, _ italic: Bool) -> [Int] {
    let slant = face.isItalic == italic ? 0 : 1
    let width = abs(face.widthClass - 5)
    var distance = abs(face.weight - weight) * 2
    // Between two faces as near, the one on the side CSS looks first.
    let heavierFirst = weight > 500 || (weight >= 400 && weight <= 500 && face.weight <= 500)
    if face.weight != weight, (face.weight > weight) != heavierFirst { distance += 1 }
    // Faces outside 400…500 come after the other of the pair, for 400 and 500.
    if (400...500).contains(weight), !(400...500).contains(face.weight) { distance += 1000 }
    return [slant, width, distance, face.faceIndex]
  }
}
