import ShapeRender

// `Pasted/Pie.swift` declares its shape in a file that imports ShapeRender, whose `Shape`
// (the one of `Shapes`) is not a view; SwiftUI's is. This line, outside the pasted code,
// makes it one. (A file that imports this package's `SwiftUI` module needs no such line.)
extension Pie: View {}

/// The screen of Stanford CS193p (2021) Memorize as lecture 7 leaves it before animation.
///
/// `EmojiMemoryGameView` laying out `CardView`s with `AspectVGrid`, each card a
/// `GeometryReader` with the countdown `Pie`, made a card by the `Cardify` view modifier.
/// The files in `Pasted/` are as published, their `import SwiftUI` lines changed to
/// `import ShapeRender`; the screen is their own preview, with the first card chosen.
///
/// ```swift
/// let svg = SVGRenderer().render(CS193pMemorize.artwork)
/// ```
///
/// The screen is drawn inside the iPhone's safe area (47 points at the top, 34 at the
/// bottom) on a white background.
public enum CS193pMemorize {
  /// The canvas: an iPhone screen in points.
  public static let canvasSize = CGSize(width: 390, height: 844)
  /// The insets of the iPhone's safe area.
  public static let safeArea = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)

  /// The preview of `EmojiMemoryGameView` as published, inside the safe area.
  @MainActor @preconcurrency public static func screen() -> AnyView {
    AnyView(ContentView_Previews.previews.padding(safeArea))
  }

  /// The screen on its canvas, as the gallery draws it.
  @MainActor @preconcurrency public static var artwork: Artwork<AnyView> {
    Artwork(
      width: canvasSize.width, height: canvasSize.height, background: .white, view: screen())
  }
}
