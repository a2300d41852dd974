import Foundation

/// The canvas options: its size, the padding around the shape, and its background.
struct CanvasOptions {
  /// `--width <points>`.
  static let width = OptionSpec(
    "width", valueName: "points",
    abstract: "The width of the canvas; more than 0 once rounded to --precision.",
    defaultValue: "300")
  /// `--height <points>`.
  static let height = OptionSpec(
    "height", valueName: "points",
    abstract: "The height of the canvas; more than 0 once rounded to --precision.",
    defaultValue: "300")
  /// `--padding <points>`.
  static let padding = OptionSpec(
    "padding", valueName: "points",
    abstract: "The space between the edges of the canvas and the shape's frame.",
    defaultValue: "0")
  /// `--background <paint>`.
  static let background = OptionSpec(
    "background", valueName: "paint",
    abstract: "What the canvas is filled with under the shape, a paint as for --fill.",
    defaultValue: "none")
  /// The options, as help lists them.
  static let group = OptionGroup(
    title: "CANVAS OPTIONS", options: [width, height, padding, background])

  /// The canvas size, in points (SVG user units).
  let size: CGSize
  /// The padding on each side.
  let padding: CGFloat
  /// The background's paint.
  let background: PaintOption

  /// Reads the canvas options: sizes must be greater than 0, also once written with
  /// `precision` decimals (an SVG of width 0 is not drawn), and the padding must leave room
  /// for the shape.
  init(_ arguments: ParsedArguments, precision: Int) throws(CommandLineError) {
    let visible = NumberRule.notWrittenAsZero(precision: precision)
    size = CGSize(
      width: try arguments.number(Self.width, default: 300, .positive, visible),
      height: try arguments.number(Self.height, default: 300, .positive, visible))
    padding = try arguments.number(Self.padding, default: 0, .nonNegative)
    if let occurrence = arguments.last(Self.padding), 2 * padding >= min(size.width, size.height) {
      throw occurrence.invalid(
        "leaves no room for the shape on a \(Double(size.width).cleanText)×\(Double(size.height).cleanText) "
          + "canvas")
    }
    background = try arguments.paint(Self.background) ?? .none
  }

  /// The canvas rectangle.
  var bounds: CGRect { CGRect(origin: .zero, size: size) }

  /// The frame the shape is drawn in: the canvas inset by the padding.
  var frame: CGRect { bounds.insetBy(dx: padding, dy: padding) }
}

extension ParsedArguments {
  /// The paint `option` was last given, or `nil` when it was not given.
  func paint(_ option: OptionSpec) throws(CommandLineError) -> PaintOption? {
    guard let occurrence = last(option) else { return nil }
    do {
      return try PaintOption(parsing: occurrence.value ?? "")
    } catch {
      throw occurrence.invalid(error.reason)
    }
  }
}
