import Foundation
import ShapeRender
import Shapes
import Testing

/// Takes any shape style, as a SwiftUI `fill(_:)` does, and returns its paint.
private func take<S: ShapeStyle>(_ style: S) -> Paint {
  style.paint
}

@Suite struct ShapeStyleTests {
  @Test func genericParameterTakesColorsByShortName() {
    #expect(take(.red) == .color(Color.red))
    #expect(take(.clear) == .color(Color(red: 0, green: 0, blue: 0, opacity: 0)))
    #expect(take(.secondary) == .color(Color.secondary))
    #expect(take(Color(white: 0.5)) == .color(Color(white: 0.5)))
  }

  @Test func everyStaticColorIsAShapeStyleMember() {
    let pairs: [(Paint, Color)] = [
      (take(.black), Color.black), (take(.white), Color.white), (take(.clear), Color.clear),
      (take(.gray), Color.gray), (take(.red), Color.red), (take(.orange), Color.orange),
      (take(.yellow), Color.yellow), (take(.green), Color.green), (take(.mint), Color.mint),
      (take(.teal), Color.teal), (take(.cyan), Color.cyan), (take(.blue), Color.blue),
      (take(.indigo), Color.indigo), (take(.purple), Color.purple), (take(.pink), Color.pink),
      (take(.brown), Color.brown), (take(.primary), Color.primary),
      (take(.secondary), Color.secondary),
    ]
    for (paint, color) in pairs {
      #expect(paint == .color(color))
    }
  }

  @Test func colorStaticsAreNotAmbiguous() {
    let red = Color.red
    let blue: Color = .blue
    let colors: [Color] = [.red, .blue]
    #expect(red.hexString == "#ff3b30")
    #expect(blue.hexString == "#007aff")
    #expect(colors == [red, blue])
    #expect(Color.red.paint == .color(red))
  }

  @Test func genericParameterTakesLinearGradients() {
    let expected = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
    #expect(
      take(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
        == .linearGradient(expected))
    #expect(
      take(.linearGradient(Gradient(colors: [.red, .blue]), startPoint: .top, endPoint: .bottom))
        == .linearGradient(expected))
    #expect(
      take(
        .linearGradient(
          stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)],
          startPoint: .top, endPoint: .bottom)) == .linearGradient(expected))
    #expect(take(expected) == .linearGradient(expected))
  }

  @Test func genericParameterTakesRadialGradients() {
    let expected = RadialGradient(
      colors: [.white, .black], center: .center, startRadius: 0, endRadius: 40)
    #expect(
      take(
        .radialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 40))
        == .radialGradient(expected))
    #expect(
      take(
        .radialGradient(
          Gradient(colors: [.white, .black]), center: .center, startRadius: 0, endRadius: 40))
        == .radialGradient(expected))
    #expect(
      take(
        .radialGradient(
          stops: [.init(color: .white, location: 0), .init(color: .black, location: 1)],
          center: .center, startRadius: 0, endRadius: 40)) == .radialGradient(expected))
    #expect(take(expected) == .radialGradient(expected))
  }

  @Test func existentialStylesGiveTheirPaints() {
    let linear = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
    let radial = RadialGradient(
      colors: [.red, .blue], center: .center, startRadius: 1, endRadius: 2)
    let styles: [any ShapeStyle] = [Color.mint, linear, radial]
    #expect(
      styles.map(\.paint) == [.color(.mint), .linearGradient(linear), .radialGradient(radial)])
  }
}
