// Foundation's geometry types (CGFloat, CGPoint, CGSize, CGRect) and maths functions are
// part of this module's API, as they are of SwiftUI's: `import Shapes` brings them in, so a
// SwiftUI shape compiles with only its import changed.
@_exported import Foundation
