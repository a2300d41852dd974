/// Escaping of caller text for XML content and attribute values.
enum XMLText {
  /// Appends `text` with `&`, `<`, `>`, `"` and `'` escaped, dropping the characters XML
  /// 1.0 cannot hold (control characters other than tab, line feed and carriage return,
  /// lone surrogates never occur in a Swift string, U+FFFE and U+FFFF).
  static func appendEscaped(_ text: String, to output: inout [UInt8]) {
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": output.append(contentsOf: "&amp;".utf8)
      case "<": output.append(contentsOf: "&lt;".utf8)
      case ">": output.append(contentsOf: "&gt;".utf8)
      case "\"": output.append(contentsOf: "&quot;".utf8)
      case "'": output.append(contentsOf: "&apos;".utf8)
      case "\t", "\n", "\r": output.append(UInt8(scalar.value))
      default:
        let value = scalar.value
        if value < 0x20 || value == 0xFFFE || value == 0xFFFF { continue }
        if value < 0x80 {
          output.append(UInt8(value))
        } else {
          output.append(contentsOf: String(scalar).utf8)
        }
      }
    }
  }

  /// `text` reduced to characters allowed in an XML name (letters, digits, `-`, `_`, `.`),
  /// others replaced by `_`, and prefixed with `_` when it would start with a digit,
  /// `-` or `.`.
  static func nameFragment(_ text: String) -> String {
    var result = String(
      text.unicodeScalars.map { scalar -> Character in
        let allowed =
          ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
          || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_" || scalar == "."
        return allowed ? Character(scalar) : "_"
      })
    if let first = result.unicodeScalars.first,
      ("0"..."9").contains(first) || first == "-" || first == "."
    {
      result = "_" + result
    }
    return result
  }
}
