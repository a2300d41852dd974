import Shapes

/// `shapegen trapezium`: the shape of the "SwiftUI Shapes Live" stream, with per-corner
/// offsets.
enum TrapeziumCommand: ShapeCommand {
  static let name = "trapezium"
  static let abstract = "A rectangle whose corners slide along its vertical sides."
  static let discussion = """
    Each --corner pairs with the --offset after it: the fraction of its vertical side \
    that the corner keeps. bottomLeft 0.75 puts the bottom-left corner three quarters of \
    the way down; topLeft 0.75 puts the top-left corner a quarter of the way down. Corners \
    not named keep 1. With no --corner, the trapezium is the stream's: --corner \
    bottomLeft --offset 0.75. --animate offset=FROM:TO may take the place of an --offset: \
    --corner bottomLeft --animate offset=1:0.65 is the stream's finale.
    """

  /// `--corner <corner>`, which may repeat.
  static let corner = OptionSpec(
    "corner", valueName: "corner",
    abstract: "A corner to move: topLeft, topRight, bottomLeft or bottomRight (or "
      + "top-left, …). Repeat it to move more corners, each with its --offset.")
  /// `--offset <fraction>`, which pairs with the `--corner` before it.
  static let offset = OptionSpec(
    "offset", valueName: "fraction",
    abstract: "The fraction of its vertical side, from 0 to 1, that the corner before it "
      + "keeps; 1 leaves it in place.")
  static let shapeOptions = [corner, offset]
  /// `--animate offset=FROM:TO`, which pairs with the `--corner` before it as `--offset` does.
  static let animatableParameters = [
    AnimatableParameter(offset, rule: .fraction, example: "1:0.65", isPositional: true)
  ]

  /// The trapezium of the `--corner`/`--offset` pairs, or the stream's default without
  /// any.
  static func shape(from arguments: ParsedArguments) throws(CommandLineError)
    -> any InsettableShape
  {
    var offsets: [RectCorner: CGFloat] = [:]
    var pending: (corner: RectCorner, occurrence: ParsedArguments.Occurrence)?
    for occurrence in arguments.occurrences {
      if occurrence.option == corner {
        if let pending { throw .cornerWithoutOffset(pending.occurrence.value ?? "") }
        let parsed = try Self.corner(occurrence)
        guard offsets[parsed] == nil else {
          throw occurrence.invalid("the corner \(parsed.rawValue) is already offset")
        }
        pending = (parsed, occurrence)
      } else if occurrence.option == offset {
        guard let current = pending else { throw .offsetWithoutCorner(occurrence.written) }
        offsets[current.corner] = try ParsedArguments.number(occurrence, .fraction)
        pending = nil
      }
    }
    if let pending { throw .cornerWithoutOffset(pending.occurrence.value ?? "") }
    return offsets.isEmpty ? Trapezium() : Trapezium(offsets: offsets)
  }

  /// The corner an occurrence of `--corner` names, in camel case or dashed; a near miss
  /// gets a suggestion in the spelling it was typed in.
  static func corner(_ occurrence: ParsedArguments.Occurrence) throws(CommandLineError)
    -> RectCorner
  {
    let text = occurrence.value ?? ""
    if let corner = RectCorner(name: text) { return corner }
    let dashed = text.contains("-") || text.contains("_")
    let names = RectCorner.allCases.map { dashed ? $0.dashedName : $0.rawValue }
    var reason = "not a corner; expected " + names.englishList(conjunction: "or")
    if let suggestion = Suggestion.nearest(to: text, among: names) {
      reason += ". Did you mean '\(suggestion)'?"
    }
    throw occurrence.invalid(reason)
  }
}

extension RectCorner {
  /// The corner's dashed name: `bottom-left`.
  var dashedName: String {
    rawValue.reduce(into: "") { name, character in
      if character.isUppercase {
        name += "-" + character.lowercased()
      } else {
        name.append(character)
      }
    }
  }
}
