import Foundation
import PixelKit
import Testing

@Suite struct SVGRasterizerTests {
  static let redSquare = """
    <svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">
      <rect x="25" y="25" width="50" height="50" fill="red"/>
    </svg>
    """

  @Test func rendersARedSquare() throws {
    try requireRenderer()
    let image = try SVGRasterizer().render(Self.redSquare)
    #expect(image.width == 100 && image.height == 100)
    #expect(image[x: 50, y: 50] == .red)
    #expect(image[x: 10, y: 10].isTransparent)
    #expect(abs(image.coverage() - 2_500) <= 25)
    #expect(image.boundingBox() == PixelRect(x: 25, y: 25, width: 50, height: 50))
    #expect(image.meanColor(in: PixelRect(x: 25, y: 25, width: 50, height: 50)) == .red)
    #expect(image.countPixels { $0 == .red } == 2_500)
  }

  @Test func scalesToAWidthOrByAZoom() throws {
    try requireRenderer()
    let wide = try SVGRasterizer(width: 200).render(Self.redSquare)
    #expect(wide.width == 200 && wide.height == 200)
    #expect(wide.boundingBox() == PixelRect(x: 50, y: 50, width: 100, height: 100))
    let small = try SVGRasterizer(zoom: 0.5).render(Self.redSquare)
    #expect(small.width == 50 && small.height == 50)
    #expect(abs(small.coverage() - 625) <= 7)
  }

  @Test func paintsABackground() throws {
    try requireRenderer()
    let image = try SVGRasterizer(backgroundColor: .white).render(Self.redSquare)
    #expect(image[x: 10, y: 10] == .white)
    #expect(image[x: 50, y: 50] == .red)
    let translucent = RGBA(red: 0, green: 0, blue: 255, alpha: 128)
    let tinted = try SVGRasterizer(backgroundColor: translucent).render(Self.redSquare)
    #expect(tinted[x: 10, y: 10].isClose(to: translucent, tolerance: 1))
  }

  @Test func reportsTheRenderersComplaint() throws {
    try requireRenderer()
    do {
      _ = try SVGRasterizer().render("<svg xmlns='http://www.w3.org/2000/svg'><rect")
      Issue.record("a broken document rendered")
    } catch {
      guard case .rendererFailed(let status, let standardError) = error else {
        Issue.record("unexpected error \(error)")
        return
      }
      #expect(status != 0)
      #expect(!standardError.isEmpty)
      #expect(error.description.hasPrefix("rsvg-convert exited with status \(status): "))
    }
  }

  @Test func failsClearlyWithoutARenderer() {
    #expect(throws: SVGRasterizerError.rendererNotFound(SVGRasterizer.missingMessage)) {
      try SVGRasterizer(executableURL: nil).render(Self.redSquare)
    }
    let nowhere = URL(fileURLWithPath: "/nonexistent/rsvg-convert")
    #expect {
      try SVGRasterizer(executableURL: nowhere).render(Self.redSquare)
    } throws: { error in
      if case .launchFailed = error as? SVGRasterizerError { return true }
      return false
    }
  }

  @Test func stopsARendererThatHangs() throws {
    let script = FileManager.default.temporaryDirectory
      .appendingPathComponent("hanging-renderer-\(UUID().uuidString).sh")
    try "#!/bin/sh\nexec /bin/sleep 30\n".write(to: script, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    defer { try? FileManager.default.removeItem(at: script) }
    let start = ContinuousClock.now
    #expect(throws: SVGRasterizerError.timedOut(seconds: 0.5)) {
      try SVGRasterizer(timeout: .milliseconds(500), executableURL: script).render(Self.redSquare)
    }
    #expect(ContinuousClock.now - start < .seconds(10))
  }

  @Test func requiresTheRendererOnlyOnCI() throws {
    let noRenderer = ["PATH": "/nonexistent"]
    #expect(try SVGRasterizer.requireAvailability(environment: noRenderer) == false)
    #expect(
      try SVGRasterizer.requireAvailability(environment: noRenderer.merging(["CI": "false"]) { $1 })
        == false)
    #expect(throws: SVGRasterizerError.self) {
      try SVGRasterizer.requireAvailability(environment: noRenderer.merging(["CI": "true"]) { $1 })
    }
    #expect(SVGRasterizer.isRequired(environment: ["CI": "1"]))
    #expect(!SVGRasterizer.isRequired(environment: [:]))
    #expect(!SVGRasterizer.isRequired(environment: ["CI": ""]))
  }

  @Test func passesOptionsToTheRenderer() {
    let rasterizer = SVGRasterizer(
      width: 10, height: 20, zoom: 1.5, backgroundColor: RGBA(red: 1, green: 2, blue: 3, alpha: 51))
    #expect(
      rasterizer.arguments == [
        "--format=png", "--width=10", "--height=20", "--zoom=1.5",
        "--background-color=rgba(1,2,3,0.2)",
      ])
  }
}
