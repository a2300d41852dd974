import Foundation
import Shapes

/// An image loaded from a URL, with SwiftUI's name, drawn as the still of its loading.
///
/// ```swift
/// AsyncImage(url: URL(fileURLWithPath: "photo.jpg")) { image in
///   image.resizable().scaledToFit()
/// } placeholder: {
///   ProgressView()
/// }
/// ```
///
/// A file URL is read at once, as ``Image/init(contentsOf:)`` reads it: the phase is
/// `.success` with the image, shown at its pixel size divided by `scale`, or `.failure`
/// when it cannot be read. Any other URL (`https:`) is not fetched, since a picture is
/// drawn without the network: the phase is `.empty`, the loading state, and the
/// placeholder is drawn. So is a `nil` URL. The default placeholder fills the room it is
/// offered with iOS's secondary fill (`#787880` at 16 %); the default failure is drawn
/// the same way.
public struct AsyncImage<Content: View> {
  let phase: AsyncImagePhase
  let content: (AsyncImagePhase) -> Content

  /// The image at `url`, or the default placeholder while it is not loaded.
  public init(url: URL?, scale: CGFloat = 1) where Content == AnyView {
    self.init(loading: url, scale: scale) { phase in
      phase.image.map { AnyView($0) } ?? AnyView(AsyncImagePlaceholder())
    }
  }

  /// The image at `url` drawn by `content`, or `placeholder` while it is not loaded (and
  /// when it fails).
  public init<I: View, P: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
    @ViewBuilder placeholder: @escaping () -> P
  ) where Content == AnyView {
    self.init(loading: url, scale: scale) { phase in
      phase.image.map { AnyView(content($0)) } ?? AnyView(placeholder())
    }
  }

  /// The image at `url` as `content` draws each phase of its loading.
  public init(
    url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
    @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
  ) {
    self.init(loading: url, scale: scale, content: content)
  }

  private init(loading url: URL?, scale: CGFloat, content: @escaping (AsyncImagePhase) -> Content) {
    phase = AsyncImagePhase(loading: url, scale: scale)
    self.content = content
  }
}

extension AsyncImage: View {
  /// The content for the phase the loading is in.
  public var body: some View {
    content(phase)
  }
}

/// Where an ``AsyncImage``'s loading is, with SwiftUI's name.
public enum AsyncImagePhase {
  /// Not loaded: the URL is not a file's, or there is none.
  case empty
  /// Loaded.
  case success(Image)
  /// Could not be loaded.
  case failure(any Error)

  /// The image, when loaded.
  public var image: Image? {
    if case .success(let image) = self { return image }
    return nil
  }

  /// Why it could not be loaded.
  public var error: (any Error)? {
    if case .failure(let error) = self { return error }
    return nil
  }

  /// The phase a still of loading `url` is in; see ``AsyncImage``.
  ///
  /// A scale that is not positive and finite counts as 1.
  init(loading url: URL?, scale: CGFloat) {
    guard let url, url.isFileURL else {
      self = .empty
      return
    }
    do {
      var image = try Image(contentsOf: url)
      image.scale = scale > 0 && scale.isFinite ? scale : 1
      self = .success(image)
    } catch {
      self = .failure(error)
    }
  }
}

/// The default placeholder of an ``AsyncImage``: iOS's secondary fill over all its room.
struct AsyncImagePlaceholder {
}

extension AsyncImagePlaceholder: View {
  var body: some View {
    Color.secondarySystemFill
  }
}
