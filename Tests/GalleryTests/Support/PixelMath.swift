import Foundation
import GalleryArtwork
import PixelKit
import ShapeRender
import Shapes
import Testing

/// Makes the current test skip (it is cancelled, with the reason) when `rsvg-convert` is
/// missing and `CI` is unset, and fail when it is missing and `CI` is set.
func requireRenderer() throws {
  guard try SVGRasterizer.requireAvailability() else {
    try Test.cancel(
      "Skipped: \(SVGRasterizer.missingMessage) Set CI=1 to make this a failure instead.")
  }
}

/// The gallery artwork `name`, drawn by the built-in raster renderer at `zoom` pixels a
/// point: the checks of what the artwork shows need no other program.
@MainActor
func renderGallery(_ name: String, zoom: Double? = nil) throws -> PNGImage {
  let item = try #require(Gallery.item(named: name), "no gallery artwork named \(name)")
  return PNGImage(try item.rasterize(RasterRenderer(scale: zoom ?? 1)))
}

/// The gallery artwork `name`'s SVG, rendered by `rsvg-convert` at `zoom`: for the checks
/// whose point is what librsvg makes of it (SVG text drawn with its fonts, animations).
@MainActor
func renderGalleryWithLibrsvg(_ name: String, zoom: Double? = nil) throws -> PNGImage {
  try requireRenderer()
  let item = try #require(Gallery.item(named: name), "no gallery artwork named \(name)")
  return try SVGRasterizer(zoom: zoom).render(item.svg)
}

/// Prints measured numbers when `GALLERY_MEASUREMENTS` is set, so they can be read without
/// a failure: `GALLERY_MEASUREMENTS=1 swift test --filter GalleryRenderingTests`.
func report(_ message: @autoclosure () -> String) {
  if ProcessInfo.processInfo.environment["GALLERY_MEASUREMENTS"] != nil {
    print("[gallery] \(message())")
  }
}

extension RGBA {
  /// The 8-bit color of a ShapeRender color, opaque.
  init(_ color: Color) {
    self.init(red: color.redByte, green: color.greenByte, blue: color.blueByte)
  }

  /// This color with `color` at `opacity` painted over it (source-over, in 8-bit sRGB, as
  /// librsvg composites).
  func painted(with color: Color, opacity: Double) -> RGBA {
    painted(with: RGBA(color), opacity: opacity)
  }

  /// This color with `top` at `opacity` painted over it.
  func painted(with top: RGBA, opacity: Double) -> RGBA {
    func mix(_ below: UInt8, _ above: UInt8) -> UInt8 {
      UInt8((Double(below) + (Double(above) - Double(below)) * opacity).rounded())
    }
    return RGBA(
      red: mix(red, top.red), green: mix(green, top.green), blue: mix(blue, top.blue),
      alpha: alpha)
  }

  /// How far this color is from `start` toward `end`, by projecting the difference on the
  /// line between them: 0 at `start`, 1 at `end` (not clamped).
  func fraction(from start: RGBA, to end: RGBA) -> Double {
    let direction = [
      Double(end.red) - Double(start.red), Double(end.green) - Double(start.green),
      Double(end.blue) - Double(start.blue),
    ]
    let offset = [
      Double(red) - Double(start.red), Double(green) - Double(start.green),
      Double(blue) - Double(start.blue),
    ]
    let length = direction.reduce(0) { $0 + $1 * $1 }
    guard length > 0 else { return 0 }
    return zip(direction, offset).reduce(0) { $0 + $1.0 * $1.1 } / length
  }

  /// The spread of the channels, largest minus smallest: 0 for grays.
  var chroma: Int {
    Int(max(red, green, blue)) - Int(min(red, green, blue))
  }

  /// The mean of the three channels.
  var brightness: Double {
    (Double(red) + Double(green) + Double(blue)) / 3
  }
}

extension PNGImage {
  /// The pixel whose area holds the point (in canvas units at this image's scale 1).
  subscript(_ point: CGPoint) -> RGBA {
    self[x: Int(point.x.rounded(.down)), y: Int(point.y.rounded(.down))]
  }

  /// Calls `body` with every pixel's column, row and centre point inside `rect` (clipped to
  /// the image), in canvas units when the image is drawn at `scale`.
  func forEachPixel(
    in rect: CGRect, scale: Double = 1, _ body: (Int, Int, CGPoint, RGBA) -> Void
  ) {
    let minX = max(Int((rect.minX * scale).rounded(.down)), 0)
    let minY = max(Int((rect.minY * scale).rounded(.down)), 0)
    let maxX = min(Int((rect.maxX * scale).rounded(.up)), width)
    let maxY = min(Int((rect.maxY * scale).rounded(.up)), height)
    guard minX < maxX, minY < maxY else { return }
    for y in minY..<maxY {
      for x in minX..<maxX {
        let center = CGPoint(x: (Double(x) + 0.5) / scale, y: (Double(y) + 0.5) / scale)
        body(x, y, center, self[x: x, y: y])
      }
    }
  }
}

/// The distance from `point` to the segment from `a` to `b`.
func distance(from point: CGPoint, toSegment a: CGPoint, _ b: CGPoint) -> CGFloat {
  let dx = b.x - a.x
  let dy = b.y - a.y
  let lengthSquared = dx * dx + dy * dy
  let t =
    lengthSquared > 0
    ? min(max(((point.x - a.x) * dx + (point.y - a.y) * dy) / lengthSquared, 0), 1) : 0
  return hypot(point.x - (a.x + t * dx), point.y - (a.y + t * dy))
}

/// The corners of a polygon path (moves and lines only).
func polygonVertices(_ path: Path) -> [CGPoint] {
  var vertices: [CGPoint] = []
  path.forEach { element in
    switch element {
    case .move(let point), .line(let point): vertices.append(point)
    default: break
    }
  }
  return vertices
}

/// The distance from `point` to the outline of the closed polygon `vertices`.
func distance(from point: CGPoint, toPolygon vertices: [CGPoint]) -> CGFloat {
  var nearest = CGFloat.infinity
  for index in vertices.indices {
    let next = vertices[(index + 1) % vertices.count]
    nearest = min(nearest, distance(from: point, toSegment: vertices[index], next))
  }
  return nearest
}
