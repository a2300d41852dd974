import Foundation
import Testing

/// Values at the edges of what the tool can write faithfully: refused with exit 64 and an
/// Error line naming the option, or handled quickly, never written wrong.
@Suite("Limits")
struct LimitTests {
  @Test("a long unknown color gets no suggestion, and the error comes at once")
  func longUnknownColor() throws {
    // 105 kB, under Linux's limit on one argument; it took 18 s before the edit distance
    // was bounded.
    let name = String(repeating: "tomatoe", count: 15_000)
    let clock = ContinuousClock()
    var run: ShapegenRun?
    let elapsed = try clock.measure { run = try Shapegen.run(["circle", "--fill", name]) }
    #expect(run?.status == 64)
    #expect(
      run?.errorLines.first
        == "Error: The value '\(name)' is invalid for '--fill <paint>': unknown color \"\(name)\"")
    #expect(elapsed < .seconds(3), "\(elapsed)")
  }

  @Test("a long unknown option gets no suggestion, and the error comes at once")
  func longUnknownOption() throws {
    let name = "--" + String(repeating: "width", count: 20_000)
    let clock = ContinuousClock()
    var run: ShapegenRun?
    let elapsed = try clock.measure { run = try Shapegen.run(["circle", name, "1"]) }
    #expect(run?.status == 64)
    #expect(run?.errorLines.first == "Error: Unknown option '\(name)'")
    #expect(elapsed < .seconds(3), "\(elapsed)")
  }

  @Test(
    "dash lengths separated by commas, spaces or both give one pattern",
    arguments: ["8,4", "8 4", "8, 4", "8 ,4", " 8 , 4 "])
  func dashSeparators(_ dash: String) throws {
    let run = try Shapegen.run(["rectangle", "--width", "10", "--height", "10", "--dash", dash])
    #expect(run.status == 0)
    #expect(
      run.standardOutput.contains(
        "<path d=\"M0 0H10V10H0Z\" fill=\"none\" stroke=\"#000000\" stroke-dasharray=\"8 4\"/>"))
  }

  @Test("sizes that round to 0 at 3 decimals are written at a higher --precision")
  func smallSizesWithMoreDecimals() throws {
    let run = try Shapegen.run([
      "rectangle", "--width", "0.0004", "--height", "0.0002", "--line-width", "0.0001",
      "--dash", "0.0001,0.0002", "--precision", "4",
    ])
    #expect(run.status == 0)
    #expect(
      run.standardOutput == """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="0.0004" height="0.0002" \
        viewBox="0 0 0.0004 0.0002">
        <path d="M0 0H0.0004V0.0002H0Z" fill="none" stroke="#000000" stroke-width="0.0001" \
        stroke-dasharray="0.0001 0.0002"/>
        </svg>

        """)
  }

  @Test(
    "a duration or delay over a day: exit 64, nothing written",
    arguments: [
      BadInput(
        ["circle", "--draw", "--duration", "1e308", "--repeat", "3", "--autoreverse"],
        "The value '1e308' is invalid for '--duration <seconds>': must be at most 86400",
        usage: "circle"),
      BadInput(
        ["circle", "--draw", "--delay", "1e308"],
        "The value '1e308' is invalid for '--delay <seconds>': must be at most 86400",
        usage: "circle"),
      BadInput(
        ["circle", "--draw", "--duration", "86400.001"],
        "The value '86400.001' is invalid for '--duration <seconds>': must be at most 86400",
        usage: "circle"),
    ])
  func longTimes(_ input: BadInput) throws {
    let run = try Shapegen.run(input.arguments)
    #expect(run.status == 64)
    #expect(run.standardOutput == "")
    #expect(run.standardError == input.expectedStandardError)
  }

  @Test("a day's duration and delay are written as plain clock values")
  func dayLongTimes() throws {
    let run = try Shapegen.run([
      "circle", "--draw", "--duration", "86400", "--delay", "86400", "--repeat", "3",
      "--autoreverse", "--curve", "linear",
    ])
    #expect(run.status == 0)
    let times = run.standardOutput.matches(of: /(dur|begin)="[^"]*"/).map { String($0.0) }
    #expect(times == [#"dur="86400s""#, #"dur="172800s""#, #"begin="86400s""#])
  }
}
