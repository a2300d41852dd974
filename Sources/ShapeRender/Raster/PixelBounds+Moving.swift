extension PixelBounds {
  /// The same pixels moved `x` to the right and `y` down.
  func offsetBy(x dx: Int, y dy: Int) -> PixelBounds {
    PixelBounds(x: x + dx, y: y + dy, width: width, height: height)
  }

  /// The rectangle grown by `dx` on the left and right and `dy` above and below.
  ///
  /// Negative amounts shrink it, to nothing at most; an empty rectangle stays empty.
  func outset(x dx: Int, y dy: Int) -> PixelBounds {
    guard !isEmpty else { return self }
    return PixelBounds(
      x: x - dx, y: y - dy, width: max(0, width + 2 * dx), height: max(0, height + 2 * dy))
  }
}
