import Foundation
import ShapeRender
import Shapes
import Testing

@Suite struct GradientTests {
  @Test func colorsAreEvenlySpaced() {
    #expect(Gradient(colors: [.red, .green, .blue]).stops.map(\.location) == [0, 0.5, 1])
    #expect(
      Gradient(colors: [.red, .orange, .yellow, .green, .blue]).stops.map(\.location)
        == [0, 0.25, 0.5, 0.75, 1])
    #expect(Gradient(colors: [.red, .blue]).stops.map(\.location) == [0, 1])
    #expect(Gradient(colors: [.red, .green, .blue]).stops.map(\.color) == [.red, .green, .blue])
  }

  @Test func degenerateColorLists() {
    #expect(Gradient(colors: [.red]).stops == [Gradient.Stop(color: .red, location: 0)])
    #expect(Gradient(colors: []).stops.isEmpty)
    #expect(Gradient(stops: []).stops.isEmpty)
  }

  @Test func stopsAreSortedAndClamped() {
    let gradient = Gradient(stops: [
      .init(color: .red, location: 0.8),
      .init(color: .green, location: -0.5),
      .init(color: .blue, location: 1.5),
      .init(color: .yellow, location: 0.2),
    ])
    #expect(gradient.stops.map(\.location) == [0, 0.2, 0.8, 1])
    #expect(gradient.stops.map(\.color) == [.green, .yellow, .red, .blue])
  }

  @Test func nanLocationBecomesZero() {
    let gradient = Gradient(stops: [
      .init(color: .red, location: 0.5), .init(color: .blue, location: .nan),
    ])
    #expect(
      gradient.stops == [.init(color: .blue, location: 0), .init(color: .red, location: 0.5)])
  }

  @Test func stopsAtTheSameLocationKeepTheirOrder() {
    let colors: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue]
    let stops = colors.map { Gradient.Stop(color: $0, location: 0.5) }
    let gradient = Gradient(stops: [.init(color: .black, location: 1)] + stops)
    #expect(gradient.stops.map(\.color) == colors + [.black])
    // A hard edge: two stops at one location.
    let edge = Gradient(stops: [
      .init(color: .white, location: 1), .init(color: .red, location: 0.5),
      .init(color: .blue, location: 0.5), .init(color: .black, location: 0),
    ])
    #expect(edge.stops.map(\.color) == [.black, .red, .blue, .white])
  }

  @Test func changingTheStopsKeepsThemSortedAndClamped() {
    var gradient = Gradient(colors: [.red, .green, .blue])
    gradient.stops[0].location = 2
    // Red, clamped to 1, stays before blue, which was after it at the same location.
    #expect(gradient.stops.map(\.color) == [.green, .red, .blue])
    #expect(gradient.stops.map(\.location) == [0.5, 1, 1])
    gradient.stops = [.init(color: .black, location: 0.9), .init(color: .white, location: -1)]
    #expect(
      gradient.stops == [.init(color: .white, location: 0), .init(color: .black, location: 0.9)])
    gradient.stops.append(.init(color: .gray, location: 0.3))
    #expect(gradient.stops.map(\.color) == [.white, .gray, .black])
  }

  @Test func stopKeepsItsLocationUntilItJoinsAGradient() {
    let stop = Gradient.Stop(color: .red, location: 3)
    #expect(stop.location == 3)
    #expect(Gradient(stops: [stop]).stops[0].location == 1)
  }

  @Test func linearGradientInitializers() {
    let gradient = Gradient(colors: [.red, .blue])
    let fromGradient = LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom)
    #expect(fromGradient.gradient == gradient)
    #expect(fromGradient.startPoint == .top)
    #expect(fromGradient.endPoint == .bottom)
    #expect(
      LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom) == fromGradient)
    let fromStops = LinearGradient(
      stops: [.init(color: .blue, location: 1), .init(color: .red, location: 0)],
      startPoint: .top, endPoint: .bottom)
    #expect(fromStops == fromGradient)
    #expect(
      LinearGradient(gradient: gradient, startPoint: .leading, endPoint: .trailing) != fromGradient)
  }

  @Test func radialGradientInitializers() {
    let gradient = Gradient(colors: [.white, .black])
    let fromGradient = RadialGradient(
      gradient: gradient, center: .center, startRadius: 5, endRadius: 50)
    #expect(fromGradient.gradient == gradient)
    #expect(fromGradient.center == .center)
    #expect(fromGradient.startRadius == 5)
    #expect(fromGradient.endRadius == 50)
    #expect(
      RadialGradient(colors: [.white, .black], center: .center, startRadius: 5, endRadius: 50)
        == fromGradient)
    let fromStops = RadialGradient(
      stops: [.init(color: .white, location: -1), .init(color: .black, location: 2)],
      center: .center, startRadius: 5, endRadius: 50)
    #expect(fromStops == fromGradient)
    // Radii are kept as given; the renderer reads them as documented.
    let reversed = RadialGradient(
      gradient: gradient, center: .topLeading, startRadius: 50, endRadius: -5)
    #expect(reversed.startRadius == 50)
    #expect(reversed.endRadius == -5)
  }

  @Test func gradientsAreHashable() {
    let set: Set<Gradient> = [
      Gradient(colors: [.red, .blue]),
      Gradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)]),
      Gradient(colors: [.blue, .red]),
    ]
    #expect(set.count == 2)
  }
}
