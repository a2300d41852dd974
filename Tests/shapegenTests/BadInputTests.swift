import Foundation
import Testing

/// A command line `shapegen` must reject, and the message it must print.
struct BadInput: Sendable, CustomTestStringConvertible {
  /// The arguments.
  let arguments: [String]
  /// The message after `Error: `.
  let message: String
  /// The shape whose usage follows the message; `nil` for the tool's own.
  let shape: String?

  init(_ arguments: [String], _ message: String, usage shape: String?) {
    self.arguments = arguments
    self.message = message
    self.shape = shape
  }

  var testDescription: String { "shapegen " + arguments.joined(separator: " ") }

  /// Everything standard error must hold: the message, the usage and where help is.
  var expectedStandardError: String {
    let command = "shapegen" + (shape.map { " \($0)" } ?? "")
    let usage = shape.map { "shapegen \($0) [<options>]" } ?? "shapegen <subcommand>"
    return "Error: \(message)\nUsage: \(usage)\n  See '\(command) --help' for more information.\n"
  }
}

/// Bad input: `Error: …` naming the option and the value, the usage and a pointer to help
/// on standard error, exit status 64, and nothing on standard output or in the `-o` file.
@Suite("Bad input")
struct BadInputTests {
  static let cases: [BadInput] = [
    // Unknown shape or option.
    BadInput([], "Missing expected argument '<subcommand>'", usage: nil),
    BadInput(["trapezoid"], "Unknown shape 'trapezoid'. Did you mean 'trapezium'?", usage: nil),
    BadInput(["hexagon"], "Unknown shape 'hexagon'", usage: nil),
    BadInput(["help", "elipse"], "Unknown shape 'elipse'. Did you mean 'ellipse'?", usage: nil),
    BadInput(["--widht", "10"], "Unknown option '--widht'", usage: nil),
    BadInput(
      ["trapezium", "--widht", "10"], "Unknown option '--widht'. Did you mean '--width'?",
      usage: "trapezium"),
    BadInput(["pie", "--corner", "topLeft"], "Unknown option '--corner'", usage: "pie"),
    BadInput(["circle", "extra"], "Unexpected argument 'extra'", usage: "circle"),
    BadInput(
      ["circle", "--", "--width", "3"], "2 unexpected arguments: '--width', '3'", usage: "circle"),
    BadInput(
      ["pie", "--clockwise=yes"],
      "The option '--clockwise' does not take any value, but 'yes' was specified.", usage: "pie"),
    // A missing value.
    BadInput(["trapezium", "--width"], "Missing value for '--width <points>'", usage: "trapezium"),
    BadInput(
      ["trapezium", "--fill", "--stroke", "red"], "Missing value for '--fill <paint>'",
      usage: "trapezium"),
    BadInput(["circle", "-o"], "Missing value for '-o <file>'", usage: "circle"),
    // Non-numbers, NaN and infinities.
    BadInput(
      ["circle", "--width", "abc"],
      "The value 'abc' is invalid for '--width <points>': not a number", usage: "circle"),
    BadInput(
      ["circle", "--height", "nan"],
      "The value 'nan' is invalid for '--height <points>': not a finite number", usage: "circle"),
    BadInput(
      ["circle", "--width=inf"],
      "The value 'inf' is invalid for '--width <points>': not a finite number", usage: "circle"),
    BadInput(
      ["circle", "--shadow-x", "-infinity"],
      "The value '-infinity' is invalid for '--shadow-x <points>': not a finite number",
      usage: "circle"),
    BadInput(
      ["pie", "--start-angle", "ninety"],
      "The value 'ninety' is invalid for '--start-angle <degrees>': not a number", usage: "pie"),
    BadInput(
      ["circle", "--precision", "2.5"],
      "The value '2.5' is invalid for '--precision <decimals>': not a whole number",
      usage: "circle"),
    // Negative or zero sizes, values out of range.
    BadInput(
      ["circle", "--width", "-3"],
      "The value '-3' is invalid for '--width <points>': must be greater than 0", usage: "circle"),
    BadInput(
      ["circle", "--height", "0"],
      "The value '0' is invalid for '--height <points>': must be greater than 0", usage: "circle"),
    BadInput(
      ["circle", "--line-width", "0"],
      "The value '0' is invalid for '--line-width <points>': must be greater than 0",
      usage: "circle"),
    BadInput(
      ["circle", "--padding", "-1"],
      "The value '-1' is invalid for '--padding <points>': must not be negative", usage: "circle"),
    BadInput(
      ["circle", "--padding", "150"],
      "The value '150' is invalid for '--padding <points>': leaves no room for the shape on a "
        + "300×300 canvas", usage: "circle"),
    BadInput(
      ["rounded-rectangle", "--corner-radius", "-5"],
      "The value '-5' is invalid for '--corner-radius <points>': must not be negative",
      usage: "rounded-rectangle"),
    BadInput(
      ["circle", "--shadow-radius", "-2"],
      "The value '-2' is invalid for '--shadow-radius <points>': must not be negative",
      usage: "circle"),
    BadInput(
      ["circle", "--opacity", "1.5"],
      "The value '1.5' is invalid for '--opacity <opacity>': must be between 0 and 1",
      usage: "circle"),
    BadInput(
      ["pie", "--inner-radius", "2"],
      "The value '2' is invalid for '--inner-radius <fraction>': must be between 0 and 1",
      usage: "pie"),
    BadInput(
      ["circle", "--miter-limit", "0.5"],
      "The value '0.5' is invalid for '--miter-limit <ratio>': must be at least 1",
      usage: "circle"),
    BadInput(
      ["circle", "--precision", "13"],
      "The value '13' is invalid for '--precision <decimals>': must be between 0 and 12",
      usage: "circle"),
    BadInput(
      ["circle", "--dash", "4,-2"],
      "The value '4,-2' is invalid for '--dash <lengths>': lengths must not be negative",
      usage: "circle"),
    BadInput(
      ["circle", "--dash", "0,0"],
      "The value '0,0' is invalid for '--dash <lengths>': the lengths must not all be 0",
      usage: "circle"),
    BadInput(
      ["circle", "--dash", "5,,5"],
      "The value '5,,5' is invalid for '--dash <lengths>': a length is missing before or after "
        + "a comma", usage: "circle"),
    BadInput(
      ["circle", "--dash", "8, 4,"],
      "The value '8, 4,' is invalid for '--dash <lengths>': a length is missing before or after "
        + "a comma", usage: "circle"),
    BadInput(
      ["circle", "--dash", ", 8"],
      "The value ', 8' is invalid for '--dash <lengths>': a length is missing before or after "
        + "a comma", usage: "circle"),
    // Sizes written as 0 at the output's precision.
    BadInput(
      ["circle", "--width", "1e-320"],
      "The value '1e-320' is invalid for '--width <points>': is written as 0 with 3 decimals; "
        + "use a larger value or a higher --precision", usage: "circle"),
    BadInput(
      ["circle", "--precision", "0", "--height", "0.4"],
      "The value '0.4' is invalid for '--height <points>': is written as 0 with 0 decimals; "
        + "use a larger value or a higher --precision", usage: "circle"),
    BadInput(
      ["circle", "--line-width", "1e-320"],
      "The value '1e-320' is invalid for '--line-width <points>': is written as 0 with 3 "
        + "decimals; use a larger value or a higher --precision", usage: "circle"),
    BadInput(
      ["circle", "--dash", "1e-9,1e-9"],
      "The value '1e-9,1e-9' is invalid for '--dash <lengths>': the lengths are all written as "
        + "0 with 3 decimals, a solid line; use larger ones or a higher --precision",
      usage: "circle"),
    // Offsets outside 0…1.
    BadInput(
      ["trapezium", "--corner", "bottomLeft", "--offset", "1.5"],
      "The value '1.5' is invalid for '--offset <fraction>': must be between 0 and 1",
      usage: "trapezium"),
    BadInput(
      ["trapezium", "--corner", "bottomLeft", "--offset", "-0.25"],
      "The value '-0.25' is invalid for '--offset <fraction>': must be between 0 and 1",
      usage: "trapezium"),
    // Unknown corners and choices, with suggestions.
    BadInput(
      ["trapezium", "--corner", "bottomLfet", "--offset", "0.75"],
      "The value 'bottomLfet' is invalid for '--corner <corner>': not a corner; expected "
        + "topLeft, topRight, bottomLeft or bottomRight. Did you mean 'bottomLeft'?",
      usage: "trapezium"),
    BadInput(
      ["trapezium", "--corner", "botom-left", "--offset", "0.75"],
      "The value 'botom-left' is invalid for '--corner <corner>': not a corner; expected "
        + "top-left, top-right, bottom-left or bottom-right. Did you mean 'bottom-left'?",
      usage: "trapezium"),
    BadInput(
      ["trapezium", "--corner", "middle", "--offset", "0.75"],
      "The value 'middle' is invalid for '--corner <corner>': not a corner; expected "
        + "topLeft, topRight, bottomLeft or bottomRight", usage: "trapezium"),
    BadInput(
      ["circle", "--line-cap", "rund"],
      "The value 'rund' is invalid for '--line-cap <cap>': expected butt, round or square. "
        + "Did you mean 'round'?", usage: "circle"),
    BadInput(
      ["capsule", "--style", "square"],
      "The value 'square' is invalid for '--style <style>': expected circular or continuous",
      usage: "capsule"),
    // Bad colors and gradients.
    BadInput(
      ["trapezium", "--fill", "blu"],
      "The value 'blu' is invalid for '--fill <paint>': unknown color \"blu\" (did you mean "
        + "\"blue\"?)", usage: "trapezium"),
    BadInput(
      ["trapezium", "--stroke", "#12345"],
      "The value '#12345' is invalid for '--stroke <paint>': \"#12345\" is not a hex color: "
        + "expected 3, 4, 6 or 8 hex digits", usage: "trapezium"),
    BadInput(
      ["circle", "--shadow-color", "blakc"],
      "The value 'blakc' is invalid for '--shadow-color <color>': unknown color \"blakc\" "
        + "(did you mean \"black\"?)", usage: "circle"),
    BadInput(
      ["circle", "--fill", "linear-gradient(red)"],
      "The value 'linear-gradient(red)' is invalid for '--fill <paint>': linear-gradient() "
        + "needs at least two colors", usage: "circle"),
    BadInput(
      ["circle", "--fill", "linear-gradient(45, red, blue)"],
      "The value 'linear-gradient(45, red, blue)' is invalid for '--fill <paint>': \"45\" is "
        + "not an angle: expected a number with deg, turn, rad or grad, as 90deg",
      usage: "circle"),
    BadInput(
      ["rectangle", "--fill", "linear-gradient(1e307turn, red, blue)"],
      "The value 'linear-gradient(1e307turn, red, blue)' is invalid for '--fill <paint>': "
        + "\"1e307turn\" is too large an angle", usage: "rectangle"),
    BadInput(
      ["rectangle", "--stroke", "linear-gradient(1e307rad, red, blue)"],
      "The value 'linear-gradient(1e307rad, red, blue)' is invalid for '--stroke <paint>': "
        + "\"1e307rad\" is too large an angle", usage: "rectangle"),
    BadInput(
      ["circle", "--fill", "linear-gradient(to up, red, blue)"],
      "The value 'linear-gradient(to up, red, blue)' is invalid for '--fill <paint>': \"to up\" "
        + "is not a direction: expected to top, to right, to bottom left, …", usage: "circle"),
    BadInput(
      ["circle", "--background", "radial-gradient(red, blue 120%)"],
      "The value 'radial-gradient(red, blue 120%)' is invalid for '--background <paint>': the "
        + "stop position 120% is outside 0%…100%", usage: "circle"),
    BadInput(
      ["circle", "--fill", "conic-gradient(red, blue)"],
      "The value 'conic-gradient(red, blue)' is invalid for '--fill <paint>': conic-gradient() "
        + "is not supported; use linear-gradient() or radial-gradient()", usage: "circle"),
    BadInput(
      ["circle", "--fill", "linear-gradient(red, bleu)"],
      "The value 'linear-gradient(red, bleu)' is invalid for '--fill <paint>': unknown color "
        + "\"bleu\" (did you mean \"blue\"?)", usage: "circle"),
    // Corners and offsets that do not pair.
    BadInput(
      ["trapezium", "--offset", "0.75"],
      "'--offset 0.75' has no '--corner' before it; pair them as in "
        + "'--corner bottomLeft --offset 0.75'", usage: "trapezium"),
    BadInput(
      ["trapezium", "--offset", "0.75", "--corner", "bottomLeft"],
      "'--offset 0.75' has no '--corner' before it; pair them as in "
        + "'--corner bottomLeft --offset 0.75'", usage: "trapezium"),
    BadInput(
      ["trapezium", "--corner", "topLeft"],
      "'--corner topLeft' has no '--offset' after it; pair them as in "
        + "'--corner topLeft --offset 0.75'", usage: "trapezium"),
    BadInput(
      ["trapezium", "--corner", "topLeft", "--corner", "topRight", "--offset", "0.5"],
      "'--corner topLeft' has no '--offset' after it; pair them as in "
        + "'--corner topLeft --offset 0.75'", usage: "trapezium"),
    BadInput(
      [
        "trapezium", "--corner", "topLeft", "--offset", "0.5", "--corner", "top-left", "--offset",
        "1",
      ],
      "The value 'top-left' is invalid for '--corner <corner>': the corner topLeft is already "
        + "offset", usage: "trapezium"),
    // A PNG canvas with too many pixels or none, refused before anything is allocated.
    BadInput(
      ["circle", "--format", "png", "--scale", "1000"],
      "cannot draw the PNG image: a 300000×300000 canvas is too large: at most 32768 pixels a "
        + "side and 67108864 in all; lower --scale, --width or --height", usage: "circle"),
    BadInput(
      ["circle", "--format", "png", "--width", "9000", "--height", "9000"],
      "cannot draw the PNG image: a 9000×9000 canvas is too large: at most 32768 pixels a "
        + "side and 67108864 in all; lower --scale, --width or --height", usage: "circle"),
  ]

