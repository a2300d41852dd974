// This module exists only where Apple's CoreGraphics does not (see Package.swift): it makes
// `import CoreGraphics` bring the geometry types, Foundation's `CGFloat`, `CGPoint`,
// `CGSize` and `CGRect` and this package's `CGAffineTransform`, `CGLineCap` and
// `CGLineJoin`.
@_exported import Shapes
//
// Swift Testing declares an overlay for CoreGraphics that Linux toolchains do not ship, so a
// file that imports both this module and `Testing` does not compile: import it in files
// that do not import `Testing` (XCTest has no such overlay).
