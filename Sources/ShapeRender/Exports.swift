// The font reader, font discovery and text layout that measure `Text`: `import ShapeRender`
// brings them too, for registering a font file or reading a glyph's outline.
@_exported import ShapeFonts
// `import ShapeRender` brings the whole vocabulary, as `import SwiftUI` does: the shapes,
// `Path` and the geometry types come from `Shapes`, re-exported here.
@_exported import Shapes
