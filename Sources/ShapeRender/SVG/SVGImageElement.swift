import Foundation
import Shapes

extension SVGDocumentWriter {
  /// Writes an `image` element: the image's bytes inline as a `data:` URL, stretched to
  /// its rectangle (its aspect ratio was settled when the scene was made).
  func writeImage(_ image: ImageNode, attributes: SVGOutput?, animations: SVGOutput?) {
    output.append("<image")
    output.attribute("x", image.rect.minX)
    output.attribute("y", image.rect.minY)
    output.attribute("width", image.rect.width)
    output.attribute("height", image.rect.height)
    output.append(" preserveAspectRatio=\"none\"")
    if let attributes { output.append(attributes) }
    output.append(" xlink:href=\"data:")
    output.append(string: image.image.header.format.mimeType)
    output.append(";base64,")
    output.append(string: image.image.data.base64EncodedString())
    output.append("\"")
    output.closeLeaf("image", animations: animations)
  }
}
