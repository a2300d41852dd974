import Foundation

// Points, sizes and rectangles animate as SwiftUI animates them, so a shape whose
// parameter is a point or a rectangle exposes it as its `animatableData` unchanged.

extension CGPoint: Animatable {
  /// The x and y coordinates, which animate together.
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(x, y) }
    set { (x, y) = (newValue.first, newValue.second) }
  }
}

extension CGSize: Animatable {
  /// The width and height, which animate together.
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(width, height) }
    set { (width, height) = (newValue.first, newValue.second) }
  }
}

extension CGRect: Animatable {
  /// The origin and the size, which animate together.
  ///
  /// The rectangle is animated as stored, not standardized: a negative width animates as
  /// the negative number it is.
  public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
    get { AnimatablePair(origin.animatableData, size.animatableData) }
    set {
      origin.animatableData = newValue.first
      size.animatableData = newValue.second
    }
  }
}
