import Foundation
import ShapeRender

/// The paint options: fill, stroke and its style, fill rule and opacity.
struct StyleOptions {
  /// `--fill <paint>`, whose discussion documents the paint grammar.
  static let fill = OptionSpec(
    "fill", valueName: "paint",
    abstract: "What the shape is filled with: a CSS color, a gradient, or none.",
    discussion: """
      A <paint> is one of:
        none
        a CSS color: tomato, #0a84ff, rgb(255 99 71 / 50%), hsl(9 100% 64%), …
        linear-gradient([<angle> | to <side>,] <color> [<stop>%], <color> …)
          <angle>: 90deg, 0.25turn, 1.57rad or 100grad; 0deg is up, 90deg right.
          <side>: top, bottom, left, right or a corner such as top right.
          The default direction is to bottom.
        radial-gradient([circle,] <color> [<stop>%], <color> …)
          A circle from the frame's centre (0%) to its farthest corner (100%).
      Gradients take two colors or more and span the shape's frame, as in CSS; stops \
      without a position are spread evenly. Quote them for the shell: \
      --fill 'linear-gradient(90deg, red, blue)'.
      Without --fill, --stroke or --image, the shape is filled black, as in SwiftUI.
      """,
    defaultValue: "black")
  /// `--stroke <paint>`.
  static let stroke = OptionSpec(
    "stroke", valueName: "paint",
    abstract: "What the outline is stroked with, a paint as for --fill. A stroke option "
      + "without --stroke strokes black.",
    defaultValue: "none")
  /// `--line-width <points>`.
  static let lineWidth = OptionSpec(
    "line-width", valueName: "points",
    abstract: "The width of the stroke; more than 0 once rounded to --precision.",
    defaultValue: "1")
  /// `--line-cap <cap>`.
  static let lineCap = OptionSpec(
    "line-cap", valueName: "cap", abstract: "How the ends of open outlines are drawn.",
    defaultValue: "butt", allowedValues: ["butt", "round", "square"])
  /// `--line-join <join>`.
  static let lineJoin = OptionSpec(
    "line-join", valueName: "join", abstract: "How the corners of the stroke are drawn.",
    defaultValue: "miter", allowedValues: ["miter", "round", "bevel"])
  /// `--miter-limit <ratio>`.
  static let miterLimit = OptionSpec(
    "miter-limit", valueName: "ratio",
    abstract: "The ratio of miter length to line width beyond which a miter is beveled.",
    defaultValue: "10")
  /// `--dash <lengths>`.
  static let dash = OptionSpec(
    "dash", valueName: "lengths",
    abstract: "Dash and gap lengths, separated by commas, such as 8,4; not all 0 once rounded "
      + "to --precision.",
    defaultValue: "a solid line")
  /// `--dash-phase <points>`.
  static let dashPhase = OptionSpec(
    "dash-phase", valueName: "points",
    abstract: "How far into the dash pattern the stroke "
      + "starts.", defaultValue: "0")
  /// `--stroke-border`.
  static let strokeBorder = OptionSpec(
    "stroke-border",
    abstract: "Draw the stroke inside the outline (strokeBorder) rather than centred on it.")
  /// `--fill-rule <rule>`.
  static let fillRule = OptionSpec(
    "fill-rule", valueName: "rule", abstract: "Which parts of the shape are inside.",
    defaultValue: "nonzero", allowedValues: ["nonzero", "evenodd"])
  /// `--opacity <opacity>`.
  static let opacity = OptionSpec(
    "opacity", valueName: "opacity",
    abstract: "The opacity of the whole drawing, shadow included, from 0 to 1.",
    defaultValue: "1")
  /// The options, as help lists them.
  static let group = OptionGroup(
    title: "PAINT OPTIONS",
    options: [
      fill, stroke, lineWidth, lineCap, lineJoin, miterLimit, dash, dashPhase, strokeBorder,
      fillRule, opacity,
    ])
  /// The options that style a stroke, which ask for one even without `--stroke`.
  static let strokeStyleOptions = [
    lineWidth, lineCap, lineJoin, miterLimit, dash, dashPhase, strokeBorder,
  ]

  /// The fill as given; `nil` when `--fill` was not given.
  let fill: PaintOption?
  /// The stroke's paint: as given, black when only stroke styling (or `--draw`) was given, or
  /// `nil`.
  let stroke: PaintOption?
  /// The stroke's width, caps, joins and dashes.
  let strokeStyle: StrokeStyle
  /// Whether the stroke is drawn inside the outline.
  let strokesBorder: Bool
  /// The fill rule.
  let fillStyle: FillStyle
  /// The opacity of the whole drawing.
  let opacity: Double

  /// Reads the paint options; the line width and the dash lengths must not be written as 0
  /// with `precision` decimals, which would draw no stroke or a solid one.
  init(_ arguments: ParsedArguments, precision: Int) throws(CommandLineError) {
    fill = try arguments.paint(Self.fill)
    let stroke = try arguments.paint(Self.stroke)
    let asksForStroke = arguments.containsAny(of: Self.strokeStyleOptions + [AnimationOptions.draw])
    self.stroke = stroke ?? (asksForStroke ? .color(.black) : nil)
    strokeStyle = StrokeStyle(
      lineWidth: try arguments.number(
        Self.lineWidth, default: 1, .positive, .notWrittenAsZero(precision: precision)),
      lineCap: try arguments.choice(
        Self.lineCap, default: .butt, [("butt", .butt), ("round", .round), ("square", .square)]),
      lineJoin: try arguments.choice(
        Self.lineJoin, default: .miter, [("miter", .miter), ("round", .round), ("bevel", .bevel)]),
      miterLimit: try arguments.number(Self.miterLimit, default: 10, .atLeast(1)),
      dash: try arguments.dashPattern(Self.dash, precision: precision).map { CGFloat($0) },
      dashPhase: try arguments.number(Self.dashPhase, default: 0))
    strokesBorder = arguments.contains(Self.strokeBorder)
    fillStyle = FillStyle(
      eoFill: try arguments.choice(
        Self.fillRule, default: false, [("nonzero", false), ("evenodd", true)]))
    opacity = try arguments.number(Self.opacity, default: 1, .fraction)
  }
}
