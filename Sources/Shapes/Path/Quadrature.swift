/// Numerical integration for lengths that have no closed form (Bézier curves, elliptical
/// arcs).
enum Quadrature {
  /// Nodes and weights of 8-point Gauss–Legendre quadrature on [−1, 1].
  private static let rule: [(node: Double, weight: Double)] = [
    (-0.960_289_856_497_536_2, 0.101_228_536_290_376_3),
    (-0.796_666_477_413_626_7, 0.222_381_034_453_374_5),
    (-0.525_532_409_916_329_0, 0.313_706_645_877_887_3),
    (-0.183_434_642_495_649_8, 0.362_683_783_378_362_0),
    (0.183_434_642_495_649_8, 0.362_683_783_378_362_0),
    (0.525_532_409_916_329_0, 0.313_706_645_877_887_3),
    (0.796_666_477_413_626_7, 0.222_381_034_453_374_5),
    (0.960_289_856_497_536_2, 0.101_228_536_290_376_3),
  ]

  /// The integral of `f` over one interval by the fixed rule.
  private static func gauss(_ a: Double, _ b: Double, _ f: (Double) -> Double) -> Double {
    let half = (b - a) / 2
    let middle = (a + b) / 2
    var sum = 0.0
    for (node, weight) in rule {
      sum += weight * f(middle + half * node)
    }
    return sum * half
  }

  /// The integral of `f` from `a` to `b`, halving intervals until two estimates agree to
  /// `tolerance` relative to the whole, or to `absoluteTolerance` if that is larger (at most
  /// 2^20 intervals deep).
  ///
  /// Smooth integrands such as the speed of a Bézier curve converge at the first level;
  /// the tolerance is reached to within rounding for the speeds this package integrates.
  /// An estimate that is not finite (an integrand that overflows, or is NaN) is returned
  /// as it is: halving cannot make it finite.
  /// Pass an `absoluteTolerance` when the interval may be a sliver of a larger whole: there
  /// the rounding noise of `f` can exceed any tolerance relative to the sliver's own small
  /// integral, which would otherwise drive the halving to its full depth.
  static func integrate(
    from a: Double, to b: Double, tolerance: Double = 1e-12, absoluteTolerance: Double = 0,
    _ f: (Double) -> Double
  ) -> Double {
    let whole = gauss(a, b, f)
    return refine(
      a, b, whole, max(tolerance * max(abs(whole), 1e-300), absoluteTolerance), depth: 20, f)
  }

  private static func refine(
    _ a: Double, _ b: Double, _ estimate: Double, _ tolerance: Double, depth: Int,
    _ f: (Double) -> Double
  ) -> Double {
    let middle = (a + b) / 2
    let left = gauss(a, middle, f)
    let right = gauss(middle, b, f)
    let sum = left + right
    // Without the finiteness check, inf − inf is NaN, which no tolerance accepts: every
    // interval would be halved to the full depth, 2²⁰ of them.
    if depth == 0 || !sum.isFinite || abs(sum - estimate) <= tolerance {
      return sum
    }
    return refine(a, middle, left, tolerance / 2, depth: depth - 1, f)
      + refine(middle, b, right, tolerance / 2, depth: depth - 1, f)
  }
}
