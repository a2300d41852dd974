import Foundation

/// A four-sided shape whose corners slide vertically toward the opposite edge, from the
/// "SwiftUI Shapes Live: The Trapezium" stream.
///
/// Each corner has an offset fraction, 1 by default. A corner with offset `o` keeps `o` of
/// its vertical side: `bottomLeft` at 0.75 puts the bottom-left corner at `minY + 0.75·h`,
/// `topLeft` at 0.75 puts the top-left corner at `minY + 0.25·h`. With every offset 1 the
/// shape is the rectangle.
///
/// ```swift
/// let stream = Trapezium()  // bottomLeft at 0.75, the stream's default shape
/// stream.path(in: CGRect(x: 0, y: 0, width: 300, height: 300)).svgPathData()
/// // "M0 0H300V300L0 225Z"
/// let ramp = Trapezium(offset: 0.5, corner: .topRight)
/// let gem = Trapezium(offsets: [.topLeft: 0.8, .bottomLeft: 0.8])
/// let border = stream.inset(by: 4)  // every side 4 units inside, parallel
/// ```
///
/// The outline is always four points, starting at the top-left corner and running
/// clockwise on screen (top-left, top-right, bottom-right, bottom-left), then closed.
///
/// When the two corners of one vertical side would cross, both stop where they meet and
/// that side becomes one point, at `minY + h·mTop / (mTop + mBottom)`, where each
/// `m = 1 − o` is how far that corner moves as a fraction of the height. Its two vertices
/// are then equal and the shape is a triangle.
///
/// **Degenerate input.** Offsets outside 0…1 are clamped to that range when the path is
/// drawn (they are stored as given, so they animate as given). A non-finite offset, a null
/// or non-finite rectangle, or one of finite numbers whose far edge overflows (`x: 1e308,
/// width: 1e308`), gives the empty path. A rectangle with a negative width or height is
/// standardized first; one with zero width or height gives its flat outline (four points
/// on a line, zero area).
public struct Trapezium: InsettableShape {
  /// `true`: the trapezium measures from its rectangle's sides, so it moves with them.
  public static var _movesWithItsRect: Bool { true }

  /// A corner of the trapezium.
  public typealias Corner = RectCorner

  /// The fraction of the left side the top-left corner keeps: it sits at
  /// `minY + (1 − o)·h`.
  public var topLeftOffset: CGFloat = 1
  /// The fraction of the right side the top-right corner keeps: it sits at
  /// `minY + (1 − o)·h`.
  public var topRightOffset: CGFloat = 1
  /// The fraction of the right side the bottom-right corner keeps: it sits at
  /// `minY + o·h`.
  public var bottomRightOffset: CGFloat = 1
  /// The fraction of the left side the bottom-left corner keeps: it sits at `minY + o·h`.
  public var bottomLeftOffset: CGFloat = 1

  /// Creates the stream's default trapezium: the bottom-left corner at 0.75, the others
  /// at 1.
  public init() {
    self.init(offset: 0.75, corner: .bottomLeft)
  }

  /// Creates a trapezium with one corner offset; the other corners stay at 1.
  public init(offset: CGFloat, corner: Corner) {
    self[corner] = offset
  }

  /// Creates a trapezium with any of its corners offset, each by its own value; corners
  /// missing from `offsets` stay at 1, so an empty dictionary is the rectangle.
  public init(offsets: [Corner: CGFloat]) {
    for (corner, offset) in offsets {
      self[corner] = offset
    }
  }

  /// The offset of a corner.
  public subscript(corner: Corner) -> CGFloat {
    get {
      switch corner {
      case .topLeft: topLeftOffset
      case .topRight: topRightOffset
      case .bottomRight: bottomRightOffset
      case .bottomLeft: bottomLeftOffset
      }
    }
    set {
      switch corner {
      case .topLeft: topLeftOffset = newValue
      case .topRight: topRightOffset = newValue
      case .bottomRight: bottomRightOffset = newValue
      case .bottomLeft: bottomLeftOffset = newValue
      }
    }
  }

