import SwiftUI
import Testing

/// Gestures as CS193p's EmojiArt writes them.
///
/// A pinch and a pan updating `@GestureState`, a double tap, combined and attached to the
/// document view: it compiles with `import SwiftUI` unchanged and draws its resting state.
struct EmojiArtCanvas: View {
  @State private var zoom: CGFloat = 1
  @State private var pan: CGSize = .zero
  @GestureState private var gestureZoom: CGFloat = 1
  @GestureState private var gesturePan: CGSize = .zero

  var body: some View {
    Circle().fill(.orange)
      .frame(width: 40, height: 40)
      .scaleEffect(zoom * gestureZoom)
      .offset(x: pan.width + gesturePan.width, y: pan.height + gesturePan.height)
      .gesture(panGesture.simultaneously(with: zoomGesture))
      .gesture(TapGesture(count: 2).onEnded { zoom = 1 }.exclusively(before: TapGesture()))
      .simultaneousGesture(LongPressGesture().onChanged { _ in }.sequenced(before: DragGesture()))
      .highPriorityGesture(RotationGesture().map { $0.degrees }.onEnded { _ in })
  }

  private var zoomGesture: some Gesture {
    MagnificationGesture()
      .updating($gestureZoom) { inMotionPinchScale, gestureZoom, _ in
        gestureZoom = inMotionPinchScale
      }
      .onEnded { endingPinchScale in
        zoom *= endingPinchScale
      }
  }

  private var panGesture: some Gesture {
    DragGesture()
      .updating($gesturePan) { value, gesturePan, transaction in
        gesturePan = value.translation
        transaction.animation = .easeInOut
      }
      .onEnded { value in
        pan.width += value.translation.width
        pan.height += value.translation.height
      }
  }
}

@MainActor @Suite struct SwiftUIGestureTests {
  @Test func gesturesCompileAndTheStillIsTheRestingState() {
    let drawn = SVGRenderer().render(Artwork(width: 100, height: 100) { EmojiArtCanvas() })
    let resting = SVGRenderer().render(
      Artwork(width: 100, height: 100) { Circle().fill(.orange).frame(width: 40, height: 40) })
    #expect(drawn == resting)
    @GestureState var pinch: CGFloat = 2
    #expect(pinch == 2 && $pinch.wrappedValue == 2)
    #expect(
      Transaction(animation: .linear).animation == .linear && !Transaction().disablesAnimations)
  }
}
