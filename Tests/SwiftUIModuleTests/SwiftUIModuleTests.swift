import CS193pLecture2
import SwiftUI
import Testing

/// The package's `SwiftUI` and `CoreGraphics` modules, which exist where Apple's do not:
/// `Pasted/ContentView.swift` is CS193p lecture 2's file byte for byte, `import SwiftUI`
/// included, and a shape declared here is a view, as in SwiftUI.
@MainActor @Suite struct SwiftUIModuleTests {
  /// A shape of this file: `Shape` is the `SwiftUI` module's, so it takes view modifiers.
  struct Wedge: Shape {
    func path(in rect: CGRect) -> Path {
      Path { path in
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
      }
    }
  }

  @Test func publishedFileWithImportSwiftUIDrawsWhatTheGalleryCopyDraws() {
    // The gallery's copy says `import ShapeRender`; the same code gives the same SVG.
    let size = CS193pLecture2.canvasSize
    let here = Artwork(width: size.width, height: size.height, background: .white) {
      ContentView().padding(CS193pLecture2.safeArea)
    }
    let renderer = SVGRenderer()
    #expect(renderer.render(here) == renderer.render(CS193pLecture2.artwork))
  }

  @Test func aShapeOfYourOwnIsAView() {
    let artwork = Artwork(width: 40, height: 40) {
      Wedge().padding(10).foregroundColor(.red)
    }
    #expect(
      SVGRenderer().render(artwork).contains(##"<path d="M10 10H30L10 30Z" fill="#ff3b30"/>"##))
  }

  @Test func coreGraphicsGivesTheGeometry() {
    // CoreGraphicsUse.swift imports the `CoreGraphics` module alone (see there why).
    #expect(CoreGraphicsUse.translated(CGPoint(x: 1, y: 2), by: 3, 4) == CGPoint(x: 4, y: 6))
    #expect(CoreGraphicsUse.roundCap == .round)
  }
}

/// An insettable shape of this file: `InsettableShape` is the `SwiftUI` module's.
struct Frame: InsettableShape {
  var inset: CGFloat = 0

  func path(in rect: CGRect) -> Path {
    Path(rect.insetBy(dx: inset, dy: inset))
  }

  func inset(by amount: CGFloat) -> Frame {
    Frame(inset: inset + amount)
  }
}

@MainActor @Suite struct SwiftUIInsettableShapeTests {
  @Test func anInsettableShapeOfYourOwnIsAViewWithStrokeBorder() {
    let artwork = Artwork(width: 40, height: 40) {
      Frame().strokeBorder(Color.red, lineWidth: 4).padding(10)
    }
    #expect(
      SVGRenderer().render(artwork).contains(
        ##"<path d="M12 12H28V28H12Z" fill="none" stroke="#ff3b30" stroke-width="4"/>"##))
    let padded = Artwork(width: 40, height: 40) { Frame().padding(10) }
    #expect(SVGRenderer().render(padded).contains(#"<path d="M10 10H30V30H10Z"/>"#))
  }

  /// SwiftUI code using the blur and color effects, as it is written for Apple's SwiftUI.
  struct Adjusted: View {
    var body: some View {
      HStack {
        Color.red.frame(width: 20, height: 20).brightness(0.2).contrast(1.2)
        Color.red.frame(width: 20, height: 20).hueRotation(.degrees(90)).saturation(0.5)
        Circle().fill(.blue).frame(width: 20, height: 20).blur(radius: 3)
        Rectangle().fill(.green).frame(width: 20, height: 20).grayscale(0.3)
          .colorMultiply(.yellow).colorInvert().luminanceToAlpha()
        Canvas { context, size in
          context.addFilter(.blur(radius: 2, options: .opaque))
          context.addFilter(.colorInvert())
          context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.orange))
        }
        .frame(width: 20, height: 20)
      }
    }
  }

  @Test func blurAndColorEffectsAreSwiftUIs() {
    let svg = SVGRenderer().render(Artwork(width: 140, height: 40) { Adjusted() })
    // Nine color filters and two blurs, each on an element of its own; the two inversions
    // of equal squares share one definition.
    #expect(svg.components(separatedBy: ##"filter="url(#"##).count - 1 == 11)
    #expect(svg.components(separatedBy: "<feColorMatrix").count - 1 == 8)
    #expect(svg.components(separatedBy: "<feGaussianBlur").count - 1 == 2)
  }
}
