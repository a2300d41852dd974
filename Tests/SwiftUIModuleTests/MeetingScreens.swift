import Foundation
import SwiftUI
import Testing

/// A person at a meeting.
struct MeetingAttendee: Identifiable {
  let id: Int
  var name: String
}

/// A meeting: its title, length, time used and who comes.
struct Meeting: Identifiable {
  let id: Int
  var title: String
  var lengthInMinutes: Double
  var minutesElapsed: Double
  var attendees: [MeetingAttendee]

  var progress: Double { minutesElapsed / lengthInMinutes }
}

/// A point of the agenda, ticked off when done.
struct AgendaPoint: Identifiable {
  let id: Int
  var title: String
  var done: Bool
}

/// The app's data, shared by its screens.
final class MeetingStore: ObservableObject {
  @Published var meetings = [
    Meeting(
      id: 1, title: "Design Review", lengthInMinutes: 20, minutesElapsed: 5,
      attendees: [MeetingAttendee(id: 1, name: "Ada"), MeetingAttendee(id: 2, name: "Grace")])
  ]
  @Published var agenda = [
    AgendaPoint(id: 1, title: "Last week's notes", done: true),
    AgendaPoint(id: 2, title: "New icons", done: false),
  ]
}

/// A checkmark and the label, as a toggle style of an app's own.
struct CheckmarkToggleStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    Button {
      configuration.isOn.toggle()
    } label: {
      HStack {
        Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
          .foregroundStyle(configuration.isOn ? Color.green : Color.gray)
        configuration.label
      }
    }
    .buttonStyle(.plain)
  }
}

/// The meeting's progress on a rounded band in its color, as an app's own style.
struct MeetingProgressViewStyle: ProgressViewStyle {
  var color: Color

  func makeBody(configuration: Configuration) -> some View {
    ZStack {
      RoundedRectangle(cornerRadius: 10)
        .fill(color.opacity(0.3))
        .frame(height: 20)
      ProgressView(configuration)
        .tint(color)
        .frame(height: 12)
        .padding(.horizontal)
    }
  }
}

/// The progress of the meeting and its minutes.
struct MeetingHeaderView: View {
  let minutesElapsed: Double
  let lengthInMinutes: Double

  private var progress: Double { minutesElapsed / lengthInMinutes }
  private var minutesRemaining: Int { Int(lengthInMinutes - minutesElapsed) }

  var body: some View {
    VStack {
      ProgressView(value: progress)
        .progressViewStyle(MeetingProgressViewStyle(color: .orange))
      HStack {
        VStack(alignment: .leading) {
          Text("Minutes Elapsed")
            .font(.caption)
          Label("\(Int(minutesElapsed))", systemImage: "hourglass.tophalf.fill")
        }
        Spacer()
        VStack(alignment: .trailing) {
          Text("Minutes Remaining")
            .font(.caption)
          Label("\(minutesRemaining)", systemImage: "hourglass.bottomhalf.fill")
            .labelStyle(.titleOnly)
        }
      }
    }
    .accessibilityElement(children: .ignore)
    .accessibilityLabel("Time remaining")
    .accessibilityValue("\(minutesRemaining) minutes")
    .padding([.top, .horizontal])
  }
}

/// The form that edits a meeting through its binding.
struct MeetingEditView: View {
  @Binding var meeting: Meeting
  @State private var newAttendeeName = ""

  var body: some View {
    Form {
      Section(header: Text("Meeting Info").accessibilityAddTraits(.isHeader)) {
        TextField("Title", text: $meeting.title)
        HStack {
          Slider(value: $meeting.lengthInMinutes, in: 5...30, step: 1) {
            Text("Length")
          }
          .accessibilityValue("\(Int(meeting.lengthInMinutes)) minutes")
          Spacer()
          Text("\(Int(meeting.lengthInMinutes)) minutes")
            .accessibilityHidden(true)
        }
      }
      Section(header: Text("Attendees")) {
        ForEach($meeting.attendees) { $attendee in
          TextField("Name", text: $attendee.name)
        }
        .onDelete { indices in
          meeting.attendees.remove(atOffsets: indices)
        }
        HStack {
          TextField("New Attendee", text: $newAttendeeName)
          Button(action: {}) {
            Image(systemName: "plus.circle.fill")
              .accessibilityLabel("Add attendee")
          }
          .disabled(newAttendeeName.isEmpty)
        }
      }
    }
  }
}

/// The agenda, ticked off with the app's checkmarks, read from the environment.
struct AgendaView: View {
  @EnvironmentObject var store: MeetingStore

  var body: some View {
    List {
      Section {
        Toggle(isOn: $store.agenda[0].done) {
          Text(store.agenda[0].title)
        }
        .toggleStyle(CheckmarkToggleStyle())
        .accessibilityAddTraits(.isToggle)
        ForEach($store.agenda) { $point in
          Toggle(point.title, isOn: $point.done)
        }
      } header: {
        Text("Agenda")
          .accessibilityHeading(.h2)
      }
    }
  }
}

/// The meetings, each row leading to its editor through a binding to the meeting.
struct MeetingsView: View {
  @Binding var meetings: [Meeting]

  var body: some View {
    NavigationStack {
      List($meetings) { $meeting in
        NavigationLink(destination: MeetingEditView(meeting: $meeting)) {
          VStack(alignment: .leading) {
            Text(meeting.title)
              .font(.headline)
              .accessibilityAddTraits(.isHeader)
            Label("\(meeting.attendees.count)", systemImage: "person.3")
              .accessibilityLabel("\(meeting.attendees.count) attendees")
          }
        }
        .listRowBackground(Color.yellow)
      }
      .navigationTitle("Meetings")
    }
  }
}

