import Combine
import Foundation

/// A view model as apps write one, in a file that imports Combine and Foundation but not
/// SwiftUI: this package's `Combine` module gives `ObservableObject` and `@Published`.
final class StopwatchModel: ObservableObject {
  @Published var secondsElapsed = 0
  @Published private(set) var laps: [Int] = []

  /// Ends a lap at the time elapsed.
  func lap() {
    objectWillChange.send()
    laps.append(secondsElapsed)
  }
}
