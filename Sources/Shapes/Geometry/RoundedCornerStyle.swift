/// How the corners of a rounded rectangle are drawn.
public enum RoundedCornerStyle: String, CaseIterable, Hashable, Sendable, Codable {
  /// Quarter circles (quarter ellipses for unequal corner sizes), written as exact arcs.
  case circular
  /// Curvature-continuous corners in the manner of iOS: each corner eases out of its edges
  /// over about 1.528665·r, so there is no jump in curvature where the edge meets the curve.
  /// A corner with too little room eases less and becomes circular in the limit.
  case continuous
}
