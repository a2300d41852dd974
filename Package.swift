// swift-tools-version:6.0
import CompilerPluginSupport
import PackageDescription

// Where Apple's SwiftUI does not exist (Linux, Windows, Android), the package declares
// modules named `SwiftUI`, `CoreGraphics` and `Combine` that re-export `ShapeRender` and
// `Shapes` (Combine: only `ObservableObject` and `@Published`), so a file that says
// `import SwiftUI` or `import Combine` compiles unchanged. Where they exist, declaring them
// would shadow Apple's modules for every target of the build, so they are left out, and the
// `SwiftUI` product holds `ShapeRender` alone. The test is made in the manifest, on the
// machine that builds, because a module of the same name as Apple's cannot be declared for
// some platforms only; cross-compiling from macOS to Linux is the one case it gets wrong
// (the modules are missing there, and `import ShapeRender` still works).
#if canImport(SwiftUI)
  let swiftUIModules = ["ShapeRender"]
#else
  let swiftUIModules = ["SwiftUI", "CoreGraphics", "Combine"]
#endif

let package = Package(
  name: "Shapes",
  // SwiftUI's era: the platforms where `Shape`, `Path` and `Canvas` code is written today.
  // Scripts/check-availability.py fails CI on any API newer than these.
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .library(name: "Shapes", targets: ["Shapes"]),
    .library(name: "ShapeFonts", targets: ["ShapeFonts"]),
    .library(name: "ShapeRender", targets: ["ShapeRender"]),
    // `import SwiftUI` for artwork: this package's SwiftUI and CoreGraphics modules where
    // Apple's do not exist, and nothing of its own beside Apple's where they do (see below).
    .library(name: "SwiftUI", targets: swiftUIModules),
    .executable(name: "shapegen", targets: ["shapegen"]),
    // Snapshot tests of artwork, as SVG or as pixels, for the package's users as for its own
    // tests.
    .library(name: "ShapeSnapshotTesting", targets: ["ShapeSnapshotTesting"]),
  ],
  targets: [
    .target(name: "Shapes"),
    // Font files read in Swift: outlines, metrics, kerning, discovery, text layout.
    .target(name: "ShapeFonts", dependencies: ["Shapes"]),
    .target(name: "ShapeRender", dependencies: ["Shapes", "ShapeFonts", "_ImageCodecs"]),
    // PNG encoding and decoding, DEFLATE and its checksums: what the raster renderer writes
    // and the image sampler reads. A module of its own, so `ShapeRender`'s API does not grow
    // by `Deflate`, `CRC32` and the like, and test support reads PNG without the renderer.
    .target(name: "_ImageCodecs"),
    // The command line: one shape of the catalog, styled, as SVG.
    .executableTarget(name: "shapegen", dependencies: ["Shapes", "ShapeRender"]),
    // Test support: pixel probes, rendering SVG with rsvg-convert (PNG from _ImageCodecs),
    // and the built-in renderer's images read as PNG pixels.
    .target(name: "PixelKit", dependencies: ["ShapeRender", "_ImageCodecs"]),
    // Test support: the seeded random generator of the property tests and seeded matrices.
    .target(name: "_TestSupport"),
    // Snapshot files beside the tests, in swift-snapshot-testing's manner: text, SVG, and
    // pixels rendered by the built-in raster renderer (PNG from _ImageCodecs).
    .target(name: "ShapeSnapshotTesting", dependencies: ["ShapeRender", "_ImageCodecs"]),
    // The gallery: every artwork defined once, written by `swift run gallery` and
    // snapshot-tested by GalleryTests.
    .target(
      name: "GalleryArtwork",
      dependencies: ["Shapes", "ShapeRender", "PixelKit", "CS193pLecture2", "CS193pMemorize"],
      path: "Examples/GalleryArtwork"),
    // Stanford CS193p's Memorize (2021), pasted as published with only the import changed:
    // lecture 2's screen, and the app as lecture 7 leaves it.
    .target(
      name: "CS193pLecture2", dependencies: ["ShapeRender"], path: "Examples/CS193p/Lecture2"),
    .target(
      name: "CS193pMemorize", dependencies: ["ShapeRender"], path: "Examples/CS193p/Memorize"),
    .executableTarget(name: "gallery", dependencies: ["GalleryArtwork"], path: "Examples/gallery"),
    .testTarget(name: "ShapesTests", dependencies: ["Shapes", "_TestSupport"]),
    .testTarget(
      name: "ShapeFontsTests", dependencies: ["ShapeFonts", "_TestSupport"], exclude: ["Fixtures"]),
    // The raster renderer's fidelity is also measured on every gallery artwork.
    .testTarget(
      name: "ShapeRenderTests",
      dependencies: ["ShapeRender", "PixelKit", "GalleryArtwork", "_TestSupport"]),
    .testTarget(
      name: "PixelKitTests", dependencies: ["PixelKit", "_TestSupport"],
      exclude: ["Fixtures/make_fixtures.py", "Fixtures/JPEG"]),
    // End-to-end tests of the built `shapegen` binary.
    .testTarget(
      name: "shapegenTests", dependencies: ["shapegen", "Shapes", "PixelKit", "ShapeSnapshotTesting"],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "SnapshotsTests", dependencies: ["ShapeSnapshotTesting", "ShapeRender", "PixelKit"],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "GalleryTests",
      dependencies: ["GalleryArtwork", "ShapeSnapshotTesting", "PixelKit", "ShapeRender", "Shapes"],
      exclude: ["__Snapshots__"]),
    // The benchmark: the workloads as a library, so tests check their output, and
    // the executable that `Benchmarks/run.sh` times beside the C floor and Python baselines.
    .target(
      name: "BenchmarkWorkloads", dependencies: ["Shapes", "ShapeRender"],
      path: "Benchmarks/BenchmarkWorkloads"),
    .executableTarget(
      name: "shapes-bench", dependencies: ["BenchmarkWorkloads", "GalleryArtwork", "ShapeRender"],
      path: "Benchmarks/shapes-bench"),
    .testTarget(
      name: "BenchmarkWorkloadsTests",
      dependencies: ["BenchmarkWorkloads", "shapegen", "Shapes", "ShapeRender"]),
    // SwiftUI code pasted as published, with only its import changed.
    .testTarget(
      name: "SwiftUICompatibilityTests",
      dependencies: ["Shapes", "ShapeRender", "PixelKit", "CS193pLecture2", "CS193pMemorize"]),
  ],
  swiftLanguageModes: [.v6]
)

#if !canImport(SwiftUI)
  package.targets += [
    .target(name: "CoreGraphics", dependencies: ["Shapes"]),
    .target(name: "Combine", dependencies: ["ShapeRender"]),
    .target(name: "SwiftUI", dependencies: ["ShapeRender", "_SwiftUIPreviewMacros"]),
    // The compiler plugin of the `#Preview` macro, which expands to nothing: written without
    // swift-syntax, so the package keeps no dependencies.
    .macro(name: "_SwiftUIPreviewMacros"),
    // Xcode's new-app template, file for file: `swift run HelloApp` draws its window.
    .executableTarget(name: "HelloApp", dependencies: ["SwiftUI"], path: "Examples/HelloApp"),
    // Published SwiftUI code with its `import SwiftUI` line unchanged.
    .testTarget(
      name: "SwiftUIModuleTests",
      dependencies: [
        "SwiftUI", "CoreGraphics", "Combine", "CS193pLecture2", "HelloApp", "PixelKit",
      ]),
  ]
#endif
