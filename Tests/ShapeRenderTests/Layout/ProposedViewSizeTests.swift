import Foundation
import ShapeRender
import Testing

/// Proposals with SwiftUI's meanings, and the views that answer unspecified ones.
@MainActor @Suite struct ProposedViewSizeTests {
  @Test func replacingUnspecifiedDimensions() {
    #expect(
      ProposedViewSize.unspecified.replacingUnspecifiedDimensions() == CGSize(width: 10, height: 10)
    )
    #expect(
      ProposedViewSize(width: 5, height: nil).replacingUnspecifiedDimensions(
        by: CGSize(width: 1, height: 2)) == CGSize(width: 5, height: 2))
    #expect(ProposedViewSize(CGSize(width: 3, height: 4)) == ProposedViewSize(width: 3, height: 4))
    #expect(ProposedViewSize.zero.width == 0)
    #expect(ProposedViewSize.infinity.height == .infinity)
  }

  @Test func idealSizesInAFixedSizeStack() {
    // Asked for their ideal width: text its own, a shape 10, a flexible frame its ideal.
    let laid = LaidOut(width: 300, height: 100) {
      HStack(spacing: 0) {
        Color.red.frame(height: 10)
        Color.green.frame(idealWidth: 30, maxWidth: .infinity).frame(height: 10)
        Color.blue.frame(minWidth: 40, maxWidth: 50).frame(height: 10)
      }
      .fixedSize()
    }
    // 10 + 30 + 40 (the ideal 10 raised to the minimum) = 80 wide, from 110.
    expectFrame(laid.frame(of: .red), CGRect(x: 110, y: 45, width: 10, height: 10))
    expectFrame(laid.frame(of: .green), CGRect(x: 120, y: 45, width: 30, height: 10))
    expectFrame(laid.frame(of: .blue), CGRect(x: 150, y: 45, width: 40, height: 10))
  }

  @Test func aspectRatioWithOneSideUnspecified() {
    let laid = LaidOut(width: 300, height: 300) {
      VStack(spacing: 0) {
        Color.red.aspectRatio(2 / 3, contentMode: .fit).frame(width: 60)
      }
      .fixedSize(horizontal: false, vertical: true)
    }
    // Width 60, height unspecified: 60 ÷ (2/3) = 90.
    expectFrame(laid.frame(of: .red), CGRect(x: 120, y: 105, width: 60, height: 90))
  }

  @Test func aspectRatioWithoutARatioTakesTheRatioOfTheIdealSize() {
    // A color's ideal size is 10 by 10: fitted, it is a square.
    let color = LaidOut(width: 100, height: 200) { Color.red.scaledToFit() }
    expectFrame(color.frame(of: .red), CGRect(x: 0, y: 50, width: 100, height: 100))
    // A stack of a square and a reader, as Landmarks' badge is: the reader is square too.
    let badge = LaidOut(width: 100, height: 200) {
      ZStack {
        Color.red.aspectRatio(1, contentMode: .fit)
        GeometryReader { geometry in
          Color.blue.frame(width: geometry.size.width, height: geometry.size.height / 4)
        }
      }
      .scaledToFit()
    }
    expectFrame(badge.frame(of: .blue), CGRect(x: 0, y: 50, width: 100, height: 25))
    // Filling: a 2 by 1 ideal size fills 100 by 200 at 400 by 200.
    let filled = LaidOut(width: 100, height: 200) {
      Color.green.frame(idealWidth: 20, idealHeight: 10).scaledToFill()
    }
    expectFrame(filled.frame(of: .green), CGRect(x: -150, y: 0, width: 400, height: 200))
  }

  @Test func textIdealWidthIsItsMeasuredWidth() throws {
    let laid = LaidOut(width: 300, height: 100) {
      HStack(spacing: 0) {
        Text("Hello")
        Color.red.frame(width: 1, height: 1)
      }
      .fixedSize()
    }
    // The stack is as wide as "Hello" measured, and 1 more, centred in 300.
    let text = try #require(laid.textFrames.first)
    #expect(abs(text.minX - (150 - (text.width + 1) / 2)) < 1e-9)
    #expect(laid.frame(of: .red).map { abs($0.minX - text.maxX) < 1e-9 } == true)
    // Wider than nothing, narrower than the estimate's generous 0.75 of the size a letter.
    #expect(text.width > 20 && text.width < 5 * 17 * 0.75)
  }
}
