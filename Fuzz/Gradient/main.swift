// Fuzz target `gradient`: the paint syntax of shapegen's --fill, --stroke and
// --background, gradients above all (`linear-gradient(90deg, red, blue 40%)`).
//
// shapegen is an executable target, so run.sh compiles its sources (all but main.swift)
// into this program, and this calls what the command line calls: PaintOption(parsing:),
// then paint(in:) for the frames below, then the SVG of a rectangle filled with it.
// A gradient's stops must be in 0…1 in order, and its end points finite.
import Foundation
import ShapeRender
import Shapes

/// libFuzzer's entry point: runs one input and returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  guard let option = try? PaintOption(parsing: text) else { return 0 }
  switch option {
  case .linearGradient(_, let stops), .radialGradient(let stops):
    checkStops(stops, text: text)
  case .none, .color:
    break
  }
  let frames = [
    CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 10, y: 20, width: 300, height: 40),
    CGRect(x: 0, y: 0, width: 1, height: 1000), CGRect(x: 0, y: 0, width: 0, height: 0),
  ]
  for frame in frames {
    guard let paint = option.paint(in: frame) else { continue }
    if case .linearGradient(let gradient) = paint {
      let points = [gradient.startPoint, gradient.endPoint]
      guard points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else {
        fatalError("\(text.prefix(300)) in \(frame) runs between \(points)")
      }
    }
  }
  // The SVG of the first frame filled with it (the others would only cost time).
  // Views are laid out on the main actor; libFuzzer calls this on the main thread.
  if let paint = option.paint(in: frames[0]) {
    MainActor.assumeIsolated {
      let artwork = Artwork(
        width: frames[0].width, height: frames[0].height,
        view: Rectangle().fill(PaintStyle(paint: paint)))
      keep(SVGRenderer().render(artwork))
    }
  }
  return 0
}

/// Traps unless the stops' locations are in 0…1 and in order.
private func checkStops(_ stops: [Gradient.Stop], text: String) {
  let locations = stops.map(\.location)
  guard locations.allSatisfy({ (0...1).contains($0) }), locations == locations.sorted() else {
    fatalError("\(text.prefix(300)) has stops at \(locations)")
  }
}

/// Keeps a result alive, so that the optimizer cannot drop the call that made it.
@inline(never)
private func keep<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
