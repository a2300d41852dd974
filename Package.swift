// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Shapes",
  // SwiftUI's era: the platforms where `Shape`, `Path` and `Canvas` code is written today.
  // Scripts/check-availability.py fails CI on any API newer than these.
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .library(name: "Shapes", targets: ["Shapes"]),
    .library(name: "ShapeRender", targets: ["ShapeRender"]),
    .executable(name: "shapegen", targets: ["shapegen"]),
  ],
  targets: [
    .target(name: "Shapes"),
    .target(name: "ShapeRender", dependencies: ["Shapes", "_ImageCodecs"]),
    // PNG encoding and decoding, DEFLATE and its checksums: what the raster renderer writes
    // and the image sampler reads. A module of its own, so `ShapeRender`'s API does not grow
    // by `Deflate`, `CRC32` and the like, and test support reads PNG without the renderer.
    .target(name: "_ImageCodecs"),
    // The command line: one shape of the catalog, styled, as SVG.
    .executableTarget(name: "shapegen", dependencies: ["Shapes", "ShapeRender"]),
    // Test support: pixel probes and rendering SVG with rsvg-convert (PNG from _ImageCodecs).
    .target(name: "PixelKit", dependencies: ["_ImageCodecs"]),
    // Test support: snapshot files beside the tests, in swift-snapshot-testing's manner.
    .target(name: "Snapshots"),
    // The gallery: every artwork defined once, written by `swift run gallery` and
    // snapshot-tested by GalleryTests.
    .target(
      name: "GalleryArtwork", dependencies: ["Shapes", "ShapeRender", "PixelKit"],
      path: "Examples/GalleryArtwork"),
    .executableTarget(name: "gallery", dependencies: ["GalleryArtwork"], path: "Examples/gallery"),
    .testTarget(name: "ShapesTests", dependencies: ["Shapes"]),
    .testTarget(name: "ShapeRenderTests", dependencies: ["ShapeRender", "PixelKit"]),
    .testTarget(
      name: "PixelKitTests", dependencies: ["PixelKit"], exclude: ["Fixtures/make_fixtures.py"]),
    // End-to-end tests of the built `shapegen` binary.
    .testTarget(
      name: "shapegenTests", dependencies: ["shapegen", "Shapes", "PixelKit", "Snapshots"],
      exclude: ["__Snapshots__"]),
    .testTarget(name: "SnapshotsTests", dependencies: ["Snapshots"], exclude: ["__Snapshots__"]),
    .testTarget(
      name: "GalleryTests",
      dependencies: ["GalleryArtwork", "Snapshots", "PixelKit", "ShapeRender", "Shapes"],
      exclude: ["__Snapshots__"]),
    // The benchmark: the workloads as a library, so tests check their output, and
    // the executable that `Benchmarks/run.sh` times beside the C floor and Python baselines.
    .target(
      name: "BenchmarkWorkloads", dependencies: ["Shapes", "ShapeRender"],
      path: "Benchmarks/BenchmarkWorkloads"),
    .executableTarget(
      name: "shapes-bench", dependencies: ["BenchmarkWorkloads", "ShapeRender"],
      path: "Benchmarks/shapes-bench"),
    .testTarget(
      name: "BenchmarkWorkloadsTests",
      dependencies: ["BenchmarkWorkloads", "shapegen", "Shapes", "ShapeRender"]),
    // SwiftUI code pasted as published, with only its import changed.
    .testTarget(name: "SwiftUICompatibilityTests", dependencies: ["Shapes"]),
  ],
  swiftLanguageModes: [.v6]
)
