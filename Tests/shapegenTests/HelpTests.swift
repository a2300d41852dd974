import ShapeSnapshotTesting
import Testing

/// Help and version: printed to standard output, exit 0, help in swift-argument-parser's
/// layout (snapshots in `__Snapshots__/HelpTests`).
@Suite("Help and version")
@MainActor
struct HelpTests {
  /// Every shape subcommand.
  nonisolated static let shapes = [
    "trapezium", "pie", "rounded-rectangle", "uneven-rounded-rectangle", "capsule", "rectangle",
    "circle", "ellipse",
  ]

  @Test("shapegen --help lists the shapes")
  func toolHelp() throws {
    let run = try Shapegen.run(["--help"])
    #expect(run.status == 0)
    #expect(run.standardError == "")
    assertSnapshot(of: run.standardOutput, named: "shapegen", pathExtension: "txt")
    for shape in Self.shapes {
      #expect(run.standardOutput.contains("\n  \(shape)"))
    }
  }

  @Test(
    "-h, `help` and `help --help` print the same help as --help",
    arguments: [["-h"], ["help"], ["help", "--help"]])
  func toolHelpSpellings(_ arguments: [String]) throws {
    let run = try Shapegen.run(arguments)
    #expect(run.status == 0)
    #expect(run.standardOutput == (try Shapegen.run(["--help"])).standardOutput)
  }

  @Test("SHAPE --help lists the options with their defaults", arguments: shapes)
  func shapeHelp(_ shape: String) throws {
    let run = try Shapegen.run([shape, "--help"])
    #expect(run.status == 0)
    #expect(run.standardError == "")
    assertSnapshot(of: run.standardOutput, named: shape, pathExtension: "txt")
    #expect(run.standardOutput.hasPrefix("OVERVIEW: "))
    #expect(run.standardOutput.contains("\nUSAGE: shapegen \(shape) [<options>]\n"))
    #expect(
      run.standardOutput.contains(
        "  --width <points>        The width of the canvas; more than 0 once rounded to\n"
          + "                          --precision. (default: 300)"))
  }

  @Test(
    "`help SHAPE`, `SHAPE -h` and --help among other options print the same help",
    arguments: shapes)
  func shapeHelpSpellings(_ shape: String) throws {
    let expected = try Shapegen.run([shape, "--help"]).standardOutput
    for arguments in [["help", shape], [shape, "-h"], [shape, "--width", "10", "--help"]] {
      let run = try Shapegen.run(arguments)
      #expect(run.status == 0, "\(arguments)")
      #expect(run.standardOutput == expected, "\(arguments)")
    }
  }

  @Test("help lines fit in 80 columns", arguments: [[], ["trapezium"], ["pie"]])
  func width(_ shape: [String]) throws {
    let run = try Shapegen.run(shape + ["--help"])
    let long = run.standardOutput.split(separator: "\n").filter { $0.count > 80 }
    #expect(long.isEmpty, "\(long)")
  }

  @Test("--version prints 0.2.0", arguments: [["--version"], ["trapezium", "--version"]])
  func version(_ arguments: [String]) throws {
    let run = try Shapegen.run(arguments)
    #expect(run.status == 0)
    #expect(run.standardOutput == "0.2.0\n")
    #expect(run.standardError == "")
  }
}
