import Foundation
import PixelKit
import ShapeRender
import Testing

/// Blurs and color adjustments drawn by the raster renderer against resvg drawing this
/// package's own SVG of them.
@MainActor @Suite struct RasterColorEffectFidelityTests {
  /// A subject whose edges all lie on whole pixels, so that both renderers draw the same
  /// pixels before the effect (gradients within a unit): a gradient square, a translucent
  /// square over it, and an opaque one.
  private static var aligned: some View {
    ZStack {
      Rectangle()
        .fill(
          .linearGradient(
            colors: [.red, .yellow, .blue], startPoint: .topLeading, endPoint: .bottomTrailing)
        )
        .frame(width: 36, height: 36)
      Rectangle().fill(Color.green.opacity(0.6)).frame(width: 20, height: 20).offset(x: 10, y: 10)
      Rectangle().fill(Color.purple).frame(width: 8, height: 8).offset(x: -8, y: -8)
    }
  }

  /// A subject with anti-aliased edges: a gradient square, a translucent circle over it,
  /// and an opaque capsule off the pixel grid.
  private static var antiAliased: some View {
    ZStack {
      Rectangle()
        .fill(
          .linearGradient(
            colors: [.red, .yellow, .blue], startPoint: .topLeading, endPoint: .bottomTrailing)
        )
        .frame(width: 36, height: 36)
      Circle().fill(Color.green.opacity(0.6)).frame(width: 26, height: 26).offset(x: 8, y: 8)
      Capsule().fill(Color.purple).frame(width: 18, height: 9).offset(x: -6.3, y: -6.6)
    }
  }

  /// The tiles' effects, in order.
  static let effects: [(name: String, apply: @MainActor @Sendable (AnyView) -> AnyView)] = [
    ("none", { $0 }),  // the subject itself, for comparison
    ("brightness 0.3", { AnyView($0.brightness(0.3)) }),
    ("brightness -0.4", { AnyView($0.brightness(-0.4)) }),
    ("contrast 0.5", { AnyView($0.contrast(0.5)) }),
    ("contrast 1.8", { AnyView($0.contrast(1.8)) }),
    ("contrast -0.5", { AnyView($0.contrast(-0.5)) }),
    ("saturation 0.3", { AnyView($0.saturation(0.3)) }),
    ("saturation 2", { AnyView($0.saturation(2)) }),
    ("grayscale 1", { AnyView($0.grayscale(1)) }),
    ("grayscale 0.4", { AnyView($0.grayscale(0.4)) }),
    ("hue 120", { AnyView($0.hueRotation(.degrees(120))) }),
    ("hue -45", { AnyView($0.hueRotation(.degrees(-45))) }),
    ("multiply orange", { AnyView($0.colorMultiply(.orange)) }),
    ("multiply blue 50%", { AnyView($0.colorMultiply(Color.blue.opacity(0.5))) }),
    ("invert", { AnyView($0.colorInvert()) }),
    ("luminance", { AnyView($0.luminanceToAlpha()) }),
    ("blur 4", { AnyView($0.blur(radius: 4)) }),
    ("blur 10", { AnyView($0.blur(radius: 10)) }),
    ("blur 6 opaque", { AnyView($0.blur(radius: 6, opaque: true)) }),
    ("blur rotated", { AnyView($0.blur(radius: 5).rotationEffect(.degrees(30))) }),
    ("blur then invert", { AnyView($0.blur(radius: 5).colorInvert()) }),
    ("gray then blur", { AnyView($0.grayscale(1).blur(radius: 6)) }),
    ("faded hue", { AnyView($0.hueRotation(.degrees(200)).opacity(0.6)) }),
    ("shadowed contrast", { AnyView($0.shadow(radius: 6, x: 3, y: 3).contrast(1.5)) }),
    ("blur 8 opaque", { AnyView($0.frame(width: 44, height: 44).blur(radius: 8, opaque: true)) }),
  ]

  static let columns = 6
  static let tile: CGFloat = 64

  /// Every effect on `subject`, each in its own tile.
  static func matrix(of subject: some View) -> Artwork<some View> {
    let rows = (effects.count + columns - 1) / columns
    return Artwork(width: CGFloat(columns) * tile, height: CGFloat(rows) * tile) {
      VStack(spacing: 0) {
        ForEach(0..<rows, id: \.self) { row in
          HStack(spacing: 0) {
            ForEach(0..<columns, id: \.self) { column in
              let index = row * columns + column
              if index < effects.count {
                effects[index].apply(AnyView(subject)).frame(width: tile, height: tile)
              } else {
                Color.clear.frame(width: tile, height: tile)
              }
            }
          }
        }
      }
    }
  }

