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

@MainActor @Suite struct SwiftUIPlaceholderTests {
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

@MainActor @Suite struct SwiftUIHeaderTests {
  @Test func symbolEffectsVisualEffectsAndAssetColorsCompileAndDraw() {
    let svg = SVGRenderer().render(Artwork(width: 200, height: 120) { ScrollingHeader() })
    #expect(svg.contains(">Inbox</text>"))
    #expect(!svg.contains("opacity=\"0.3\""))
  }
}

/// A heart that beats, as the WWDC23 keyframe sample writes it.
struct BeatingHeart: View {
  struct Beat {
    var scale = 1.0
    var verticalOffset = 0.0
    var angle = Angle.zero
  }

  @State private var likes = 0

  var body: some View {
    Image(systemName: "heart.fill")
      .keyframeAnimator(initialValue: Beat(), trigger: likes) { heart, beat in
        heart
          .scaleEffect(beat.scale)
          .offset(y: beat.verticalOffset)
          .rotationEffect(beat.angle)
      } keyframes: { _ in
        KeyframeTrack(\.scale) {
          LinearKeyframe(1.0, duration: 0.36)
          SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
          SpringKeyframe(1.0, spring: .bouncy)
        }
        KeyframeTrack(\.verticalOffset) {
          LinearKeyframe(0.0, duration: 0.1)
          SpringKeyframe(20.0, duration: 0.15, spring: .bouncy)
          SpringKeyframe(-60.0, duration: 1.0, spring: .bouncy)
          SpringKeyframe(0.0, spring: .bouncy)
        }
        KeyframeTrack(\.angle) {
          CubicKeyframe(.degrees(-15), duration: 0.2)
          CubicKeyframe(.zero, duration: 0.2)
        }
      }
  }
}

@MainActor @Suite struct SwiftUIKeyframeTests {
  @Test func aTriggeredAnimatorDrawsItsRestingState() {
    let artwork = Artwork(width: 60, height: 60) { BeatingHeart() }
    #expect(artwork.diagnostics.isEmpty)
    let timeline = KeyframeTimeline(initialValue: BeatingHeart.Beat()) {
      KeyframeTrack(\.verticalOffset) {
        LinearKeyframe(0.0, duration: 0.1)
        SpringKeyframe(20.0, duration: 0.15, spring: .bouncy)
      }
    }
    #expect(abs(timeline.duration - 0.25) < 1e-12)
  }
}
