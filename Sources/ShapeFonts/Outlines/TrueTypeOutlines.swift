/// The TrueType outlines of a face: `glyf`, indexed by `loca`.
///
/// Composite glyphs are assembled with their components' transforms. Nesting is bounded
/// (``maximumDepth``) and so is the number of points a glyph may add up to
/// (``maximumPoints``), so a corrupt composite cannot recurse or multiply without end;
/// a composite that refers to itself is an error.
struct TrueTypeOutlines: Sendable {
  let glyf: FontBytes
  let loca: FontBytes
  let longOffsets: Bool
  let glyphCount: Int

  /// Composites nested deeper than this are errors (real fonts nest two or three).
  static let maximumDepth = 16
  /// Glyphs of more points than this are errors.
  static let maximumPoints = 1 << 18

  /// The bytes of `glyph`, empty for a glyph without outline.
  private func data(of glyph: Int) throws -> FontBytes {
    let start: Int
    let end: Int
    if longOffsets {
      start = Int(try loca.uint32(4 * glyph))
      end = Int(try loca.uint32(4 * glyph + 4))
    } else {
      start = 2 * Int(try loca.uint16(2 * glyph))
      end = 2 * Int(try loca.uint16(2 * glyph + 2))
    }
    guard end > start else { return try glyf.window(0, length: 0) }
    return try glyf.window(start, length: end - start, context: "glyph \(glyph) of 'glyf'")
  }

  /// The contours of `glyph`, composites assembled.
  func contours(of glyph: Int) throws -> GlyphContours {
    var budget = Self.maximumPoints
    return try contours(of: glyph, ancestors: [], budget: &budget)
  }

  private func contours(of glyph: Int, ancestors: [Int], budget: inout Int) throws
    -> GlyphContours
  {
    guard !ancestors.contains(glyph) else { throw FontError.recursiveComposite(glyph: glyph) }
    guard ancestors.count < Self.maximumDepth else {
      throw FontError.glyphTooComplex(glyph: ancestors.first ?? glyph)
    }
    let bytes = try data(of: glyph)
    guard bytes.count > 0 else { return GlyphContours() }
    let contourCount = Int(try bytes.int16(0))
    if contourCount >= 0 {
      let result = try simpleContours(bytes, count: contourCount)
      budget -= result.pointCount
      guard budget >= 0 else { throw FontError.glyphTooComplex(glyph: ancestors.first ?? glyph) }
      return result
    }
    return try compositeContours(bytes, glyph: glyph, ancestors: ancestors, budget: &budget)
  }

  /// A simple glyph's contours: end points, instructions (skipped), flags, coordinates.
  private func simpleContours(_ bytes: FontBytes, count: Int) throws -> GlyphContours {
    var ends: [Int] = []
    ends.reserveCapacity(count)
    var previous = -1
    for i in 0..<count {
      let end = Int(try bytes.uint16(10 + 2 * i))
      guard end > previous else {
        throw FontError.invalidTable("glyf", reason: "contour end points out of order")
      }
      ends.append(end)
      previous = end
    }
    let pointCount = previous + 1
    let instructionLength = Int(try bytes.uint16(10 + 2 * count))
    var offset = 12 + 2 * count + instructionLength
    var flags: [UInt8] = []
    flags.reserveCapacity(pointCount)
    while flags.count < pointCount {
      let flag = try bytes.uint8(offset)
      offset += 1
      flags.append(flag)
      if flag & 0x08 != 0 {
        let repeats = Int(try bytes.uint8(offset))
        offset += 1
        for _ in 0..<min(repeats, pointCount - flags.count) { flags.append(flag) }
      }
    }
    let xs = try coordinates(bytes, &offset, flags, short: 0x02, same: 0x10)
    let ys = try coordinates(bytes, &offset, flags, short: 0x04, same: 0x20)
    var result = GlyphContours()
    var start = 0
    for end in ends {
      result.contours.append(
        (start...end).map { GlyphContours.Point(x: xs[$0], y: ys[$0], onCurve: flags[$0] & 1 != 0) }
      )
      start = end + 1
    }
    return result
  }

