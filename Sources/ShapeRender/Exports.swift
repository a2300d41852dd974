// `import ShapeRender` brings the whole vocabulary, as `import SwiftUI` does: the shapes,
// `Path` and the geometry types come from `Shapes`, re-exported here.
@_exported import Shapes