  /// The four offsets, which animate together, in the outline's clockwise order:
  /// `((topLeft, topRight), (bottomRight, bottomLeft))`.
  public var animatableData:
    AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>
  {
    get {
      AnimatablePair(
        AnimatablePair(topLeftOffset, topRightOffset),
        AnimatablePair(bottomRightOffset, bottomLeftOffset))
    }
    set {
      topLeftOffset = newValue.first.first
      topRightOffset = newValue.first.second
      bottomRightOffset = newValue.second.first
      bottomLeftOffset = newValue.second.second
    }
  }

  /// The trapezium in `rect`: a move to the top-left vertex, lines to the top-right,
  /// bottom-right and bottom-left vertices, and a close.
  public func path(in rect: CGRect) -> Path {
    Self.outline(vertices(in: rect))
  }

  /// The trapezium with every side moved inward by `amount`, parallel to itself: the true
  /// inward offset of the polygon, so a stroke of width `2·amount` on it stays exactly
  /// inside this shape (`strokeBorder`).
  ///
  /// The inset vertices are where consecutive moved sides meet; the inset is still four
  /// points from the top-left, clockwise. A side that shrinks to a point under the inset
  /// makes the inset a triangle (its two vertices equal), and an original side that is
  /// already a point is treated the same way: the shape is inset as the triangle it is.
  /// An inset larger than the polygon's inradius (nothing is `amount` inside every side)
  /// draws the empty path, as does a non-finite amount.
  ///
  /// A negative amount moves every side outward, the vertical sides included, with mitred
  /// corners; a side that is a point is cut off by its vertical side moved out by
  /// `|amount|`.
  public func inset(by amount: CGFloat) -> _Inset {
    _Inset(base: self, amount: amount)
  }

  /// A closed path through `vertices`, or the empty path for `nil`.
  static func outline(_ vertices: FourCorners<CGPoint>?) -> Path {
    guard let vertices, vertices.allFinite else { return Path() }
    var path = Path()
    path.reserveCapacity(verbs: 5, points: 4)
    path.move(to: vertices[0])
    for index in 1..<4 {
      path.appendUnchecked(.line, vertices[index])
    }
    path.closeSubpath()
    return path
  }

  /// The four vertices of the outline in `rect`, clockwise from the top-left, with the
  /// offsets clamped and the crossing rule applied; `nil` when the rectangle or an offset
  /// is not finite.
  func vertices(in rect: CGRect) -> FourCorners<CGPoint>? {
    guard let rect = rect.finiteStandardized else { return nil }
    let offsets = FourCorners(topLeftOffset, topRightOffset, bottomRightOffset, bottomLeftOffset)
    var clamped = offsets
    for index in 0..<4 {
      guard offsets[index].isFinite else { return nil }
      clamped[index] = min(max(offsets[index], 0), 1)
    }
    let height = rect.height
    // The heights of the top and bottom corners of one side, from its two offsets.
    func side(top: CGFloat, bottom: CGFloat) -> (top: CGFloat, bottom: CGFloat) {
      let topMove = 1 - top
      let bottomMove = 1 - bottom
      guard topMove + bottomMove > 1 else {
        return (rect.minY + topMove * height, rect.minY + bottom * height)
      }
      let meeting = rect.minY + height * topMove / (topMove + bottomMove)
      return (meeting, meeting)
    }
    let left = side(top: clamped[0], bottom: clamped[3])
    let right = side(top: clamped[1], bottom: clamped[2])
    return FourCorners(
      CGPoint(x: rect.minX, y: left.top), CGPoint(x: rect.maxX, y: right.top),
      CGPoint(x: rect.maxX, y: right.bottom), CGPoint(x: rect.minX, y: left.bottom))
  }

