import Foundation
import Shapes

/// `shapegen rounded-rectangle`: corners all the same size.
enum RoundedRectangleCommand: ShapeCommand {
  static let name = "rounded-rectangle"
  static let abstract = "A rectangle with rounded corners, all the same size."
  static let discussion = """
    Radii are clamped to half the shorter side. --corner-width and --corner-height make \
    elliptical corners.
    """

  /// `--corner-radius <points>`.
  static let cornerRadius = OptionSpec(
    "corner-radius", valueName: "points", abstract: "The radius of every corner.",
    defaultValue: "20")
  /// `--corner-width <points>`.
  static let cornerWidth = OptionSpec(
    "corner-width", valueName: "points", abstract: "The horizontal radius of every corner.",
    defaultValue: "the corner radius")
  /// `--corner-height <points>`.
  static let cornerHeight = OptionSpec(
    "corner-height", valueName: "points", abstract: "The vertical radius of every corner.",
    defaultValue: "the corner radius")
  static let shapeOptions = [cornerRadius, cornerWidth, cornerHeight, OptionSpec.cornerStyle]
  /// The corner size animates; the style does not.
  static let animatableParameters = [
    AnimatableParameter(cornerRadius, rule: .nonNegative, example: "0:40"),
    AnimatableParameter(cornerWidth, rule: .nonNegative, example: "0:40"),
    AnimatableParameter(cornerHeight, rule: .nonNegative, example: "0:40"),
  ]

  /// The rounded rectangle of the options.
  static func shape(from arguments: ParsedArguments) throws(CommandLineError)
    -> any InsettableShape
  {
    let radius = try arguments.number(cornerRadius, default: 20, .nonNegative)
    let size = CGSize(
      width: try arguments.number(cornerWidth, default: radius, .nonNegative),
      height: try arguments.number(cornerHeight, default: radius, .nonNegative))
    return RoundedRectangle(cornerSize: size, style: try arguments.cornerStyle(.cornerStyle))
  }
}

/// `shapegen uneven-rounded-rectangle`: a radius for each corner.
enum UnevenRoundedRectangleCommand: ShapeCommand {
  static let name = "uneven-rounded-rectangle"
  static let abstract = "A rectangle with a radius of its own at each corner."
  static let discussion = """
    Leading is left and trailing is right, as in SwiftUI. Radii are clamped to half the \
    shorter side.
    """

  /// `--corner-radius <points>`, for the corners not given their own.
  static let cornerRadius = OptionSpec(
    "corner-radius", valueName: "points",
    abstract: "The radius of every corner not given its own.", defaultValue: "0")
  /// `--top-leading-radius <points>`.
  static let topLeading = radiusOption("top-leading", corner: "top-left")
  /// `--top-trailing-radius <points>`.
  static let topTrailing = radiusOption("top-trailing", corner: "top-right")
  /// `--bottom-leading-radius <points>`.
  static let bottomLeading = radiusOption("bottom-leading", corner: "bottom-left")
  /// `--bottom-trailing-radius <points>`.
  static let bottomTrailing = radiusOption("bottom-trailing", corner: "bottom-right")
  static let shapeOptions = [
    cornerRadius, topLeading, topTrailing, bottomLeading, bottomTrailing, OptionSpec.cornerStyle,
  ]
  /// Every radius animates; the style does not.
  static let animatableParameters = [
    cornerRadius, topLeading, topTrailing, bottomLeading, bottomTrailing,
  ]
  .map { AnimatableParameter($0, rule: .nonNegative, example: "0:40") }

  /// The option for one corner's radius.
  static func radiusOption(_ name: String, corner: String) -> OptionSpec {
    OptionSpec(
      "\(name)-radius", valueName: "points", abstract: "The radius of the \(corner) corner.",
      defaultValue: "the corner radius")
  }

  /// The uneven rounded rectangle of the options.
  static func shape(from arguments: ParsedArguments) throws(CommandLineError)
    -> any InsettableShape
  {
    let radius = try arguments.number(cornerRadius, default: 0, .nonNegative)
    return UnevenRoundedRectangle(
      topLeadingRadius: try arguments.number(topLeading, default: radius, .nonNegative),
      bottomLeadingRadius: try arguments.number(bottomLeading, default: radius, .nonNegative),
      bottomTrailingRadius: try arguments.number(bottomTrailing, default: radius, .nonNegative),
      topTrailingRadius: try arguments.number(topTrailing, default: radius, .nonNegative),
      style: try arguments.cornerStyle(.cornerStyle))
  }
}

/// `shapegen capsule`: semicircular ends.
enum CapsuleCommand: ShapeCommand {
  static let name = "capsule"
  static let abstract = "A rectangle whose shorter sides are semicircles."
  static let discussion = "Both corner styles draw the same circular ends."
  static let shapeOptions = [OptionSpec.cornerStyle]

  /// The capsule of the options.
  static func shape(from arguments: ParsedArguments) throws(CommandLineError)
    -> any InsettableShape
  {
    Capsule(style: try arguments.cornerStyle(.cornerStyle))
  }
}
