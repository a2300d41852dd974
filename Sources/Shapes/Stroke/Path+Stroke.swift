import Foundation

extension Path {
  /// The region a stroke of the path paints, as a path to fill with the nonzero rule.
  ///
  /// ```swift
  /// let line = Path { p in
  ///   p.move(to: .zero)
  ///   p.addLine(to: CGPoint(x: 10, y: 0))
  /// }
  /// let outline = line.strokedPath(StrokeStyle(lineWidth: 2))
  /// outline.area  // 20: the rectangle from (0, −1) to (10, 1)
  /// ```
  ///
  /// **Exact outlines.** A sub-path made of lines and circular arcs (also under uniform
  /// scale and rotation) of radius more than half the width gives its exact outline: one
  /// closed contour around an open sub-path, an outer and an inner contour (running the
  /// other way) around a closed one, made of lines and exact arcs (`A` in SVG output) that
  /// do not overlap, so its ``area`` is the area the stroke paints: a circle of radius r
  /// stroked w wide gives π((r + w/2)² − (r − w/2)²). The outer side of each corner gets
  /// the join, and the inner sides are cut where they cross. That holds unless its sides
  /// would cross or touch other than at neighbouring ends (a path that crosses itself or
  /// turns back, a segment shorter than a corner needs), or it has more than 64 segments.
  ///
  /// **Union of pieces.** Every other sub-path gives closed pieces that may overlap, each
  /// running clockwise on screen (positive ``area``), so that the nonzero rule fills their
  /// union; their ``area`` is then the sum of the pieces', not the area painted. The
  /// pieces are:
  /// - for each segment, its body, everything within half the line width of it along its
  ///   normals: a rectangle for a line; for a circular arc whose radius exceeds half the
  ///   width, the ring sector between two exact concentric arcs (`A` in SVG output); for
  ///   Bézier curves, elliptical arcs and tighter circular arcs, quadrilaterals between
  ///   offset points, placed so that the outline deviates from the true offset curves by
  ///   at most 0.004 units (below 0.01, for any width), or, for coordinates beyond about
  ///   7e10 where a `Double` cannot place points that finely, by 2⁻⁴⁴ of their magnitude
  ///   (the work is bounded: once 262,144 intervals of curves have been examined, curves are
  ///   cut no finer, and may then miss that tolerance);
  /// - at each corner between two segments, and at the start of a closed sub-path, a
  ///   join: `.miter` the quadrilateral out to the miter tip, or the bevel when the miter
  ///   length exceeds `miterLimit` times the line width (SVG's rule; a limit below 1 or
  ///   NaN counts as 1); `.round` the sector of the circle of the line's width about the
  ///   corner between the two offset ends, on the outer side; `.bevel` the triangle between
  ///   the corner and the two offset ends;
  /// - at the two ends of each open sub-path, a cap: nothing for `.butt`, the outward half
  ///   of the circle of the line's width about the end for `.round`, half a square out
  ///   along the end's direction for `.square`.
  ///
  /// **Degenerate input.** A line width that is not positive and finite, or an empty
  /// path, gives the empty path, as does a path with coordinates so large that offsetting
  /// them by the line width overflows (a path never holds non-finite coordinates). A
  /// sub-path of zero length (`M 5 5 Z`, or lines that do not move) draws as SVG says: a
  /// circle of the line's width with round caps, an axis-aligned square with square caps,
  /// nothing with butt caps; a lone move draws nothing. Zero-length segments inside a
  /// sub-path are skipped, so the corners either side of them join. A turn of 180° has a
  /// zero-area bevel, never a spike; a cusp inside a curve gets a circle of the line's
  /// width, so the stroke has no gap there.
  ///
  /// **Dashes.** A non-empty `dash` is applied first, by
  /// ``dashedPath(lengths:phase:)`` with `dashPhase`, and each dash is stroked as an open
  /// sub-path with caps (a closed sub-path drawn whole keeps its joins); an invalid
  /// pattern (a negative or non-finite length, or a sum of zero) draws a solid stroke.
  public func strokedPath(_ style: StrokeStyle) -> Path {
    strokedPath(style, exactContours: true)
  }

  /// ``strokedPath(_:)``, or with `exactContours` false, the union of pieces for every
  /// sub-path, which is what the exact outlines are checked against.
  func strokedPath(_ style: StrokeStyle, exactContours: Bool) -> Path {
    let width = style.lineWidth
    guard width > 0, width.isFinite, !isEmpty else { return Path() }
    let magnitude = coordinateMagnitude
    // Offsets and the products the pieces' orientation needs must stay finite.
    guard magnitude.isFinite, (magnitude + width) * (magnitude + width) < .greatestFiniteMagnitude
    else { return Path() }
    var outliner = StrokeOutliner(style: style)
    outliner.usesExactContours = exactContours
    let dashed = style.dash.isEmpty ? self : dashedPath(lengths: style.dash, phase: style.dashPhase)
    outliner.add(dashed)
    return outliner.result
  }
}
