import Foundation
import PixelKit
import ShapeRender
import Shapes
import Testing

/// Images embedded as data URIs, and text with its escaping and placement.
@MainActor @Suite struct SVGImageAndTextTests {
  /// A 4×2 PNG, solid red.
  let png = PNGImage(width: 4, height: 2, color: .red).pngData()

  @Test func imageIsEmbeddedAsADataURIWithTheXLinkNamespace() throws {
    let image = try Image(data: png)
    #expect(image.pixelSize == CGSize(width: 4, height: 2))
    let svg = renderSVG { image }
    #expect(svg.contains(##"xmlns:xlink="http://www.w3.org/1999/xlink""##))
    let body = bodyLines(svg)
    // Not resizable: one point per pixel, centred.
    #expect(
      body == [
        ##"<image x="48" y="49" width="4" height="2" preserveAspectRatio="none" xlink:href="data:image/png;base64,\##(png.base64EncodedString())"/>"##
      ])
  }

  @Test func resizableImagesStretchFitOrFill() throws {
    let image = try Image(data: png).resizable()
    #expect(renderBody { image }[0].hasPrefix(##"<image x="0" y="0" width="100" height="100""##))
    #expect(
      renderBody { image.scaledToFit() }[0].hasPrefix(
        ##"<image x="0" y="25" width="100" height="50""##))
    #expect(
      renderBody { image.scaledToFill() }[0].hasPrefix(
        ##"<image x="-50" y="0" width="200" height="100""##))
    #expect(
      renderBody { image.aspectRatio(1, contentMode: .fit).frame(width: 60, height: 40) }[0]
        .hasPrefix(##"<image x="30" y="30" width="40" height="40""##))
  }

  @Test func documentsWithoutImagesHaveNoXLinkNamespace() {
    #expect(!renderSVG { Rectangle() }.contains("xlink"))
  }

  @Test func badImagesAreTypedErrorsNamingTheInput() {
    #expect(throws: ImageError(source: "image data (3 bytes)", reason: .unknownFormat)) {
      try Image(data: Data([1, 2, 3]))
    }
    #expect(throws: ImageError(source: "image data (10 bytes)", reason: .truncatedHeader)) {
      try Image(data: png.prefix(10))
    }
    #expect(
      throws: ImageError(
        source: "/nonexistent/photo.png", reason: .unreadable("No such file or directory"))
    ) {
      try Image(contentsOfFile: "/nonexistent/photo.png")
    }
  }

  @Test func textDropsCharactersXMLCannotHold() {
    let body = renderBody { Text("a\u{0}b\u{1B}c\u{FFFE}d") }
    #expect(body[0].contains(">abcd</text>"))
  }

  @Test func fontFamilyIsEscapedToo() {
    let body = renderBody { Text("x").font(.custom(#"Evil" onload="x"#, size: 10)) }
    #expect(body[0].contains(##"Evil&quot; onload=&quot;x""##))
  }

  @Test func environmentFontAndForegroundReachText() {
    let body = renderBody {
      ZStack { Text("a") }.font(.caption).foregroundColor(.blue)
    }
    #expect(body[0].contains(##"font-size="12""##))
    #expect(body[0].contains(##"fill="#007aff""##))
  }

  @Test func fontStylesAndDesigns() {
    let body = renderBody {
      Text("a").font(.system(size: 10, design: .monospaced).italic())
    }
    #expect(body[0].contains(##"Menlo, &apos;DejaVu Sans Mono&apos;, monospace""##))
    #expect(body[0].contains(##"font-style="italic""##))
    #expect(renderBody { Text("a").font(.system(size: 0)) }.isEmpty)
    #expect(renderBody { Text("") }.isEmpty)
  }
}
