@_exported import protocol ShapeRender.ObservableObject
// This module exists only where Apple's Combine does not (see Package.swift). View models
// often import Combine alone for `ObservableObject` and `@Published`:
//
//     import Combine
//     final class ScoreKeeper: ObservableObject {
//       @Published var score = 0
//     }
//
// So this module re-exports exactly those declarations of `ShapeRender`, the same ones
// `import SwiftUI` brings, and such a file compiles unchanged. The rest of Combine
// (publishers, subscribers, operators) is not here: a still picture subscribes to nothing.
@_exported import class ShapeRender.ObservableObjectPublisher
@_exported import struct ShapeRender.Published
