import SwiftUI
import Testing

// Code as Swift 6 and Apple's current samples write it: models bound to the main actor,
// read by views whose properties start from them, a helper outside any view, and a shape
// and a modifier that animate.

@MainActor @Observable final class ScoreModel {
  var scores: [Int] = [3, 5, 8]
  var total: Int { scores.reduce(0, +) }

  func add(_ score: Int) { scores.append(score) }
}

@MainActor final class FeedModel: ObservableObject {
  @Published var titles = ["Morning", "Noon"]

  func refresh() async { titles.append("Evening") }
}

struct ScoreBoard: View {
  @State private var model = ScoreModel()
  @StateObject private var feed = FeedModel()

  var body: some View {
    VStack(alignment: .leading) {
      ForEach(model.scores, id: \.self) { score in
        Text("Score \(score)").onTapGesture { model.add(score) }
      }
      Text("Total \(model.total)").bold()
      ForEach(feed.titles, id: \.self) { title in
        caption(title)
      }
    }
    .task { await feed.refresh() }
  }
}

/// A helper outside any type: SwiftUI's views and modifiers are made off the main actor.
func caption(_ text: String) -> some View {
  Text(text).font(.caption).padding(4)
}

struct Dial: Shape {
  var fraction: Double

  var animatableData: Double {
    get { fraction }
    set { fraction = newValue }
  }

  func path(in rect: CGRect) -> Path {
    Path { path in
      path.move(to: CGPoint(x: rect.midX, y: rect.midY))
      path.addArc(
        center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2,
        startAngle: .degrees(0), endAngle: .degrees(360 * fraction), clockwise: false)
      path.closeSubpath()
    }
  }
}

struct Spin: ViewModifier, Animatable {
  var degrees: Double

  var animatableData: Double {
    get { degrees }
    set { degrees = newValue }
  }

  func body(content: Content) -> some View {
    content.rotationEffect(.degrees(degrees))
  }
}

@MainActor @Suite struct SwiftUIMainActorModelTests {
  @Test func aViewReadsModelsBoundToTheMainActor() {
    let svg = SVGRenderer().render(Artwork(width: 200, height: 240) { ScoreBoard() })
    for text in ["Score 3", "Score 5", "Score 8", "Total 16", "Morning", "Noon"] {
      #expect(svg.contains(">\(text)<"), "\(text) is missing")
    }
  }

  @Test func aShapeOfAViewTypeDrawsOffTheMainActor() async {
    let dial = Dial(fraction: 0.25)
    // `path(in:)` is nonisolated, as SwiftUI's requirement is: a detached task draws it.
    let area = await Task.detached { dial.path(in: CGRect(x: 0, y: 0, width: 20, height: 20)).area }
      .value
    #expect(abs(area - .pi * 100 / 4) < 0.01)
  }

  @Test func animatableValuesOfAViewTypeAreReadAndWritten() {
    var spin = Spin(degrees: 45)
    spin.animatableData = 90
    #expect(spin.degrees == 90)
    let svg = SVGRenderer().render(
      Artwork(width: 40, height: 40) { Rectangle().frame(width: 20, height: 10).modifier(spin) })
    // A quarter turn about the centre (20, 20).
    #expect(svg.contains(#"<path d="M10 15H30V25H10Z" transform="matrix(0 1 -1 0 40 0)"/>"#))
  }
}
