/// The inverse of arc length: where along a curve a given distance is reached.
enum ArcLength {
  /// The parameter in 0…1 at which a curve of length `totalLength` over 0…1 has run
  /// `distance` from its start.
  ///
  /// `length(a, b)` measures the curve between parameters `a ≤ b`, and `speed(t)` is the
  /// derivative of that length. Newton's method on the length, measured from the previous
  /// estimate, kept inside a shrinking bracket and falling back to bisection where a step
  /// would leave it or the speed vanishes. It stops when the length at the parameter is
  /// within 1e-12 × `totalLength` of `distance` (so the result is good to about 1e-11
  /// relative, the accuracy of `length` permitting, well inside 1e-9), or when the bracket
  /// can shrink no further.
  ///
  /// `length` should cut its quadrature where the speed is not smooth (at a cusp): a
  /// quadrature rule whose nodes all miss a kink near the end of its interval can agree
  /// with its own refinement and still be wrong.
  ///
  /// A distance of 0 or less gives 0; `totalLength` or more gives 1.
  static func parameter(
    atLength distance: Double, totalLength: Double, length: (Double, Double) -> Double,
    speed: (Double) -> Double
  ) -> Double {
    guard distance > 0, totalLength > 0 else { return 0 }
    guard distance < totalLength else { return 1 }
    let tolerance = 1e-12 * totalLength
    var lower = 0.0
    var upper = 1.0
    var parameter = distance / totalLength
    var known = (parameter: 0.0, length: 0.0)
    for _ in 0..<100 {
      let step =
        parameter >= known.parameter
        ? length(known.parameter, parameter) : -length(parameter, known.parameter)
      known = (parameter, known.length + step)
      let error = known.length - distance
      if abs(error) <= tolerance { break }
      if error < 0 { lower = parameter } else { upper = parameter }
      let rate = speed(parameter)
      var next = rate > 0 ? parameter - error / rate : .nan
      if !(next > lower && next < upper) { next = (lower + upper) / 2 }
      if next <= lower || next >= upper { break }
      parameter = next
    }
    return parameter
  }
}
