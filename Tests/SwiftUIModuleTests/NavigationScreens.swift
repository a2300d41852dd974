import Foundation
import SwiftUI
import Testing

/// A meetings app as Apple's tutorials write one: a list of meetings in a navigation
/// stack with links to their details, a toolbar, a sheet with cancel and confirm items,
/// an old-style alert, previews and a paged welcome; it compiles with `import SwiftUI`
/// unchanged.
struct Gathering: Identifiable, Hashable {
  enum Theme: Hashable {
    case sky, mint, sand

    var mainColor: Color {
      switch self {
      case .sky: return Color(red: 0.55, green: 0.75, blue: 0.95)
      case .mint: return Color(red: 0.6, green: 0.9, blue: 0.8)
      case .sand: return Color(red: 0.95, green: 0.85, blue: 0.6)
      }
    }
  }

  let id: Int
  var title: String
  var people: [String]
  var minutes: Int
  var theme: Theme

  static let samples = [
    Gathering(
      id: 1, title: "Design Review", people: ["Ana", "Bo", "Cy"], minutes: 10, theme: .sky),
    Gathering(id: 2, title: "App Dev", people: ["Dee", "Eli"], minutes: 5, theme: .mint),
    Gathering(
      id: 3, title: "Web Dev", people: ["Fay", "Gus", "Hal", "Ivy"], minutes: 15, theme: .sand),
  ]
}

struct GatheringCard: View {
  let gathering: Gathering

  var body: some View {
    VStack(alignment: .leading) {
      Text(gathering.title)
        .font(.headline)
      Spacer()
      HStack {
        Label("\(gathering.people.count)", systemImage: "person.3")
        Spacer()
        Label("\(gathering.minutes)", systemImage: "clock")
          .padding(.trailing, 20)
      }
      .font(.caption)
    }
    .padding()
  }
}

struct GatheringCard_Previews: PreviewProvider {
  static let gathering = Gathering.samples[0]
  static var previews: some View {
    GatheringCard(gathering: gathering)
      .background(gathering.theme.mainColor)
      .previewLayout(.fixed(width: 400, height: 60))
      .previewDisplayName("Card")
  }
}

struct GatheringDetail: View {
  let gathering: Gathering
  @State private var isPresentingEditor = false

  var body: some View {
    List {
      Section(header: Text("Meeting Info")) {
        NavigationLink(destination: Text("Timer")) {
          Label("Start Meeting", systemImage: "timer")
            .font(.headline)
            .foregroundColor(.accentColor)
        }
        HStack {
          Label("Length", systemImage: "clock")
          Spacer()
          Text("\(gathering.minutes) minutes")
        }
      }
      Section(header: Text("Attendees")) {
        ForEach(gathering.people, id: \.self) { name in
          Label(name, systemImage: "person")
        }
      }
    }
    .navigationBarTitle(Text(gathering.title), displayMode: .inline)
    .navigationBarItems(trailing: Button("Edit") { isPresentingEditor = true })
    .fullScreenCover(isPresented: $isPresentingEditor) {
      Text("Editor")
    }
  }
}

struct GatheringsList: View {
  let gatherings: [Gathering]
  @State private var isPresentingNew = false
  @State private var showingError = true
  @State private var path = NavigationPath()

  var body: some View {
    NavigationStack(path: $path) {
      List {
        ForEach(gatherings) { gathering in
          NavigationLink(destination: GatheringDetail(gathering: gathering)) {
            GatheringCard(gathering: gathering)
          }
          .listRowBackground(gathering.theme.mainColor)
        }
      }
      .navigationTitle("Daily Meetings")
      .toolbar {
        Button(action: { isPresentingNew = true }) {
          Image(systemName: "plus")
        }
      }
      .navigationDestination(for: Gathering.self) { GatheringDetail(gathering: $0) }
    }
    .sheet(isPresented: $isPresentingNew) {
      NavigationStack {
        Text("New meeting")
          .toolbar {
            ToolbarItem(placement: .cancellationAction) {
              Button("Dismiss") { isPresentingNew = false }
            }
            ToolbarItem(placement: .confirmationAction) {
              Button("Add") { isPresentingNew = false }
            }
          }
      }
    }
    .alert(isPresented: $showingError) {
      Alert(
        title: Text("Couldn't load meetings"),
        message: Text("Try again later."),
        dismissButton: .default(Text("OK")))
    }
  }
}

/// The welcome pages, paged as iOS pages them.
struct WelcomePages: View {
  @State private var page = 0

  var body: some View {
    TabView(selection: $page) {
      ForEach(0..<3) { index in
        VStack {
          Image(systemName: "person.3")
          Text("Step \(index + 1)")
        }
        .tag(index)
      }
    }
    .tabViewStyle(.page)
    .indexViewStyle(.page(backgroundDisplayMode: .always))
  }
}

/// The meeting the focused window shows, read from the focus: none in a still.
struct FocusedMeetingKey: FocusedValueKey {
  typealias Value = Gathering
}

extension FocusedValues {
  var focusedGathering: Gathering? {
    get { self[FocusedMeetingKey.self] }
    set { self[FocusedMeetingKey.self] = newValue }
  }
}

struct FocusedGatheringTitle: View {
  @FocusedValue(\.focusedGathering) private var gathering