  @Test("prints Error, Usage and See on standard error and exits 64", arguments: cases)
  func rejected(_ input: BadInput) throws {
    let run = try Shapegen.run(input.arguments)
    #expect(run.status == 64)
    #expect(run.standardOutput == "")
    #expect(run.standardError == input.expectedStandardError)
  }

  @Test("creates no -o file, not even a temporary one", arguments: cases)
  func noOutputFile(_ input: BadInput) throws {
    let directory = try Shapegen.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try Shapegen.run(input.arguments + ["-o", "out.svg"], in: directory)
    #expect(run.status == 64)
    #expect(run.standardOutput == "")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [])
  }

  @Test("leaves an existing -o file as it was")
  func existingFileUntouched() throws {
    let directory = try Shapegen.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("out.svg")
    try Data("old".utf8).write(to: file)
    let run = try Shapegen.run(["circle", "-o", file.path, "--width", "0"])
    #expect(run.status == 64)
    #expect(try String(contentsOf: file, encoding: .utf8) == "old")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.svg"])
  }
}

/// Failures with good input: an image that cannot be used, a file that cannot be written.
///
/// `Error: …` alone on standard error, exit status 1, nothing written.
@Suite("Failures")
struct FailureTests {
  @Test("an --image file that does not exist")
  func missingImage() throws {
    let directory = try Shapegen.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try Shapegen.run(
      ["trapezium", "--image", "missing.png", "-o", "out.svg"], in: directory)
    #expect(run.status == 1)
    #expect(run.standardOutput == "")
    #expect(
      run.standardError
        == "Error: '--image missing.png': cannot read the file (No such file or directory)\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [])
  }

  @Test("an --image file that is not an image")
  func notAnImage() throws {
    let directory = try Shapegen.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data("GIF89a, or rather, not a PNG".utf8).write(
      to: directory.appendingPathComponent("photo.gif"))
    let run = try Shapegen.run(["trapezium", "--image", "photo.gif"], in: directory)
    #expect(run.status == 1)
    #expect(run.standardOutput == "")
    #expect(run.standardError == "Error: '--image photo.gif': not a PNG or JPEG image\n")
  }

  @Test("bad input wins over an unreadable image: exit 64")
  func badInputFirst() throws {
    let run = try Shapegen.run(["trapezium", "--image", "missing.png", "--width", "-1"])
    #expect(run.status == 64)
  }

  @Test("an -o file in a directory that does not exist")
  func unwritableOutput() throws {
    let run = try Shapegen.run(["circle", "-o", "/nonexistent-shapegen-dir/out.svg"])
    #expect(run.status == 1)
    #expect(run.standardOutput == "")
    #expect(
      run.standardError
        == "Error: cannot write /nonexistent-shapegen-dir/out.svg: cannot create a file in "
        + "/nonexistent-shapegen-dir (No such file or directory)\n")
  }
}
