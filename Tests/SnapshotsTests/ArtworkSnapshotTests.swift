import Foundation
import PixelKit
import ShapeRender
import ShapeSnapshotTesting
import Testing

/// `.svg` and `.png(precision:tolerance:scale:)` snapshots of artwork.
@MainActor @Suite struct ArtworkSnapshotTests {
  /// A 40 × 40 artwork: a white ground, a square of `gray` levels, and a `dot` pixels wide
  /// black square at (30, 30).
  private func artwork(gray: Double = 100, dot: Double = 0) -> Artwork<some View> {
    Artwork(width: 40, height: 40) {
      ZStack {
        Rectangle().fill(Color.white)
        Path(CGRect(x: 5, y: 5, width: 20, height: 20))
          .fill(Color(red: gray / 255, green: gray / 255, blue: gray / 255))
        Path(CGRect(x: 30, y: 30, width: dot, height: dot)).fill(Color.black)
      }
    }
  }

  private func store(_ folder: TemporaryDirectory, _ mode: SnapshotRecordMode) -> SnapshotStore {
    SnapshotStore(
      directory: folder.appending("snapshots"), recordMode: mode,
      artifactsDirectory: folder.appending("artifacts"))
  }

  // MARK: Committed references beside this file

  @Test func anArtworkMatchesItsCommittedSVGAndPNG() {
    // Tests/SnapshotsTests/__Snapshots__/ArtworkSnapshotTests/square.svg and square.png
    #expect(assertSnapshot(of: artwork(), as: .svg, named: "square") == .matched)
    #expect(assertSnapshot(of: artwork(), as: .png(), named: "square") == .matched)
  }

  @Test func theTestNameIsTheDefaultSnapshotName() {
    // __Snapshots__/ArtworkSnapshotTests/theTestNameIsTheDefaultSnapshotName.svg
    #expect(assertSnapshot(of: artwork(dot: 2), as: .svg) == .matched)
  }

  // MARK: Pixels

  @Test func pixelsWithinTheToleranceMatch() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let recorder = store(folder, .missing)
    _ = recorder.verify(artwork(gray: 100), as: .png(), named: "gray")
    let checker = store(folder, .never)
    #expect(checker.verify(artwork(gray: 101), as: .png(tolerance: 1), named: "gray") == .matched)
    guard
      case .mismatched(let mismatch) = checker.verify(
        artwork(gray: 103), as: .png(tolerance: 2), named: "gray")
    else {
      Issue.record("a difference of 3 levels passed a tolerance of 2")
      return
    }
    #expect(mismatch.diff.hasPrefix("400 of 1600 pixels (25.0 %) differ by more than 2"))
    #expect(mismatch.diff.contains("(at most 3)"))
  }

  @Test func aFailureWritesTheActualImageAndADiffImage() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    _ = store(folder, .missing).verify(artwork(), as: .png(), named: "dot")
    // Four pixels of 1,600 differ: 0.25 %.
    let checker = store(folder, .never)
    #expect(checker.verify(artwork(dot: 2), as: .png(precision: 0.997), named: "dot") == .matched)
    withKnownIssue {
      assertSnapshot(of: artwork(dot: 2), as: .png(precision: 0.999), named: "dot", in: checker)
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("4 of 1600 pixels (0.25 %) differ")
        && text.contains(folder.appending("artifacts/dot.diff.png").path)
    }
    #expect(folder.files(in: folder.appending("artifacts")) == ["dot.diff.png", "dot.png"])
    let actual = try PNGImage(data: Data(contentsOf: folder.appending("artifacts/dot.png")))
    #expect(actual[x: 30, y: 30] == .black)
    // The diff image: differing pixels red, the others faded gray (white stays white).
    let diff = try PNGImage(data: Data(contentsOf: folder.appending("artifacts/dot.diff.png")))
    #expect(diff[x: 30, y: 30] == .red && diff[x: 31, y: 31] == .red)
    #expect(diff[x: 32, y: 30] == .white)
    let faded = diff[x: 10, y: 10]
    #expect(faded.red == faded.green && faded.red > 200 && faded.red < 255)
  }

  @Test func imagesOfDifferentSizesNeverMatch() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    _ = store(folder, .missing).verify(artwork(), as: .png(), named: "scaled")
    let outcome = store(folder, .never).verify(
      artwork(), as: .png(precision: 0, scale: 2), named: "scaled")
    guard case .mismatched(let mismatch) = outcome else {
      Issue.record("a 2× image matched a 1× reference: \(outcome)")
      return
    }
    #expect(mismatch.diff == "The image is 80×80 pixels, the reference 40×40.")
    #expect(mismatch.diffImage == nil)
  }

  @Test func anEmptyCanvasFailsWithTheRenderersError() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let outcome = store(folder, .never).verify(artwork(), as: .png(scale: 0), named: "empty")
    guard case .failed(let reason) = outcome else {
      Issue.record("a scale of 0 gave \(outcome)")
      return
    }
    #expect(reason.hasPrefix("Cannot make snapshot \"empty\": "))
  }

  // MARK: Recording

  @Test func recordingWritesThePNGThatThenMatches() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let recorded = store(folder, .missing).verify(artwork(), as: .png(), named: "new")
    let reference = folder.appending("snapshots/new.png")
    #expect(
      recorded
        == .recorded(SnapshotRecording(name: "new.png", reference: reference, change: .created)))
    let image = try PNGImage(data: Data(contentsOf: reference))
    #expect(image.width == 40 && image.height == 40)
    #expect(image[x: 10, y: 10] == RGBA(red: 100, green: 100, blue: 100))
    #expect(store(folder, .never).verify(artwork(), as: .png(), named: "new") == .matched)
    // Re-recording a changed picture says what changed.
    guard
      case .recorded(let again) = store(folder, .all).verify(
        artwork(dot: 2), as: .png(), named: "new"),
      case .updated(let change) = again.change
    else {
      Issue.record("re-recording a changed picture did not update it")
      return
    }
    #expect(change.hasPrefix("4 of 1600 pixels"))
    #expect(try PNGImage(data: Data(contentsOf: reference))[x: 30, y: 30] == .black)
  }

  @Test func svgSnapshotsAreExactWithALineDiff() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    _ = store(folder, .missing).verify(artwork(gray: 100), as: .svg, named: "lines")
    guard
      case .mismatched(let mismatch) = store(folder, .never).verify(
        artwork(gray: 101), as: .svg, named: "lines")
    else {
      Issue.record("an SVG that differs by one color level matched")
      return
    }
    #expect(mismatch.diff.contains("-") && mismatch.diff.contains("+"))
    #expect(mismatch.diffImage == nil)
    #expect(folder.files(in: folder.appending("artifacts")) == ["lines.svg"])
  }
}
