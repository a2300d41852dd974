import SwiftUI
import Testing

/// A feed as apps write it: rows redacted while loading, a balance kept private, pages a
/// screen wide, a chat scrolled to its end, and a pulsing badge.
struct FeedScreen: View {
  var isLoading: Bool
  @State private var pulses = 0

  var body: some View {
    VStack(alignment: .leading) {
      ForEach(0..<2, id: \.self) { index in
        HStack {
          Circle().frame(width: 32, height: 32)
          Text("Story number \(index)").font(.headline)
        }
      }
      .redacted(reason: isLoading ? .placeholder : [])
      Text("$1,024.00").privacySensitive()
      ScrollView(.horizontal) {
        LazyHStack(spacing: 0) {
          ForEach(0..<3, id: \.self) { _ in
            RoundedRectangle(cornerRadius: 12).containerRelativeFrame(.horizontal)
          }
        }
      }
      .frame(height: 40)
      ScrollView {
        ForEach(0..<20, id: \.self) { Text("Message \($0)") }
      }
      .defaultScrollAnchor(.bottom)
      Image(systemName: "bell.badge")
        .phaseAnimator([1.0, 1.2], trigger: pulses) { bell, scale in bell.scaleEffect(scale) }
    }
    .redacted(reason: .privacy)
  }
}

@Suite struct SwiftUIPlaceholderTests {
  @Test func loadingRowsArePlaceholdersAndTheChatShowsItsEnd() {
    let loading = SVGRenderer().render(
      Artwork(width: 320, height: 400) { FeedScreen(isLoading: true) })
    let loaded = SVGRenderer().render(
      Artwork(width: 320, height: 400) { FeedScreen(isLoading: false) })
    #expect(!loading.contains(">Story number 0<"))
    #expect(loaded.contains(">Story number 0<"))
    // The private balance is hidden either way.
    #expect(!loaded.contains("$1,024.00"))
    #expect(loaded.contains(">Message 19<"))
  }
}

/// A header as iOS 17 code writes it: a ringing bell, a title fading as it scrolls away,
/// its height watched, and a brand color from an asset catalog (none here: clear).
struct ScrollingHeader: View {
  @State private var notifications = 3
  @State private var headerHeight: CGFloat = 0

  var body: some View {
    VStack {
      Image(systemName: "bell.fill")
        .symbolEffect(.bounce, value: notifications)
        .symbolEffect(.pulse, options: .repeating, isActive: notifications > 0)
      Text("Inbox")
        .font(.largeTitle)
        .visualEffect { content, proxy in
          content.opacity(proxy.frame(in: .global).minY < 0 ? 0.3 : 1)
        }
        .onGeometryChange(for: CGFloat.self) { proxy in
          proxy.size.height
        } action: { height in
          headerHeight = height
        }
      Rectangle().fill(Color("BrandColor")).frame(height: 4)
    }
  }
}

@Suite struct SwiftUIHeaderTests {
  @Test func symbolEffectsVisualEffectsAndAssetColorsCompileAndDraw() {
    let svg = SVGRenderer().render(Artwork(width: 200, height: 120) { ScrollingHeader() })
    #expect(svg.contains(">Inbox</text>"))
    #expect(!svg.contains("opacity=\"0.3\""))
  }
}
