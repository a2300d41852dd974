// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Shapes",
  products: [
    .library(name: "Shapes", targets: ["Shapes"])
  ],
  targets: [
    .target(name: "Shapes"),
    .testTarget(name: "ShapesTests", dependencies: ["Shapes"]),
    // SwiftUI code pasted as published, with only its import changed.
    .testTarget(name: "SwiftUICompatibilityTests", dependencies: ["Shapes"]),
  ],
  swiftLanguageModes: [.v6]
)
