import Shapes

/// `shapegen rectangle`.
enum RectangleCommand: ShapeCommand {
  static let name = "rectangle"
  static let abstract = "A rectangle that fills the frame."
  static let discussion = ""
  static let shapeOptions: [OptionSpec] = []

  /// The rectangle.
  static func shape(from arguments: ParsedArguments) -> any InsettableShape { Rectangle() }
}

/// `shapegen circle`.
enum CircleCommand: ShapeCommand {
  static let name = "circle"
  static let abstract = "A circle centred in the frame, as wide as its shorter side."
  static let discussion = ""
  static let shapeOptions: [OptionSpec] = []

  /// The circle.
  static func shape(from arguments: ParsedArguments) -> any InsettableShape { Circle() }
}

/// `shapegen ellipse`.
enum EllipseCommand: ShapeCommand {
  static let name = "ellipse"
  static let abstract = "An ellipse that fills the frame."
  static let discussion = ""
  static let shapeOptions: [OptionSpec] = []

  /// The ellipse.
  static func shape(from arguments: ParsedArguments) -> any InsettableShape { Ellipse() }
}
