/// A CFF DICT: operands, then the operator they belong to, over and over.
struct CFFDict: Sendable {
  /// The operands of each operator; escaped operators (12 x) are 1200 + x.
  let entries: [Int: [Double]]

  init(_ bytes: FontBytes) throws {
    var entries: [Int: [Double]] = [:]
    var operands: [Double] = []
    var offset = 0
    while offset < bytes.count {
      let b0 = Int(try bytes.uint8(offset))
      switch b0 {
      case 0...21:
        var op = b0
        offset += 1
        if b0 == 12 {
          op = 1200 + Int(try bytes.uint8(offset))
          offset += 1
        }
        entries[op] = operands
        operands = []
      case 28:
        operands.append(Double(try bytes.int16(offset + 1)))
        offset += 3
      case 29:
        operands.append(Double(try bytes.int32(offset + 1)))
        offset += 5
      case 30:
        offset += 1
        operands.append(try Self.real(bytes, &offset))
      case 32...246:
        operands.append(Double(b0 - 139))
        offset += 1
      case 247...250:
        operands.append(Double((b0 - 247) * 256 + Int(try bytes.uint8(offset + 1)) + 108))
        offset += 2
      case 251...254:
        operands.append(Double(-(b0 - 251) * 256 - Int(try bytes.uint8(offset + 1)) - 108))
        offset += 2
      default:
        throw FontError.invalidTable("CFF ", reason: "DICT byte \(b0)")
      }
      guard operands.count <= 48 else {
        throw FontError.invalidTable("CFF ", reason: "DICT with more than 48 operands")
      }
    }
    self.entries = entries
  }

  /// A real number: nibbles of digits, point, exponent and sign, up to 0xF.
  private static func real(_ bytes: FontBytes, _ offset: inout Int) throws -> Double {
    var text = ""
    while true {
      let byte = try bytes.uint8(offset)
      offset += 1
      for nibble in [byte >> 4, byte & 0xF] {
        switch nibble {
        case 0...9: text += String(nibble)
        case 0xA: text += "."
        case 0xB: text += "E"
        case 0xC: text += "E-"
        case 0xE: text += "-"
        case 0xF: return Double(text) ?? 0
        default: break
        }
      }
      guard text.count < 64 else { return Double(text) ?? 0 }
    }
  }

  /// The operand of `op` at `index`, as an integer offset or count, or `nil`.
  func integer(_ op: Int, _ index: Int = 0) -> Int? {
    guard let values = entries[op], index < values.count else { return nil }
    let value = values[index]
    guard value.isFinite, value >= 0, value < 0x1_0000_0000 else { return nil }
    return Int(value)
  }
}
