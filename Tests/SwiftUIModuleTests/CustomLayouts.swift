import SwiftUI
import Testing

/// Tags that wrap into as many rows as they need, each row as full as it can be: the
/// topics of an article, as a tag cloud written with SwiftUI's `Layout`.
struct TagCloud: Layout {
  var spacing: CGFloat = 6

  struct Row {
    var indices: [Int] = []
    var width: CGFloat = 0
    var height: CGFloat = 0
  }

  struct Cache {
    var sizes: [CGSize]
  }

  func makeCache(subviews: Subviews) -> Cache {
    Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
  }

  /// The rows the tags fill when a row may be `maxWidth` wide.
  func rows(for maxWidth: CGFloat, sizes: [CGSize]) -> [Row] {
    var rows: [Row] = []
    var current = Row()
    for (index, size) in sizes.enumerated() {
      let needed = current.indices.isEmpty ? size.width : current.width + spacing + size.width
      if needed > maxWidth, !current.indices.isEmpty {
        rows.append(current)
        current = Row()
      }
      current.width = current.indices.isEmpty ? size.width : current.width + spacing + size.width
      current.height = max(current.height, size.height)
      current.indices.append(index)
    }
    if !current.indices.isEmpty { rows.append(current) }
    return rows
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    let rows = rows(for: proposal.width ?? .infinity, sizes: cache.sizes)
    let height = rows.map(\.height).reduce(0, +) + spacing * CGFloat(max(rows.count - 1, 0))
    return CGSize(width: rows.map(\.width).max() ?? 0, height: height)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    var y = bounds.minY
    for row in rows(for: bounds.width, sizes: cache.sizes) {
      var x = bounds.minX
      for index in row.indices {
        let size = cache.sizes[index]
        subviews[index].place(
          at: CGPoint(x: x, y: y + row.height / 2), anchor: .leading,
          proposal: ProposedViewSize(size))
        x += size.width + spacing
      }
      y += row.height + spacing
    }
  }
}

struct TopicsView: View {
  let topics = ["SwiftUI", "Layout", "Charts", "Accessibility", "Swift", "Animation", "Grid"]

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text("Topics").font(.headline)
      TagCloud {
        ForEach(topics, id: \.self) { topic in
          Text(topic)
            .font(.caption)
            .padding(.horizontal, 8)
            .padding(.vertical, 4)
            .background(Capsule().fill(Color.blue.opacity(0.15)))
        }
      }
    }
    .padding()
  }
}

/// The hours of a clock face, each centred on a circle inside the room it is given.
struct ClockFace: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let side = min(proposal.width ?? 200, proposal.height ?? 200)
    return CGSize(width: side, height: side)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let largest = subviews.map { $0.sizeThatFits(.unspecified) }
      .reduce(0) { max($0, $1.width, $1.height) }
    let radius = min(bounds.width, bounds.height) / 2 - largest / 2 - 4
    let center = CGPoint(x: bounds.midX, y: bounds.midY)
    for (index, subview) in subviews.enumerated() {
      // The first subview is one o'clock: 30° past twelve.
      let angle = Angle.degrees(Double(index + 1) * 30 - 90).radians
      subview.place(
        at: CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)),
        anchor: .center, proposal: .unspecified)
    }
  }
}

struct ClockView: View {
  var body: some View {
    ZStack {
      Circle().stroke(Color.gray, lineWidth: 2)
      ClockFace {
        ForEach(1...12, id: \.self) { hour in
          Text("\(hour)").font(.title3.bold())
        }
      }
    }
    .frame(width: 240, height: 240)
  }
}

/// Buttons side by side, each as wide as the widest: the vote buttons of a poll, as the
/// equal-width stack of WWDC22's "Compose custom layouts with SwiftUI" works.
struct EqualWidthHStack: Layout {
  func spacing(between subviews: Subviews) -> [CGFloat] {
    subviews.indices.map { index in
      index + 1 < subviews.endIndex
        ? subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal)
        : 0
    }
  }

  func largestSize(of subviews: Subviews) -> CGSize {
    subviews.map { $0.sizeThatFits(.unspecified) }.reduce(.zero) {
      CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
    }
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    guard !subviews.isEmpty else { return .zero }
    let largest = largestSize(of: subviews)
    let gaps = spacing(between: subviews).reduce(0, +)
    return CGSize(width: largest.width * CGFloat(subviews.count) + gaps, height: largest.height)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let largest = largestSize(of: subviews)
    let offer = ProposedViewSize(width: largest.width, height: largest.height)
    let gaps = spacing(between: subviews)
    var x = bounds.minX + largest.width / 2
    for index in subviews.indices {
      subviews[index].place(at: CGPoint(x: x, y: bounds.midY), anchor: .center, proposal: offer)
      x += largest.width + gaps[index]
    }
  }
}

struct PollButtons: View {
  var body: some View {
    EqualWidthHStack {
      Button {
      } label: {
        Text("Yes").frame(maxWidth: .infinity)
      }
      Button {
      } label: {
        Text("Not sure").frame(maxWidth: .infinity)
      }
      Button {
      } label: {
        Text("No").frame(maxWidth: .infinity)
      }
    }
    .buttonStyle(.borderedProminent)
  }
}

