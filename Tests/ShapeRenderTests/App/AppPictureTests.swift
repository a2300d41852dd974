import Foundation
import PixelKit
import Testing

@testable import ShapeRender

/// Running an app draws its first window to a file.
@MainActor @Suite struct AppPictureTests {
  struct StripeApp: App {
    var body: some Scene {
      WindowGroup {
        Color.red
      }
    }
  }

  struct DarkApp: App {
    var body: some Scene {
      WindowGroup {
        Text("Night").preferredColorScheme(.dark)
      }
    }
  }

  struct SizedApp: App {
    var body: some Scene {
      WindowGroup("Stripe") { Color.red }
        .defaultSize(width: 200, height: 100)
    }
  }

  struct SettingsOnlyApp: App {
    var body: some Scene {
      Settings { Text("Preferences") }
    }
  }

  final class Greeting: ObservableObject {
    let word = "Hallo"
  }

  struct GreetingView: View {
    @EnvironmentObject var greeting: Greeting
    var body: some View { Text(greeting.word) }
  }

  struct SeveralScenesApp: App {
    let showsMain = true
    var body: some Scene {
      Settings { Text("Preferences") }
      if showsMain {
        WindowGroup { GreetingView() }
          .environmentObject(Greeting())
          .environment(\.font, .largeTitle)
      }
      Window("Other", id: "other") { Text("Other") }
    }
  }

  /// A scratch directory, removed when `body` returns.
  func inScratch(_ body: (URL) throws -> Void) throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("app-picture-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try body(directory)
  }

  @Test func aPhoneScreenHasTheSafeAreaLeftByTheStatusBarAndTheHomeIndicator() throws {
    try inScratch { directory in
      let path = directory.appendingPathComponent("screen.svg").path
      let run = AppPicture.run(StripeApp(), named: "StripeApp", arguments: ["-o", path])
      #expect(run == AppPicture.Run(output: "Wrote \(path): 390 × 844 points."))
      let svg = try String(contentsOfFile: path, encoding: .utf8)
      #expect(svg.contains(#"width="390" height="844""#))
      #expect(svg.contains(##"<path d="M0 0H390V844H0Z" fill="#ffffff"/>"##))
      // 844 less 47 at the top and 34 at the bottom.
      #expect(svg.contains(##"<path d="M0 47H390V810H0Z" fill="#ff3b30"/>"##))
    }
  }

  @Test func aViewThatPrefersTheDarkAppearanceDarkensTheWholeScreen() throws {
    try inScratch { directory in
      let path = directory.appendingPathComponent("screen.svg").path
      _ = AppPicture.run(DarkApp(), named: "DarkApp", arguments: ["-o", path])
      let svg = try String(contentsOfFile: path, encoding: .utf8)
      // The screen's background black (SVG's default fill), the text white.
      #expect(svg.contains(##"<path d="M0 0H390V844H0Z"/>"##))
      #expect(svg.contains(##"fill="#ffffff">Night</text>"##))
    }
  }

  @Test func aPNGIsDrawnThreePixelsAPointUnlessAScaleIsGiven() throws {
    try inScratch { directory in
      let path = directory.appendingPathComponent("screen.png").path
      let run = AppPicture.run(StripeApp(), named: "StripeApp", arguments: ["-o", path])
      #expect(run == AppPicture.Run(output: "Wrote \(path): 390 × 844 points at 3×."))
      let image = try PNGImage(data: Data(contentsOf: URL(fileURLWithPath: path)))
      #expect(image.width == 1170 && image.height == 2532)
      #expect(image[x: 10, y: 140] == RGBA(red: 255, green: 255, blue: 255, alpha: 255))
      #expect(image[x: 10, y: 141] == RGBA(red: 255, green: 59, blue: 48, alpha: 255))
      let small = AppPicture.run(
        StripeApp(), named: "StripeApp", arguments: ["-o", path, "--scale", "0.5"])
      #expect(small.output == "Wrote \(path): 390 × 844 points at 0.5×.")
      let half = try PNGImage(data: Data(contentsOf: URL(fileURLWithPath: path)))
      #expect(half.width == 195 && half.height == 422)
    }
  }

