import SwiftUI
import Testing

// The badge of Apple's Landmarks tutorial ("Drawing paths and shapes"), as it writes it: a
// hexagon drawn with `Path` in a `GeometryReader` (its points in LandmarksHexagon.swift),
// and eight symbols, each a `Path` in a reader, rotated about their bottom, scaled to a
// quarter and positioned in the badge.

struct BadgeBackground: View {
  var body: some View {
    GeometryReader { geometry in
      Path { path in
        var width: CGFloat = min(geometry.size.width, geometry.size.height)
        let height = width
        let xScale: CGFloat = 0.832
        let xOffset = (width * (1.0 - xScale)) / 2.0
        width *= xScale
        path.move(
          to: CGPoint(
            x: width * 0.95 + xOffset,
            y: height * (0.20 + HexagonParameters.adjustment)
          )
        )

        HexagonParameters.segments.forEach { segment in
          path.addLine(
            to: CGPoint(
              x: width * segment.line.x + xOffset,
              y: height * segment.line.y
            )
          )

          path.addQuadCurve(
            to: CGPoint(
              x: width * segment.curve.x + xOffset,
              y: height * segment.curve.y
            ),
            control: CGPoint(
              x: width * segment.control.x + xOffset,
              y: height * segment.control.y
            )
          )
        }
      }
      .fill(
        .linearGradient(
          Gradient(colors: [Self.gradientStart, Self.gradientEnd]),
          startPoint: UnitPoint(x: 0.5, y: 0),
          endPoint: UnitPoint(x: 0.5, y: 0.6)
        ))
    }
    .aspectRatio(1, contentMode: .fit)
  }
  static let gradientStart = Color(red: 239.0 / 255, green: 120.0 / 255, blue: 221.0 / 255)
  static let gradientEnd = Color(red: 239.0 / 255, green: 172.0 / 255, blue: 120.0 / 255)
}

struct BadgeSymbol: View {
  static let symbolColor = Color(red: 79.0 / 255, green: 79.0 / 255, blue: 191.0 / 255)

  var body: some View {
    GeometryReader { geometry in
      Path { path in
        let width = min(geometry.size.width, geometry.size.height)
        let height = width * 0.75
        let spacing = width * 0.030
        let middle = width * 0.5
        let topWidth = width * 0.226
        let topHeight = height * 0.488

        path.addLines([
          CGPoint(x: middle, y: spacing),
          CGPoint(x: middle - topWidth, y: topHeight - spacing),
          CGPoint(x: middle, y: topHeight / 2 + spacing),
          CGPoint(x: middle + topWidth, y: topHeight - spacing),
          CGPoint(x: middle, y: spacing),
        ])

        path.move(to: CGPoint(x: middle, y: topHeight / 2 + spacing * 3))
        path.addLines([
          CGPoint(x: middle - topWidth, y: topHeight + spacing),
          CGPoint(x: spacing, y: height - spacing),
          CGPoint(x: width - spacing, y: height - spacing),
          CGPoint(x: middle + topWidth, y: topHeight + spacing),
          CGPoint(x: middle, y: topHeight / 2 + spacing * 3),
        ])
      }
      .fill(Self.symbolColor)
    }
  }
}

struct RotatedBadgeSymbol: View {
  let angle: Angle

  var body: some View {
    BadgeSymbol()
      .padding(-60)
      .rotationEffect(angle, anchor: .bottom)
  }
}

struct LandmarksBadge: View {
  var badgeSymbols: some View {
    ForEach(0..<8) { index in
      RotatedBadgeSymbol(
        angle: .degrees(Double(index) / Double(8)) * 360.0
      )
    }
    .opacity(0.5)
  }

  var body: some View {
    ZStack {
      BadgeBackground()

      GeometryReader { geometry in
        badgeSymbols
          .scaleEffect(1.0 / 4.0, anchor: .top)
          .position(x: geometry.size.width / 2.0, y: (3.0 / 4.0) * geometry.size.height)
      }
    }
    .scaledToFit()
  }
}

@MainActor @Suite struct LandmarksBadgeTests {
  /// The pixels of `view` under 100 points of padding, proposed 300 by 500 points: the
  /// badge is offered 300 by 400 and fits a 300-point square, 100 points down.
  func pixels<V: View>(_ view: V) throws -> RasterImage {
    let renderer = ImageRenderer(content: view.padding(.top, 100))
    renderer.proposedSize = ProposedViewSize(width: 300, height: 500)
    return try renderer.render()
  }

  @Test func theSymbolsMakeARingInTheMiddleOfTheHexagon() throws {
    let badge = try pixels(LandmarksBadge())
    let background = try pixels(BadgeBackground())
    #expect(badge.width == 300 && badge.height == 400)
    let centre = (x: 150.0, y: 250.0)
    func differs(_ x: Double, _ y: Double) -> Bool {
      let (px, py) = (Int(x.rounded()), Int(y.rounded()))
      return badge.pixel(x: px, y: py) != background.pixel(x: px, y: py)
    }
    // Each symbol's base is a quarter of (60 + 300 · 0.75) from the centre, its tip a
    // quarter of (60 + 360): the ring reaches from about 15 to 90 points out.
    for index in 0..<8 {
      let angle = Double(index) * .pi / 4
      let direction = (x: sin(angle), y: -cos(angle))
      #expect(
        differs(centre.x + 40 * direction.x, centre.y + 40 * direction.y), "symbol \(index)")
      #expect(
        !differs(centre.x + 110 * direction.x, centre.y + 110 * direction.y),
        "past symbol \(index)")
    }
    // The hexagon fills the badge's square, from 100 to 400, and leaves its corners.
    #expect(background.pixel(x: 150, y: 390).alpha == 255)
    #expect(background.pixel(x: 150, y: 110).alpha == 255)
    #expect(background.pixel(x: 150, y: 90).alpha == 0)
    #expect(background.pixel(x: 5, y: 105).alpha == 0)
  }
}
