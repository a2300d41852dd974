import Foundation
import ShapeRender
import Testing

/// The state wrappers: enough of SwiftUI's for view models to compile, read at render time.
@MainActor @Suite struct StateTests {
  struct Counter: View {
    @State var count = 1
    @Binding var isOn: Bool

    var body: some View {
      HStack(spacing: 0) {
        ForEach(0..<count) { _ in Color.red.frame(width: 10, height: 10) }
        if isOn { Color.blue.frame(width: 10, height: 10) }
      }
    }
  }

  final class Model: ObservableObject {
    @Published var size: CGFloat = 20
    @Published private(set) var changes = 0

    func grow() {
      objectWillChange.send()
      size += 10
      changes += 1
    }
  }

  struct ModelView: View {
    @ObservedObject var model: Model
    var body: some View { Color.red.frame(width: model.size, height: 10) }
  }

  struct OwnedModelView: View {
    @StateObject var model = Model()
    var body: some View { Color.red.frame(width: model.size, height: 10) }
  }

  struct EnvironmentView: View {
    @EnvironmentObject var model: Model
    var body: some View { Color.red.frame(width: model.size, height: 10) }
  }

  @Test func stateIsReadWhenRendered() {
    let view = Counter(count: 3, isOn: .constant(true))
    #expect(LaidOut { view }.frames(of: .red).count == 3)
    view.count = 2  // a non-mutating set, as in SwiftUI
    #expect(LaidOut { view }.frames(of: .red).count == 2)
    #expect(LaidOut { view }.frames(of: .blue).count == 1)
  }

  @Test func bindingsReadAndWrite() {
    let view = Counter(count: 1, isOn: .constant(false))
    let binding = view.$count
    binding.wrappedValue = 4
    #expect(view.count == 4)
    let constant = Binding.constant(5)
    constant.wrappedValue = 6
    #expect(constant.wrappedValue == 5)
    nonisolated(unsafe) var stored = CGSize(width: 1, height: 2)
    let size = Binding(get: { stored }, set: { stored = $0 })
    size.width.wrappedValue = 7
    #expect(stored == CGSize(width: 7, height: 2))
  }

  @Test func observedObjectsAreReadWhenRendered() {
    let model = Model()
    let view = ModelView(model: model)
    #expect(LaidOut { view }.frame(of: .red)?.width == 20)
    model.grow()
    #expect(LaidOut { view }.frame(of: .red)?.width == 30)
    #expect(model.changes == 1)
    view.$model.size.wrappedValue = 5
    #expect(model.size == 5)
  }

  @Test func stateObjectIsMadeOnceAndKept() {
    let view = OwnedModelView()
    view.model.grow()
    #expect(LaidOut { view }.frame(of: .red)?.width == 30)
  }

  @Test func environmentObjectComesFromAnAncestor() {
    let model = Model()
    model.grow()
    let provided = Artwork(width: 100, height: 100) {
      VStack { EnvironmentView() }.environmentObject(model)
    }
    let laid = LaidOut { VStack { EnvironmentView() }.environmentObject(model) }
    #expect(laid.frame(of: .red)?.width == 30)
    #expect(provided.diagnostics.isEmpty)
  }

  @Test func missingEnvironmentObjectLeavesTheViewOutAndSaysSo() {
    let artwork = Artwork(width: 100, height: 100) {
      HStack {
        EnvironmentView()
        Color.blue.frame(width: 10, height: 10)
      }
    }
    #expect(artwork.diagnostics == [.missingEnvironmentObject("Model")])
    let laid = LaidOut {
      HStack(spacing: 0) {
        EnvironmentView()
        Color.blue.frame(width: 10, height: 10)
      }
    }
    #expect(laid.frames(of: .red).isEmpty)
    expectFrame(laid.frame(of: .blue), CGRect(x: 45, y: 45, width: 10, height: 10))
  }
}
