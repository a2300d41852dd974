// Foundation's geometry types (CGFloat, CGPoint, CGSize, CGRect) and maths functions are
// part of this module's API, as they are of SwiftUI's: `import Shapes` brings them in, so a
// SwiftUI shape compiles with only its import changed.
@_exported import Foundation

// Where CoreGraphics exists (Apple's platforms), its `CGAffineTransform`, `CGLineCap` and
// `CGLineJoin` are the ones used, as SwiftUI uses them; elsewhere this package declares them
// with the same API. The test is for Darwin: on Linux the package's own `CoreGraphics`
// module (which re-exports this one) must not count as Apple's.
#if canImport(Darwin)
  @_exported import CoreGraphics
#endif
