import Foundation
import SwiftUI
import Testing

/// Text as app code writes it, under `import SwiftUI` unchanged: a rating of star symbols
/// interpolated in a key, Markdown labels, a string variable shown as it is, and a date
/// line in a timeline view.
struct RatingRow: View {
  let title: String
  let rating: Double
  let reviews: Int
  let updated: Date

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      Text(title)
        .font(.headline)
      Text("\(Image(systemName: "star.fill")) \(rating, specifier: "%.1f") · \(reviews) reviews")
        .foregroundColor(.orange)
      Text("**Free** shipping · _arrives_ ~~Friday~~ `Thursday` · [Details](https://example.com)")
        .font(.caption)
      Text("Updated \(updated, style: .relative) ago")
        .font(.footnote)
    }
  }
}

@MainActor @Suite struct SwiftUITextMarkdownAndImagesTests {
  static let updated = Date(timeIntervalSince1970: 1_700_000_000)

  static var svg: String {
    SVGRenderer().render(
      Artwork(width: 360, height: 140) {
        TimelineView(.explicit([updated.addingTimeInterval(2 * 3600 + 23 * 60 + 5)])) { _ in
          RatingRow(title: "Tea **kettle**", rating: 4.46, reviews: 1_204, updated: updated)
            .environment(\.locale, Locale(identifier: "en_US"))
        }
      })
  }

  @Test func aStringVariableIsShownAsItIs() {
    #expect(Self.svg.contains("Tea **kettle**"))
  }

  @Test func interpolatedValuesAndTheSymbolAreWrittenIn() {
    let svg = Self.svg
    // The number by its specifier, the integer as %lld; the star is a symbol drawn beside.
    #expect(svg.contains(" 4.5 · 1204 reviews"))
    #expect(!svg.contains("star.fill"))
  }

  @Test func markdownMarkersAreNotShown() {
    let svg = Self.svg
    #expect(!svg.contains("**Free") && !svg.contains("~~") && !svg.contains("`"))
    #expect(svg.contains(">Free<") && svg.contains(">Thursday<") && svg.contains(">Details<"))
  }

  @Test func theDateIsWrittenForTheTimelinesMoment() {
    #expect(Self.svg.contains("Updated 2 hours, 23 minutes ago"))
  }
}

/// Button, label and toggle titles are keys too: a literal's Markdown applies, a `String`
/// variable is shown as it is.
@MainActor @Suite struct SwiftUIControlTitleKeyTests {
  struct Controls: View {
    let name: String

    var body: some View {
      VStack {
        Button("**Save** \(3) files") {}
        Button(name) {}
        Label("_Inbox_", systemImage: "tray")
        Toggle("Use ~~old~~ new", isOn: .constant(true))
      }
    }
  }

  @Test func literalTitlesAreMarkdownAndVariablesAreNot() {
    let svg = SVGRenderer().render(
      Artwork(width: 300, height: 200) { Controls(name: "**as is**") })
    #expect(svg.contains(">Save</tspan>") && svg.contains("> 3 files</tspan>"))
    #expect(svg.contains("**as is**"))
    #expect(svg.contains(">Inbox</") && !svg.contains("_Inbox_"))
    #expect(svg.contains(">old</tspan>") && !svg.contains("~~"))
  }
}
