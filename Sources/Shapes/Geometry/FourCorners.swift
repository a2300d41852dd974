/// One value per corner of a rectangle, clockwise from the top-left, stored inline.
///
/// Rounded rectangles keep their corners' radii, frames and angles in this instead of an
/// array, so a shape drawn thousands of times allocates nothing but its path. The standard
/// library's own fixed-size array only exists on Apple's platforms from macOS 26 and
/// iOS 26, later than this package supports.
struct FourCorners<Element> {
  /// The values, clockwise from the top-left.
  private var topLeft, topRight, bottomRight, bottomLeft: Element

  /// Creates the four values, clockwise from the top-left.
  init(_ topLeft: Element, _ topRight: Element, _ bottomRight: Element, _ bottomLeft: Element) {
    self.topLeft = topLeft
    self.topRight = topRight
    self.bottomRight = bottomRight
    self.bottomLeft = bottomLeft
  }

  /// Creates four equal values.
  init(repeating value: Element) {
    self.init(value, value, value, value)
  }

  /// The value of corner `index`, clockwise from the top-left; the index is taken modulo 4,
  /// so every integer names a corner.
  subscript(index: Int) -> Element {
    get {
      switch index & 3 {
      case 0: topLeft
      case 1: topRight
      case 2: bottomRight
      default: bottomLeft
      }
    }
    set {
      switch index & 3 {
      case 0: topLeft = newValue
      case 1: topRight = newValue
      case 2: bottomRight = newValue
      default: bottomLeft = newValue
      }
    }
  }
}

extension FourCorners: Sendable where Element: Sendable {}
