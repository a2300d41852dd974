import ShapeRender

/// The screen of Stanford CS193p (2021) lecture 2's Memorize, from `Pasted/ContentView.swift`
/// as published (its `import SwiftUI` line changed to `import ShapeRender`), on an iPhone
/// of 390 × 844 points.
///
/// ```swift
/// let svg = SVGRenderer().render(CS193pLecture2.artwork)
/// ```
///
/// The screen is drawn inside the iPhone's safe area (47 points at the top, 34 at the
/// bottom), where SwiftUI puts the content of an app's window, on a white background.
public enum CS193pLecture2 {
  /// The canvas: an iPhone screen in points.
  public static let canvasSize = CGSize(width: 390, height: 844)
  /// The insets of the iPhone's safe area.
  public static let safeArea = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)

  /// The lecture's `ContentView` showing the first `emojiCount` cards (20, as published),
  /// inside the safe area.
  @MainActor @preconcurrency public static func screen(emojiCount: Int = 20) -> AnyView {
    AnyView(ContentView(emojiCount: emojiCount).padding(safeArea))
  }

  /// The screen on its canvas, as the gallery draws it.
  @MainActor @preconcurrency public static var artwork: Artwork<AnyView> {
    Artwork(
      width: canvasSize.width, height: canvasSize.height, background: .white, view: screen())
  }
}
