import Foundation
import ShapeRender
import Testing

/// A context clipped thousands of times: one group in the scene, nested groups in SVG,
/// written without recursion.
@Suite struct NestedClipTests {
  @Test func tenThousandClipsWriteTenThousandNestedGroupsAndThreeDefinitions() {
    let svg = SVGRenderer().render(width: 100, height: 100) { context, _ in
      for index in 0..<10_000 {
        context.clip(to: Path(CGRect(x: 10, y: 10, width: 80 - Double(index % 3), height: 80)))
      }
      context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(.blue))
    }
    // Identical clips share a definition; each clip is a group of its own, in order.
    #expect(svg.components(separatedBy: "<clipPath ").count - 1 == 3)
    #expect(svg.components(separatedBy: "<g clip-path=").count - 1 == 9_999)
    #expect(svg.components(separatedBy: "</g>").count - 1 == 9_999)
    #expect(svg.contains("<path d=\"M0 0H100V100H0Z\" fill=\"#007aff\" clip-path=\"url(#clip"))
  }

  @Test func twoClipsWriteAsNestedGroupsDid() {
    let svg = SVGRenderer().render(width: 100, height: 100) { context, _ in
      context.clip(to: Path(CGRect(x: 0, y: 0, width: 50, height: 100)))
      context.clip(to: Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100)))
      context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(.red))
    }
    let body = svg.split(separator: "\n").filter { $0.hasPrefix("<g") || $0.hasPrefix("<path") }
    #expect(
      body == [
        "<g clip-path=\"url(#clip1)\">",
        "<path d=\"M0 0H100V100H0Z\" fill=\"#ff3b30\" clip-path=\"url(#clip2)\"/>",
      ])
  }
}