/// The meeting screen: the header over the editor, the store owned here and given to the
/// views inside.
struct MeetingScreen: View {
  @StateObject private var store = MeetingStore()

  var body: some View {
    VStack(spacing: 0) {
      MeetingHeaderView(
        minutesElapsed: store.meetings[0].minutesElapsed,
        lengthInMinutes: store.meetings[0].lengthInMinutes)
      MeetingEditView(meeting: $store.meetings[0])
      AgendaView()
    }
    .environmentObject(store)
  }
}

@MainActor @Suite struct SwiftUIMeetingScreensTests {
  @Test func theMeetingScreenDrawsItsDataThroughBindingsAndStyles() {
    let artwork = Artwork(width: 390, height: 844) { MeetingScreen() }
    // The environment object reaches the agenda: nothing is left out for want of it.
    #expect(!artwork.diagnostics.contains(.missingEnvironmentObject("MeetingStore")))
    let svg = SVGRenderer().render(artwork)
    // The attendees' fields, each bound to its element of the meeting, at the rows' inset.
    #expect(svg.contains(#"<text x="40" "#) && svg.contains(">Ada</text>"))
    #expect(svg.contains(">Grace</text>") && svg.contains(">Design Review</text>"))
    // The empty field's placeholder in iOS's placeholder gray.
    #expect(svg.contains(##"fill="#3c3c43" fill-opacity="0.3">New Attendee</text>"##))
    #expect(svg.contains(">20 minutes</text>"))
    // Grouped headers in capitals; the header traits and heading level draw nothing.
    #expect(svg.contains(">MEETING INFO</text>") && svg.contains(">ATTENDEES</text>"))
    #expect(svg.contains(">AGENDA</text>"))
    // `.titleOnly` shows the remaining minutes without their symbol.
    #expect(svg.contains(">5</text>") && svg.contains(">15</text>"))
  }

  @Test func theCustomProgressStyleDrawsTheBandAndTheTintedBar() {
    let svg = SVGRenderer().render(
      Artwork(width: 390, height: 100) {
        MeetingHeaderView(minutesElapsed: 5, lengthInMinutes: 20)
      })
    // The band: the orange at 30 %, rounded by 10, across the padded width (16 to 374).
    #expect(svg.contains(##"fill="#ff9500" fill-opacity="0.3""##))
    #expect(svg.contains("<path d=\"M26 ") && svg.contains("H364C"))
    // iOS's bar inside it, padded 16 more (32 to 358), filled a quarter (81.5 points) in
    // the tint, not in the accent blue.
    #expect(svg.contains("<path d=\"M34 ") && svg.contains("H356A2 2"))
    #expect(svg.contains("H111.5A2 2 0 0 1 113.5"))
    #expect(!svg.contains(##"fill="#007aff""##))
  }

  @Test func theAgendaBindsIntoTheEnvironmentObjectWithTheCheckmarkStyle() {
    let store = MeetingStore()
    let svg = SVGRenderer().render(
      Artwork(width: 390, height: 300) { AgendaView().environmentObject(store) })
    // The checkmark row: the symbol in green, then the label, and no switch.
    #expect(svg.contains(##"Z" fill="#34c759"/>"##))
    #expect(svg.contains(#"<text x="68.4" "#) && svg.contains(">Last week&apos;s notes</text>"))
    // The ForEach rows are iOS switches at the trailing edge: one on, one off.
    #expect(svg.contains(##"<path d="M314.5 88.5H334.5"##))
    // Green: the symbol and the switch that is on.
    #expect(svg.components(separatedBy: ##"fill="#34c759""##).count == 3)
    #expect(svg.components(separatedBy: ##"fill="#e9e9eb""##).count == 2)
    // A change to the environment object shows in the next still.
    store.agenda[1].done = true
    let after = SVGRenderer().render(
      Artwork(width: 390, height: 300) { AgendaView().environmentObject(store) })
    #expect(after.components(separatedBy: ##"fill="#34c759""##).count == 4)
  }

  @Test func theEditorWritesThroughTheMeetingsBinding() {
    let store = MeetingStore()
    let meeting = Binding(get: { store.meetings[0] }, set: { store.meetings[0] = $0 })
    // As a row's `$attendee.name` writes: through the binding to the attendees' element.
    meeting.attendees[1].name.wrappedValue = "Grace Hopper"
    #expect(store.meetings[0].attendees[1].name == "Grace Hopper")
    let svg = SVGRenderer().render(
      Artwork(width: 390, height: 500) { MeetingEditView(meeting: meeting) })
    #expect(svg.contains(">Grace Hopper</text>"))
  }

  @Test func theMeetingsListHandsEachRowItsMeeting() {
    let store = MeetingStore()
    let meetings = Binding(get: { store.meetings }, set: { store.meetings = $0 })
    let svg = SVGRenderer().render(
      Artwork(width: 390, height: 300) { MeetingsView(meetings: meetings) })
    // The row on its yellow background, the title in the headline's bold, the count.
    #expect(svg.contains(##"fill="#ffcc00""##))
    #expect(svg.contains(#"font-weight="600">Design Review</text>"#))
    #expect(svg.contains(">2</text>"))
  }
}
