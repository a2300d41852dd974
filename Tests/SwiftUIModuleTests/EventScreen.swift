import Foundation
import SwiftUI
import Testing

/// An event screen as SwiftUI code writes one: a date picker in three styles, a color
/// picker, gauges, a share link, an edit button, badges on rows and tabs and a styled
/// menu; it compiles with `import SwiftUI` unchanged.
struct EventForm: View {
  @State private var start = Date(timeIntervalSince1970: 1_767_606_060)  // 5 Jan 2026, 9:41 UTC
  @State private var color = Color.orange
  @State private var attendees = 42.0
  let link = URL(fileURLWithPath: "/events/launch")

  var body: some View {
    NavigationStack {
      Form {
        Section(header: Text("When")) {
          DatePicker("Starts", selection: $start)
          DatePicker("Day", selection: $start, in: start..., displayedComponents: .date)
          ColorPicker("Color", selection: $color, supportsOpacity: false)
        }
        Section(header: Text("Seats")) {
          Gauge(value: attendees, in: 0...100) {
            Text("Attendees")
          } currentValueLabel: {
            Text("\(Int(attendees))")
          } minimumValueLabel: {
            Text("0")
          } maximumValueLabel: {
            Text("100")
          }
          Text("Invitations").badge(3)
          Text("Replies").badge("New")
          Text("Declined").badge(0)
        }
        Section {
          ShareLink(item: link, subject: Text("Launch"), message: Text("Join us"))
          ShareLink("Send invite", item: "See you there", preview: SharePreview("Invite"))
          Menu("Sort") {
            Button("By name") {}
          }
          .menuStyle(.borderlessButton)
        }
      }
      .toolbar { EditButton() }
      .navigationTitle("Launch")
    }
  }
}

/// The other styles: a graphical calendar, wheels and accessory gauges.
struct EventDetails: View {
  @State private var start = Date(timeIntervalSince1970: 1_767_606_060)

  var body: some View {
    VStack(spacing: 12) {
      DatePicker("Day", selection: $start, displayedComponents: [.date])
        .datePickerStyle(.graphical)
      DatePicker("Time", selection: $start, displayedComponents: .hourAndMinute)
        .datePickerStyle(.wheel)
        .labelsHidden()
      HStack(spacing: 20) {
        Gauge(value: 0.7) {
          Text("SPD")
        } currentValueLabel: {
          Text("70")
        }
        .gaugeStyle(.accessoryCircular)
        Gauge(value: 0.4) { Text("Battery") }
          .gaugeStyle(.accessoryCircularCapacity)
          .tint(.green)
        Gauge(value: 30, in: 0...100) {
          Text("Temp")
        } currentValueLabel: {
          Text("30°")
        } minimumValueLabel: {
          Text("0")
        } maximumValueLabel: {
          Text("100")
        }
        .gaugeStyle(.accessoryLinear)
      }
    }
    .environment(\.timeZone, TimeZone(identifier: "UTC")!)
  }
}

/// A list to edit, as SwiftUI code writes one with an edit button.
struct GuestList: View {
  @State private var guests = ["Ada", "Grace", "Linus"]
  @Environment(\.editMode) private var editMode

  var body: some View {
    NavigationStack {
      List {
        Section(header: Text(editMode?.wrappedValue.isEditing == true ? "Editing" : "Guests")) {
          ForEach(guests, id: \.self) { guest in
            Text(guest)
          }
          .onDelete { guests.remove(atOffsets: $0) }
          .onMove { guests.move(fromOffsets: $0, toOffset: $1) }
        }
      }
      .toolbar { EditButton() }
    }
  }
}

/// Tabs with a badge.
struct EventTabs: View {
  var body: some View {
    TabView {
      EventForm()
        .tabItem { Label("Event", systemImage: "calendar") }
        .badge(5)
      Text("People")
        .tabItem { Label("People", systemImage: "person") }
    }
  }
}

@MainActor @Suite struct SwiftUIEventScreenTests {
  static let utc = TimeZone(identifier: "UTC")!

  @Test func theFormDrawsTheNewControls() {
    let artwork = Artwork(width: 390, height: 844) {
      EventForm().environment(\.timeZone, Self.utc)
    }
    let svg = SVGRenderer().render(artwork)
    // The compact date picker's boxes, the gauge's labels, the badges (not the zero one),
    // the share links' titles, the menu and the edit button are drawn.
    for text in [
      "Starts", "Jan 5, 2026", "9:41 AM", "Attendees", "42", "3", "New", "Share", "Send invite",
      "Sort",
    ] {
      #expect(svg.contains(">\(text)</text>"), "\(text)")
    }
    #expect(svg.contains(">0</text>") && svg.contains(">100</text>"))
    #expect(!svg.contains(">By name</text>"))
  }

  @Test func theFormsPixelsAreIOSs() throws {
    let image = try ImageRenderer(
      content: EventForm().environment(\.timeZone, Self.utc).frame(width: 390, height: 844)
    ).render()
    func rgb(_ x: Int, _ y: Int) -> [Int] {
      let pixel = image.pixel(x: x, y: y)
      return [Int(pixel.red), Int(pixel.green), Int(pixel.blue)]
    }
    // Below the 96-point bar of the large title: the date's box in iOS's tertiary fill
    // (`#eeeeef` over white), the color well's orange middle, the gauge's accent fill at
    // 42 % of its track.
    #expect(zip(rgb(160, 50 + 96), [238, 238, 239]).allSatisfy { abs($0 - $1) <= 1 })
    #expect(rgb(336, 152 + 96) == [255, 149, 0])
    #expect(rgb(100, 247 + 96) == [0, 122, 255])
    #expect(rgb(200, 247 + 96) != [0, 122, 255])
  }

  @Test func theDetailsDrawTheCalendarWheelsAndGauges() {
    let svg = SVGRenderer().render(Artwork(width: 390, height: 800) { EventDetails() })
    for text in ["January 2026", "MON", "31", "9", "41", "AM", "SPD", "70"] {
      #expect(svg.contains(">\(text)</text>"), "\(text)")
    }
    #expect(!svg.contains(">32</text>") && !svg.contains(">Day</text>"))
  }

  @Test func theGuestListIsNotBeingEdited() {
    let svg = SVGRenderer().render(Artwork(width: 390, height: 400) { GuestList() })
    #expect(svg.contains(">GUESTS</text>") && svg.contains(">Linus</text>"))
  }

  @Test func theTabsBadgeTheirItem() {
    let svg = SVGRenderer().render(Artwork(width: 390, height: 844) { EventTabs() })
    #expect(svg.contains(">5</text>") && svg.contains(##"fill="#ff3b30""##))
    // To look at them: CONTROLS_PNG=folder swift test --filter SwiftUIEventScreenTests.
    if let directory = ProcessInfo.processInfo.environment["CONTROLS_PNG"] {
      for (name, view) in [
        ("event-form", AnyView(EventForm().environment(\.timeZone, Self.utc))),
        ("event-details", AnyView(EventDetails())),
        ("event-tabs", AnyView(EventTabs().environment(\.timeZone, Self.utc))),
      ] {
        let renderer = ImageRenderer(content: view.frame(width: 390, height: 844))
        renderer.scale = 2
        let data = try? renderer.render().pngData()
        try? data?.write(to: URL(fileURLWithPath: "\(directory)/\(name).png"))
      }
    }
  }
}
