import Foundation
import ShapeRender
import Testing

/// Guides of the user's, named by `AlignmentID` types as SwiftUI code names them.
extension HorizontalAlignment {
  fileprivate enum FieldStart: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.leading] }
  }
  fileprivate static let fieldStart = HorizontalAlignment(FieldStart.self)

  /// A default that is no fraction of the width: the width squared, over 100.
  fileprivate enum Squared: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width * d.width / 100 }
  }
  fileprivate static let squared = HorizontalAlignment(Squared.self)

  /// A default that reads itself.
  fileprivate enum Loop: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d[HorizontalAlignment.loop] + 1 }
  }
  fileprivate static let loop = HorizontalAlignment(Loop.self)

  fileprivate enum NotANumber: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { .nan }
  }
  fileprivate static let notANumber = HorizontalAlignment(NotANumber.self)
}

@MainActor
extension VerticalAlignment {
  fileprivate enum IconMiddle: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
  }
  fileprivate static let iconMiddle = VerticalAlignment(IconMiddle.self)
}

/// Custom alignment guides: their defaults, and how they reach through stacks, worked by
/// hand with SwiftUI's rules.
@MainActor @Suite struct AlignmentIDTests {
  @Test func aCustomGuideLinesUpViewsInDifferentStacks() {
    let laid = LaidOut(width: 200, height: 100) {
      VStack(alignment: .fieldStart, spacing: 0) {
        HStack(spacing: 0) {
          Color.red.frame(width: 40, height: 10)
          Color.blue.frame(width: 30, height: 10).alignmentGuide(.fieldStart) { d in d[.leading] }
        }
        HStack(spacing: 0) {
          Color.green.frame(width: 10, height: 10)
          Color.yellow.frame(width: 50, height: 10)
            .alignmentGuide(.fieldStart) { d in d[.leading] }
        }
      }
    }
    // The rows pass on their fields' starts, 40 and 10: lined up there, the stack spans
    // 40 left of the line and 50 right, 90 wide from 55, and both fields start at 95.
    expectFrame(laid.frame(of: .red), CGRect(x: 55, y: 40, width: 40, height: 10))
    expectFrame(laid.frame(of: .blue), CGRect(x: 95, y: 40, width: 30, height: 10))
    expectFrame(laid.frame(of: .green), CGRect(x: 85, y: 50, width: 10, height: 10))
    expectFrame(laid.frame(of: .yellow), CGRect(x: 95, y: 50, width: 50, height: 10))
  }

  @Test func aStackPassesOnTheMeanOfItsViewsValues() {
    let laid = LaidOut(width: 200, height: 100) {
      VStack(alignment: .fieldStart, spacing: 0) {
        HStack(spacing: 0) {
          Color.red.frame(width: 20, height: 10).alignmentGuide(.fieldStart) { _ in 0 }
          Color.blue.frame(width: 20, height: 10).alignmentGuide(.fieldStart) { _ in 0 }
        }
        Color.green.frame(width: 40, height: 10)
      }
    }
    // The row's value is the mean of 0 and 20: 10. Green's is its default, 0, so it
    // starts 10 right of the row: the stack spans 10 + 40 = 50 from 75.
    expectFrame(laid.frame(of: .red), CGRect(x: 75, y: 40, width: 20, height: 10))
    expectFrame(laid.frame(of: .green), CGRect(x: 85, y: 50, width: 40, height: 10))
  }

  @Test func aDefaultThatIsNoFractionOfTheSizeStillLinesViewsUp() {
    let laid = LaidOut(width: 100, height: 100) {
      VStack(alignment: .squared, spacing: 0) {
        Color.red.frame(width: 40, height: 10)
        Color.blue.frame(width: 20, height: 10)
      }
    }
    // Defaults 16 and 4 on one line: 16 left of it, 24 right, 40 wide from 30.
    expectFrame(laid.frame(of: .red), CGRect(x: 30, y: 40, width: 40, height: 10))
    expectFrame(laid.frame(of: .blue), CGRect(x: 42, y: 50, width: 20, height: 10))
  }

  @Test func aFrameAndAZStackPlaceByACustomGuidesDefaults() {
    let framed = LaidOut(width: 100, height: 100) {
      Color.blue.frame(width: 10, height: 10)
        .frame(width: 60, height: 60, alignment: Alignment(horizontal: .squared, vertical: .top))
    }
    // The frame's guide is 36 from its left (20), the view's 1 from its own.
    expectFrame(framed.frame(of: .blue), CGRect(x: 55, y: 20, width: 10, height: 10))

    let stacked = LaidOut(width: 100, height: 100) {
      ZStack(alignment: Alignment(horizontal: .center, vertical: .iconMiddle)) {
        Color.red.frame(width: 40, height: 40)
        Color.blue.frame(width: 10, height: 10)
          .alignmentGuide(.iconMiddle) { d in d[.bottom] }
      }
    }
    // Blue's bottom on red's middle, 20 down red: the stack is red's 40 tall, from 30.
    expectFrame(stacked.frame(of: .red), CGRect(x: 30, y: 30, width: 40, height: 40))
    expectFrame(stacked.frame(of: .blue), CGRect(x: 45, y: 40, width: 10, height: 10))
  }

  @Test func aVerticalCustomGuideReachesThroughAVStackInAnHStack() {
    let laid = LaidOut(width: 100, height: 100) {
      HStack(alignment: .iconMiddle, spacing: 0) {
        Color.red.frame(width: 20, height: 20)
        VStack(spacing: 0) {
          Color.green.frame(width: 10, height: 30)
          Color.blue.frame(width: 10, height: 10)
            .alignmentGuide(.iconMiddle) { d in d[VerticalAlignment.center] }
        }
      }
    }
    // Blue's middle, 35 down the column, on red's, 10 down: the row spans 35 above the
    // line and red's 10 below, 45 tall from 27.5.
    expectFrame(laid.frame(of: .red), CGRect(x: 35, y: 52.5, width: 20, height: 20))
    expectFrame(laid.frame(of: .green), CGRect(x: 55, y: 27.5, width: 10, height: 30))
    expectFrame(laid.frame(of: .blue), CGRect(x: 55, y: 57.5, width: 10, height: 10))
  }

  @Test func aDefaultThatReadsItselfEndsAfterSixteenReadings() {
    var dimensions: ViewDimensions?
    _ = LaidOut(width: 100, height: 100) {
      Color.red.frame(width: 10, height: 10)
        .alignmentGuide(.leading) { d in
          dimensions = d
          return 0
        }
        .frame(width: 50, alignment: .leading)
    }
    #expect(dimensions?[HorizontalAlignment.loop] == 16)
    #expect(dimensions?[HorizontalAlignment.notANumber] == 0)
    let laid = LaidOut(width: 100, height: 100) {
      VStack(alignment: .loop) { Color.red.frame(width: 10, height: 10) }
    }
    expectFrame(laid.frame(of: .red), CGRect(x: 45, y: 45, width: 10, height: 10))
  }

  @Test func alignmentsAreEqualWhenTheyNameTheSameGuide() {
    #expect(HorizontalAlignment(HorizontalAlignment.FieldStart.self) == .fieldStart)
    #expect(HorizontalAlignment.fieldStart != .leading)
    #expect(VerticalAlignment.iconMiddle != .center)
    #expect(Set([HorizontalAlignment.leading, .center, .trailing, .fieldStart]).count == 4)
    #expect(VerticalAlignment.firstTextBaseline != .lastTextBaseline)
  }
}
