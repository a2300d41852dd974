import Foundation
import GalleryArtwork
import PixelKit
import ShapeRender
import Shapes
import Testing

/// Every gallery artwork drawn by the built-in raster renderer, checked to mean what it
/// says: by pixel probes, areas, and comparison with the layout the artwork declares.
///
/// `GALLERY_MEASUREMENTS=1 swift test --filter GalleryRenderingTests` prints the numbers.
@MainActor @Suite struct GalleryRenderingTests {
  static let background = RGBA(GalleryStyle.background)
  static let white = RGBA.white

  // MARK: Trapezium hero

  /// Pixels of the photo are saturated; the canvas, the gray stroke, the shadow and the
  /// title are all near-neutral.
  static func isPhotoColored(_ pixel: RGBA) -> Bool {
    pixel.alpha == 255 && pixel.chroma >= 40
  }

  /// The hero's pixels outside and inside the trapezium, sorted into photo and not photo.
  @MainActor
  struct PhotoPlacement {
    /// The photo-colored pixels more than 1 px outside the outline.
    var outsidePhoto: [CGPoint] = []
    /// The pixels more than 1 px outside the outline.
    var outsideChecked = 0
    /// Those of them inside the photo's frame and beyond the stroke: the cut-away corner.
    var cutAwayChecked = 0
    /// The pixels inside the outline, beyond the stroke.
    var insideChecked = 0
    /// Those of them that are photo-colored.
    var insidePhoto = 0

    init(_ image: PNGImage) {
      let frame = TrapeziumHero.shapeFrame
      let outline = TrapeziumHero.shape.path(in: frame)
      let vertices = polygonVertices(outline)
      let halfStroke = TrapeziumHero.strokeWidth / 2
      image.forEachPixel(in: image.bounds.cgRect) { _, _, center, pixel in
        let inside = outline.contains(center)
        let edge = distance(from: center, toPolygon: vertices)
        if !inside, edge > 1 {
          outsideChecked += 1
          if frame.contains(center), edge > halfStroke + 1 { cutAwayChecked += 1 }
          if GalleryRenderingTests.isPhotoColored(pixel) { outsidePhoto.append(center) }
        } else if inside, edge > halfStroke + 1 {
          insideChecked += 1
          if GalleryRenderingTests.isPhotoColored(pixel) { insidePhoto += 1 }
        }
      }
    }
  }

