import Foundation
import ShapeRender
import Shapes

/// A paint given on the command line (`--fill`, `--stroke`, `--background`): `none`, a CSS
/// color, or a gradient in a subset of CSS's syntax.
///
/// ```
/// none
/// tomato | #0a84ff | rgb(255 99 71 / 50%) | hsl(9 100% 64%)     any CSS color
/// linear-gradient([<angle> | to <side>,] <color> [<stop>%], <color> [<stop>%], …)
/// radial-gradient([circle,] <color> [<stop>%], <color> [<stop>%], …)
/// ```
///
/// The gradients mean what they mean in CSS, in the frame of the shape they paint:
/// - A linear gradient's `<angle>` is in `deg`, `turn`, `rad` or `grad` (`0` alone is
///   allowed); `0deg` points up and angles turn clockwise, so `90deg` runs left to right.
///   `to <side>` is `top`, `bottom`, `left`, `right` or a corner (`to top right`), and
///   the default is `to bottom`. The gradient line is long enough that the corners get
///   the first and last colors, and for a corner the middle color runs through the other
///   two corners.
/// - A radial gradient is a circle about the frame's centre, from the centre (0%) to the
///   farthest corner (100%): CSS's `radial-gradient(circle, …)`.
/// - Stop positions are percentages in 0…100; stops without one are spread evenly
///   between their neighbours, the first defaulting to 0% and the last to 100%, and a
///   position before an earlier one moves up to it, as CSS does. Two stops at least.
enum PaintOption: Equatable, Sendable {
  /// No paint.
  case none
  /// One color.
  case color(Color)
  /// A linear gradient in a direction, with its stops.
  case linearGradient(GradientDirection, [Gradient.Stop])
  /// A radial gradient from the frame's centre to its farthest corner, with its stops.
  case radialGradient([Gradient.Stop])

  /// Reads a paint.
  ///
  /// - Throws: the reason the text is not a paint, as a sentence.
  init(parsing text: String) throws(PaintSyntaxError) {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmed.lowercased() == "none" {
      self = .none
      return
    }
    if let open = trimmed.firstIndex(of: "(") {
      let function = trimmed[..<open].trimmingCharacters(in: .whitespaces).lowercased()
      if function.hasSuffix("gradient") {
        self = try GradientSyntax(function: function, text: trimmed, open: open).parse()
        return
      }
    }
    do {
      self = .color(try Color(css: trimmed))
    } catch {
      throw PaintSyntaxError(String(describing: error))
    }
  }

  /// The paint to draw with in `frame`, or `nil` for `none`.
  func paint(in frame: CGRect) -> Paint? {
    switch self {
    case .none:
      return nil
    case .color(let color):
      return .color(color)
    case .linearGradient(let direction, let stops):
      let (start, end) = direction.endpoints(in: frame.size)
      return .linearGradient(LinearGradient(stops: stops, startPoint: start, endPoint: end))
    case .radialGradient(let stops):
      let radius = (frame.width * frame.width + frame.height * frame.height).squareRoot() / 2
      return .radialGradient(
        RadialGradient(stops: stops, center: .center, startRadius: 0, endRadius: radius))
    }
  }
}

/// Why text is not a paint: a sentence for the error message.
struct PaintSyntaxError: Error, Equatable {
  /// What is wrong.
  let reason: String

  /// Creates an error with its reason.
  init(_ reason: String) {
    self.reason = reason
  }
}

/// The direction of a linear gradient, as CSS gives it.
enum GradientDirection: Equatable, Sendable {
  /// An angle in degrees: 0 points up, 90 right (clockwise on screen); one that is not
  /// finite points up.
  case angle(Double)
  /// Toward a side or a corner: `horizontal` is -1 (left), 0 or 1 (right), `vertical` is
  /// -1 (top), 0 or 1 (bottom); not both 0.
  case toward(horizontal: Int, vertical: Int)

  /// The gradient line's start and end as unit points of a frame of `size`, as CSS places
  /// them: through the centre, in the direction, long enough that the corners behind and
  /// ahead get the first and last colors.
  func endpoints(in size: CGSize) -> (start: UnitPoint, end: UnitPoint) {
    let width = size.width
    let height = size.height
    guard width > 0, height > 0 else { return (.center, .center) }
    var dx: Double
    var dy: Double
    switch self {
    case .angle(let degrees):
      (dx, dy) = Self.sineAndCosine(degrees: degrees)
      dy = -dy
    case .toward(let horizontal, let vertical):
      if horizontal != 0, vertical != 0 {
        // Perpendicular to the diagonal through the two other corners.
        let length = (width * width + height * height).squareRoot()
        dx = Double(horizontal) * height / length
        dy = Double(vertical) * width / length
      } else {
        dx = Double(horizontal)
        dy = Double(vertical)
      }
    }
    let halfLength = (abs(width * dx) + abs(height * dy)) / 2
    let reach = UnitPoint(x: dx * halfLength / width, y: dy * halfLength / height)
    return (
      UnitPoint(x: 0.5 - reach.x, y: 0.5 - reach.y), UnitPoint(x: 0.5 + reach.x, y: 0.5 + reach.y)
    )
  }

  /// The sine and cosine of an angle in degrees, exact at multiples of 90°; an angle that
  /// is NaN or infinite is taken as 0° (up).
  static func sineAndCosine(degrees: Double) -> (sine: Double, cosine: Double) {
    guard degrees.isFinite else { return (0, 1) }
    // Whole turns first: the remainder is exact, and within ±360 the quarter count below
    // is a small whole number, safe to convert to Int.
    let reduced = degrees.truncatingRemainder(dividingBy: 360)
    let quarters = reduced / 90
    if quarters == quarters.rounded() {
      return [(0.0, 1.0), (1, 0), (0, -1), (-1, 0)][(Int(quarters) + 4) % 4]
    }
    let radians = reduced * .pi / 180
    return (sin(radians), cos(radians))
  }
}
