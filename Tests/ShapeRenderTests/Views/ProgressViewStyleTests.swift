import Foundation
import Testing

@testable import ShapeRender

/// `progressViewStyle(_:)`: the built-in styles and styles of your own.
@MainActor @Suite struct ProgressViewStyleTests {
  /// A bar of its own: an orange capsule 10 tall over a gray one, filled by the share.
  struct RoundedBarStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
      ZStack(alignment: .leading) {
        Capsule().fill(Color.gray)
        GeometryReader { proxy in
          Capsule().fill(Color.orange)
            .frame(width: proxy.size.width * (configuration.fractionCompleted ?? 0))
        }
      }
      .frame(height: 10)
    }
  }

  /// The style around it, padded by 10 points.
  struct PaddedStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
      ProgressView(configuration).padding(10)
    }
  }

  @Test func aStyleOfYourOwnDrawsTheProgress() throws {
    let laid = LaidOut(width: 200, height: 10) {
      ProgressView(value: 3, total: 4).progressViewStyle(RoundedBarStyle())
    }
    #expect(laid.frame(of: .gray) == CGRect(x: 0, y: 0, width: 200, height: 10))
    #expect(laid.frame(of: .orange) == CGRect(x: 0, y: 0, width: 150, height: 10))
    // iOS's bar is not drawn.
    #expect(laid.frame(of: Color(hex: 0x787880, opacity: 0.2)) == nil)
  }

  @Test func progressViewOfTheConfigurationDrawsTheStyleAroundIt() {
    let padded = LaidOut(width: 200, height: 24) {
      ProgressView(value: 0.5).progressViewStyle(PaddedStyle())
    }
    // The default bar, inside the padding.
    #expect(
      padded.fills.map(\.rect) == [
        CGRect(x: 10, y: 10, width: 180, height: 4), CGRect(x: 10, y: 10, width: 90, height: 4),
      ])
    // Around a padded style, the circular style set outside it draws.
    let spinner = LaidOut(width: 100, height: 100) {
      ProgressView(value: 0.5).progressViewStyle(PaddedStyle()).progressViewStyle(.circular)
    }
    #expect(spinner.fills.count == 8)
  }

  @Test func theBuiltInStylesDrawABarOrTheSpinner() {
    // Circular on iOS is the spinner, value or not.
    #expect(
      LaidOut(width: 100) { ProgressView(value: 0.5).progressViewStyle(.circular) }
        .fills.count == 8)
    // Linear without a value is the empty track.
    let empty = LaidOut(width: 100, height: 20) { ProgressView().progressViewStyle(.linear) }
    #expect(empty.fills.map(\.rect) == [CGRect(x: 0, y: 8, width: 100, height: 4)])
    // Automatic: a bar for a value, the spinner without.
    #expect(
      LaidOut(width: 100) { ProgressView(value: 0.5).progressViewStyle(.automatic) }
        .fills.count == 2)
    #expect(LaidOut(width: 100) { ProgressView().progressViewStyle(.automatic) }.fills.count == 8)
  }

  @Test func theOldTintInitializersColorTheBarAndTheSpinner() {
    let bar = LaidOut(width: 100, height: 20) {
      ProgressView(value: 0.5).progressViewStyle(LinearProgressViewStyle(tint: .pink))
    }
    #expect(bar.fills.last?.color == .pink)
    let spinner = LaidOut(width: 100, height: 100) {
      ProgressView().progressViewStyle(CircularProgressViewStyle(tint: .green))
    }
    #expect(spinner.fills.first?.color == .green)
    // `tint(_:)` colors the bar too, as on iOS.
    let tinted = LaidOut(width: 100, height: 20) { ProgressView(value: 0.5).tint(.red) }
    #expect(tinted.fills.last?.color == .red)
  }

  @Test func theLabelsAreAboveAndBelowTheBarAndBelowTheSpinner() throws {
    let laid = LaidOut(width: 200, height: 200) {
      ProgressView(value: 0.25) {
        Text("Uploading")
      } currentValueLabel: {
        Text("25%")
      }
    }
    #expect(laid.texts.map(\.string) == ["Uploading", "25%"])
    let bar = try #require(laid.fills.first)
    let label = try #require(laid.texts.first)
    let current = try #require(laid.texts.last)
    #expect(label.anchor.y < bar.rect.minY && current.anchor.y > bar.rect.maxY)
    // The current value in iOS's caption size and secondary gray.
    #expect(current.size == 12 && current.fill?.drawn == Color(hex: 0x3C3C43, opacity: 0.6))

    let spinner = LaidOut(width: 200, height: 200) { ProgressView("Loading") }
    let text = try #require(spinner.texts.first)
    let spokes = spinner.fills.map(\.rect).reduce(spinner.fills[0].rect) { $0.union($1) }
    #expect(text.anchor.y > spokes.maxY)
    #expect(text.fill?.drawn == Color(hex: 0x3C3C43, opacity: 0.6))
  }

  @Test func aConfigurationHasNoLabelsWhereTheViewHasNone() {
    nonisolated(unsafe) var seen: [ProgressViewStyleConfiguration] = []
    struct Recorder: ProgressViewStyle {
      let record: (ProgressViewStyleConfiguration) -> Void
      func makeBody(configuration: Configuration) -> some View {
        let _ = record(configuration)
        EmptyView()
      }
    }
    let recorder = Recorder { seen.append($0) }
    _ = LaidOut { ProgressView(value: 0.5).progressViewStyle(recorder) }
    _ = LaidOut { ProgressView("Loading").progressViewStyle(recorder) }
    _ = LaidOut { ProgressView(Progress(totalUnitCount: 4)).progressViewStyle(recorder) }
    #expect(seen.first?.label == nil && seen.first?.fractionCompleted == 0.5)
    #expect(seen.contains { $0.label != nil && $0.fractionCompleted == nil })
    #expect(seen.contains { $0.fractionCompleted == 0 })
  }

  @Test func aProgressViewLinesUpItsLabelsBaselineInAStack() throws {
    let laid = LaidOut(width: 300, height: 80) {
      HStack(alignment: .firstTextBaseline) {
        Text("Big").font(.system(size: 40))
        ProgressView("Copying", value: 0.5)
      }
    }
    let big = try #require(laid.texts.first { $0.string == "Big" })
    let label = try #require(laid.texts.first { $0.string == "Copying" })
    #expect(abs(big.anchor.y - label.anchor.y) < 1e-9)
  }
}
