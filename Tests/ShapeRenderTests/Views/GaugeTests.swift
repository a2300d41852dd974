import Foundation
import Testing

@testable import ShapeRender

/// Gauge: the value's share of its range, drawn by the style set around it.
@MainActor @Suite struct GaugeTests {
  static let track = Color(hex: 0x787880, opacity: 0.2)

  @Test func theDefaultIsABarFilledToTheShareWithTheLabelsAroundIt() throws {
    let laid = LaidOut(width: 300, height: 60) {
      Gauge(value: 25.0, in: 0...100) {
        Text("Load")
      } currentValueLabel: {
        Text("25")
      } minimumValueLabel: {
        Text("0")
      } maximumValueLabel: {
        Text("100")
      }
    }
    #expect(laid.texts.map(\.string) == ["Load", "25", "0", "100"])
    #expect(laid.texts[0].anchor.x == 0 && laid.texts[2].size == 12)
    let track = try #require(laid.frame(of: Self.track))
    let fill = try #require(laid.frame(of: .blue))
    // 6 tall; the bound labels 8 points from either end; the fill a quarter of the track.
    #expect(track.height == 6 && fill.height == 6 && fill.minY == track.minY)
    #expect(abs(fill.width - track.width / 4) < 1e-9 && fill.minX == track.minX)
    if laid.textFrames.count == 4 {
      #expect(abs(track.minX - laid.textFrames[2].maxX - 8) < 1e-6)
      #expect(abs(laid.textFrames[3].minX - track.maxX - 8) < 1e-6)
      #expect(abs(laid.textFrames[1].maxX - 300) < 1e-6)
    }
  }

  @Test func theValueIsClampedAndNaNOrAnEmptyRangeDrawsEmpty() throws {
    func fill(_ gauge: some View) -> CGFloat? {
      LaidOut(width: 200, height: 20) { gauge }.frame(of: .blue)?.width
    }
    #expect(fill(Gauge(value: 0.5) { EmptyView() }) == 100)
    #expect(fill(Gauge(value: 7.0, in: 0...5) { EmptyView() }) == 200)
    #expect(fill(Gauge(value: Float(-2), in: -4...0) { EmptyView() }) == 100)
    #expect(fill(Gauge(value: -1.0) { EmptyView() }) == nil)
    #expect(fill(Gauge(value: Double.nan) { EmptyView() }) == nil)
    #expect(fill(Gauge(value: 3.0, in: 3...3) { EmptyView() }) == nil)
    #expect(fill(Gauge(value: 3.0, in: 0...Double.infinity) { EmptyView() }) == nil)
    // Without labels the gauge is the bar alone: 6 tall.
    let bare = LaidOut(width: 200, height: 6) { Gauge(value: 0.5) { EmptyView() } }
    #expect(bare.frame(of: Self.track) == CGRect(x: 0, y: 0, width: 200, height: 6))
  }

  @Test func accessoryLinearMarksTheValue() throws {
    let laid = LaidOut(width: 206, height: 12) {
      Gauge(value: 0.5) { EmptyView() }.gaugeStyle(.accessoryLinear).tint(.orange)
    }
    // The marker travels from 3 to 203: at the middle, 103, a white 12 with an orange 8.
    expectFrame(laid.frame(of: .white), CGRect(x: 97, y: 0, width: 12, height: 12))
    expectFrame(laid.frame(of: .orange), CGRect(x: 99, y: 2, width: 8, height: 8))
    expectFrame(laid.frame(of: Self.track), CGRect(x: 0, y: 3, width: 206, height: 6))
  }

  @Test func accessoryLinearCapacityHasNoBoundLabels() {
    let laid = LaidOut(width: 200, height: 40) {
      Gauge(value: 0.5) {
        Text("Cups")
      } currentValueLabel: {
        Text("4")
      } minimumValueLabel: {
        Text("0")
      } maximumValueLabel: {
        Text("8")
      }
      .gaugeStyle(.accessoryLinearCapacity)
    }
    #expect(laid.texts.map(\.string) == ["Cups", "4"])
    #expect(laid.frame(of: .blue)?.width == 100)
  }

  @Test func accessoryCircularIsAnOpenRingWithAMarker() throws {
    let laid = LaidOut(width: 58, height: 58) {
      Gauge(value: 0.5) {
        Text("SPD")
      } currentValueLabel: {
        Text("50")
      }
      .gaugeStyle(.accessoryCircular)
    }
    #expect(laid.texts.map(\.string) == ["50", "SPD"])
    #expect(laid.texts[0].size == 17 && laid.texts[1].size == 10)
    // The arc, 26 from the centre, over the top from the lower left to the lower right.
    let arc = try #require(laid.strokes.first)
    #expect(arc.color.drawn == Self.track)
    #expect(abs(arc.rect.minY - 3) < 1e-6 && abs(arc.rect.minX - 3) < 1e-6)
    #expect(abs(arc.rect.maxY - (29 + 26 * sin(Double.pi / 4))) < 1e-6)
    // Half way round is the top: the marker is centred at (29, 3).
    expectFrame(laid.frame(of: .blue), CGRect(x: 25, y: -1, width: 8, height: 8))
  }

  @Test func accessoryCircularCapacityFillsFromTheTop() throws {
    let laid = LaidOut(width: 58, height: 58) {
      Gauge(value: 0.25) { Text("Battery") }.gaugeStyle(.accessoryCircularCapacity)
    }
    #expect(laid.texts.map(\.string) == ["Battery"] && laid.texts[0].size == 12)
    #expect(laid.strokes.map(\.color.drawn) == [Self.track, Color.blue.drawn])
    // A quarter turn from the top: from (29, 3) to (55, 29).
    expectFrame(laid.strokes[1].rect, CGRect(x: 29, y: 3, width: 26, height: 26))
    expectFrame(laid.strokes[0].rect, CGRect(x: 3, y: 3, width: 52, height: 52))
  }

  @Test func aStyleOfYourOwnReceivesTheShareAndTheLabels() {
    struct Bars: GaugeStyle {
      func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) {
          Color.green.frame(width: 100 * configuration.value, height: 10)
          configuration.label
          if configuration.currentValueLabel != nil { Text("has value") }
        }
      }
    }
    let laid = LaidOut(width: 200, height: 20) {
      Gauge(value: 3.0, in: 0...4) { Text("Q") }.gaugeStyle(Bars())
    }
    #expect(laid.frame(of: .green)?.width == 75)
    #expect(laid.texts.map(\.string) == ["Q"])
  }
}
