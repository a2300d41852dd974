import Foundation

/// The cosines and sines of evenly spaced angles, `start + step · i` for `i` in `1...count`,
/// found by turning the previous point by the step instead of calling `cos` and `sin` for
/// each.
///
/// Flattening arcs and round joins needs a point per piece, and the two library calls cost
/// more than all the rest of a piece's work. Each turn is a 2 × 2 rotation whose rounding
/// is about one unit in the last place, so after `n` steps the points are off the exact
/// ones by about `n · 2⁻⁵²` of the radius: under 10⁻¹¹ for the 2¹⁴ steps flattening takes
/// at most, far below any tolerance a caller asks for.
///
/// Degenerate input: a `count` of zero or less gives no values; a start or step that is
/// not finite gives NaN values, as `cos` and `sin` would.
package struct AngleSteps: Sequence, IteratorProtocol {
  private var cosine: Double
  private var sine: Double
  private let stepCosine: Double
  private let stepSine: Double
  private var remaining: Int

  package init(from start: Double, by step: Double, count: Int) {
    self.init(
      cosine: cos(start), sine: sin(start), stepCosine: cos(step), stepSine: sin(step),
      count: count)
  }

  /// The same steps from the cosine and sine of the start and of the step, for a caller
  /// that has them already.
  package init(cosine: Double, sine: Double, stepCosine: Double, stepSine: Double, count: Int) {
    self.cosine = cosine
    self.sine = sine
    self.stepCosine = stepCosine
    self.stepSine = stepSine
    remaining = Swift.max(count, 0)
  }

  package mutating func next() -> (cosine: Double, sine: Double)? {
    guard remaining > 0 else { return nil }
    remaining -= 1
    (cosine, sine) = (cosine * stepCosine - sine * stepSine, sine * stepCosine + cosine * stepSine)
    return (cosine, sine)
  }
}
