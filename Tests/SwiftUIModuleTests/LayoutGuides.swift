import SwiftUI
import Testing

/// A price tag written as SwiftUI code is: a label that fits or shortens, a price whose
/// digits sit on the label's baseline, and a column lined up on a custom guide.
struct PriceTag: View {
  let title: String
  let price: String

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      HStack(alignment: .firstTextBaseline) {
        ViewThatFits(in: .horizontal) {
          Text(title).font(.title)
          Text(title).font(.body)
        }
        Text(price)
          .font(.largeTitle)
          .alignmentGuide(.firstTextBaseline) { d in d[.firstTextBaseline] }
      }
      Text("incl. VAT")
        .font(.caption)
        .alignmentGuide(.leading) { (d: ViewDimensions) -> CGFloat in d[.leading] - 2 }
      Rectangle()
        .frame(height: 1)
        .alignmentGuide(HorizontalAlignment.leading) { d in d.width * 0 }
    }
    .frame(width: 200, alignment: .leadingLastTextBaseline)
    .overlay(alignment: .trailingFirstTextBaseline) { Circle().frame(width: 6, height: 6) }
  }
}

@MainActor @Suite struct SwiftUILayoutGuideTests {
  @Test func guidesBaselinesAndViewThatFitsCompileAndDraw() {
    let artwork = Artwork(width: 240, height: 120) {
      PriceTag(title: "Espresso", price: "2,50")
    }
    let svg = SVGRenderer().render(artwork)
    #expect(svg.contains(">2,50<"))
    #expect(svg.contains(">incl. VAT<"))
    #expect(artwork.diagnostics.isEmpty)
  }
}

extension HorizontalAlignment {
  /// Where the fields of a form start, as SwiftUI code names a guide of its own.
  private struct FieldStart: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat {
      context[.leading]
    }
  }

  static let fieldStart = HorizontalAlignment(FieldStart.self)
}

/// A form whose fields line up although each row is its own `HStack`.
struct SignUpRows: View {
  var body: some View {
    VStack(alignment: .fieldStart) {
      HStack {
        Text("Name")
        Rectangle().frame(width: 80, height: 12)
          .alignmentGuide(.fieldStart) { d in d[.leading] }
      }
      HStack {
        Text("Email address")
        Rectangle().frame(width: 80, height: 12)
          .alignmentGuide(.fieldStart) { d in d[.leading] }
      }
    }
  }
}

@MainActor @Suite struct SwiftUICustomAlignmentTests {
  @Test func fieldsInSeparateRowsStartOnOneLine() {
    let artwork = Artwork(width: 240, height: 80) { SignUpRows() }
    let svg = SVGRenderer().render(artwork)
    // Each field is a path from its top-left corner: "M<left> <top>H…".
    let lefts = svg.split(separator: "\n").filter { $0.hasPrefix("<path d=\"M") }.map {
      $0.dropFirst("<path d=\"M".count).prefix { $0 != " " }
    }
    #expect(lefts.count == 2)
    #expect(lefts.first == lefts.last)
  }
}
