import PixelKit
import Testing

/// Makes the current test skip (it is cancelled, with the reason) when `rsvg-convert` is
/// missing and `CI` is unset, and fail when it is missing and `CI` is set.
func requireRenderer() throws {
  guard try SVGRasterizer.requireAvailability() else {
    try Test.cancel(
      "Skipped: \(SVGRasterizer.missingMessage) Set CI=1 to make this a failure instead.")
  }
}
