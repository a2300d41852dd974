import Foundation
import Shapes

extension SymbolPen {
  /// The white space glyphs leave between parts drawn apart.
  var gap: CGFloat { 1.5 + lineWidth * 0.3 }

  /// A corner's radius: `radius`, or more where the stroke is so heavy that a smaller arc
  /// would have no exact outline.
  func corner(_ radius: CGFloat) -> CGFloat { max(radius, lineWidth / 2 + 1) }

  /// A detail on a body: stroked on the outline, cut out of the filled body.
  mutating func detail(_ path: Path, width: CGFloat? = nil) {
    if isFilled { cutStroke(path, width: width) } else { stroke(path, width: width) }
  }
}