  @Test func heroPhotoIsInsideTheTrapeziumOnly() throws {
    let placement = PhotoPlacement(try renderGallery("trapezium-hero"))
    let insideShare = Double(placement.insidePhoto) / Double(max(placement.insideChecked, 1))
    report(
      "hero: \(placement.outsidePhoto.count) photo pixels of \(placement.outsideChecked) "
        + "outside the outline (\(placement.cutAwayChecked) in the cut-away corner of the "
        + "photo's frame); \(placement.insidePhoto) of \(placement.insideChecked) inside "
        + "(\(insideShare))")
    #expect(
      placement.outsidePhoto.isEmpty,
      "photo pixels outside the trapezium: \(placement.outsidePhoto.prefix(8))")
    // The cut-away corner is big (a 60-high triangle), so the clip is really tested.
    #expect(placement.cutAwayChecked > 5_000)
    #expect(insideShare > 0.97, "the photo fills the trapezium")
  }

  @Test func heroCheckFindsAPhotoThatIsNotClipped() throws {
    // The same picture without the clip: the check must see the photo's cut-away corner.
    let unclipped = Artwork(
      width: TrapeziumHero.size.width, height: TrapeziumHero.size.height,
      background: GalleryStyle.background
    ) {
      GalleryPhoto.image.resizable()
        .overlay { TrapeziumHero.shape.stroke(.gray, lineWidth: TrapeziumHero.strokeWidth) }
        .frame(width: TrapeziumHero.shapeFrame.width, height: TrapeziumHero.shapeFrame.height)
        .position(x: TrapeziumHero.shapeFrame.midX, y: TrapeziumHero.shapeFrame.midY)
    }
    let placement = PhotoPlacement(PNGImage(try RasterRenderer().render(unclipped)))
    report("hero without its clip: \(placement.outsidePhoto.count) photo pixels outside")
    #expect(placement.outsidePhoto.count > 5_000)
  }

  @Test func heroShowsThePhotoItself() throws {
    let image = try renderGallery("trapezium-hero")
    let frame = TrapeziumHero.shapeFrame
    let photo = GalleryPhoto.bitmap
    let scale = frame.width / CGFloat(photo.width)
    #expect(abs(frame.height / CGFloat(photo.height) - scale) < 1e-9, "the frame fits exactly")
    // Probes well inside the trapezium, away from the stroke. The photo is scaled by 1.5, so
    // the renderer interpolates: compare with the photo interpolated under the pixel's centre.
    var largest = 0
    for (u, v) in [(0.3, 0.2), (0.5, 0.5), (0.72, 0.33), (0.6, 0.8), (0.9, 0.6), (0.2, 0.55)] {
      let point = CGPoint(
        x: (frame.minX + u * frame.width).rounded(.down) + 0.5,
        y: (frame.minY + v * frame.height).rounded(.down) + 0.5)
      let source = photo.bilinear(
        x: (point.x - frame.minX) / scale - 0.5, y: (point.y - frame.minY) / scale - 0.5)
      largest = max(largest, image[point].maximumDifference(from: source))
    }
    report("hero: largest difference from the photo at six probes: \(largest)")
    #expect(largest <= 4)
  }

  @Test func heroShadowExtendsBelowRight() throws {
    let image = try renderGallery("trapezium-hero")
    let frame = TrapeziumHero.shapeFrame
    let outline = TrapeziumHero.shape.path(in: frame)
    let vertices = polygonVertices(outline)
    let reach = TrapeziumHero.strokeWidth / 2 + 1
    let background = Self.background.brightness

    // How much darker than the canvas a pixel outside the stroked shape is.
    func darkness(_ pixel: RGBA) -> Double { max(background - pixel.brightness, 0) }

    var weight = 0.0
    var sumX = 0.0
    var sumY = 0.0
    image.forEachPixel(in: image.bounds.cgRect) { _, _, center, pixel in
      guard center.y > TrapeziumHero.titleBand.maxY + 4, !outline.contains(center),
        distance(from: center, toPolygon: vertices) > reach
      else { return }
      let dark = darkness(pixel)
      guard dark > 2 else { return }
      weight += dark
      sumX += dark * center.x
      sumY += dark * center.y
    }
    let box = outline.boundingRect
    let centroid = CGPoint(x: sumX / weight, y: sumY / weight)
    let shift = CGSize(width: centroid.x - box.midX, height: centroid.y - box.midY)

    // Mean darkness in bands 6…16 beyond the stroke on opposite sides.
    func band(_ rect: CGRect) -> Double {
      var total = 0.0
      var count = 0
      image.forEachPixel(in: rect) { _, _, _, pixel in
        total += darkness(pixel)
        count += 1
      }
      return total / Double(max(count, 1))
    }
    let middle = CGRect(x: 0, y: frame.minY + 60, width: 0, height: frame.height - 120)
    let right = band(CGRect(x: frame.maxX + 11, y: middle.minY, width: 10, height: middle.height))
    let left = band(CGRect(x: frame.minX - 21, y: middle.minY, width: 10, height: middle.height))
    let above = band(CGRect(x: frame.midX - 60, y: frame.minY - 21, width: 120, height: 10))
    // The bottom edge slopes: the band below follows it, 11…21 under it.
    let bottomLeft = vertices[3]
    let bottomRight = vertices[2]
    var belowTotal = 0.0
    var belowCount = 0
    image.forEachPixel(
      in: CGRect(x: frame.midX - 60, y: frame.midY, width: 120, height: frame.height)
    ) { _, _, center, pixel in
      let t = (center.x - bottomLeft.x) / (bottomRight.x - bottomLeft.x)
      let edge = bottomLeft.y + t * (bottomRight.y - bottomLeft.y)
      guard center.y - edge >= 11, center.y - edge < 21 else { return }
      belowTotal += darkness(pixel)
      belowCount += 1
    }
    let below = belowTotal / Double(max(belowCount, 1))
    report(
      "hero shadow: centroid \(shift.width), \(shift.height) from the shape's centre; "
        + "mean darkness right \(right), left \(left), below \(below), above \(above)")
    #expect(shift.width > 4 && shift.height > 4, "the shadow's weight lies below-right")
    #expect(right > 8 && right > 4 * left)
    #expect(below > 8 && below > 4 * above)
  }

  // MARK: Crisscross

  @Test func crisscrossColorsMatchTheOverlapOfBothTrapeziums() throws {
    let image = try renderGallery("crisscross")
    let frame = Crisscross.shapeFrame
    let below = Crisscross.below.path(in: frame)
    let above = Crisscross.above.path(in: frame)
    let belowVertices = polygonVertices(below)
    let aboveVertices = polygonVertices(above)
    let green = Crisscross.aboveColor
    let expected: [[RGBA]] = [
      [Self.background, Self.background.painted(with: green, opacity: green.opacity)],
      [
        RGBA(Crisscross.belowColor),
        RGBA(Crisscross.belowColor).painted(with: green, opacity: green.opacity),
      ],
    ]
    var probes = 0
    var counts = [0, 0, 0, 0]
    var largest = 0
    for row in 0...20 {
      for column in 0...24 {
        let point = CGPoint(
          x: frame.minX - 10 + CGFloat(column) * (frame.width + 20) / 24,
          y: frame.minY - 10 + CGFloat(row) * (frame.height + 20) / 20)
        guard distance(from: point, toPolygon: belowVertices) > 2,
          distance(from: point, toPolygon: aboveVertices) > 2
        else { continue }
        let inBelow = below.contains(point) ? 1 : 0
        let inAbove = above.contains(point) ? 1 : 0
        counts[inBelow * 2 + inAbove] += 1
        probes += 1
        let difference = image[point].maximumDifference(from: expected[inBelow][inAbove])
        largest = max(largest, difference)
        #expect(
          difference <= 3, "at \(point): \(image[point]), expected \(expected[inBelow][inAbove])")
      }
    }
    report(
      "crisscross: \(probes) probes (neither, green only, blue only, both: \(counts)), "
        + "largest difference \(largest)")
    #expect(counts.allSatisfy { $0 >= 10 }, "every region is probed")
  }

  // MARK: All four corners

  @Test func allFourCornersBandsDarkenWithEveryTrapeziumThatHoldsThem() throws {
    let image = try renderGallery("all-four-corners")
    for panel in AllFourCorners.panels {
      let frame = panel.shapeFrame
      let paths = AllFourCorners.offsets.map { panel.trapezium($0).path(in: frame) }
      let outlines = paths.map(polygonVertices)
      var layers = Self.white
      var expected = [layers]
      for _ in paths {
        layers = layers.painted(with: panel.color, opacity: AllFourCorners.layerOpacity)
        expected.append(layers)
      }
      var counts = [0, 0, 0, 0]
      var largest = 0
      for row in 0...24 {
        for column in 0...24 {
          let point = CGPoint(
            x: frame.minX + 1 + CGFloat(column) * (frame.width - 2) / 24,
            y: frame.minY + 1 + CGFloat(row) * (frame.height - 2) / 24)
          guard outlines.allSatisfy({ distance(from: point, toPolygon: $0) > 2.5 }) else {
            continue
          }
          let count = paths.filter { $0.contains(point) }.count
          counts[count] += 1
          let difference = image[point].maximumDifference(from: expected[count])
          largest = max(largest, difference)
          #expect(
            difference <= 3,
            "\(panel.corner) at \(point), inside \(count): \(image[point]), expected \(expected[count])"
          )
        }
      }
      report(
        "all four corners, \(panel.corner): probes inside 0/1/2/3 trapeziums \(counts), "
          + "largest difference \(largest)")
      #expect(counts.allSatisfy { $0 >= 8 }, "\(panel.corner): every band is probed")
    }
  }

  // MARK: Memorize cards

  @Test func memorizeCardsAreFaceUpFaceDownAndMatched() throws {
    let image = try renderGallery("memorize-cards")
    let theme = RGBA(MemorizeCards.themeColor)
    let pie = Self.white.painted(with: theme, opacity: MemorizeCards.pieOpacity)
    var largest = 0
    func expect(_ point: CGPoint, _ expected: RGBA, _ what: String) {
      let difference = image[point].maximumDifference(from: expected)
      largest = max(largest, difference)
      #expect(difference <= 3, "\(what) at \(point): \(image[point]), expected \(expected)")
    }
    for card in MemorizeCards.cards {
      let rect = card.rect
      let center = CGPoint(x: rect.midX, y: rect.midY)
      let radius = min(rect.width, rect.height) / 2 - MemorizeCards.piePadding
      // The pie covers the angles from where its bonus ends round to twelve o'clock,
      // counter-clockwise on screen; its bite is the rest.
      let pieEnd = (1 - card.bonusRemaining) * 360 - 90
      let inPie = Angle.degrees(pieEnd + 360 * card.bonusRemaining / 2)
      let inBite = Angle.degrees(-90 + 360 * (1 - card.bonusRemaining) / 2)
      func onCircle(_ angle: Angle, _ fraction: CGFloat) -> CGPoint {
        CGPoint(
          x: center.x + fraction * radius * cos(angle.radians),
          y: center.y + fraction * radius * sin(angle.radians))
      }
      // A matched card fades as a whole over the canvas.
      func seen(_ color: RGBA) -> RGBA {
        card.isMatched
          ? Self.background.painted(with: color, opacity: MemorizeCards.matchedOpacity) : color
      }
      expect(CGPoint(x: rect.minX - 4, y: rect.midY), Self.background, "outside \(card.caption)")
      if card.isFaceUp {
        let border = CGPoint(x: rect.minX + Cardify.lineWidth / 2, y: rect.midY)
        expect(border, seen(theme), "border of \(card.caption)")
        expect(
          CGPoint(x: rect.minX + Cardify.lineWidth + 1.5, y: rect.minY + 40), seen(.white),
          "inside the border of \(card.caption)")
        expect(onCircle(inPie, 0.85), seen(pie), "pie of \(card.caption)")
        expect(onCircle(inBite, 0.85), seen(.white), "bite of \(card.caption)")
      } else {
        for (u, v) in [(0.1, 0.1), (0.5, 0.5), (0.9, 0.2), (0.3, 0.9), (0.02, 0.5)] {
          expect(
            CGPoint(x: rect.minX + u * rect.width, y: rect.minY + v * rect.height), theme,
            "face-down card")
        }
      }
    }
    report("memorize cards: 15 probes, largest difference \(largest)")
  }

  // MARK: Pie sweep

  /// The filled fraction of a pie's disc: every pixel within `radius + 2.5` of the centre
  /// counted by how far its color is from the canvas toward the pie's color.
  static func filledFraction(of sample: PieSweep.Sample, in image: PNGImage, scale: Double)
    -> Double
  {
    let reach = PieSweep.radius + 2.5
    let box = CGRect(
      x: sample.center.x - reach, y: sample.center.y - reach, width: 2 * reach, height: 2 * reach)
    let color = RGBA(sample.color)
    var covered = 0.0
    image.forEachPixel(in: box, scale: scale) { _, _, center, pixel in
      guard hypot(center.x - sample.center.x, center.y - sample.center.y) <= reach else { return }
      covered += min(max(pixel.fraction(from: background, to: color), 0), 1)
    }
    let disc = Double.pi * Double(PieSweep.radius * PieSweep.radius)
    return covered / (scale * scale) / disc
  }

  @Test func pieSweepFilledFractionsMatchTheirSweepsWithinHalfAPercent() throws {
    let image = try renderGallery("pie-sweep")
    var worst = 0.0
    var lines: [String] = []
    for row in PieSweep.rows {
      var measured: [String] = []
      for sample in row.samples {
        let fraction = Self.filledFraction(of: sample, in: image, scale: 1)
        let error = fraction - sample.expectedFraction
        worst = max(worst, abs(error))
        measured.append(String(format: "%.0f°: %.4f (%+.4f)", sample.sweep, fraction, error))
        #expect(
          abs(error) <= 0.005,
          "\(row.label) \(sample.sweep)°: filled \(fraction), expected \(sample.expectedFraction)"
        )
      }
      lines.append(
        "\(row.label.replacingOccurrences(of: "\n", with: " ")): "
          + measured.joined(separator: ", "))
    }
    report("pie sweep, filled fraction of the disc (error):\n  " + lines.joined(separator: "\n  "))
    report("pie sweep: worst error \(worst)")
  }

  @Test func pieSweepsRunClockwiseAndCounterClockwiseFromTwelve() throws {
    let image = try renderGallery("pie-sweep")
    // At 90°, a clockwise pie holds the upper-right quarter, a counter-clockwise one the
    // upper-left; at 180° both keep the half on their side.
    for row in PieSweep.rows {
      for sample in row.samples where sample.sweep == 90 || sample.sweep == 180 {
        let clockwise = sample.pie.clockwise
        let offset = PieSweep.radius * 0.75
        let right = image[
          CGPoint(x: sample.center.x + offset / 1.5, y: sample.center.y - offset / 1.5)]
        let left = image[
          CGPoint(x: sample.center.x - offset / 1.5, y: sample.center.y - offset / 1.5)]
        let filled = clockwise ? right : left
        let empty = clockwise ? left : right
        #expect(filled.fraction(from: Self.background, to: RGBA(sample.color)) > 0.95)
        #expect(empty.maximumDifference(from: Self.background) <= 2)
      }
    }
  }

  // MARK: Corner styles

  /// The largest difference between the pixels of two equal-sized regions of `image`, the
  /// second `dx` to the right of the first.
  static func largestDifference(_ image: PNGImage, in rect: CGRect, dx: Int) -> (Int, Double) {
    var largest = 0
    var total = 0.0
    image.forEachPixel(in: rect) { x, y, _, pixel in
      let other = image[x: x + dx, y: y]
      let difference = pixel.maximumDifference(from: other)
      largest = max(largest, difference)
      total += Double(difference) / 255
    }
    return (largest, total)
  }

  @Test func continuousCornersDifferFromCircularAtTheCornersButNotMidEdge() throws {
    let image = try renderGallery("corner-styles")
    let circular = CornerStyles.shapeFrame(column: 0, row: 0)
    let continuous = CornerStyles.shapeFrame(column: 1, row: 0)
    #expect(continuous.minY == circular.minY)
    let dx = Int(continuous.minX - circular.minX)
    #expect(CGFloat(dx) == continuous.minX - circular.minX, "the frames are whole pixels apart")
    for (row, radii) in [
      (
        0,
        RectangleCornerRadii(
          topLeading: CornerStyles.cornerRadius, bottomLeading: CornerStyles.cornerRadius,
          bottomTrailing: CornerStyles.cornerRadius, topTrailing: CornerStyles.cornerRadius)
      ),
      (1, CornerStyles.unevenRadii),
    ] {
      let frame = CornerStyles.shapeFrame(column: 0, row: row)
      // A continuous corner eases over 1.528665 r of each edge: a square that big at each
      // corner holds every difference; the edges between them must be the same.
      let corners: [(RectCorner, CGFloat)] = [
        (.topLeft, radii.topLeading), (.topRight, radii.topTrailing),
        (.bottomLeft, radii.bottomLeading), (.bottomRight, radii.bottomTrailing),
      ]
      var cornerReport: [String] = []
      for (corner, radius) in corners {
        let size = (1.528_665 * radius).rounded(.up) + 2
        let box = CGRect(
          x: corner.isLeft ? frame.minX - 2 : frame.maxX - size + 2,
          y: corner.isTop ? frame.minY - 2 : frame.maxY - size + 2, width: size, height: size)
        let (largest, total) = Self.largestDifference(image, in: box, dx: dx)
        cornerReport.append("\(corner) r \(radius): largest \(largest), summed \(total)")
        // The outlines part by up to 0.0074 r, near where the circular corner begins.
        #expect(
          Double(largest) >= 0.6 * Double(radius),
          "row \(row) \(corner): the corner styles look the same")
      }
      // Mid-edge: bands 3 px either side of each edge, between the corner squares.
      func easing(_ radius: CGFloat) -> CGFloat { (1.528_665 * radius).rounded(.up) + 2 }
      let bands = [
        CGRect(
          x: frame.minX + easing(radii.topLeading), y: frame.minY - 3,
          width: frame.width - easing(radii.topLeading) - easing(radii.topTrailing), height: 6),
        CGRect(
          x: frame.minX + easing(radii.bottomLeading), y: frame.maxY - 3,
          width: frame.width - easing(radii.bottomLeading) - easing(radii.bottomTrailing),
          height: 6),
        CGRect(
          x: frame.minX - 3, y: frame.minY + easing(radii.topLeading), width: 6,
          height: frame.height - easing(radii.topLeading) - easing(radii.bottomLeading)),
        CGRect(
          x: frame.maxX - 3, y: frame.minY + easing(radii.topTrailing), width: 6,
          height: frame.height - easing(radii.topTrailing) - easing(radii.bottomTrailing)),
      ]
      var edgeLargest = 0
      var edgePixels = 0
      for band in bands {
        #expect(band.width > 0 && band.height > 0)
        let (largest, _) = Self.largestDifference(image, in: band, dx: dx)
        edgeLargest = max(edgeLargest, largest)
        edgePixels += Int(band.width * band.height)
      }
      report(
        "corner styles row \(row): \(cornerReport.joined(separator: "; ")); "
          + "mid-edge (\(edgePixels) px) largest difference \(edgeLargest)")
      #expect(edgeLargest <= 1, "row \(row): mid-edge the styles must agree")
    }
  }

  @Test func capsuleAreaMatchesItsFormula() throws {
    let image = try renderGallery("corner-styles")
    let frame = CornerStyles.capsuleFrame
    let color = RGBA(Color.teal)
    var covered = 0.0
    image.forEachPixel(in: frame.insetBy(dx: -2, dy: -2)) { _, _, _, pixel in
      covered += min(max(pixel.fraction(from: Self.white, to: color), 0), 1)
    }
    let radius = frame.height / 2
    let expected = Double(frame.width * frame.height - (4 - .pi) * radius * radius)
    report("capsule: area \(covered), expected \(expected) (\((covered / expected - 1) * 100) %)")
    #expect(abs(covered / expected - 1) < 0.005)
  }

  @Test func curvatureGraphShowsBothStyles() throws {
    let image = try renderGallery("corner-styles")
    let plot = CornerStyles.curvaturePlot
    let orange = image.countPixels(in: plot.pixelRect) {
      $0.maximumDifference(from: RGBA(Color.orange)) <= 24
    }
    let indigo = image.countPixels(in: plot.pixelRect) {
      $0.maximumDifference(from: RGBA(CornerStyles.fillColor)) <= 24
    }
    report("curvature graph: \(orange) orange and \(indigo) indigo pixels")
    #expect(orange > 150 && indigo > 150)
  }

  // MARK: Paint and effects

  @Test func gradientsRunFromTheirFirstColorToTheirLast() throws {
    let image = try renderGallery("paint-and-effects")
    let linear = PaintAndEffects.linearGradientFrame
    let first = RGBA(PaintAndEffects.linearColors[0])
    let last = RGBA(PaintAndEffects.linearColors[1])
    var linearError = 0.0
    for u in [0.1, 0.3, 0.5, 0.7, 0.9] {
      let pixel = image[CGPoint(x: linear.minX + u * linear.width, y: linear.midY)]
      let along = pixel.fraction(from: first, to: last)
      // Where the probed pixel's centre lies along the gradient.
      let x = (linear.minX + u * linear.width).rounded(.down) + 0.5
      let expected = (x - linear.minX) / linear.width
      linearError = max(linearError, abs(along - expected))
      #expect(abs(along - expected) < 0.03, "linear gradient at \(u): \(along)")
    }
    let radial = PaintAndEffects.radialGradientFrame
    let colors = PaintAndEffects.radialColors.map(RGBA.init)
    let center = CGPoint(x: radial.midX, y: radial.midY)
    var radialLargest = 0
    for fraction in [0.0, 0.25, 0.5, 0.75, 0.9] {
      let point = CGPoint(x: center.x + fraction * radial.width / 2, y: center.y)
      let location = (fraction * radial.width / 2 + 0.5) / (radial.width / 2)
      let expected =
        location < 0.5
        ? colors[0].painted(with: colors[1], opacity: location / 0.5)
        : colors[1].painted(with: colors[2], opacity: min((location - 0.5) / 0.5, 1))
      let difference = image[point].maximumDifference(from: expected)
      radialLargest = max(radialLargest, difference)
      #expect(difference <= 6, "radial gradient at \(fraction): \(image[point]) vs \(expected)")
    }
    report(
      "gradients: linear largest error \(linearError) of the run, radial largest difference "
        + "\(radialLargest)")
  }

  /// The runs of painted pixels along a row, as (first column, length), where a pixel
  /// counts when `isPainted` says so.
  static func runs(in image: PNGImage, row: Int, from: Int, to: Int, isPainted: (RGBA) -> Bool)
    -> [(start: Int, length: Int)]
  {
    var runs: [(start: Int, length: Int)] = []
    var start: Int?
    for x in from...to {
      let painted = x < to && isPainted(image[x: x, y: row])
      if painted, start == nil { start = x }
      if !painted, let first = start {
        runs.append((first, x - first))
        start = nil
      }
    }
    return runs
  }

  @Test func dashesAndDotsFollowTheirPatterns() throws {
    let image = try renderGallery("paint-and-effects")
    let blue = RGBA(Color.blue)
    func isBlue(_ pixel: RGBA) -> Bool { pixel.fraction(from: Self.white, to: blue) > 0.5 }
    let dashed = PaintAndEffects.dashedLine
    let dashes = Self.runs(
      in: image, row: Int(dashed.start.y), from: Int(dashed.start.x) - 4,
      to: Int(dashed.end.x) + 4, isPainted: isBlue)
    report("dashes [16, 8]: runs \(dashes.map { "\($0.start)+\($0.length)" })")
    #expect(dashes.count == 5)
    for (index, dash) in dashes.enumerated() {
      #expect(dash.start == Int(dashed.start.x) + 24 * index)
      #expect(dash.length == 16)
    }
    let dotted = PaintAndEffects.dottedLine
    let dots = Self.runs(
      in: image, row: Int(dotted.start.y), from: Int(dotted.start.x) - 8,
      to: Int(dotted.end.x) + 8, isPainted: isBlue)
    report("dots [0, 14] with round caps: \(dots.count) dots, widths \(dots.map(\.length))")
    #expect(dots.count == 9)
    #expect(dots.allSatisfy { abs($0.length - 10) <= 1 })
  }

  @Test func capsStopAtTheEndOrReachHalfTheWidthBeyond() throws {
    let image = try renderGallery("paint-and-effects")
    let indigo = RGBA(Color.indigo)
    let ends = PaintAndEffects.capEnds
    let half = PaintAndEffects.capLineWidth / 2
    var measured: [String] = []
    for line in PaintAndEffects.capLines {
      // Rows where the dashed guides have a gap: 2 and 7 above the line's centre.
      func extent(rowAbove: Int) -> (left: Double, right: Double) {
        let row = Int(line.y) - rowAbove
        let runs = Self.runs(
          in: image, row: row, from: Int(ends.start) - 20, to: Int(ends.end) + 20
        ) { $0.fraction(from: Self.white, to: indigo) > 0.5 }
        let first = runs.first?.start ?? 0
        let last = runs.last.map { $0.start + $0.length } ?? 0
        return (Double(ends.start) - Double(first), Double(last) - Double(ends.end))
      }
      let near = extent(rowAbove: 2)
      let far = extent(rowAbove: 7)
      measured.append("\(line.cap): beyond the ends \(near) at 1.5, \(far) at 6.5 from the centre")
      // Beyond each end, at a distance dy from the centre line: butt 0, square half the
      // width, round sqrt(half² − dy²).
      for (reach, dy) in [(near, 1.5), (far, 6.5)] {
        let expected: Double
        switch line.cap {
        case .butt: expected = 0
        case .square: expected = Double(half)
        case .round: expected = (Double(half * half) - dy * dy).squareRoot()
        }
        #expect(abs(reach.left - expected) <= 1, "\(line.cap) left at \(dy): \(reach.left)")
        #expect(abs(reach.right - expected) <= 1, "\(line.cap) right at \(dy): \(reach.right)")
      }
    }
    report("caps: " + measured.joined(separator: "; "))
  }

  @Test func joinsReachAsFarAsTheirKindAboveTheApex() throws {
    let image = try renderGallery("paint-and-effects")
    let half = Double(PaintAndEffects.joinLineWidth) / 2
    // The chevron's sides leave the apex 16 across and 60 down: sin of half the angle.
    let sine = 16 / (16.0 * 16 + 60 * 60).squareRoot()
    var measured: [String] = []
    var tops: [Double] = []
    for chevron in PaintAndEffects.chevrons {
      // Teal shows as green well above red; the thin dark path and the white card do not.
      // The top is the first row holding a twentieth of a pixel of teal: the tip lies
      // within it, or just above.
      var coverage: [Int: Double] = [:]
      let band = CGRect(x: chevron.apex.x - 14, y: chevron.apex.y - 30, width: 28, height: 40)
      image.forEachPixel(in: band) { _, y, _, pixel in
        let teal = (Double(pixel.green) - Double(pixel.red)) / 128
        coverage[y, default: 0] += max(teal, 0)
      }
      let top = Double(coverage.filter { $0.value >= 0.05 }.keys.min() ?? 0)
      let reach = Double(chevron.apex.y) - top
      let expected: Double
      switch chevron.join {
      case .miter: expected = half / sine
      case .round: expected = half
      case .bevel: expected = half * sine
      }
      tops.append(reach)
      measured.append("\(chevron.join) \(reach) (expected \(expected))")
      #expect(
        reach >= expected - 0.5 && reach <= expected + 1,
        "\(chevron.join) reaches \(reach) above the apex, expected \(expected)")
    }
    report("joins, reach above the apex: " + measured.joined(separator: ", "))
    #expect(tops[0] > tops[1] && tops[1] > tops[2])
  }

  @Test func evenOddLeavesTheStarsMiddleEmpty() throws {
    let image = try renderGallery("paint-and-effects")
    let pink = RGBA(Color.pink)
    let centers = PaintAndEffects.starCenters
    let arm = CGPoint(x: 0, y: -0.7 * PaintAndEffects.starRadius)
    let nonzeroMiddle = image[centers[0]]
    let evenOddMiddle = image[centers[1]]
    report("even-odd: middle nonzero \(nonzeroMiddle), even-odd \(evenOddMiddle)")
    #expect(nonzeroMiddle.maximumDifference(from: pink) <= 2)
    #expect(evenOddMiddle.maximumDifference(from: Self.white) <= 2)
    for center in centers {
      #expect(
        image[CGPoint(x: center.x + arm.x, y: center.y + arm.y)].maximumDifference(from: pink) <= 2)
    }
  }

  @Test func maskFadesTheGradientAcrossTheCircle() throws {
    let image = try renderGallery("paint-and-effects")
    let frame = PaintAndEffects.maskFrame
    let top = RGBA(PaintAndEffects.maskedColors[0])
    let bottom = RGBA(PaintAndEffects.maskedColors[1])
    let content = top.painted(with: bottom, opacity: 0.5)
    var shown: [String] = []
    for u in [0.15, 0.35, 0.5, 0.65, 0.85] {
      let point = CGPoint(x: frame.minX + u * frame.width, y: frame.midY)
      let opacity = image[point].fraction(from: Self.white, to: content)
      shown.append(String(format: "%.2f: %.3f", u, opacity))
      #expect(abs(opacity - (1 - u)) < 0.06, "mask at \(u): opacity \(opacity)")
    }
    // Outside the circle, in the corners of the gradient's frame, nothing shows.
    for corner in [
      CGPoint(x: frame.minX + 4, y: frame.minY + 4), CGPoint(x: frame.minX + 4, y: frame.maxY - 4),
    ] {
      #expect(image[corner].maximumDifference(from: Self.white) <= 1)
    }
    report("mask, opacity across the circle: " + shown.joined(separator: ", "))
  }

  @Test func groupOpacityDoesNotDarkenTheOverlap() throws {
    let image = try renderGallery("paint-and-effects")
    let fade = PaintAndEffects.fadeOpacity
    let red = RGBA(Color.red)
    let blue = RGBA(Color.blue)
    func overlap(_ circles: [CGRect]) -> CGPoint {
      CGPoint(
        x: (circles[0].midX + circles[1].midX) / 2, y: (circles[0].midY + circles[1].midY) / 2)
    }
    let group = image[overlap(PaintAndEffects.groupCircles)]
    let each = image[overlap(PaintAndEffects.eachCircles)]
    let groupExpected = Self.white.painted(with: blue, opacity: fade)
    let eachExpected = Self.white.painted(with: red, opacity: fade).painted(
      with: blue, opacity: fade)
    report(
      "group opacity: overlap \(group) (expected \(groupExpected)); each: \(each) (expected \(eachExpected))"
    )
    #expect(group.maximumDifference(from: groupExpected) <= 2)
    #expect(each.maximumDifference(from: eachExpected) <= 2)
    #expect(group.maximumDifference(from: each) > 40)
    // Where only the red circle is, both are the same half-faded red.
    for circles in [PaintAndEffects.groupCircles, PaintAndEffects.eachCircles] {
      let redOnly = CGPoint(x: circles[0].minX + 10, y: circles[0].minY + 14)
      #expect(
        image[redOnly].maximumDifference(from: Self.white.painted(with: red, opacity: fade)) <= 2)
    }
  }
}