  /// The four vertices of the outline in `rect` inset by `amount`, clockwise from the
  /// top-left; `nil` when nothing is left or the input is not finite.
  ///
  /// The inset region is the set of points at least `amount` inside each of the four side
  /// lines. Its left and right sides are the vertical lines `amount` inside the
  /// rectangle's; its top and bottom are the outline's top and bottom lines moved inward
  /// along their normals. Where the moved top and bottom lines cross inside that strip,
  /// the side beyond the crossing is gone and its two vertices are the crossing point.
  func insetVertices(in rect: CGRect, by amount: CGFloat) -> FourCorners<CGPoint>? {
    guard amount.isFinite, let outline = vertices(in: rect) else { return nil }
    if amount == 0 { return outline }
    let topLeft = outline[0]
    let topRight = outline[1]
    let bottomRight = outline[2]
    let bottomLeft = outline[3]
    let minX = topLeft.x
    let width = topRight.x - minX
    let left = minX + amount
    let right = topRight.x - amount
    guard left <= right else { return nil }
    // The top and bottom lines as y = start + slope·(x − minX), moved inward (the top
    // down, the bottom up) by `amount` along their normals. A zero-width outline is a
    // vertical segment: its top and bottom lines are taken horizontal at its ends.
    let topSlope = width > 0 ? (topRight.y - topLeft.y) / width : 0
    let bottomSlope = width > 0 ? (bottomRight.y - bottomLeft.y) / width : 0
    let topStart =
      (width > 0 ? topLeft.y : min(topLeft.y, topRight.y)) + amount * Self.secant(topSlope)
    let bottomStart =
      (width > 0 ? bottomLeft.y : max(bottomLeft.y, bottomRight.y))
      - amount * Self.secant(bottomSlope)
    func top(_ x: CGFloat) -> CGPoint {
      CGPoint(x: x, y: topStart + topSlope * (x - minX))
    }
    func bottom(_ x: CGFloat) -> CGPoint {
      CGPoint(x: x, y: bottomStart + bottomSlope * (x - minX))
    }
    let leftGap = bottom(left).y - top(left).y
    let rightGap = bottom(right).y - top(right).y
    if leftGap < 0, rightGap < 0 { return nil }
    var result = FourCorners(top(left), top(right), bottom(right), bottom(left))
    if leftGap < 0 || rightGap < 0 {
      // The gap is linear in x: the moved lines cross where it is zero.
      let crossing = top(left + (right - left) * leftGap / (leftGap - rightGap))
      if leftGap < 0 {
        result[0] = crossing
        result[3] = crossing
      } else {
        result[1] = crossing
        result[2] = crossing
      }
    }
    return result
  }

  /// √(1 + slope²): how far a line of that slope moves vertically when it moves 1 along
  /// its normal.
  ///
  /// A tall, narrow frame (1e307 by 10) has slopes whose square overflows; beyond about
  /// 1e154 the root is |slope| to the last bit, which is taken instead.
  static func secant(_ slope: CGFloat) -> CGFloat {
    let root = (1 + slope * slope).squareRoot()
    return root.isFinite ? root : abs(slope)
  }

  /// A trapezium inset by a fixed amount; made by ``Trapezium/inset(by:)``.
  public struct _Inset: InsettableShape {
    /// The trapezium before the inset.
    var base: Trapezium
    /// How far each side moves inward.
    var amount: CGFloat

    /// `true`: the trapezium measures from its rectangle's sides, so it moves with them.
    public static var _movesWithItsRect: Bool { true }

    /// The base shape's four offsets and the inset amount, which animate together.
    public var animatableData: AnimatablePair<Trapezium.AnimatableData, CGFloat> {
      get { AnimatablePair(base.animatableData, amount) }
      set {
        base.animatableData = newValue.first
        amount = newValue.second
      }
    }

    /// The inset outline: four points from the top-left, clockwise, closed; the empty path
    /// when nothing is left or the amount is not finite.
    public func path(in rect: CGRect) -> Path {
      Trapezium.outline(base.insetVertices(in: rect, by: amount))
    }

    /// The trapezium inset by both amounts (for amounts of one sign, the same as one inset
    /// by their sum).
    public func inset(by amount: CGFloat) -> _Inset {
      _Inset(base: base, amount: self.amount + amount)
    }
  }
}

extension FourCorners where Element == CGPoint {
  /// Whether every point is finite.
  fileprivate var allFinite: Bool {
    for index in 0..<4 where !self[index].isFinite { return false }
    return true
  }
}