  var body: some View {
    Text(gathering?.title ?? "No meeting selected")
      .focusedSceneValue(\.focusedGathering, Gathering.samples[1])
  }
}

@MainActor @Suite struct NavigationScreensTests {
  @Test func theListDrawsCardsAsLinkRowsUnderItsTitleWithNoSheetOrAlert() {
    let artwork = Artwork(width: 390, height: 500, background: .white) {
      GatheringsList(gatherings: Gathering.samples)
    }
    let svg = SVGRenderer().render(artwork)
    // The title large in the navigation bar, the list's gray continuing under it: the bar
    // is part of the list's safe area, which its background ignores.
    #expect(svg.contains(##"font-size="34" font-weight="700">Daily Meetings</text>"##))
    #expect(svg.contains(##"<path d="M0 0H390V500H0Z" fill="#f2f2f7"/>"##))
    // Each card is a row on its theme's color, with a gray chevron: the link's row, below
    // the 96-point bar.
    #expect(svg.contains(##"<path d="M20 131H370V232.392H20Z" fill="#8cbff2"/>"##))
    #expect(svg.contains(##"<path d="M20 232.392H370V333.784H20Z" fill="#99e6cc"/>"##))
    #expect(svg.contains(##"<path d="M20 333.784H370V435.177H20Z" fill="#f2d999"/>"##))
    for chevron in [
      "M343.5 176.196L348.5 181.696 343.5 187.196", "M343.5 277.588L348.5 283.088 343.5 288.588",
    ] {
      #expect(svg.contains(##"<path d="\##(chevron)" fill="none" stroke="#c4c4c6""##))
    }
    for text in ["Design Review", "App Dev", "Web Dev", "3", "10", "2", "5", "4", "15"] {
      #expect(svg.contains(">\(text)</text>"))
    }
    #expect(svg.components(separatedBy: "<text").count - 1 == 10)
    // No toolbar, sheet or alert: a still shows the list alone under its title.
    for hidden in ["New meeting", "Dismiss", ">Add<", "load meetings", ">OK<"] {
      #expect(!svg.contains(hidden))
    }
  }

  @Test func thePreviewDrawsTheCardAtItsFixedSize() {
    let svg = SVGRenderer().render(
      Artwork(width: 400, height: 60) { GatheringCard_Previews.previews })
    #expect(svg.contains(##"width="400" height="60" viewBox="0 0 400 60""##))
    // The card is taller than the row, so it overflows it, centred, as in the canvas.
    #expect(svg.contains(##"<path d="M0-14.696H400V74.696H0Z" fill="#8cbff2"/>"##))
    #expect(svg.contains(##"font-size="17" font-weight="600">Design Review</text>"##))
    #expect(svg.contains(##"font-size="12">3</text>"##))
    #expect(svg.contains(##"font-size="12">10</text>"##))
  }

  @Test func theWelcomeShowsTheFirstPageWithDotsOnTheirBackdrop() {
    let svg = SVGRenderer().render(Artwork(width: 390, height: 300) { WelcomePages() })
    #expect(svg.contains(">Step 1</text>") && !svg.contains(">Step 2</text>"))
    // No tab bar: the dots, over a black capsule at 25 %, 20 points above the bottom.
    #expect(!svg.contains("#f9f9f9"))
    #expect(
      svg.contains(
        ##"<path d="M180 267H210A13 13 0 0 1 223 280 13 13 0 0 1 210 293H180A13 13 0 0 1 167 280 13 13 0 0 1 180 267Z" fill-opacity="0.25"/>"##
      ))
    #expect(
      svg.contains(
        ##"<path d="M182.5 280A3.5 3.5 0 0 1 179 283.5 3.5 3.5 0 0 1 175.5 280 3.5 3.5 0 0 1 179 276.5 3.5 3.5 0 0 1 182.5 280Z" fill="#ffffff"/>"##
      ))
    #expect(svg.components(separatedBy: ##"fill="#ffffff" fill-opacity="0.3""##).count - 1 == 2)
  }

  @Test func theDetailShowsItsListUnderAnInlineTitleWithNoBarItems() {
    let svg = SVGRenderer().render(
      Artwork(width: 390, height: 400) {
        NavigationView { GatheringDetail(gathering: Gathering.samples[2]) }
          .navigationViewStyle(.stack)
      })
    #expect(svg.contains(">MEETING INFO</text>") && svg.contains(">ATTENDEES</text>"))
    // The link's label keeps its accent color, with the row's chevron.
    #expect(svg.contains(##"fill="#007aff">Start Meeting</text>"##))
    #expect(
      svg.contains(
        ##"<path d="M343.5 98.5L348.5 104 343.5 109.5" fill="none" stroke="#c4c4c6""##))
    #expect(svg.contains(">15 minutes</text>") && svg.contains(">Ivy</text>"))
    #expect(!svg.contains(">Edit</text>") && !svg.contains("Editor"))
    // The title inline, centred in the 44-point bar above the list.
    #expect(
      svg.contains(
        ##"<text x="159.257" y="27.894" font-family="Liberation Sans, Helvetica, Arial, sans-serif" font-size="17" font-weight="600">Web Dev</text>"##
      ))
  }

  @Test func aFocusedValueReadsNilInAStill() {
    let svg = SVGRenderer().render(Artwork(width: 200, height: 40) { FocusedGatheringTitle() })
    #expect(svg.contains(">No meeting selected</text>"))
  }
}
