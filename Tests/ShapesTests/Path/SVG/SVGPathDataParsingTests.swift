import Foundation
import Shapes
import Testing
import _TestSupport

@Suite struct SVGPathDataParsingTests {
  // MARK: Commands

  @Test func documentationExamplesHold() throws {
    #expect(try Path(svgPathData: "M0 0 L10 0 l-5 8 z").svgPathData() == "M0 0H10L5 8Z")
    #expect(throws: SVGPathDataError(.expectedNumber, offset: 8)) {
      try Path(svgPathData: "M0 0 L10")
    }
    #expect(throws: SVGPathDataError(.expectedNumber, offset: 9)) {
      try Path(svgPathData: "M0 0 L10 x")
    }
  }

  @Test func emptyOrBlankDataIsTheEmptyPath() throws {
    #expect(try Path(svgPathData: "").isEmpty)
    #expect(try Path(svgPathData: " \t\n\r\u{0C}").isEmpty)
  }

  /// Each command, absolute and relative from the current point (10, 20), gives the same
  /// elements.
  ///
  /// The relative form's arithmetic is exact, so the elements are equal.
  @Test(arguments: [
    ("M10 20 L30 40", "M10 20 l20 20", [Path.Element.line(to: CGPoint(x: 30, y: 40))]),
    ("M10 20 H30", "M10 20 h20", [.line(to: CGPoint(x: 30, y: 20))]),
    ("M10 20 V5", "M10 20 v-15", [.line(to: CGPoint(x: 10, y: 5))]),
    (
      "M10 20 C11 21 12 22 13 23", "M10 20 c1 1 2 2 3 3",
      [
        .curve(
          to: CGPoint(x: 13, y: 23), control1: CGPoint(x: 11, y: 21),
          control2: CGPoint(x: 12, y: 22))
      ]
    ),
    // With no curve before it, S's first control point is the current point.
    (
      "M10 20 S12 22 13 23", "M10 20 s2 2 3 3",
      [
        .curve(
          to: CGPoint(x: 13, y: 23), control1: CGPoint(x: 10, y: 20),
          control2: CGPoint(x: 12, y: 22))
      ]
    ),
    (
      "M10 20 Q11 21 13 23", "M10 20 q1 1 3 3",
      [.quadCurve(to: CGPoint(x: 13, y: 23), control: CGPoint(x: 11, y: 21))]
    ),
    // Likewise T's control point.
    (
      "M10 20 T13 23", "M10 20 t3 3",
      [.quadCurve(to: CGPoint(x: 13, y: 23), control: CGPoint(x: 10, y: 20))]
    ),
    ("M10 20 M30 40 L0 0", "M10 20 m20 20 L0 0", [.line(to: .zero)]),
    ("M10 20 L30 20 Z", "M10 20 L30 20 z", [.line(to: CGPoint(x: 30, y: 20)), .closeSubpath]),
  ])
  func absoluteAndRelativeCommands(
    absolute: String, relative: String, expectedTail: [Path.Element]
  ) throws {
    let absolutePath = try Path(svgPathData: absolute)
    let relativePath = try Path(svgPathData: relative)
    // A move directly followed by another move is replaced by it.
    let start = absolute.hasPrefix("M10 20 M") ? CGPoint(x: 30, y: 40) : CGPoint(x: 10, y: 20)
    #expect(absolutePath.elements == [.move(to: start)] + expectedTail)
    #expect(relativePath.elements == absolutePath.elements)
  }

  @Test func arcAbsoluteAndRelativeMatchTheSameCircle() throws {
    let absolute = try Path(svgPathData: "M10 20 A5 5 0 0 1 20 20")
    let relative = try Path(svgPathData: "M10 20 a5 5 0 0 1 10 0")
    // Half the circle about (15, 20), turning with increasing angle through (15, 15).
    let expected = Path { p in
      p.move(to: CGPoint(x: 10, y: 20))
      p.addArc(
        center: CGPoint(x: 15, y: 20), radius: 5, startAngle: .degrees(180),
        endAngle: .degrees(360), clockwise: false)
    }
    expectClose(absolute.elements, expected.elements, tolerance: 1e-12)
    expectClose(relative.elements, expected.elements, tolerance: 1e-12)
    #expect(absolute.elements.count == 3)
    expectClose(absolute.boundingRect, CGRect(x: 10, y: 15, width: 10, height: 5))
  }

  @Test func firstRelativeMoveIsFromTheOrigin() throws {
    let path = try Path(svgPathData: "m10 20 l5 5")
    #expect(path.elements == [.move(to: CGPoint(x: 10, y: 20)), .line(to: CGPoint(x: 15, y: 25))])
  }

  // MARK: Implicit repeats

  @Test func pairsAfterAMoveAreLines() throws {
    let absolute = try Path(svgPathData: "M0 0 10 0 10 10")
    #expect(
      absolute.elements == [
        .move(to: .zero), .line(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 10, y: 10)),
      ])
    let relative = try Path(svgPathData: "m1 1 2 2 3 3")
    #expect(
      relative.elements == [
        .move(to: CGPoint(x: 1, y: 1)), .line(to: CGPoint(x: 3, y: 3)),
        .line(to: CGPoint(x: 6, y: 6)),
      ])
  }

  @Test func commandsRepeatWithoutTheirLetter() throws {
    let lines = try Path(svgPathData: "M0 0h1 2 3v4,5")
    #expect(
      lines.elements == [
        .move(to: .zero), .line(to: CGPoint(x: 1, y: 0)), .line(to: CGPoint(x: 3, y: 0)),
        .line(to: CGPoint(x: 6, y: 0)), .line(to: CGPoint(x: 6, y: 4)),
        .line(to: CGPoint(x: 6, y: 9)),
      ])
    let curves = try Path(svgPathData: "M0 0C1 1 2 2 3 3 4 4 5 5 6 6Q7 7 8 8,9 9 10 10")
    #expect(
      curves.elements == [
        .move(to: .zero),
        .curve(
          to: CGPoint(x: 3, y: 3), control1: CGPoint(x: 1, y: 1), control2: CGPoint(x: 2, y: 2)),
        .curve(
          to: CGPoint(x: 6, y: 6), control1: CGPoint(x: 4, y: 4), control2: CGPoint(x: 5, y: 5)),
        .quadCurve(to: CGPoint(x: 8, y: 8), control: CGPoint(x: 7, y: 7)),
        .quadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 9, y: 9)),
      ])
    let arcs = try Path(svgPathData: "M0 0A5 5 0 0 1 10 0 5 5 0 0 1 0 0")
    let circle = Path { p in
      p.move(to: .zero)
      p.addArc(
        center: CGPoint(x: 5, y: 0), radius: 5, startAngle: .degrees(180),
        endAngle: .degrees(360), clockwise: false)
      p.addArc(
        center: CGPoint(x: 5, y: 0), radius: 5, startAngle: .degrees(0),
        endAngle: .degrees(180), clockwise: false)
    }
    expectClose(arcs.elements, circle.elements, tolerance: 1e-12)
  }

  // MARK: Numbers and separators

  @Test(arguments: [
    ("M1.5.5", CGPoint(x: 1.5, y: 0.5)),
    ("M-1-2", CGPoint(x: -1, y: -2)),
    ("M1e-3 1E+2", CGPoint(x: 0.001, y: 100)),
    ("M.5,.5", CGPoint(x: 0.5, y: 0.5)),
    ("M-.5-.5", CGPoint(x: -0.5, y: -0.5)),
    ("M+1+2", CGPoint(x: 1, y: 2)),
    ("M1.e1 2.", CGPoint(x: 10, y: 2)),
    ("M0.5e1-.5e-1", CGPoint(x: 5, y: -0.05)),
    ("M1e2.5", CGPoint(x: 100, y: 0.5)),
    ("M00012.500 -0000.25", CGPoint(x: 12.5, y: -0.25)),
    ("M1\t2", CGPoint(x: 1, y: 2)),
    ("M\n1\r\n,\u{0C}2 ", CGPoint(x: 1, y: 2)),
  ])
  func numberForms(data: String, expected: CGPoint) throws {
    #expect(try Path(svgPathData: data).elements == [.move(to: expected)])
  }

  @Test func numbersRunTogetherAcrossPairs() throws {
    let path = try Path(svgPathData: "M1 2L3.4.5.6.7-8-9")
    #expect(
      path.elements == [
        .move(to: CGPoint(x: 1, y: 2)), .line(to: CGPoint(x: 3.4, y: 0.5)),
        .line(to: CGPoint(x: 0.6, y: 0.7)), .line(to: CGPoint(x: -8, y: -9)),
      ])
  }

  @Test(arguments: [
    "0.1", "0.3", "9007199254740993", "9007199254740992", "123456789012345678901234567890",
    "2.2250738585072011e-308", "2.2250738585072014e-308", "4.9e-324", "2.4e-324",
    "1.7976931348623157e308", "1e23", "8.98846567431158e307", "0.000000000000000000001",
    "1e-400", "1234567.8901234567e-3", "7.2057594037927933e16", "3.14159265358979323846",
    "1e22", "1e37", "12345e30", "99999999999999999999e-20", "1e-99999999999999999999",
    "0.0000000000000000000000000000000000000000000000000000000000000000000000000001e70",
  ])
  func numbersAreCorrectlyRounded(text: String) throws {
    let expected = try #require(Double(text))
    let path = try Path(svgPathData: "M\(text) -\(text)")
    #expect(path.elements == [.move(to: CGPoint(x: expected, y: -expected))])
    #expect(try #require(path.currentPoint).x.bitPattern == expected.bitPattern)
  }

  /// Random decimal texts of up to 25 digits with exponents far into both ends of the
  /// `Double` range read exactly as `Double(String)` reads them, or throw when that is
  /// infinite.
  @Test func randomNumbersMatchDoubleParsing() throws {
    var generator = SeededGenerator(seed: 0x5EED_0F_D0)
    let digits = Array("0123456789")
    for _ in 0..<20_000 {
      let count = Int.random(in: 1...25, using: &generator)
      var text = Int.random(in: 0...3, using: &generator) == 0 ? "-" : ""
      var mantissa = String((0..<count).map { _ in digits.randomElement(using: &generator)! })
      if Bool.random(using: &generator) {
        let point = Int.random(in: 0...count, using: &generator)
        mantissa.insert(".", at: mantissa.index(mantissa.startIndex, offsetBy: point))
      }
      text += mantissa
      switch Int.random(in: 0...3, using: &generator) {
      case 0: text += "e\(Int.random(in: -30...30, using: &generator))"
      case 1: text += "E\(Int.random(in: -340...320, using: &generator))"
      default: break
      }
      let expected = try #require(Double(text))
      if expected.isFinite {
        let path = try Path(svgPathData: "M\(text) 0")
        let x = try #require(path.currentPoint).x
        #expect(x.bitPattern == expected.bitPattern, "\(text) read as \(x)")
      } else {
        #expect(throws: SVGPathDataError(.numberOutOfRange, offset: 1)) {
          try Path(svgPathData: "M\(text) 0")
        }
      }
    }
  }

  @Test func flagsNeedNoSeparators() throws {
    let glued = try Path(svgPathData: "M0 0a1 1 0 011 1")
    let spaced = try Path(svgPathData: "M0 0 a1 1 0 0 1 1 1")
    #expect(glued == spaced)
    #expect(glued.currentPoint == CGPoint(x: 1, y: 1))
    let commas = try Path(svgPathData: "M0 0a1,1,0,0,1,1,1")
    #expect(commas == spaced)
    let packed = try Path(svgPathData: "M0 0a1 1 0 11-1-1")
    let packedSpaced = try Path(svgPathData: "M0 0a1 1 0 1 1 -1 -1")
    #expect(packed == packedSpaced)
  }

  // MARK: Smooth curves

  @Test func smoothCubicReflectsTheLastCubicControlPoint() throws {
    let path = try Path(svgPathData: "M0 0C10 0 20 10 30 10S50 20 60 20s10 0 20 0")
    #expect(
      path.elements == [
        .move(to: .zero),
        .curve(
          to: CGPoint(x: 30, y: 10), control1: CGPoint(x: 10, y: 0),
          control2: CGPoint(x: 20, y: 10)),
        .curve(
          to: CGPoint(x: 60, y: 20), control1: CGPoint(x: 40, y: 10),
          control2: CGPoint(x: 50, y: 20)),
        .curve(
          to: CGPoint(x: 80, y: 20), control1: CGPoint(x: 70, y: 20),
          control2: CGPoint(x: 70, y: 20)),
      ])
  }

  @Test func smoothQuadReflectsTheLastQuadControlPoint() throws {
    let path = try Path(svgPathData: "M0 0Q10 10 20 0T40 0t20 0")
    #expect(
      path.elements == [
        .move(to: .zero),
        .quadCurve(to: CGPoint(x: 20, y: 0), control: CGPoint(x: 10, y: 10)),
        .quadCurve(to: CGPoint(x: 40, y: 0), control: CGPoint(x: 30, y: -10)),
        .quadCurve(to: CGPoint(x: 60, y: 0), control: CGPoint(x: 50, y: 10)),
      ])
  }

  @Test func smoothQuadAfterASmoothQuadReflectsEvenADegenerateControlPoint() throws {
    // The first T has no Q before it, so its control point is its start (0, 0); the second
    // reflects that about (10, 0), as SVG 1.1 says for any T after a Q or a T.
    let path = try Path(svgPathData: "M0 0T10 0T20 0")
    #expect(
      path.elements == [
        .move(to: .zero), .quadCurve(to: CGPoint(x: 10, y: 0), control: .zero),
        .quadCurve(to: CGPoint(x: 20, y: 0), control: CGPoint(x: 20, y: 0)),
      ])
  }

  /// S after a quadratic curve, T after a cubic one, and either after a line, an arc or a
  /// close start from the current point (SVG 1.1, 8.3.6 and 8.3.7).
  @Test(arguments: [
    ("M0 0Q10 10 20 0S30 10 40 0", CGPoint(x: 20, y: 0)),
    ("M0 0C5 5 10 10 20 0T40 0", CGPoint(x: 20, y: 0)),
    ("M0 0C5 5 10 10 15 0L20 0S30 10 40 0", CGPoint(x: 20, y: 0)),
    ("M0 0Q5 5 15 0L20 0T40 0", CGPoint(x: 20, y: 0)),
    ("M0 0C5 5 10 10 20 0A5 5 0 0 1 30 0S40 10 50 0", CGPoint(x: 30, y: 0)),
    ("M20 0C5 5 10 10 0 0ZS30 10 40 0", CGPoint(x: 20, y: 0)),
  ])
  func smoothCurvesStartFromTheCurrentPointAfterOtherCommands(
    data: String, expectedControl: CGPoint
  ) throws {
    let path = try Path(svgPathData: data)
    switch path.elements.last {
    case .curve(_, let control1, _): #expect(control1 == expectedControl)
    case .quadCurve(_, let control): #expect(control == expectedControl)
    default: Issue.record("\(path.elements) does not end with a curve")
    }
  }

  // MARK: Close

  @Test func relativeCommandsAfterCloseStartFromTheSubpathStart() throws {
    let line = try Path(svgPathData: "M10 10L20 10L20 20Zl5 5")
    #expect(
      line.elements == [
        .move(to: CGPoint(x: 10, y: 10)), .line(to: CGPoint(x: 20, y: 10)),
        .line(to: CGPoint(x: 20, y: 20)), .closeSubpath, .move(to: CGPoint(x: 10, y: 10)),
        .line(to: CGPoint(x: 15, y: 15)),
      ])
    let move = try Path(svgPathData: "M10 10L20 10z m5 5 l1 1")
    #expect(
      move.elements == [
        .move(to: CGPoint(x: 10, y: 10)), .line(to: CGPoint(x: 20, y: 10)), .closeSubpath,
        .move(to: CGPoint(x: 15, y: 15)), .line(to: CGPoint(x: 16, y: 16)),
      ])
    let arc = try Path(svgPathData: "M10 10H20Za5 5 0 0 1 10 0")
    #expect(
      arc.elements.dropLast(2) == [
        .move(to: CGPoint(x: 10, y: 10)), .line(to: CGPoint(x: 20, y: 10)), .closeSubpath,
        .move(to: CGPoint(x: 10, y: 10)),
      ])
    #expect(arc.currentPoint == CGPoint(x: 20, y: 10))
  }

  @Test func repeatedCloseClosesOnce() throws {
    let path = try Path(svgPathData: "M0 0H5V5zZ z")
    #expect(path.elements.filter { $0 == .closeSubpath }.count == 1)
    #expect(path.currentPoint == .zero)
  }

  // MARK: Arcs

  @Test func radiiTooSmallAreScaledUp() throws {
    // Radius 1 cannot span 10 units: it grows to 5, the half circle about (5, 0) through
    // (5, −5). Area (closed by the chord): +π·25/2, positive because the outline runs
    // clockwise on screen.
    let circle = try Path(svgPathData: "M0 0A1 1 0 0 1 10 0")
    expectClose(circle.boundingRect, CGRect(x: 0, y: -5, width: 10, height: 5))
    expectClose(circle.area, Double.pi * 25 / 2)
    // Radii 2 and 1 across 8 units both double: half an ellipse 8 wide and 2 high.
    let ellipse = try Path(svgPathData: "M0 0A2 1 0 0 1 8 0")
    expectClose(ellipse.boundingRect, CGRect(x: 0, y: -2, width: 8, height: 2))
    expectClose(ellipse.area, Double.pi * 4 * 2 / 2)
    // The large-arc flag cannot matter any more.
    #expect(try Path(svgPathData: "M0 0A1 1 0 1 1 10 0") == circle)
  }

  @Test func negativeRadiiCountAsPositive() throws {
    let negative = try Path(svgPathData: "M0 0A-5 -3 30 1 0 7 2")
    let positive = try Path(svgPathData: "M0 0A5 3 30 1 0 7 2")
    #expect(negative == positive)
  }

  @Test(arguments: ["M0 0A0 5 0 0 1 10 10", "M0 0A5 0 0 1 1 10 10", "M0 0a0 0 0 0 0 10 10"])
  func zeroRadiusIsALine(data: String) throws {
    #expect(
      try Path(svgPathData: data).elements == [.move(to: .zero), .line(to: CGPoint(x: 10, y: 10))]
    )
  }

  @Test(arguments: ["M5 5A10 10 0 1 1 5 5L6 6", "M5 5a10 10 0 1 1 0 0L6 6"])
  func arcToTheCurrentPointIsOmitted(data: String) throws {
    #expect(
      try Path(svgPathData: data).elements == [
        .move(to: CGPoint(x: 5, y: 5)), .line(to: CGPoint(x: 6, y: 6)),
      ])
  }

  /// The four arcs of radius 10 from (10, 0) to (0, 10): the small ones are quarter
  /// circles, about (0, 0) with sweep 1 (angles 0° → 90°) and about (10, 10) with sweep 0
  /// (−90° → −180°); the large ones are three quarters, about (10, 10) with sweep 1
  /// (−90° → 180°) and about (0, 0) with sweep 0 (0° → −270°).
  ///
  /// Areas, each closed by the chord, are circle segments: (π/4 − 1/2)·100 = 28.54 for the
  /// small arcs and (3π/4 + 1/2)·100 = 285.62 for the large ones, positive when the outline
  /// runs clockwise on screen (sweep 1 here). The point is where the arc crosses the ray
  /// from its centre at 45° (small) or at 0° / −90° (large, the end of its first cubic).
  @Test(arguments: [
    ("0 1", CGRect(x: 0, y: 0, width: 10, height: 10), 1.0, CGPoint(x: 7.0710678, y: 7.0710678)),
    ("0 0", CGRect(x: 0, y: 0, width: 10, height: 10), -1.0, CGPoint(x: 2.9289322, y: 2.9289322)),
    ("1 1", CGRect(x: 0, y: 0, width: 20, height: 20), 1.0, CGPoint(x: 20, y: 10)),
    ("1 0", CGRect(x: -10, y: -10, width: 20, height: 20), -1.0, CGPoint(x: 0, y: -10)),
  ])
  func largeArcAndSweepFlags(
    flags: String, expectedBounds: CGRect, areaSign: Double, pointOnArc: CGPoint
  ) throws {
    let path = try Path(svgPathData: "M10 0A10 10 0 \(flags) 0 10")
    let isLarge = flags.hasPrefix("1")
    expectClose(path.boundingRect, expectedBounds, tolerance: 1e-12)
    let segmentArea = isLarge ? (3 * Double.pi / 4 + 0.5) * 100 : (Double.pi / 4 - 0.5) * 100
    expectClose(path.area, areaSign * segmentArea, tolerance: 1e-9)
    let elements = path.elements
    // One cubic per started 90°.
    #expect(elements.count == (isLarge ? 4 : 2))
    guard case .curve(let end, let control1, let control2) = elements[1] else {
      Issue.record("\(elements[1]) is not a curve")
      return
    }
    if isLarge {
      // A joint between cubics lies exactly on the arc.
      expectClose(end, pointOnArc, tolerance: 1e-12)
    } else {
      // The cubic's midpoint is within 2.73e-4·r of the arc's.
      let middle = CGPoint(
        x: (10 + 3 * control1.x + 3 * control2.x + end.x) / 8,
        y: (0 + 3 * control1.y + 3 * control2.y + end.y) / 8)
      expectClose(middle, pointOnArc, tolerance: 2.8e-3)
    }
  }

  @Test func arcsEndExactlyAtTheGivenPoint() throws {
    let path = try Path(svgPathData: "M0.1 0.2A3.3 4.4 17 1 0 5.5 6.6a1.7 0.3 -41 0 1 .1-.7")
    #expect(path.currentPoint == CGPoint(x: 5.5 + 0.1, y: 6.6 - 0.7))
    let ends = path.elements.compactMap { element -> CGPoint? in
      if case .curve(let end, _, _) = element { return end }
      return nil
    }
    #expect(ends.contains(CGPoint(x: 5.5, y: 6.6)))
  }

  @Test func rotationIsInDegreesModulo360() throws {
    let quarter = try Path(svgPathData: "M0 0A4 2 90 0 1 0 8")
    #expect(try Path(svgPathData: "M0 0A4 2 450 0 1 0 8") == quarter)
    #expect(try Path(svgPathData: "M0 0A4 2 -270 0 1 0 8") == quarter)
    // Radii 4 along y and 2 along x: half the ellipse about (0, 4), to the right.
    expectClose(quarter.boundingRect, CGRect(x: 0, y: 0, width: 2, height: 8))
  }

  // MARK: Errors

  @Test(arguments: [
    ("L10 10", SVGPathDataError(.expectedMove, offset: 0)),
    ("  10 10", SVGPathDataError(.expectedMove, offset: 2)),
    ("M10", SVGPathDataError(.expectedNumber, offset: 3)),
    ("M10,,20", SVGPathDataError(.expectedNumber, offset: 4)),
    ("M,10 20", SVGPathDataError(.expectedNumber, offset: 1)),
    ("M10 20 L30 x", SVGPathDataError(.expectedNumber, offset: 11)),
    ("M10 20 X", SVGPathDataError(.unexpectedCharacter("X"), offset: 7)),
    ("M10 20Z 5 5", SVGPathDataError(.unexpectedCharacter("5"), offset: 8)),
    ("M10 20Z,M0 0", SVGPathDataError(.unexpectedCharacter(","), offset: 7)),
    ("M1 2 3", SVGPathDataError(.expectedNumber, offset: 6)),
    ("M0 0 L1 2,", SVGPathDataError(.expectedNumber, offset: 10)),
    ("M0 0 L1 2,L3 4", SVGPathDataError(.expectedNumber, offset: 10)),
    ("M.", SVGPathDataError(.expectedNumber, offset: 1)),
    ("M-", SVGPathDataError(.expectedNumber, offset: 1)),
    ("M1e", SVGPathDataError(.expectedNumber, offset: 2)),
    ("M1 2 e", SVGPathDataError(.unexpectedCharacter("e"), offset: 5)),
    ("M0 0 A1 1 0 2 1 5 5", SVGPathDataError(.expectedFlag, offset: 12)),
    ("M0 0 A1 1 0 0", SVGPathDataError(.expectedFlag, offset: 13)),
    ("M0 0 A1 1 0 0 1", SVGPathDataError(.expectedNumber, offset: 15)),
    ("M1e999 0", SVGPathDataError(.numberOutOfRange, offset: 1)),
    ("M1e99999999999999999999999 0", SVGPathDataError(.numberOutOfRange, offset: 1)),
    // Radius 1e-300 scaled up to span 1e10 takes the other radius to 5e309.
    ("M0 0 A1e-300 1 0 0 1 1e10 0", SVGPathDataError(.numberOutOfRange, offset: 6)),
    ("M1 2\u{0}", SVGPathDataError(.unexpectedCharacter("\u{0}"), offset: 4)),
    ("M0 0 L-1e309 0", SVGPathDataError(.numberOutOfRange, offset: 6)),
    ("M1e308 0 l1e308 0", SVGPathDataError(.numberOutOfRange, offset: 10)),
    ("M1 2 L3 4 é", SVGPathDataError(.unexpectedCharacter("é"), offset: 10)),
    ("M1 2 L3 4 é 5", SVGPathDataError(.unexpectedCharacter("é"), offset: 10)),
    ("Mé", SVGPathDataError(.expectedNumber, offset: 1)),
    ("M1 2 ✓", SVGPathDataError(.unexpectedCharacter("✓"), offset: 5)),
  ])
  func malformedDataThrowsAtTheFirstBadCharacter(
    data: String, expected: SVGPathDataError
  ) {
    #expect(throws: expected) { try Path(svgPathData: data) }
  }

  @Test func reflectedControlPointThatOverflowsThrows() {
    #expect(throws: SVGPathDataError(.numberOutOfRange, offset: 37)) {
      try Path(svgPathData: "M1e308 0 C-1e308 0 -1e308 0 1e308 0 S0 0 1 1")
    }
  }

  @Test func errorsDescribeThemselves() {
    #expect(
      SVGPathDataError(.unexpectedCharacter("x"), offset: 12).description
        == "unexpected character \"x\" at offset 12")
    #expect(
      SVGPathDataError(.unexpectedCharacter("\""), offset: 3).description
        == "unexpected character \"\\\"\" at offset 3")
    #expect(
      SVGPathDataError(.expectedNumber, offset: 4).description == "expected a number at offset 4")
    #expect(
      SVGPathDataError(.expectedFlag, offset: 13).description
        == "expected an arc flag (0 or 1) at offset 13")
    #expect(
      SVGPathDataError(.expectedMove, offset: 0).description
        == "expected a move command (M or m) to start the data at offset 0")
    #expect(
      SVGPathDataError(.numberOutOfRange, offset: 1).description
        == "number out of range at offset 1")
  }

  /// Random mixtures of path-data characters, and random damage to valid data: each either
  /// reads into a path of finite points or throws an error inside the data.
  @Test func anyInputReadsOrThrowsWithoutTrapping() {
    var generator = SeededGenerator(seed: 0xF022)
    let alphabet = Array("MmLlHhVvCcSsQqTtAaZz0123456789.,+-eE \n01.5-1e999é")
    let valid = Array(
      "M10 20a5 4 30 1 0 7-8q1 2 3 4t5 6s7 8 9 0c1 2 3 4 5 6h7v-8l.5.5zm1e2-2E-1H3V4L5 6Z")
    for round in 0..<4_000 {
      var text: [Character]
      if round.isMultiple(of: 2) {
        let count = Int.random(in: 0...40, using: &generator)
        text = (0..<count).map { _ in alphabet.randomElement(using: &generator)! }
        if Bool.random(using: &generator) { text.insert("M", at: 0) }
      } else {
        text = valid
        for _ in 0..<Int.random(in: 1...3, using: &generator) {
          let index = Int.random(in: 0..<text.count, using: &generator)
          switch Int.random(in: 0...2, using: &generator) {
          case 0: text.remove(at: index)
          case 1: text.insert(alphabet.randomElement(using: &generator)!, at: index)
          default: text[index] = alphabet.randomElement(using: &generator)!
          }
        }
      }
      let data = String(text)
      do {
        let path = try Path(svgPathData: data)
        for element in path.elements {
          #expect(isFinite(element), "\(data) gave \(element)")
        }
      } catch {
        #expect(error.offset >= 0 && error.offset <= data.utf8.count, "\(data): \(error)")
      }
    }
  }

  // MARK: Real-world data

  /// Path data from icon sets, MDN and the SVG 1.1 specification, which together use every
  /// command in both cases, with bounds and signed areas (every sub-path closed, as a fill
  /// closes it) computed independently: polygons by the shoelace formula, circles and
  /// parabolic segments by hand, the rest by a separate Python reader (its own tokenizer and
  /// the F.6.5 arc formulas as printed) sampling each segment at 400 001 points, whose
  /// sampling error is below 1e-6 here.
  @Test(arguments: [
    // Material Icons "home" (M v h L z): a polygon, shoelace area.
    RealWorldPath(
      data: "M10 20v-6h4v6h5v-8h3L12 3 2 12h3v8z",
      bounds: CGRect(x: 2, y: 3, width: 20, height: 17), area: -178),
    // Material Icons "favorite" (M l C c L z, "3.41.81").
    RealWorldPath(
      data: """
        M12 21.35l-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 \
        2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54L12 21.35z
        """,
      bounds: CGRect(x: 2, y: 3, width: 20, height: 18.35), area: 250.62422),
    // Material Icons "search" (M h l A c v L z m C S, arcs with implicit repeats).
    RealWorldPath(
      data: """
        M15.5 14h-.79l-.28-.27A6.47 6.47 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16c1.61 0 3.09-.59 \
        4.23-1.57l.27.28v.79l5 4.99L20.49 19l-4.99-5zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 \
        14 7.01 14 9.5 11.99 14 9.5 14z
        """,
      bounds: CGRect(x: 3, y: 3, width: 17.49, height: 17.49), area: -85.231622626),
    // Heroicons mini "x-mark" (M a L l Z, ".75.75").
    RealWorldPath(
      data: """
        M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 \
        11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 \
        8.94 6.28 5.22Z
        """,
      bounds: CGRect(x: 4.981291713, y: 5.018708287, width: 10.037416574, height: 10),
      area: -37.327091735),
    // Lucide "house" (m with an implicit l, v a H z).
    RealWorldPath(
      data: "m3 9 9-7 9 7v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z",
      bounds: CGRect(x: 3, y: 2, width: 18, height: 20), area: 295.283185307),
    // MDN's heart (A Q z): two half circles of radius 20 (π·400), the triangle
    // (10,30)-(90,30)-(50,90) (2400) and two parabolic segments of 2/3 × 600 each (800).
    RealWorldPath(
      data: "M 10,30 A 20,20 0,0,1 50,30 A 20,20 0,0,1 90,30 Q 90,60 50,90 Q 10,60 10,30 z",
      bounds: CGRect(x: 10, y: 10, width: 80, height: 80), area: 400 * .pi + 3200),
    // MDN's lines (L V H): a polygon.
    RealWorldPath(
      data: "M 10,10 L 90,90 V 10 H 50",
      bounds: CGRect(x: 10, y: 10, width: 80, height: 80), area: -3200),
    // MDN's relative cubic curves (c s).
    RealWorldPath(
      data: "M 110,90 c 20,0 15,-80 40,-80 s 20,80 40,80",
      bounds: CGRect(x: 110, y: 10, width: 80, height: 80), area: 3440),
    // MDN's quadratic curves (Q t): six parabolic arches alternating up and down by 12.5.
    RealWorldPath(
      data: "M 10,50 Q 25,25 40,50 t 30,0 30,0 30,0 30,0 30,0",
      bounds: CGRect(x: 10, y: 37.5, width: 180, height: 25), area: 0),
    // MDN's relative quadratic curve (q): a parabolic segment of 2/3 × 375.
    RealWorldPath(
      data: "M 10,50 q 15,-25 30,0",
      bounds: CGRect(x: 10, y: 37.5, width: 30, height: 12.5), area: 250),
    // SVG 1.1 example quad01 (Q T): two opposite parabolic segments of 2/3 × 50000.
    RealWorldPath(
      data: "M200,300 Q400,50 600,300 T1000,300",
      bounds: CGRect(x: 200, y: 175, width: 800, height: 250), area: 0),
    // SVG 1.1 example arcs01 (M h a z): three quarters of a circle of radius 150 about
    // (300, 200), counter-clockwise on screen: −(3/4)·π·150².
    RealWorldPath(
      data: "M300,200 h-150 a150,150 0 1,0 150,-150 z",
      bounds: CGRect(x: 150, y: 50, width: 300, height: 300), area: -0.75 * .pi * 22500),
    // Its second path (v a): a quarter: −π·150²/4.
    RealWorldPath(
      data: "M275,175 v-150 a150,150 0 0,0 -150,150 z",
      bounds: CGRect(x: 125, y: 25, width: 150, height: 150), area: -.pi * 22500 / 4),
    // MDN's elliptical arc, rotated by 10°, radii scaled up.
    RealWorldPath(
      data: "M 6,10 A 6 4 10 1 0 14,10",
      bounds: CGRect(x: 4.666598811, y: 10, width: 11.899063191, height: 7.065639040),
      area: -69.444697609),
  ])
  func realWorldData(_ example: RealWorldPath) throws {
    let path = try Path(svgPathData: example.data)
    expectClose(path.boundingRect, example.bounds, tolerance: 2e-6)
    expectClose(path.area, example.area, tolerance: 2e-6 * max(1, abs(example.area)))
  }
}

/// Path data with its independently computed bounds and signed area.
struct RealWorldPath: Sendable, CustomTestStringConvertible {
  var data: String
  var bounds: CGRect
  var area: Double

  var testDescription: String { data }
}

/// Whether every point of an element is finite.
private func isFinite(_ element: Path.Element) -> Bool {
  switch element {
  case .move(let p), .line(let p): p.x.isFinite && p.y.isFinite
  case .quadCurve(let p, let c): [p, c].allSatisfy { $0.x.isFinite && $0.y.isFinite }
  case .curve(let p, let c1, let c2):
    [p, c1, c2].allSatisfy { $0.x.isFinite && $0.y.isFinite }
  case .closeSubpath: true
  }
}
