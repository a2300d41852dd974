/// The version `shapegen --version` prints; the one place it is written.
enum ShapeGenVersion {
  /// The version of the tool and of the package it ships with.
  static let current = "0.2.0"
}
