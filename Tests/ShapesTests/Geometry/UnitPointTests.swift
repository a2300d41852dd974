import Foundation
import Shapes
import Testing

@Suite struct UnitPointTests {
  @Test func namedPointsHaveSwiftUIsFractions() {
    #expect(UnitPoint.center == UnitPoint(x: 0.5, y: 0.5))
    #expect(UnitPoint.topLeading == UnitPoint(x: 0, y: 0))
    #expect(UnitPoint.bottomTrailing == UnitPoint(x: 1, y: 1))
    #expect(UnitPoint.top == UnitPoint(x: 0.5, y: 0))
    #expect(UnitPoint.leading == UnitPoint(x: 0, y: 0.5))
  }

  @Test func pointInRectScalesTheFractions() {
    let rect = CGRect(x: 10, y: 10, width: 100, height: 50)
    #expect(UnitPoint.center.point(in: rect) == CGPoint(x: 60, y: 35))
    #expect(UnitPoint(x: 2, y: -1).point(in: rect) == CGPoint(x: 210, y: -40))
  }
}

@Suite struct RectCornerTests {
  @Test func namesParseInCamelCaseAndDashedForms() {
    #expect(RectCorner(name: "bottomLeft") == .bottomLeft)
    #expect(RectCorner(name: "bottom-left") == .bottomLeft)
    #expect(RectCorner(name: "TOP_RIGHT") == .topRight)
    #expect(RectCorner(name: "bottom") == nil)
    #expect(RectCorner(name: "") == nil)
  }

  @Test func sidesAreNamed() {
    #expect(RectCorner.topLeft.isTop && RectCorner.topLeft.isLeft)
    #expect(!RectCorner.bottomRight.isTop && !RectCorner.bottomRight.isLeft)
  }
}
