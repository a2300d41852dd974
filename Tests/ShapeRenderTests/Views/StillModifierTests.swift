import Foundation
import ShapeRender
import Testing

/// Modifiers about interaction, animation, accessibility and the system, which a still
/// accepts and draws nothing for: the SVG is the one without them.
@MainActor @Suite struct StillModifierTests {
  @Test func theyLeaveTheDrawingAsItIs() {
    let plain = renderSVG { Circle().fill(.red).frame(width: 20, height: 20) }
    let modified = renderSVG {
      Circle().fill(.red)
        .animation(.easeInOut, value: 3)
        .animation(.default)
        .transition(.opacity.combined(with: .scale).animation(.linear))
        .transition(.asymmetric(insertion: .move(edge: .leading), removal: .slide))
        .id("card")
        .allowsHitTesting(false)
        .onChange(of: 1) { _, _ in }
        .onChange(of: "a") { _ in }
        .task {}
        .ignoresSafeArea()
        .edgesIgnoringSafeArea(.all)
        .navigationTitle("Memorize")
        .accessibilityLabel("A red dot")
        .accessibilityLabel(Text("A red dot"))
        .accessibilityHint("Tap to flip")
        .accessibilityValue("1")
        .accessibilityHidden(false)
        .accessibilityIdentifier("dot")
        .sheet(isPresented: .constant(true)) { Text("Sheet") }
        .alert("Alert", isPresented: .constant(true)) { Button("OK") {} }
        .toolbar { Button("Edit") {} }
        .symbolVariant(.fill)
        .symbolRenderingMode(.multicolor)
        .dynamicTypeSize(.xxLarge)
        .scrollContentBackground(.hidden)
        .scrollIndicators(.never)
        .compositingGroup()
        .drawingGroup()
        .frame(width: 20, height: 20)
    }
    #expect(modified == plain)
  }

  @Test func withAnimationRunsItsBodyAtOnce() {
    var count = 0
    let result = withAnimation(.spring()) {
      count += 1
      return count
    }
    #expect(result == 1 && count == 1)
  }

  @Test func aCancelButtonDrawsAsOneWithoutARole() {
    let plain = renderSVG { Button("Delete") {} }
    #expect(renderSVG { Button("Delete", role: .cancel) {} } == plain)
    #expect(
      renderSVG {
        Button(role: .cancel) {
        } label: {
          Text("Delete")
        }
      } == plain)
  }

  @Test func theAccentColorIsTheSystemBlue() {
    #expect(Color.accentColor == Color.blue)
  }
}