  @Test func aGivenSizeOrTheScenesDefaultSizeMakesAWindowWithoutSafeArea() throws {
    try inScratch { directory in
      let path = directory.appendingPathComponent("window.svg").path
      #expect(AppPicture.run(SizedApp(), named: "SizedApp", arguments: ["-o", path]).status == 0)
      var svg = try String(contentsOfFile: path, encoding: .utf8)
      #expect(svg.contains(##"<path d="M0 0H200V100H0Z" fill="#ff3b30"/>"##))
      let arguments = ["-o", path, "--height", "60"]
      #expect(AppPicture.run(SizedApp(), named: "SizedApp", arguments: arguments).status == 0)
      svg = try String(contentsOfFile: path, encoding: .utf8)
      #expect(svg.contains(##"<path d="M0 0H200V60H0Z" fill="#ff3b30"/>"##))
      let phone = ["-o", path, "--width", "300"]
      #expect(AppPicture.run(StripeApp(), named: "StripeApp", arguments: phone).status == 0)
      svg = try String(contentsOfFile: path, encoding: .utf8)
      #expect(svg.contains(##"<path d="M0 0H300V844H0Z" fill="#ff3b30"/>"##))
    }
  }

  @Test func theFirstWindowIsDrawnWithTheModifiersOfItsScene() throws {
    try inScratch { directory in
      let path = directory.appendingPathComponent("several.svg").path
      let run = AppPicture.run(SeveralScenesApp(), named: "Several", arguments: ["-o", path])
      #expect(run.status == 0 && run.error.isEmpty)
      let svg = try String(contentsOfFile: path, encoding: .utf8)
      #expect(svg.contains(#"font-size="34">Hallo</text>"#))
      #expect(!svg.contains("Preferences") && !svg.contains("Other"))
    }
  }

  @Test func whatIsDrawnOtherwiseIsNoted() throws {
    struct SymbolApp: App {
      var body: some Scene { WindowGroup { Image(systemName: "tortoise") } }
    }
    try inScratch { directory in
      let path = directory.appendingPathComponent("symbol.svg").path
      let run = AppPicture.run(SymbolApp(), named: "SymbolApp", arguments: ["-o", path])
      #expect(run.status == 0)
      #expect(
        run.error
          == "Note: \(ArtworkDiagnostic.missingSymbol("tortoise"))")
    }
  }

  @Test(arguments: [
    (["--width"], "Error: --width needs a value."),
    (["--width", "wide"], "Error: --width needs a positive number, not 'wide'."),
    (["--height", "-3"], "Error: --height needs a positive number, not '-3'."),
    (["--scale", "nan"], "Error: --scale needs a positive number, not 'nan'."),
    (["--scale", "inf"], "Error: --scale needs a positive number, not 'inf'."),
    (
      ["--verbose"],
      "Error: unknown argument '--verbose'; the options are -o, --width, --height and --scale."
    ),
    (["-o", "screen.jpg"], "Error: 'screen.jpg' is neither a .png nor a .svg file."),
  ])
  func badArgumentsAreAnsweredWithAnErrorAndStatus64(arguments: [String], message: String) {
    let run = AppPicture.run(StripeApp(), named: "StripeApp", arguments: arguments)
    #expect(run == AppPicture.Run(error: message, status: 64))
  }

  @Test func aPictureTooLargeIsRefusedBeforeAnythingIsWritten() throws {
    try inScratch { directory in
      let path = directory.appendingPathComponent("huge.png").path
      let arguments = ["-o", path, "--scale", "1000"]
      let run = AppPicture.run(StripeApp(), named: "StripeApp", arguments: arguments)
      #expect(run.status == 64 && run.error.hasPrefix("Error: "))
      #expect(!FileManager.default.fileExists(atPath: path))
    }
  }

  @Test func anAppWithoutAWindowOrAnUnwritableFileEndsWithStatus1() {
    let none = AppPicture.run(SettingsOnlyApp(), named: "Prefs", arguments: [])
    #expect(none == AppPicture.Run(error: "Error: Prefs's body has no window to draw.", status: 1))
    let path = "/nonexistent-directory/screen.svg"
    let unwritable = AppPicture.run(StripeApp(), named: "StripeApp", arguments: ["-o", path])
    #expect(unwritable.status == 1)
    #expect(unwritable.error.hasPrefix("Error: could not write '\(path)'"))
  }
}