extension PNGImage {
  /// The color at a point between pixel centres (pixel `x` has its centre at `x`), mixed
  /// from the four nearest pixels.
  func bilinear(x: Double, y: Double) -> RGBA {
    let x0 = min(max(Int(x.rounded(.down)), 0), width - 1)
    let y0 = min(max(Int(y.rounded(.down)), 0), height - 1)
    let x1 = min(x0 + 1, width - 1)
    let y1 = min(y0 + 1, height - 1)
    let fx = min(max(x - Double(x0), 0), 1)
    let fy = min(max(y - Double(y0), 0), 1)
    let top = self[x: x0, y: y0].painted(with: self[x: x1, y: y0], opacity: fx)
    let bottom = self[x: x0, y: y1].painted(with: self[x: x1, y: y1], opacity: fx)
    return top.painted(with: bottom, opacity: fy)
  }
}

extension PixelRect {
  /// The rectangle in canvas units.
  var cgRect: CGRect { CGRect(x: x, y: y, width: width, height: height) }
}

extension CGRect {
  /// The whole pixels this rectangle touches.
  var pixelRect: PixelRect {
    let minX = Int(self.minX.rounded(.down))
    let minY = Int(self.minY.rounded(.down))
    return PixelRect(
      x: minX, y: minY, width: Int(maxX.rounded(.up)) - minX,
      height: Int(maxY.rounded(.up)) - minY)
  }
}
