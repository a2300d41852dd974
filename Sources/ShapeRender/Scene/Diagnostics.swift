import Foundation

/// Something drawn differently from what the code asks, which the caller can read from
/// ``Artwork/diagnostics`` so that nothing is silently wrong.
public enum ArtworkDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// An `Image(systemName:)` drawn as a placeholder: the symbol catalog has no symbol of
  /// that name (see <doc:Symbols>).
  case missingSymbol(String)
  /// An `Image(_:bundle:)` whose file was not found or could not be read: it draws
  /// nothing.
  case missingImage(String)
  /// A view left out because it reads an ``EnvironmentObject`` of this type that no
  /// ancestor provides.
  case missingEnvironmentObject(String)
  /// Views left out because they nest more deeply than the thread's stack can lay out:
  /// thousands of levels, as an `AnyView` wrapped in a loop or a recursive view makes.
  case nestedTooDeeply
  /// Images, gradients, effects or text no font measured under a perspective projection
  /// (a `rotation3DEffect` that does not leave the view flat), drawn with the nearest
  /// affine transform: only outlines are projected exactly.
  case approximatedProjection
  /// A sentence about it.
  public var description: String {
    switch self {
    case .missingSymbol(let name):
      "Image(systemName: \"\(name)\") is drawn as a placeholder: the symbol catalog has no such symbol"
    case .missingImage(let name):
      "Image(\"\(name)\") draws nothing: no readable PNG or JPEG file of that name is a resource"
    case .missingEnvironmentObject(let type):
      "a view reading @EnvironmentObject \(type) is left out: no ancestor provides it"
    case .nestedTooDeeply:
      "views nested more deeply than the stack allows are left out"
    case .approximatedProjection:
      "images and effects in perspective are drawn with the nearest flat transform"
    }
  }
}

/// Collects diagnostics while a scene is resolved, for the caller of
/// ``Artwork/diagnostics``.
final class Diagnostics: @unchecked Sendable {
  private let lock = NSLock()
  private var found: [ArtworkDiagnostic] = []

  /// The collector of the resolution running on this task, if one collects.
  @TaskLocal static var current: Diagnostics?

  /// Records `diagnostic` with the current collector, once.
  static func report(_ diagnostic: ArtworkDiagnostic) {
    guard let current else { return }
    current.lock.withLock {
      if !current.found.contains(diagnostic) { current.found.append(diagnostic) }
    }
  }

  /// What was recorded, in order.
  var diagnostics: [ArtworkDiagnostic] { lock.withLock { found } }
}
