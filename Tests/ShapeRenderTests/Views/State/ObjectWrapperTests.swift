import Foundation
import Testing

@testable import ShapeRender

/// `$object.property` of `@ObservedObject`, `@StateObject` and `@EnvironmentObject`: a
/// binding to the object's property, through the wrappers' `Wrapper`.
@MainActor @Suite struct ObjectWrapperTests {
  struct Landmark: Identifiable {
    let id: Int
    var name: String
    var isFavorite: Bool
  }

  final class ModelData: ObservableObject, @unchecked Sendable {
    @Published var landmarks = [
      Landmark(id: 1, name: "Turtle Rock", isFavorite: false),
      Landmark(id: 2, name: "Silver Salmon Creek", isFavorite: true),
    ]
  }

  /// A favorite switch bound into the environment's model, as Landmarks' detail view is.
  struct LandmarkDetail: View {
    @EnvironmentObject var modelData: ModelData
    let index: Int

    var body: some View {
      Toggle(modelData.landmarks[index].name, isOn: $modelData.landmarks[index].isFavorite)
        .tint(.yellow)
    }
  }

  struct ObservedDetail: View {
    @ObservedObject var modelData: ModelData
    var body: some View {
      Toggle("First", isOn: $modelData.landmarks[0].isFavorite)
    }
  }

  struct OwnedDetail: View {
    @StateObject var modelData = ModelData()
    var body: some View {
      Toggle("Second", isOn: $modelData.landmarks[1].isFavorite)
    }
  }

  @Test func anEnvironmentObjectsProjectionBindsIntoItsCollection() throws {
    let model = ModelData()
    let laid = LaidOut(width: 300, height: 40) {
      LandmarkDetail(index: 1).environmentObject(model)
    }
    #expect(laid.texts.first?.string == "Silver Salmon Creek")
    let track = try #require(laid.fills.first { $0.rect.width == 51 })
    #expect(track.color == .yellow)
    model.landmarks[1].isFavorite = false
    let off = LaidOut(width: 300, height: 40) { LandmarkDetail(index: 1).environmentObject(model) }
    #expect(off.fills.first { $0.rect.width == 51 }?.color.drawn == Color(hex: 0xE9E9EB))
  }

  @Test func theWrappersBindingsWriteTheObject() {
    let model = ModelData()
    let observed = ObservedDetail(modelData: model)
    let favorite: Binding<Bool> = observed.$modelData.landmarks[0].isFavorite
    favorite.wrappedValue = true
    #expect(model.landmarks[0].isFavorite)
    let owned = OwnedDetail()
    owned.$modelData.landmarks[1].name.wrappedValue = "Chilkoot Trail"
    #expect(owned.modelData.landmarks[1].name == "Chilkoot Trail")
    #expect(LaidOut(width: 300, height: 40) { owned }.texts.first?.string == "Second")
    // The projections are SwiftUI's types.
    let _: ObservedObject<ModelData>.Wrapper = observed.$modelData
    let _: ObservedObject<ModelData>.Wrapper = owned.$modelData
  }
}