/// A profile header that puts the photo beside the name when there is room, above it when
/// not, switching layouts with `AnyLayout`.
struct ProfileHeader: View {
  let isWide: Bool

  var body: some View {
    let layout = isWide ? AnyLayout(HStackLayout(spacing: 16)) : AnyLayout(VStackLayout())
    layout {
      Circle().fill(Color.orange).frame(width: 64, height: 64)
      VStack(alignment: isWide ? .leading : .center) {
        Text("Ada Lovelace").font(.title2)
        Text("Analyst").foregroundStyle(.secondary)
      }
    }
  }
}

@MainActor @Suite struct SwiftUICustomLayoutTests {
  /// The `x` and `y` each text line's string starts at, from the SVG.
  private func origins(in svg: String) -> [String: CGPoint] {
    var found: [String: CGPoint] = [:]
    for line in svg.split(separator: "\n") {
      guard let x = number(after: #" x=""#, in: line), let y = number(after: #" y=""#, in: line),
        let close = line.range(of: "</", options: .backwards),
        let open = line[..<close.lowerBound].lastIndex(of: ">")
      else { continue }
      found[String(line[line.index(after: open)..<close.lowerBound])] = CGPoint(x: x, y: y)
    }
    return found
  }

  private func number(after prefix: String, in line: Substring) -> CGFloat? {
    guard let start = line.range(of: prefix)?.upperBound,
      let end = line[start...].firstIndex(of: "\"")
    else { return nil }
    return Double(line[start..<end]).map { CGFloat($0) }
  }

  @Test func tagCloudWrapsTopicsIntoRows() {
    let svg = SVGRenderer().render(Artwork(width: 260, height: 200) { TopicsView() })
    let texts = origins(in: svg)
    for topic in TopicsView().topics { #expect(texts[topic] != nil, "\(topic)") }
    // More than one row, and the first tag of each row starts at the cloud's leading edge.
    let rows = Set(TopicsView().topics.compactMap { texts[$0]?.y })
    #expect(rows.count >= 2)
    #expect(texts["SwiftUI"]?.x == texts["Topics"].map { $0.x + 8 })
  }

  @Test func clockFaceSetsTheHoursOnACircle() {
    let svg = SVGRenderer().render(Artwork(width: 240, height: 240) { ClockView() })
    let texts = origins(in: svg)
    let twelve = texts["12"]
    let six = texts["6"]
    let three = texts["3"]
    let nine = texts["9"]
    #expect(twelve != nil && six != nil && three != nil && nine != nil)
    // Twelve above six, three right of nine, each pair on one vertical or horizontal line.
    #expect((twelve?.y ?? 0) < (six?.y ?? 0))
    #expect((nine?.x ?? 0) < (three?.x ?? 0))
    #expect(abs((three?.y ?? 0) - (nine?.y ?? 1)) < 0.01)
  }

  @Test func equalWidthButtonsAreEquallyWide() {
    let artwork = Artwork(width: 390, height: 80) { PollButtons() }
    let svg = SVGRenderer().render(artwork)
    #expect(svg.contains(">Not sure<"))
    #expect(artwork.diagnostics.isEmpty)
    // Each button is a rounded rectangle whose path starts along its top edge: "Mx yHx'…".
    let tops = svg.split(separator: "\n").filter { $0.contains(##"fill="#007aff""##) }
      .compactMap { line -> (left: CGFloat, right: CGFloat)? in
        guard let m = line.range(of: "M"), let h = line.range(of: "H") else { return nil }
        let left = line[m.upperBound...].prefix { $0 != " " }
        let right = line[h.upperBound...].prefix { $0 != "C" && $0 != "V" }
        guard let l = Double(left), let r = Double(right) else { return nil }
        return (CGFloat(l), CGFloat(r))
      }
    #expect(tops.count == 3)
    let widths = tops.map { (($0.right - $0.left) * 1000).rounded() }
    #expect(Set(widths).count == 1)
    // Equally wide, so equally far apart: one step from each button to the next.
    if tops.count == 3 {
      #expect(abs((tops[1].left - tops[0].left) - (tops[2].left - tops[1].left)) < 0.001)
    }
  }

  @Test func profileHeaderSwitchesLayouts() {
    let wide = SVGRenderer().render(
      Artwork(width: 390, height: 200) { ProfileHeader(isWide: true) })
    let narrow = SVGRenderer().render(
      Artwork(width: 390, height: 200) { ProfileHeader(isWide: false) })
    let wideRow = SVGRenderer().render(
      Artwork(width: 390, height: 200) {
        HStack(spacing: 16) {
          Circle().fill(Color.orange).frame(width: 64, height: 64)
          VStack(alignment: .leading) {
            Text("Ada Lovelace").font(.title2)
            Text("Analyst").foregroundStyle(.secondary)
          }
        }
      })
    #expect(wide == wideRow)
    #expect(narrow != wide)
    #expect(narrow.contains(">Ada Lovelace<"))
  }
}
