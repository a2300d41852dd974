import Foundation
import Testing

@testable import ShapeRender
@testable import Shapes

/// Every route to a `path` element (a view, a `Canvas`, a `GraphicsContext` streaming to
/// SVG, with and without effects) writes the same element for the same shape and style:
/// one writer decides its attributes.
@MainActor @Suite struct SVGShapeElementRouteTests {
  /// One seeded shape and its style.
  struct Sample {
    let path: Path
    let fill: Color?
    let fillStyle: FillStyle
    let stroke: Color?
    let strokeStyle: StrokeStyle
  }

  /// A seeded pseudo-random generator (a 64-bit linear congruential one), so that the
  /// samples are the same on every run.
  struct Seeded {
    var state: UInt64

    mutating func next(_ count: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(truncatingIfNeeded: state >> 33) % count
    }

    mutating func unit() -> Double { Double(next(1001)) / 1000 }
  }

  /// `count` samples drawn from `seed`: every kind of path the catalog makes (lines,
  /// curves, arcs), fills and strokes of opaque and translucent colors or none, both fill
  /// rules, antialiasing on and off, every cap and join, miter limits on both sides of
  /// SVG's default, dashes valid and not.
  func samples(seed: UInt64, count: Int) -> [Sample] {
    var random = Seeded(state: seed)
    let caps: [CGLineCap] = [.butt, .round, .square]
    let joins: [CGLineJoin] = [.miter, .round, .bevel]
    let limits: [CGFloat] = [10, 4, 1, 2.5, 20, .infinity, 0.5]
    let dashes: [[CGFloat]] = [[], [], [4, 2], [3], [1, -1], [0, 0], [2, .nan]]
    return (0..<count).map { _ in
      let rect = CGRect(
        x: 5 + 50 * random.unit(), y: 5 + 50 * random.unit(), width: 5 + 40 * random.unit(),
        height: 5 + 40 * random.unit())
      let path: Path
      switch random.next(6) {
      case 0: path = Path(rect)
      case 1: path = Path(ellipseIn: rect)
      case 2: path = Trapezium().path(in: rect)
      case 3: path = RoundedRectangle(cornerRadius: 4).path(in: rect)
      case 4: path = Pie(startAngle: .degrees(-90), endAngle: .degrees(200)).path(in: rect)
      default:
        path = Path { p in
          p.move(to: CGPoint(x: rect.minX, y: rect.maxY))
          p.addLine(to: CGPoint(x: rect.midX, y: rect.minY))
          p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - rect.height * random.unit()))
        }
      }
      func color() -> Color? {
        switch random.next(4) {
        case 0: nil
        case 1: Color(red: random.unit(), green: random.unit(), blue: random.unit())
        case 2: .black
        default:
          Color(red: random.unit(), green: random.unit(), blue: random.unit())
            .opacity(random.unit())
        }
      }
      var fill = color()
      let stroke = color()
      if fill == nil, stroke == nil { fill = .blue }
      return Sample(
        path: path, fill: fill,
        fillStyle: FillStyle(eoFill: random.next(2) == 0, antialiased: random.next(4) != 0),
        stroke: stroke,
        strokeStyle: StrokeStyle(
          lineWidth: [1, 2, 0.5, 3.25][random.next(4)], lineCap: caps[random.next(3)],
          lineJoin: joins[random.next(3)], miterLimit: limits[random.next(limits.count)],
          dash: dashes[random.next(dashes.count)], dashPhase: [0, 1.5][random.next(2)]))
    }
  }

  /// Draws `sample` with a graphics context: a fill, then a stroke of the same path,
  /// which the context joins into one element.
  nonisolated func draw(_ sample: Sample, in context: inout GraphicsContext) {
    if let fill = sample.fill {
      context.fill(sample.path, with: .color(fill), style: sample.fillStyle)
    }
    if let stroke = sample.stroke {
      context.stroke(sample.path, with: .color(stroke), style: sample.strokeStyle)
    }
  }

  /// The `path` elements of a document, in order, without the effects' attributes (which
  /// refer to definitions by id).
  func pathElements(_ svg: String) -> [String] {
    svg.split(separator: "\n").map(String.init).filter { $0.hasPrefix("<path ") }.map {
      $0.replacing(#/ clip-path="url\(#[a-z0-9]+\)"/#, with: "")
    }
  }

  @Test("views, Canvas and GraphicsContext, plain and clipped, write the same elements")
  @MainActor func everyRouteWritesTheSameElement() throws {
    let samples = samples(seed: 17, count: 120)
    let renderer = SVGRenderer()
    let context = pathElements(
      renderer.render(width: 100, height: 100) { context, _ in
        for sample in samples { draw(sample, in: &context) }
      })
    // The fill-only and stroke-only samples and the joined ones: one element each.
    #expect(context.count == samples.count)
    // The samples reach every attribute the element writer decides.
    let written = context.joined()
    for attribute in [
      "fill=\"none\"", "fill-opacity", "fill-rule", "shape-rendering", "stroke-opacity",
      "stroke-width", "stroke-linecap=\"round\"", "stroke-linecap=\"square\"",
      "stroke-linejoin=\"round\"", "stroke-linejoin=\"bevel\"", "stroke-miterlimit",
      "stroke-dasharray", "stroke-dashoffset", "A",
    ] {
      #expect(written.contains(attribute), "no sample writes \(attribute)")
    }

    let canvas = pathElements(
      renderer.render(
        Artwork(width: 100, height: 100) {
          Canvas { context, _ in
            for sample in samples { draw(sample, in: &context) }
          }
        }))
    #expect(canvas == context)

    let clippedSVG = renderer.render(width: 100, height: 100) { context, _ in
      context.clip(to: Path(CGRect(x: 0, y: 0, width: 90, height: 90)))
      for sample in samples { draw(sample, in: &context) }
    }
    // Through the effects path: every element carries the clip.
    #expect(clippedSVG.components(separatedBy: " clip-path=").count == samples.count + 1)
    #expect(pathElements(clippedSVG) == context)

    let views = pathElements(
      renderer.render(
        Artwork(width: 100, height: 100) {
          ZStack {
            for sample in samples { view(of: sample) }
          }
        }))
    #expect(views == context)

    let viewsWithEffects = pathElements(
      renderer.render(
        Artwork(width: 100, height: 100) {
          ZStack {
            for sample in samples {
              view(of: sample).clipShape(Rectangle())
            }
          }
        }))
    #expect(viewsWithEffects == context)
  }

  /// `sample` as a view: its path as a shape, filled and stroked.
  @ViewBuilder
  func view(of sample: Sample) -> ViewList {
    if let fill = sample.fill, let stroke = sample.stroke {
      sample.path.fill(fill, style: sample.fillStyle).stroke(stroke, style: sample.strokeStyle)
    } else if let fill = sample.fill {
      sample.path.fill(fill, style: sample.fillStyle)
    } else if let stroke = sample.stroke {
      sample.path.stroke(stroke, style: sample.strokeStyle)
    }
  }
}
