import Foundation
import Shapes

/// Renders a view to pixels, as SwiftUI's `ImageRenderer` does, with PNG output.
///
/// ```swift
/// let renderer = ImageRenderer(content: Circle().fill(Color.orange).frame(width: 40, height: 40))
/// renderer.scale = 2
/// if let png = renderer.pngData() {
///   print(png.count > 0, renderer.image?.width ?? 0)  // true 80
/// }
/// ```
///
/// The view is offered ``proposedSize`` and drawn at the size it takes, `scale` pixels a
/// point. The view is resolved to the same scene the SVG writer writes, then rasterized
/// (see <doc:RasterRendering>).
///
/// **Degenerate input.** A view that takes no room (zero width or height), a scale that is
/// zero, negative or not finite, or a size past ``RasterError``'s limits gives no image:
/// ``image`` and ``pngData()`` are `nil` and ``render()`` throws the reason.
@MainActor @preconcurrency
public final class ImageRenderer<Content: View> {
  /// The view to render.
  public var content: Content
  /// Device pixels per point; 1 unless set.
  public var scale: CGFloat = 1
  /// The size offered to the view; unspecified dimensions are 10 points for views without
  /// a size of their own.
  public var proposedSize: ProposedViewSize = .unspecified
  /// Whether the image has no transparency: when true, every pixel is made opaque by
  /// drawing the view over black, as an image without an alpha channel shows it.
  public var isOpaque = false

  /// Creates a renderer of a view.
  public init(content: Content) {
    self.content = content
  }

  /// The view's pixels, or the reason there are none.
  ///
  /// - Throws: ``RasterError`` for a size or scale that gives no pixels or too many.
  public func render() throws(RasterError) -> RasterImage {
    var context = ResolveContext()
    context.stack = .ofCurrentThread()
    let proposal = proposedSize.replacingUnspecifiedDimensions()
    // The proposal is the container of `containerRelativeFrame`, as a window is.
    let size = ContainerSize.$canvas.withValue(proposal) {
      context.size(of: content, for: proposal)
    }
    let pixels = try RasterError.pixelSize(
      width: Double(size.width), height: Double(size.height), scale: Double(scale))
    let bounds = CGRect(origin: .zero, size: size)
    var nodes: [Node] = []
    if isOpaque {
      nodes.append(.background(.black, in: bounds.insetBy(dx: -1, dy: -1), paintFrame: bounds))
    }
    nodes += ContainerSize.$canvas.withValue(proposal) {
      PreferredAppearance.resolving {
        MatchedFrames.resolving { context.resolve(content, in: bounds) }
      }
    }
    return SceneRasterizer.image(
      of: nodes, width: pixels.width, height: pixels.height, scale: Double(scale))
  }

  /// The view's pixels; `nil` when it has none (see ``render()`` for why).
  public var image: RasterImage? { try? render() }

  /// The view as a PNG file (8-bit RGBA with an `sRGB` chunk); `nil` when it has no pixels.
  public func pngData() -> Data? { image?.pngData() }
}
