// This module exists only where Apple's SwiftUI does not (see Package.swift): it makes
// `import SwiftUI` bring this package's views, shapes, paint and geometry, so SwiftUI code
// compiles with no change at all.
//
// As Apple's SwiftUI does, it re-exports Observation, so `@Observable` needs no import of
// its own.
//
// It does not re-export this package's `CoreGraphics` module, though Apple's SwiftUI
// re-exports Apple's: the geometry comes through `ShapeRender` all the same, and on Linux
// Swift Testing declares an overlay for any module named CoreGraphics that it does not
// ship, so a test file that saw one beside `import Testing` would not compile.
@_exported import Observation
@_exported import ShapeRender
