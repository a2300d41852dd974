import Foundation
import ShapeRender

/// Reads `linear-gradient(…)` and `radial-gradient(…)` (see ``PaintOption``).
struct GradientSyntax {
  /// The function's name, lowercased.
  let function: String
  /// The whole text, trimmed.
  let text: String
  /// Where the opening parenthesis is.
  let open: String.Index

  /// The gradient the text describes.
  func parse() throws(PaintSyntaxError) -> PaintOption {
    guard function == "linear-gradient" || function == "radial-gradient" else {
      throw PaintSyntaxError(
        "\(function)() is not supported; use linear-gradient() or radial-gradient()")
    }
    guard text.hasSuffix(")") else { throw PaintSyntaxError("missing \")\" at the end") }
    let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
    var arguments = try Self.splitArguments(inside)
    if function == "linear-gradient" {
      var direction = GradientDirection.toward(horizontal: 0, vertical: 1)
      if let first = arguments.first, let parsed = try Self.direction(first) {
        direction = parsed
        arguments.removeFirst()
      }
      return .linearGradient(direction, try stops(arguments))
    }
    if let first = arguments.first, first.lowercased() == "circle" {
      arguments.removeFirst()
    }
    return .radialGradient(try stops(arguments))
  }

  /// The arguments between the parentheses, split at the commas outside nested
  /// parentheses and trimmed.
  static func splitArguments(_ inside: Substring) throws(PaintSyntaxError) -> [String] {
    var arguments: [String] = []
    var current = ""
    var depth = 0
    for character in inside {
      switch character {
      case "(": depth += 1
      case ")": depth -= 1
      default: break
      }
      guard depth >= 0 else { throw PaintSyntaxError("unbalanced \")\"") }
      if character == ",", depth == 0 {
        arguments.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    guard depth == 0 else { throw PaintSyntaxError("missing \")\"") }
    arguments.append(current)
    let trimmed = arguments.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    guard !trimmed.contains(where: \.isEmpty) else {
      throw PaintSyntaxError("an argument between commas is empty")
    }
    return trimmed
  }

  /// The direction a linear gradient's first argument gives, or `nil` when the argument
  /// is a color stop.
  static func direction(_ argument: String) throws(PaintSyntaxError) -> GradientDirection? {
    let lowered = argument.lowercased()
    let words = lowered.split(separator: " ")
    if words.first == "to" {
      return try side(Array(words.dropFirst()), argument: argument)
    }
    guard let first = lowered.first, first.isNumber || "+-.".contains(first) else { return nil }
    return .angle(try degrees(lowered, argument: argument))
  }

  /// The direction of `to <side>` or `to <corner>`, given the words after `to`.
  static func side(_ words: [Substring], argument: String) throws(PaintSyntaxError)
    -> GradientDirection
  {
    var horizontal = 0
    var vertical = 0
    for word in words {
      switch word {
      case "left" where horizontal == 0: horizontal = -1
      case "right" where horizontal == 0: horizontal = 1
      case "top" where vertical == 0: vertical = -1
      case "bottom" where vertical == 0: vertical = 1
      default:
        throw PaintSyntaxError(
          "\"\(argument)\" is not a direction: expected to top, to right, to bottom left, …")
      }
    }
    guard horizontal != 0 || vertical != 0 else {
      throw PaintSyntaxError("\"\(argument)\" is not a direction: expected to top, to right, …")
    }
    return .toward(horizontal: horizontal, vertical: vertical)
  }

  /// An angle in degrees from `<number><unit>` with a unit of `deg`, `turn`, `rad` or
  /// `grad`, or `0` alone; finite in degrees, or an error.
  static func degrees(_ text: String, argument: String) throws(PaintSyntaxError) -> Double {
    let units: [(suffix: String, degrees: Double)] = [
      ("deg", 1), ("grad", 0.9), ("rad", 180 / .pi), ("turn", 360),
    ]
    for unit in units where text.hasSuffix(unit.suffix) {
      if let value = Double(text.dropLast(unit.suffix.count)), value.isFinite {
        // Checked again after the conversion: 1e307turn is finite, 3.6e309 degrees is not.
        let degrees = value * unit.degrees
        guard degrees.isFinite else {
          throw PaintSyntaxError("\"\(argument)\" is too large an angle")
        }
        return degrees
      }
    }
    if let value = Double(text), value == 0 { return 0 }
    throw PaintSyntaxError(
      "\"\(argument)\" is not an angle: expected a number with deg, turn, rad or grad, as 90deg")
  }

  /// The stops of the color arguments, with CSS's positions filled in.
  func stops(_ arguments: [String]) throws(PaintSyntaxError) -> [Gradient.Stop] {
    guard arguments.count >= 2 else {
      throw PaintSyntaxError("\(function)() needs at least two colors")
    }
    var colors: [Color] = []
    var positions: [Double?] = []
    for argument in arguments {
      let (colorText, position) = try Self.colorAndPosition(argument)
      do {
        colors.append(try Color(css: colorText))
      } catch {
        throw PaintSyntaxError(String(describing: error))
      }
      positions.append(position)
    }
    return zip(colors, Self.filledPositions(positions)).map {
      Gradient.Stop(color: $0, location: $1)
    }
  }

  /// A stop's color text and its position as a fraction, when it ends with a percentage
  /// after a space outside parentheses (`red 40%`, `rgb(0 0 0 / 50%) 10%`).
  static func colorAndPosition(_ argument: String) throws(PaintSyntaxError)
    -> (color: String, position: Double?)
  {
    var depth = 0
    var lastSpace: String.Index?
    for index in argument.indices {
      switch argument[index] {
      case "(": depth += 1
      case ")": depth -= 1
      case " " where depth == 0: lastSpace = index
      default: break
      }
    }
    guard let lastSpace else { return (argument, nil) }
    let tail = argument[argument.index(after: lastSpace)...]
    guard tail.hasSuffix("%") else { return (argument, nil) }
    guard let percent = Double(tail.dropLast()), percent.isFinite else {
      throw PaintSyntaxError("\"\(tail)\" is not a stop position: expected a percentage")
    }
    guard (0...100).contains(percent) else {
      throw PaintSyntaxError("the stop position \(tail) is outside 0%…100%")
    }
    let color = argument[..<lastSpace].trimmingCharacters(in: .whitespaces)
    return (color, percent / 100)
  }

  /// Positions with CSS's rules applied: the first defaults to 0 and the last to 1, a
  /// position before an earlier one moves up to it, and missing ones are spread evenly
  /// between their neighbours.
  static func filledPositions(_ given: [Double?]) -> [Double] {
    var positions = given
    if positions[0] == nil { positions[0] = 0 }
    if positions[positions.count - 1] == nil { positions[positions.count - 1] = 1 }
    var highest = 0.0
    for index in positions.indices {
      if let position = positions[index] {
        highest = max(highest, position)
        positions[index] = highest
      }
    }
    var result = positions.map { $0 ?? 0 }
    var lastKnown = 0
    for index in positions.indices.dropFirst() where positions[index] != nil {
      let gap = index - lastKnown
      for step in 1..<max(gap, 1) {
        result[lastKnown + step] =
          result[lastKnown] + (result[index] - result[lastKnown]) * Double(step) / Double(gap)
      }
      lastKnown = index
    }
    return result
  }
}
