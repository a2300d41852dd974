import Foundation
import Shapes
import Testing

@Suite struct CGAffineTransformTests {
  let point = CGPoint(x: 3, y: 4)

  @Test func translationScaleAndRotationMapPoints() {
    #expect(point.applying(CGAffineTransform(translationX: 1, y: -1)) == CGPoint(x: 4, y: 3))
    #expect(point.applying(CGAffineTransform(scaleX: 2, y: 3)) == CGPoint(x: 6, y: 12))
    // A positive rotation turns +x toward +y: clockwise on a y-down screen.
    expectClose(
      CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2)),
      CGPoint(x: 0, y: 1), tolerance: 1e-15)
  }

  @Test func concatenatingAppliesTheReceiverFirst() {
    let scaleThenMove = CGAffineTransform(scaleX: 2, y: 2)
      .concatenating(CGAffineTransform(translationX: 10, y: 0))
    #expect(point.applying(scaleThenMove) == CGPoint(x: 16, y: 8))
    // translatedBy/scaledBy/rotated prepend their operation, as in CoreGraphics.
    let moveThenScale = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
    #expect(point.applying(moveThenScale) == CGPoint(x: 26, y: 8))
    #expect(
      point.applying(CGAffineTransform.identity.scaledBy(x: 2, y: 1)) == CGPoint(x: 6, y: 4))
    expectClose(
      CGPoint(x: 1, y: 0).applying(CGAffineTransform(translationX: 5, y: 0).rotated(by: .pi)),
      CGPoint(x: 4, y: 0), tolerance: 1e-12)
  }

  @Test func invertedUndoesAndSingularStaysUnchanged() {
    let transform = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: -7)
    expectClose(point.applying(transform).applying(transform.inverted()), point, tolerance: 1e-12)
    #expect(transform.concatenating(transform.inverted()).a == 1)
    let singular = CGAffineTransform(scaleX: 0, y: 1)
    #expect(singular.inverted() == singular)
  }

  @Test func identityIsIdentity() {
    #expect(CGAffineTransform.identity.isIdentity)
    #expect(CGAffineTransform().isIdentity)
    #expect(!CGAffineTransform(translationX: 1, y: 0).isIdentity)
  }

  @Test func rectApplyingGivesTheBoundingBoxOfItsCorners() {
    let rect = CGRect(x: 0, y: 0, width: 2, height: 1)
    let rotated = rect.applying(CGAffineTransform(rotationAngle: .pi / 2))
    expectClose(rotated, CGRect(x: -1, y: 0, width: 1, height: 2), tolerance: 1e-12)
    #expect(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
    #expect(
      CGSize(width: 2, height: 1).applying(CGAffineTransform(scaleX: 3, y: 2))
        == CGSize(width: 6, height: 2))
  }
}
