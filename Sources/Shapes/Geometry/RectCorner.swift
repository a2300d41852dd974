/// A corner of a rectangle, named as on screen (y points down).
///
/// The raw values are the camel-case names (`"bottomLeft"`); ``init(name:)`` also accepts
/// the dashed spelling (`"bottom-left"`).
public enum RectCorner: String, CaseIterable, Hashable, Sendable, Codable {
  /// The corner at the minimum x and minimum y.
  case topLeft
  /// The corner at the maximum x and minimum y.
  case topRight
  /// The corner at the minimum x and maximum y.
  case bottomLeft
  /// The corner at the maximum x and maximum y.
  case bottomRight

  /// Creates a corner from its name, in camel case (`bottomLeft`) or dashed
  /// (`bottom-left`, `bottom_left`), ignoring letter case; `nil` for any other text.
  public init?(name: String) {
    let key = name.lowercased().filter { $0 != "-" && $0 != "_" }
    guard let corner = RectCorner.allCases.first(where: { $0.rawValue.lowercased() == key })
    else { return nil }
    self = corner
  }

  /// Whether the corner is on the top edge.
  public var isTop: Bool { self == .topLeft || self == .topRight }

  /// Whether the corner is on the left edge.
  public var isLeft: Bool { self == .topLeft || self == .bottomLeft }
}
