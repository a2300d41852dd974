import Foundation
import ShapeRender
import Testing

/// LazyVGrid and LazyHGrid: columns (rows) from grid items by SwiftUI's rules.
@MainActor @Suite struct LazyGridTests {
  /// The frames of `count` red cells, each `height` tall, in a LazyVGrid of `columns` on a
  /// canvas `width` wide.
  func cells(
    _ columns: [GridItem], count: Int, width: CGFloat = 358, height: CGFloat = 10,
    spacing: CGFloat? = nil
  ) -> [CGRect] {
    LaidOut(width: width, height: 400) {
      LazyVGrid(columns: columns, spacing: spacing) {
        ForEach(0..<count) { _ in Color.red.frame(height: height) }
      }
      .frame(maxHeight: .infinity, alignment: .top)
    }.frames(of: .red)
  }

  @Test func adaptiveColumnsFitAsManyAsTheMinimumAllows() {
    // ⌊(358 + 8) ÷ (65 + 8)⌋ = 5 columns of (358 − 32) ÷ 5 = 65.2.
    let frames = cells([GridItem(.adaptive(minimum: 65))], count: 7)
    #expect(frames.count == 7)
    for (index, frame) in frames.enumerated() {
      expectFrame(
        frame,
        CGRect(
          x: CGFloat(index % 5) * 73.2, y: CGFloat(index / 5) * 18, width: 65.2, height: 10))
    }
  }

  @Test func adaptiveColumnsAtMostTheMaximum() {
    // Five columns of 65.2 would be too wide for a maximum of 50: 50 each, the block of
    // 5 × 50 + 4 × 8 = 282 centred in 358, from 38.
    let frames = cells([GridItem(.adaptive(minimum: 40, maximum: 50))], count: 7)
    // ⌊366 ÷ 48⌋ = 7 columns; (358 − 48) ÷ 7 = 44.29 ≤ 50.
    let width = (358 - 6 * 8) / CGFloat(7)
    expectFrame(frames.first, CGRect(x: 0, y: 0, width: width, height: 10))
    let capped = cells([GridItem(.adaptive(minimum: 100, maximum: 50))], count: 3)
    // ⌊366 ÷ 108⌋ = 3 columns of (358 − 16) ÷ 3 = 114, capped at the maximum… which is
    // below the minimum, so the minimum: 100; the block of 316 is centred, from 21.
    expectFrame(capped.first, CGRect(x: 21, y: 0, width: 100, height: 10))
  }

  @Test func fixedAndFlexibleColumns() {
    let frames = cells([GridItem(.fixed(40)), GridItem(.flexible())], count: 2, width: 200)
    expectFrame(frames[0], CGRect(x: 0, y: 0, width: 40, height: 10))
    expectFrame(frames[1], CGRect(x: 48, y: 0, width: 152, height: 10))
  }

  @Test func boundedFlexibleColumnGoesFirst() {
    let frames = cells(
      [GridItem(.flexible()), GridItem(.flexible(maximum: 50))], count: 2, width: 200)
    // The bounded column (less flexible) takes min(96, 50) = 50; the other 200 − 8 − 50.
    expectFrame(frames[0], CGRect(x: 0, y: 0, width: 142, height: 10))
    expectFrame(frames[1], CGRect(x: 150, y: 0, width: 50, height: 10))
  }

  @Test func itemSpacingAndRowSpacing() {
    let frames = cells(
      [GridItem(.fixed(20), spacing: 2), GridItem(.fixed(20))], count: 4, width: 42,
      spacing: 5)
    expectFrame(frames[1], CGRect(x: 22, y: 0, width: 20, height: 10))
    expectFrame(frames[3], CGRect(x: 22, y: 15, width: 20, height: 10))
  }

  @Test func cellsSitInTheirTrackByTheItemsAlignment() {
    let laid = LaidOut(width: 100, height: 100) {
      LazyVGrid(columns: [GridItem(.fixed(50), alignment: .topLeading), GridItem(.fixed(50))]) {
        Color.red.frame(width: 10, height: 10)
        Color.blue.frame(width: 10, height: 30)
      }
    }
    // Rows are 30 tall (the blue cell); the grid of 108 is centred in 100, from −4.
    expectFrame(laid.frame(of: .red), CGRect(x: -4, y: 35, width: 10, height: 10))
    // The second column starts at −4 + 50 + 8 = 54; the blue cell is centred in it.
    expectFrame(laid.frame(of: .blue), CGRect(x: 74, y: 35, width: 10, height: 30))
  }

  @Test func lazyHGridFillsColumnByColumn() {
    let laid = LaidOut(width: 100, height: 100) {
      LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.fixed(20))], spacing: 4) {
        ForEach(0..<3) { index in
          [Color.red, .green, .blue][index].frame(width: 30)
        }
      }
    }
    // Rows 20 + 8 + 20 = 48 tall from 26; columns 30 + 4 + 30 = 64 wide from 18.
    expectFrame(laid.frame(of: .red), CGRect(x: 18, y: 26, width: 30, height: 20))
    expectFrame(laid.frame(of: .green), CGRect(x: 18, y: 54, width: 30, height: 20))
    expectFrame(laid.frame(of: .blue), CGRect(x: 52, y: 26, width: 30, height: 20))
  }

  @Test func adaptiveMinimumOfZeroCountsAsOnePoint() {
    // Spacing 8: ⌊(100 + 8) ÷ (1 + 8)⌋ = 12 columns of (100 − 88) ÷ 12 = 1.
    let frames = cells([GridItem(.adaptive(minimum: 0))], count: 13, width: 100)
    #expect(frames.count == 13)
    expectFrame(frames[11], CGRect(x: 99, y: 0, width: 1, height: 10))
    expectFrame(frames[12], CGRect(x: 0, y: 18, width: 1, height: 10))
    // Spacing 0 and a NaN minimum: 100 columns of 1, no division by zero.
    let tight = cells([GridItem(.adaptive(minimum: .nan), spacing: 0)], count: 101, width: 100)
    expectFrame(tight[99], CGRect(x: 99, y: 0, width: 1, height: 10))
    expectFrame(tight[100], CGRect(x: 0, y: 18, width: 1, height: 10))
  }

  @Test func hugeWidthWithTinyColumnsStaysBounded() {
    // 10^12 points of width would be 10^12 columns: only as many are listed as there are
    // cells, and the cells sit in the first ones.
    let laid = LaidOut(width: 100, height: 100) {
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 1), spacing: 0)]) {
        Color.red.frame(height: 10)
        Color.blue.frame(height: 10)
      }
      .frame(width: 1e12)
    }
    #expect(laid.frame(of: .red)?.width == 1)
  }

  @Test func degenerateGridsDrawNothing() {
    let noColumns = LaidOut {
      LazyVGrid(columns: []) { Color.red }
    }
    #expect(noColumns.fills.isEmpty)
    let noCells = LaidOut {
      LazyVGrid(columns: [GridItem()]) { ForEach(0..<0) { _ in Color.red } }
      Color.blue.frame(width: 10, height: 10)
    }
    #expect(noCells.frames(of: .red).isEmpty)
    expectFrame(noCells.frame(of: .blue), CGRect(x: 45, y: 45, width: 10, height: 10))
    let badSizes = cells(
      [GridItem(.fixed(.nan)), GridItem(.fixed(-5)), GridItem(.flexible(minimum: .nan))],
      count: 3, width: 100)
    #expect(badSizes.count == 3)
    expectFrame(badSizes[2], CGRect(x: 16, y: 0, width: 84, height: 10))
  }
}
