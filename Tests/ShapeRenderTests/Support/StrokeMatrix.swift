import Foundation
import Shapes
import _TestSupport

/// A seeded matrix of stroked paths: lines, arcs both ways, quadratic and cubic curves
/// (with cusps and loops), tiny to huge widths, every cap and join, miter limits about √2
/// and 10, dashes with phases, closed and open, on a 256 × 256 canvas.
struct StrokeMatrix {
  struct Case: CustomStringConvertible {
    var path: Path
    var style: StrokeStyle

    var description: String {
      "\(path.svgPathData(precision: 6)) width \(style.lineWidth) \(style.lineCap) "
        + "\(style.lineJoin) miter \(style.miterLimit) dash \(style.dash) "
        + "phase \(style.dashPhase)"
    }
  }

  static let canvasSize = 256

  /// The miter limits tried: either side of a right angle's √2 and of 10.
  static let miterLimits: [CGFloat] = [1.3, 1.41, 1.42, 1.5, 4, 9.5, 10, 10.5]

  static func cases(count: Int, seed: UInt64) -> [Case] {
    var generator = SeededGenerator(seed: seed)
    return (0..<count).map { index in makeCase(index, using: &generator) }
  }

  private static func makeCase(_ index: Int, using generator: inout SeededGenerator) -> Case {
    func value(_ range: ClosedRange<Double>) -> Double {
      Double.random(in: range, using: &generator)
    }
    func point() -> CGPoint { CGPoint(x: value(64...192), y: value(64...192)) }
    var path = Path()
    path.move(to: point())
    // Every sixth case is one of the named hard curves; the rest are random.
    switch index % 12 {
    case 5:
      // A cubic with a cusp at its middle: (0,0) (1,1) (0,1) (1,0), scaled.
      let s = value(60...120)
      let o = CGPoint(x: value(40...90), y: value(60...120))
      path = Path()
      path.move(to: o)
      path.addCurve(
        to: CGPoint(x: o.x + s, y: o.y), control1: CGPoint(x: o.x + s, y: o.y + s),
        control2: CGPoint(x: o.x, y: o.y + s))
    case 11:
      // A cubic with a loop.
      let s = value(60...110)
      let o = CGPoint(x: value(50...90), y: value(60...110))
      path = Path()
      path.move(to: o)
      path.addCurve(
        to: CGPoint(x: o.x + s, y: o.y), control1: CGPoint(x: o.x + 1.4 * s, y: o.y + s),
        control2: CGPoint(x: o.x - 0.4 * s, y: o.y + s))
    default:
      for _ in 0..<Int.random(in: 1...4, using: &generator) {
        switch Int.random(in: 0..<5, using: &generator) {
        case 0:
          path.addQuadCurve(to: point(), control: point())
        case 1:
          path.addCurve(to: point(), control1: point(), control2: point())
        case 2, 3:
          path.addArc(
            center: point(), radius: value(4...60), startAngle: .degrees(value(0...360)),
            endAngle: .degrees(value(0...360)), clockwise: Bool.random(using: &generator))
        default:
          path.addLine(to: point())
        }
      }
    }
    if Int.random(in: 0..<3, using: &generator) == 0 { path.closeSubpath() }
    // Tiny, ordinary and huge widths.
    let width: Double
    switch Int.random(in: 0..<6, using: &generator) {
    case 0: width = value(0.25...1)
    case 1: width = value(30...60)
    default: width = value(1...16)
    }
    let caps: [CGLineCap] = [.butt, .round, .square]
    let joins: [CGLineJoin] = [.miter, .round, .bevel]
    var dash: [CGFloat] = []
    var phase: CGFloat = 0
    if Int.random(in: 0..<3, using: &generator) == 0 {
      dash = [value(2...40), value(2...30)]
      if Bool.random(using: &generator) { dash.append(value(0...20)) }
      phase = value(-30...30)
    }
    return Case(
      path: path,
      style: StrokeStyle(
        lineWidth: width, lineCap: caps[index % 3], lineJoin: joins[(index / 3) % 3],
        miterLimit: miterLimits[Int.random(in: 0..<miterLimits.count, using: &generator)],
        dash: dash, dashPhase: phase))
  }

  /// An SVG document of one path: stroked as SVG strokes it, or, with `filled`, its
  /// ``Path/strokedPath(_:)`` filled with the nonzero rule.
  static func svg(of testCase: Case, filled: Bool) -> String {
    let size = canvasSize
    var element: String
    if filled {
      let outline = testCase.path.strokedPath(testCase.style)
      element = "<path d=\"\(outline.svgPathData(precision: 6))\" fill=\"#000\"/>"
    } else {
      let style = testCase.style
      let caps: [CGLineCap: String] = [.butt: "butt", .round: "round", .square: "square"]
      let joins: [CGLineJoin: String] = [.miter: "miter", .round: "round", .bevel: "bevel"]
      element =
        "<path d=\"\(testCase.path.svgPathData(precision: 6))\" fill=\"none\" stroke=\"#000\""
        + " stroke-width=\"\(style.lineWidth)\" stroke-linecap=\"\(caps[style.lineCap] ?? "")\""
        + " stroke-linejoin=\"\(joins[style.lineJoin] ?? "")\""
        + " stroke-miterlimit=\"\(style.miterLimit)\""
      if !style.dash.isEmpty {
        element +=
          " stroke-dasharray=\"\(style.dash.map { "\($0)" }.joined(separator: " "))\""
          + " stroke-dashoffset=\"\(style.dashPhase)\""
      }
      element += "/>"
    }
    return """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(size)" height="\(size)" \
      viewBox="0 0 \(size) \(size)">\(element)</svg>
      """
  }
}
