import Foundation
import PixelKit
import ShapeRender
import Shapes
import Testing

/// `strokeBorder` rendered by the built-in raster renderer: the border lies inside the outline and
/// reaches it.
@MainActor @Suite struct StrokeBorderRenderingTests {
  /// A shape drawn in the 160 × 160 frame at (20, 20) of a 200 × 200 canvas.
  enum Outline: String, CaseIterable, Sendable {
    case circle
    case roundedRectangle
    case trapezium

    static let frame = CGRect(x: 20, y: 20, width: 160, height: 160)

    /// The outline, inset by `amount`.
    func path(insetBy amount: CGFloat = 0) -> Path {
      switch self {
      case .circle: Circle().inset(by: amount).path(in: Self.frame)
      case .roundedRectangle:
        RoundedRectangle(cornerRadius: 30).inset(by: amount).path(in: Self.frame)
      case .trapezium: Trapezium().inset(by: amount).path(in: Self.frame)
      }
    }

    /// The shape filled black.
    @MainActor var fill: AnyView {
      switch self {
      case .circle: AnyView(Circle().fill(.black).padding(20))
      case .roundedRectangle: AnyView(RoundedRectangle(cornerRadius: 30).fill(.black).padding(20))
      case .trapezium: AnyView(Trapezium().fill(.black).padding(20))
      }
    }

    /// The shape's border, `lineWidth` wide, in black.
    @MainActor func border(lineWidth: CGFloat) -> AnyView {
      switch self {
      case .circle: AnyView(Circle().strokeBorder(.black, lineWidth: lineWidth).padding(20))
      case .roundedRectangle:
        AnyView(
          RoundedRectangle(cornerRadius: 30).strokeBorder(.black, lineWidth: lineWidth).padding(20))
      case .trapezium: AnyView(Trapezium().strokeBorder(.black, lineWidth: lineWidth).padding(20))
      }
    }

    /// The shape's outline stroked `lineWidth` wide, centred on the outline, in black.
    @MainActor func stroke(lineWidth: CGFloat) -> AnyView {
      switch self {
      case .circle: AnyView(Circle().stroke(.black, lineWidth: lineWidth).padding(20))
      case .roundedRectangle:
        AnyView(RoundedRectangle(cornerRadius: 30).stroke(.black, lineWidth: lineWidth).padding(20))
      case .trapezium: AnyView(Trapezium().stroke(.black, lineWidth: lineWidth).padding(20))
      }
    }
  }

  /// The width of every border and stroke here.
  static let lineWidth: CGFloat = 12
  /// How far the alphas of one edge may differ between a stroke and a fill: the stroke's
  /// outline and the fill are separate polygons (curves flattened to within a fraction of
  /// a pixel), so along the same edge their coverage may differ by up to 0.1 pixel, 26 of
  /// 255 (librsvg 2.54, which these checks used before: up to 17, on the rounded corners).
  static let antialiasingTolerance = 26

  @Test(arguments: Outline.allCases)
  func strokeBorderPaintsNothingOutsideTheFill(_ outline: Outline) throws {
    let filled = try renderPixels(width: 200, height: 200) { outline.fill }
    let bordered = try renderPixels(width: 200, height: 200) {
      outline.border(lineWidth: Self.lineWidth)
    }
    // No pixel of the border is more opaque than the fill of the same shape, but for
    // antialiasing.
    let excess = zip(bordered.pixels, filled.pixels).map { Int($0.alpha) - Int($1.alpha) }
    #expect((excess.max() ?? 0) <= Self.antialiasingTolerance)
    // By the geometry: nothing a unit clear of the outline, outside, is painted.
    let placements = PlacementMap(outline.path(), width: 200, height: 200)
    let paintedOutside = placements.pixels(.outside).filter {
      !bordered[x: $0.x, y: $0.y].isTransparent
    }
    #expect(paintedOutside.isEmpty, "painted outside: \(paintedOutside.prefix(5))")
  }

  @Test(arguments: Outline.allCases)
  func strokeBorderReachesTheOutlineAndIsItsWidthDeep(_ outline: Outline) throws {
    let filled = try renderPixels(width: 200, height: 200) { outline.fill }
    let bordered = try renderPixels(width: 200, height: 200) {
      outline.border(lineWidth: Self.lineWidth)
    }
    // Along the outline the border covers what the fill covers: its outer edge is the
    // outline (within the antialiasing tolerance).
    let outer = PlacementMap(outline.path(), width: 200, height: 200)
    let edgeDifferences = outer.pixels(.edge).map {
      abs(Int(bordered[x: $0.x, y: $0.y].alpha) - Int(filled[x: $0.x, y: $0.y].alpha))
    }
    #expect((edgeDifferences.max() ?? 0) <= Self.antialiasingTolerance)
    // Inside, the border is 12 deep: opaque between the outline and the outline inset by
    // 12, transparent inside that.
    let inner = PlacementMap(outline.path(insetBy: Self.lineWidth), width: 200, height: 200)
    var bandGaps = 0
    var holePainted = 0
    for y in 0..<200 {
      for x in 0..<200 {
        let alpha = bordered[x: x, y: y].alpha
        if outer[x: x, y: y] == .inside, inner[x: x, y: y] == .outside, alpha != 255 {
          bandGaps += 1
        }
        if inner[x: x, y: y] == .inside, alpha != 0 { holePainted += 1 }
      }
    }
    #expect(bandGaps == 0)
    #expect(holePainted == 0)
  }

  @Test(arguments: Outline.allCases)
  func centredStrokeReachesOutsideTheFill(_ outline: Outline) throws {
    // The counterpart of the checks above: a plain stroke is half outside.
    let stroked = try renderPixels(width: 200, height: 200) {
      outline.stroke(lineWidth: Self.lineWidth)
    }
    let placements = PlacementMap(outline.path(), width: 200, height: 200)
    let paintedOutside = placements.pixels(.outside).count {
      !stroked[x: $0.x, y: $0.y].isTransparent
    }
    #expect(paintedOutside > 100)
  }
}