  /// One axis of a simple glyph's points, from their deltas.
  private func coordinates(
    _ bytes: FontBytes, _ offset: inout Int, _ flags: [UInt8], short: UInt8, same: UInt8
  ) throws -> [Double] {
    var values: [Double] = []
    values.reserveCapacity(flags.count)
    var value = 0
    for flag in flags {
      if flag & short != 0 {
        let delta = Int(try bytes.uint8(offset))
        offset += 1
        value += flag & same != 0 ? delta : -delta
      } else if flag & same == 0 {
        value += Int(try bytes.int16(offset))
        offset += 2
      }
      values.append(Double(value))
    }
    return values
  }

  /// A composite glyph: its components' contours, each transformed and placed.
  private func compositeContours(
    _ bytes: FontBytes, glyph: Int, ancestors: [Int], budget: inout Int
  ) throws -> GlyphContours {
    var result = GlyphContours()
    var offset = 10
    var more = true
    while more {
      let flags = try bytes.uint16(offset)
      let component = Int(try bytes.uint16(offset + 2))
      offset += 4
      more = flags & 0x20 != 0
      let arg1: Int
      let arg2: Int
      let xy = flags & 0x02 != 0
      if flags & 0x01 != 0 {
        arg1 = xy ? Int(try bytes.int16(offset)) : Int(try bytes.uint16(offset))
        arg2 = xy ? Int(try bytes.int16(offset + 2)) : Int(try bytes.uint16(offset + 2))
        offset += 4
      } else {
        arg1 = xy ? Int(try bytes.int8(offset)) : Int(try bytes.uint8(offset))
        arg2 = xy ? Int(try bytes.int8(offset + 1)) : Int(try bytes.uint8(offset + 1))
        offset += 2
      }
      var (a, b, c, d) = (1.0, 0.0, 0.0, 1.0)
      if flags & 0x08 != 0 {
        a = try bytes.f2dot14(offset)
        d = a
        offset += 2
      } else if flags & 0x40 != 0 {
        a = try bytes.f2dot14(offset)
        d = try bytes.f2dot14(offset + 2)
        offset += 4
      } else if flags & 0x80 != 0 {
        a = try bytes.f2dot14(offset)
        b = try bytes.f2dot14(offset + 2)
        c = try bytes.f2dot14(offset + 4)
        d = try bytes.f2dot14(offset + 6)
        offset += 8
      }
      // A component past the glyph count draws nothing, as `.notdef` would be wrong here.
      guard component < glyphCount else { continue }
      // Each component counts, so that empty ones nested deep cannot multiply unbounded.
      budget -= 1
      guard budget >= 0 else { throw FontError.glyphTooComplex(glyph: ancestors.first ?? glyph) }
      var part = try contours(of: component, ancestors: ancestors + [glyph], budget: &budget)
      for i in part.contours.indices {
        for j in part.contours[i].indices {
          let p = part.contours[i][j]
          part.contours[i][j].x = a * p.x + c * p.y
          part.contours[i][j].y = b * p.x + d * p.y
        }
      }
      var dx: Double
      var dy: Double
      if xy {
        dx = Double(arg1)
        dy = Double(arg2)
        // SCALED_COMPONENT_OFFSET: Apple's rule, the offset transformed too.
        if flags & 0x800 != 0 {
          (dx, dy) = (a * dx + c * dy, b * dx + d * dy)
        }
      } else {
        // Point matching: the component's point arg2 lands on the glyph's point arg1.
        guard let anchor = result.point(arg1), let moving = part.point(arg2) else {
          throw FontError.invalidTable("glyf", reason: "composite anchor point out of range")
        }
        dx = anchor.x - moving.x
        dy = anchor.y - moving.y
      }
      for i in part.contours.indices {
        for j in part.contours[i].indices {
          part.contours[i][j].x += dx
          part.contours[i][j].y += dy
        }
      }
      result.contours += part.contours
    }
    return result
  }
}
