import Shapes

/// Runs a Type 2 charstring and draws its outline: hints are skipped (only counted, to
/// step over hint masks), the width is dropped (`hmtx` has it).
///
/// The Type 2 limits hold: 48 operands on the stack, subroutines nested 10 deep. A
/// charstring that breaks them, or runs more than ``maximumOperators`` operators (a
/// subroutine that calls itself), throws instead of looping.
struct CharstringInterpreter {
  let glyph: Int
  let global: CFFIndex
  let local: CFFIndex
  private var stack: [Double] = []
  private var path = Path()
  private var x = 0.0
  private var y = 0.0
  private var stems = 0
  private var open = false
  private var sawWidth = false
  private var operators = 0
  private var finished = false

  /// The most operators one glyph may run, subroutines included.
  static let maximumOperators = 200_000
  /// The Type 2 stack limit.
  static let maximumStack = 48
  /// The Type 2 subroutine nesting limit.
  static let maximumDepth = 10

  init(glyph: Int, global: CFFIndex, local: CFFIndex) {
    self.glyph = glyph
    self.global = global
    self.local = local
    stack.reserveCapacity(Self.maximumStack)
  }

  /// The subroutine number bias for an INDEX of `count` subroutines.
  private static func bias(_ count: Int) -> Int {
    count < 1240 ? 107 : count < 33900 ? 1131 : 32768
  }

  /// The outline drawn, its last contour closed.
  mutating func finish() -> Path {
    closeContour()
    return path
  }

  private mutating func push(_ value: Double) throws {
    guard stack.count < Self.maximumStack else {
      throw FontError.charstringStackOverflow(glyph: glyph)
    }
    stack.append(value)
  }

  private mutating func closeContour() {
    if open { path.closeSubpath() }
    open = false
  }

  private mutating func moveTo(_ dx: Double, _ dy: Double) {
    closeContour()
    x += dx
    y += dy
    path.move(to: CGPoint(x: x, y: y))
    open = true
  }

  private mutating func lineTo(_ dx: Double, _ dy: Double) {
    x += dx
    y += dy
    path.addLine(to: CGPoint(x: x, y: y))
  }

  private mutating func curveTo(
    _ dx1: Double, _ dy1: Double, _ dx2: Double, _ dy2: Double, _ dx3: Double, _ dy3: Double
  ) {
    let c1 = CGPoint(x: x + dx1, y: y + dy1)
    let c2 = CGPoint(x: c1.x + dx2, y: c1.y + dy2)
    x = c2.x + dx3
    y = c2.y + dy3
    path.addCurve(to: CGPoint(x: x, y: y), control1: c1, control2: c2)
  }

  /// Drops the width, the extra first operand of the first stack-clearing operator.
  private mutating func dropWidth(ifCountIs odd: Bool) {
    if !sawWidth, odd, !stack.isEmpty { stack.removeFirst() }
    sawWidth = true
  }

  private func need(_ count: Int) throws {
    guard stack.count >= count else { throw FontError.charstringStackUnderflow(glyph: glyph) }
  }

  /// Runs `code`, a charstring or subroutine, `depth` calls deep.
  mutating func run(_ code: FontBytes, depth: Int) throws {
    guard depth <= Self.maximumDepth else { throw FontError.charstringTooDeep(glyph: glyph) }
    var offset = 0
    while offset < code.count, !finished {
      operators += 1
      guard operators <= Self.maximumOperators else {
        throw FontError.charstringTooDeep(glyph: glyph)
      }
      let b0 = Int(try code.uint8(offset))
      offset += 1
      switch b0 {
      case 32...246: try push(Double(b0 - 139))
      case 247...250:
        try push(Double((b0 - 247) * 256 + Int(try code.uint8(offset)) + 108))
        offset += 1
      case 251...254:
        try push(Double(-(b0 - 251) * 256 - Int(try code.uint8(offset)) - 108))
        offset += 1
      case 28:
        try push(Double(try code.int16(offset)))
        offset += 2
      case 255:
        try push(try code.fixed(offset))
        offset += 4
      case 10, 29:
        try need(1)
        let subroutines = b0 == 10 ? local : global
        let number = stack.removeLast()
        guard number.isFinite, abs(number) < 1e6 else {
          throw FontError.invalidCharstring(glyph: glyph, reason: "subroutine \(number)")
        }
        let index = Int(number) + Self.bias(subroutines.count)
        guard index >= 0, index < subroutines.count else {
          throw FontError.invalidCharstring(glyph: glyph, reason: "no subroutine \(index)")
        }
        try run(try subroutines.object(index), depth: depth + 1)
      case 11: return
      case 12:
        let op = Int(try code.uint8(offset))
        offset += 1
        try escaped(op)
      case 19, 20:
        // hintmask, cntrmask: pending operands are vertical stems.
        dropWidth(ifCountIs: stack.count % 2 == 1)
        stems += stack.count / 2
        stack.removeAll(keepingCapacity: true)
        offset += (stems + 7) / 8
      default:
        try drawing(b0)
      }
    }
  }