  /// Our pixels and resvg's of `artwork`, written to the folder `EFFECTS_DUMP` names, if
  /// any, to be looked at.
  private static func images(of artwork: Artwork<some View>, name: String) throws -> (
    ours: RasterImage, theirs: PNGImage
  ) {
    let svg = SVGRenderer().render(artwork)
    let ours = try RasterRenderer().render(artwork)
    if let folder = ProcessInfo.processInfo.environment["EFFECTS_DUMP"] {
      try Data(svg.utf8).write(to: URL(fileURLWithPath: folder + "/\(name).svg"))
      try ours.pngData().write(to: URL(fileURLWithPath: folder + "/\(name).png"))
    }
    return (ours, try Resvg.render(svg))
  }

  @Test func onWholePixelsEveryEffectIsResvgsWithinRounding() throws {
    try Resvg.require()
    guard Resvg.executable != nil else { return }
    let (ours, theirs) = try Self.images(of: Self.matrix(of: Self.aligned), name: "aligned")
    var comparison = RasterComparison()
    comparison.add(ours: ours, theirs: theirs)
    // Both renderers filter the same pixels, so only rounding differs: measured, no pixel
    // past 8/255 (the opaque blurs' faint corners, divided by a small alpha), a mean of
    // 0.012/255.
    #expect(comparison.isWithin(differing: 0, farOff: 0, mean: 0.1), "\(comparison.summary)")
  }

  @Test func withAntiAliasedEdgesEveryEffectMatchesResvg() throws {
    try Resvg.require()
    guard Resvg.executable != nil else { return }
    let (ours, theirs) = try Self.images(
      of: Self.matrix(of: Self.antiAliased), name: "antialiased")
    var comparison = RasterComparison()
    comparison.add(ours: ours, theirs: theirs)
    // Anti-aliased edges differ as they do without effects (resvg rounds coverage to
    // quarters), and contrast, saturation and luminanceToAlpha (which divides by alpha)
    // amplify them: measured, 164 of 122,880 pixels past 16/255, 5 past 40/255, a mean of
    // 0.088/255.
    #expect(comparison.isWithinBars, "\(comparison.summary)")
  }

  @Test func graphicsContextFiltersMatchResvg() throws {
    try Resvg.require()
    guard Resvg.executable != nil else { return }
    let filters: [GraphicsContext.Filter] = [
      .blur(radius: 3), .blur(radius: 2.5, options: .opaque), .brightness(0.3),
      .contrast(1.6), .saturation(0.2), .grayscale(0.7), .hueRotation(.degrees(75)),
      .colorMultiply(.teal), .colorInvert(0.8), .luminanceToAlpha,
    ]
    let drawing: (inout GraphicsContext, CGSize) -> Void = { context, _ in
      for (index, filter) in filters.enumerated() {
        var tile = context
        tile.translateBy(x: Double(index % 5) * 50, y: Double(index / 5) * 50)
        tile.clip(to: Path(CGRect(x: 5, y: 5, width: 40, height: 40)))
        tile.addFilter(filter)
        let gradient = Gradient(colors: [.orange, .indigo])
        tile.fill(
          Path(CGRect(x: 10, y: 10, width: 30, height: 30)),
          with: .linearGradient(
            gradient, startPoint: CGPoint(x: 10, y: 10), endPoint: CGPoint(x: 40, y: 40)))
        tile.fill(
          Path(CGRect(x: 20, y: 20, width: 16, height: 16)), with: .color(Color.mint.opacity(0.7)))
      }
    }
    let svg = SVGRenderer().render(width: 250, height: 100, drawing: drawing)
    let ours = try RasterRenderer().render(width: 250, height: 100, drawing: drawing)
    var comparison = RasterComparison()
    comparison.add(ours: ours, theirs: try Resvg.render(svg))
    // Measured: no pixel past 16/255, a mean of 0.027/255.
    #expect(comparison.isWithin(differing: 0, farOff: 0, mean: 0.1), "\(comparison.summary)")
  }
}
