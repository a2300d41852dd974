import Foundation
internal import _ImageCodecs

/// Compares two PNG files pixel by pixel, for ``Snapshotting/png(precision:tolerance:scale:)``.
enum PixelDiff {
  /// `nil` when at least `precision` of the pixels differ by at most `tolerance` in every
  /// channel; otherwise what differs, with a diff image.
  static func compare(reference: Data, actual: Data, precision: Double, tolerance: Int)
    -> SnapshotDifference?
  {
    let reference = Result { () throws(PNGError) in try PNGImage(data: reference) }
    let actual = Result { () throws(PNGError) in try PNGImage(data: actual) }
    let expected: PNGImage
    let image: PNGImage
    switch (reference, actual) {
    case (.success(let first), .success(let second)):
      expected = first
      image = second
    case (.failure(let error), _):
      return SnapshotDifference(message: "The reference is not a PNG image: \(error)")
    case (_, .failure(let error)):
      return SnapshotDifference(message: "The actual output is not a PNG image: \(error)")
    }
    guard expected.width == image.width, expected.height == image.height else {
      return SnapshotDifference(
        message: "The image is \(image.width)×\(image.height) pixels, "
          + "the reference \(expected.width)×\(expected.height).")
    }
    let tolerance = max(0, tolerance)
    let precision = precision.isNaN ? 1 : min(max(precision, 0), 1)
    var differing = 0
    var largest = 0
    var diff: [RGBA] = []
    diff.reserveCapacity(image.pixels.count)
    for (wanted, got) in zip(expected.pixels, image.pixels) {
      let difference = max(
        abs(Int(wanted.red) - Int(got.red)), abs(Int(wanted.green) - Int(got.green)),
        abs(Int(wanted.blue) - Int(got.blue)), abs(Int(wanted.alpha) - Int(got.alpha)))
      largest = max(largest, difference)
      if difference > tolerance {
        differing += 1
        diff.append(RGBA(red: 255, green: 0, blue: 0))
      } else {
        // The reference, as faded gray over white, so the red stands out where it is.
        let gray = (Int(wanted.red) * 3 + Int(wanted.green) * 6 + Int(wanted.blue)) / 10
        let faded = 255 - (255 - gray) * Int(wanted.alpha) / 255 / 4
        diff.append(RGBA(red: UInt8(faded), green: UInt8(faded), blue: UInt8(faded)))
      }
    }
    let count = image.pixels.count
    let matching = count - differing
    if differing == 0 || Double(matching) >= precision * Double(count) { return nil }
    let share = Double(differing) / Double(max(1, count)) * 100
    let percent = (share * 1000).rounded() / 1000
    let diffImage =
      count > 0 ? PNGImage(width: image.width, height: image.height, pixels: diff).pngData() : nil
    return SnapshotDifference(
      message: "\(differing) of \(count) pixels (\(percent) %) differ by more than "
        + "\(tolerance) in a channel (at most \(largest)); the precision asks for "
        + "\(precision * 100) % of them to match.",
      diffImage: diffImage)
  }
}