  /// The one-byte operators that draw, hint or end the glyph.
  private mutating func drawing(_ op: Int) throws {
    let s = stack
    var i = 0
    switch op {
    case 1, 3, 18, 23:  // hstem, vstem, hstemhm, vstemhm
      dropWidth(ifCountIs: s.count % 2 == 1)
      stems += stack.count / 2
    case 21:  // rmoveto
      dropWidth(ifCountIs: s.count > 2)
      try need(2)
      moveTo(stack[stack.count - 2], stack[stack.count - 1])
    case 22, 4:  // hmoveto, vmoveto
      dropWidth(ifCountIs: s.count > 1)
      try need(1)
      let d = stack[stack.count - 1]
      if op == 22 { moveTo(d, 0) } else { moveTo(0, d) }
    case 5:  // rlineto
      while i + 1 < s.count {
        lineTo(s[i], s[i + 1])
        i += 2
      }
    case 6, 7:  // hlineto, vlineto: alternating
      var horizontal = op == 6
      while i < s.count {
        if horizontal { lineTo(s[i], 0) } else { lineTo(0, s[i]) }
        horizontal.toggle()
        i += 1
      }
    case 8, 24:  // rrcurveto, rcurveline
      while i + 5 < s.count {
        curveTo(s[i], s[i + 1], s[i + 2], s[i + 3], s[i + 4], s[i + 5])
        i += 6
      }
      if op == 24, i + 1 < s.count { lineTo(s[i], s[i + 1]) }
    case 25:  // rlinecurve
      while i + 1 < s.count - 6 {
        lineTo(s[i], s[i + 1])
        i += 2
      }
      if i + 5 < s.count { curveTo(s[i], s[i + 1], s[i + 2], s[i + 3], s[i + 4], s[i + 5]) }
    case 26:  // vvcurveto
      var dx1 = 0.0
      if s.count % 2 == 1 {
        dx1 = s[0]
        i = 1
      }
      while i + 3 < s.count {
        curveTo(dx1, s[i], s[i + 1], s[i + 2], 0, s[i + 3])
        dx1 = 0
        i += 4
      }
    case 27:  // hhcurveto
      var dy1 = 0.0
      if s.count % 2 == 1 {
        dy1 = s[0]
        i = 1
      }
      while i + 3 < s.count {
        curveTo(s[i], dy1, s[i + 1], s[i + 2], s[i + 3], 0)
        dy1 = 0
        i += 4
      }
    case 30, 31:  // vhcurveto, hvcurveto: alternating starts
      var horizontal = op == 31
      while i + 3 < s.count {
        let last = s.count - (i + 4) == 1 ? s[i + 4] : 0
        if horizontal {
          curveTo(s[i], 0, s[i + 1], s[i + 2], last, s[i + 3])
        } else {
          curveTo(0, s[i], s[i + 1], s[i + 2], s[i + 3], last)
        }
        horizontal.toggle()
        i += 4
      }
    case 14:  // endchar
      dropWidth(ifCountIs: s.count == 1 || s.count == 5)
      guard stack.count < 4 else {
        throw FontError.invalidCharstring(glyph: glyph, reason: "endchar as seac")
      }
      closeContour()
      finished = true
    default:
      throw FontError.invalidCharstring(glyph: glyph, reason: "operator \(op)")
    }
    stack.removeAll(keepingCapacity: true)
  }

  /// The two-byte operators: the flexes (drawn as their two curves) and the arithmetic
  /// ones real fonts use.
  private mutating func escaped(_ op: Int) throws {
    let s = stack
    switch op {
    case 35:  // flex
      try need(13)
      curveTo(s[0], s[1], s[2], s[3], s[4], s[5])
      curveTo(s[6], s[7], s[8], s[9], s[10], s[11])
    case 34:  // hflex
      try need(7)
      curveTo(s[0], 0, s[1], s[2], s[3], 0)
      curveTo(s[4], 0, s[5], -s[2], s[6], 0)
    case 36:  // hflex1
      try need(9)
      curveTo(s[0], s[1], s[2], s[3], s[4], 0)
      curveTo(s[5], 0, s[6], s[7], s[8], -(s[1] + s[3] + s[7]))
    case 37:  // flex1
      try need(11)
      let dx = s[0] + s[2] + s[4] + s[6] + s[8]
      let dy = s[1] + s[3] + s[5] + s[7] + s[9]
      curveTo(s[0], s[1], s[2], s[3], s[4], s[5])
      if abs(dx) > abs(dy) {
        curveTo(s[6], s[7], s[8], s[9], s[10], -dy)
      } else {
        curveTo(s[6], s[7], s[8], s[9], -dx, s[10])
      }
    case 0:  // dotsection: a hint, no operands
      break
    default:
      throw FontError.invalidCharstring(glyph: glyph, reason: "operator 12 \(op)")
    }
    stack.removeAll(keepingCapacity: true)
  }
}
