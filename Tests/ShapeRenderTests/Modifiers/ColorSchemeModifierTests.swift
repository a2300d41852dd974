import Foundation
import ShapeRender
import Testing

/// preferredColorScheme, environment(\.colorScheme, …) and colorScheme(_:): views drawn in
/// the dark appearance.
@MainActor @Suite struct ColorSchemeModifierTests {
  /// A 10 × 10 square of `color`.
  private func square(_ color: Color) -> some View {
    Rectangle().fill(color).frame(width: 10, height: 10)
  }

  /// The fills of the body's elements, in order.
  private func fills(_ lines: [String]) -> [String] {
    lines.compactMap { line in
      line.firstRange(of: "fill=\"#").map { String(line[$0.upperBound...].prefix(6)) }
    }
  }

  @Test func preferredColorSchemeDrawsTheSystemColorsDark() {
    let body = renderBody {
      HStack(spacing: 0) {
        square(.red)
        Circle().frame(width: 10, height: 10)
        square(.black)
        square(Color(red: 1, green: 0.5, blue: 0))
      }
      .preferredColorScheme(.dark)
    }
    // Red's dark value, the primary color (white) a bare shape fills with, and the plain
    // colors as they are: black is SVG's default fill.
    #expect(fills(body) == ["ff453a", "ffffff", "ff8000"])
    #expect(body.first == ##"<path d="M30 45H40V55H30Z" fill="#ff453a"/>"##)
    #expect(body[2] == ##"<path d="M50 45H60V55H50Z"/>"##)
  }

  @Test func theWholePictureTakesTheAppearanceAViewInsidePrefers() {
    let body = renderBody {
      HStack(spacing: 0) {
        square(.red)
        square(.blue).preferredColorScheme(.dark)
      }
    }
    #expect(fills(body) == ["ff453a", "0a84ff"])
    // An artwork's background too, when it adapts; nil asks for nothing.
    #expect(fills(renderBody { square(.red).preferredColorScheme(nil) }) == ["ff3b30"])
  }

  @Test func theEnvironmentsColorSchemeDrawsOnlyTheViewsInside() {
    let body = renderBody {
      HStack(spacing: 0) {
        square(.red)
        square(.red).environment(\.colorScheme, .dark)
        square(.red).colorScheme(.dark)
      }
    }
    #expect(fills(body) == ["ff3b30", "ff453a", "ff453a"])
  }

  @Test func aViewThatSetsTheLightAppearanceKeepsItInADarkPicture() {
    let body = renderBody {
      VStack(spacing: 0) {
        square(.green).environment(\.colorScheme, .light)
        square(.green)
      }
      .preferredColorScheme(.dark)
    }
    #expect(fills(body) == ["34c759", "30d158"])
  }

  @Test func viewsInsideReadTheAppearanceFromTheEnvironment() {
    struct Reader: View {
      @Environment(\.colorScheme) var colorScheme
      var body: some View {
        Rectangle().fill(colorScheme == .dark ? Color.white : Color.black)
      }
    }
    #expect(renderBody { Reader() } == [##"<path d="M0 0H100V100H0Z"/>"##])
    #expect(fills(renderBody { Reader().preferredColorScheme(.dark) }) == ["ffffff"])
    #expect(fills(renderBody { Reader().environment(\.colorScheme, .dark) }) == ["ffffff"])
  }

  @Test func gradientsShadowsAndTextTakeTheAppearance() {
    let svg = renderSVG {
      VStack {
        Rectangle().fill(
          LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
        )
        .frame(width: 10, height: 10)
        square(.white).shadow(color: .primary, radius: 2)
        Text("Hi")
      }
      .preferredColorScheme(.dark)
    }
    #expect(svg.contains(##"<stop offset="0" stop-color="#ff453a"/>"##))
    #expect(svg.contains(##"<stop offset="1" stop-color="#0a84ff"/>"##))
    #expect(svg.contains(##"flood-color="#ffffff""##))
    #expect(!svg.contains("#ff3b30") && !svg.contains("#007aff") && !svg.contains("#000000"))
  }

  @Test func listsDrawTheirDarkBackgroundsAndRows() {
    let svg = renderSVG(width: 200, height: 120) {
      List {
        Text("Row")
      }
      .listStyle(.insetGrouped)
      .preferredColorScheme(.dark)
    }
    // The grouped background black (SVG's default fill), the row #1c1c1e, its text white.
    #expect(svg.contains(##"<path d="M0 0H200V120H0Z"/>"##))
    #expect(svg.contains(##"fill="#1c1c1e"/>"##))
    #expect(svg.contains(##"font-size="17" fill="#ffffff">Row</text>"##))
    #expect(!svg.contains("#f2f2f7"))
  }

  @Test func theBackgroundStyleIsWhiteOrBlack() {
    #expect(fills(renderBody { square(.white).background(.background) }).first == "ffffff")
    #expect(
      renderBody { Rectangle().fill(.background).preferredColorScheme(.dark) }
        == [##"<path d="M0 0H100V100H0Z"/>"##])
  }

  @Test func imageRendererDrawsThePreferredAppearance() throws {
    let renderer = ImageRenderer(
      content: Rectangle().frame(width: 2, height: 2).preferredColorScheme(.dark))
    let image = try renderer.render()
    #expect(Array(image.rgba.prefix(4)) == [255, 255, 255, 255])
  }
}
