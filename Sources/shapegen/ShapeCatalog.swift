/// The shapes `shapegen` draws, one subcommand each, and the root command that lists them.
enum ShapeCatalog {
  /// The tool's name, as help and messages write it.
  static let toolName = "shapegen"

  /// The shape commands, in the order help lists them.
  static let shapes: [any ShapeCommand.Type] = [
    TrapeziumCommand.self, PieCommand.self, RoundedRectangleCommand.self,
    UnevenRoundedRectangleCommand.self, CapsuleCommand.self, RectangleCommand.self,
    CircleCommand.self, EllipseCommand.self,
  ]

  /// The root command, `shapegen`, whose subcommands are the shapes.
  static let root = Command(
    name: toolName, abstract: "Draws a shape of the Shapes catalog, styled, as SVG or a PNG image.",
    discussion: """
      The SVG goes to standard output, or to a file with -o; a file name ending in .png \
      (or --format png) makes a PNG image instead. Bad input exits with status 64, as does \
      a PNG canvas too large to draw; an image that cannot be read or a file that cannot be \
      written, with status 1.

      Shapes animate with --animate PARAM=FROM:TO (SMIL, which browsers play; static \
      viewers show the picture at TO) or --draw, which draws the stroke on.

      Examples:
        shapegen trapezium --corner bottomLeft --offset 0.75 > out.svg
        shapegen trapezium --corner bottomLeft --offset 0.75 -o out.png --scale 2
        shapegen trapezium --corner bottomLeft --animate offset=1:0.65 > finale.svg
      """,
    groups: [.standard], subcommands: shapes.map { $0.command })

  /// The shape command called `name`, if there is one.
  static func shape(named name: String) -> (any ShapeCommand.Type)? {
    shapes.first { $0.name == name }
  }

  /// The error for a name that is not a shape, with the nearest shape's name.
  static func unknownShape(_ name: String) -> CommandLineError {
    .unknownShape(name, suggestion: Suggestion.nearest(to: name, among: shapes.map { $0.name }))
  }
}
