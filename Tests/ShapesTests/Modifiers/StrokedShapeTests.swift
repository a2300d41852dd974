import Foundation
import Shapes
import Testing

/// `Shape.stroke(style:)` and `stroke(lineWidth:)` as shapes, as SwiftUI gives them.
@Suite struct StrokedShapeTests {
  let frame = CGRect(x: 0, y: 0, width: 100, height: 100)

  @Test func strokedShapeIsTheStrokedPathOfTheShape() {
    let style = StrokeStyle(lineWidth: 6, lineCap: .round, lineJoin: .bevel, dash: [10, 4])
    let shape = RoundedRectangle(cornerRadius: 12).stroke(style: style)
    #expect(
      shape.path(in: frame) == RoundedRectangle(cornerRadius: 12).path(in: frame).strokedPath(style)
    )
    #expect(Circle().stroke(lineWidth: 4).style == StrokeStyle(lineWidth: 4))
    #expect(Circle().stroke().style.lineWidth == 1)
  }

  @Test func strokedCircleIsTheRingItPaints() {
    let ring = Circle().stroke(lineWidth: 10).path(in: frame)
    #expect(abs(ring.area - Double.pi * (55 * 55 - 45 * 45)) < 1e-9 * ring.area)
  }

  /// A trimmed shape stroked: the trimmed outline's stroke, caps at the trim's ends.
  @Test func trimmedThenStrokedHasCapsAtTheTrimEnds() {
    let half = Circle().trim(from: 0, to: 0.5)
    let butt = half.stroke(lineWidth: 10).path(in: frame)
    let round = half.stroke(style: StrokeStyle(lineWidth: 10, lineCap: .round)).path(in: frame)
    // Half the ring; round caps add a disk of the line's width in two halves.
    let halfRing = Double.pi * (55 * 55 - 45 * 45) / 2
    #expect(abs(butt.area - halfRing) < 1e-9 * halfRing)
    #expect(abs(round.area - (halfRing + Double.pi * 25)) < 1e-9 * halfRing)
    // The lower half from 3 o'clock to 9 o'clock: nothing above the centre but the caps.
    #expect(butt.boundingRect.minY > 49.999)
    #expect(round.boundingRect.minY < 45.001)
  }

  @Test func lineWidthAnimatesWithTheShape() {
    var shape = Circle().trim(from: 0, to: 0.25).stroke(lineWidth: 2)
    shape.animatableData.second = 8
    shape.animatableData.first.second.second = 0.5
    #expect(shape.style.lineWidth == 8)
    #expect(shape.shape.endFraction == 0.5)
  }

  @Test func degenerateWidthsGiveTheEmptyPath() {
    for width in [0, -3, CGFloat.nan, .infinity] {
      #expect(Rectangle().stroke(lineWidth: width).path(in: frame).isEmpty)
    }
  }
}
