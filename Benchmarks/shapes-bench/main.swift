import BenchmarkWorkloads
import Foundation
import ShapeRender

// The Shapes side of the benchmark: writes one workload's SVG, as a user of the
// package would, and exits. `Benchmarks/run.sh` times whole runs of it.
//
//   shapes-bench w1 [--count N] [--api context|view|canvas|lazygrid] [-o FILE]
//   shapes-bench w2 [--count N] [-o FILE]
//   shapes-bench w3 [-o FILE]
//   shapes-bench s2 [--count N] [-o FILE]   (W2's path stroked to an outline, filled)
//   shapes-bench w5 [--count N] [--api layout|view|parse] [-o FILE]
//                               (layout: TextLayout and outlines; view: Text in an
//                               Artwork through SVGRenderer(textOutput: .paths); parse:
//                               only reads the font, the baseline both subtract)
//   shapes-bench r1|r2|r3 [--format png|none|svg] [-o FILE]
//                               (raster: W1's grid, the trapezium hero at scale 3, W2's
//                               path stroked; drawn and written as PNG, drawn only, or
//                               written as the SVG resvg draws; see RasterWorkloads.swift)
//   shapes-bench --empty        (starts, loads the libraries, writes nothing)

/// The command line, read.
struct Options {
  var workload = ""
  var count: Int?
  var api = "context"
  var output: String?
  var format = RasterWorkload.Format.png

  init(_ arguments: [String]) throws {
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--count":
        guard let value = rest.popFirst().flatMap({ Int($0) }), value >= 0 else {
          throw UsageError(message: "--count needs a number")
        }
        count = value
      case "--api":
        guard let value = rest.popFirst(),
          ["context", "view", "canvas", "lazygrid", "layout", "parse"].contains(value)
        else {
          throw UsageError(message: "--api is context, view, canvas, lazygrid, layout or parse")
        }
        api = value
      case "--format":
        guard let value = rest.popFirst().flatMap(RasterWorkload.Format.init(rawValue:)) else {
          throw UsageError(message: "--format is png, none or svg")
        }
        format = value
      case "-o":
        guard let value = rest.popFirst() else { throw UsageError(message: "-o needs a file") }
        output = value
      case "--empty", "w1", "w2", "w3", "s2", "w5", "r1", "r2", "r3":
        workload = argument
      default:
        throw UsageError(message: "unknown argument \(argument)")
      }
    }
    if workload.isEmpty {
      throw UsageError(message: "name a workload: w1, w2, w3, s2, w5, r1, r2, r3 or --empty")
    }
  }
}

/// A bad command line.
struct UsageError: Error {
  let message: String
}

/// Opens the output: the file (created or truncated, as the C floor does with open(2)),
/// or standard output.
func openOutput(_ path: String?) throws -> FileHandle {
  guard let path else { return FileHandle.standardOutput }
  let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
  guard descriptor >= 0 else { throw UsageError(message: "cannot write \(path)") }
  return FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
}

@MainActor
func run(_ options: Options) throws {
  let renderer = SVGRenderer()
  switch options.workload {
  case "--empty":
    // Touch the libraries, so their loading is part of the empty run, as it is of a real one.
    _ = renderer.render(width: 0, height: 0) { _, _ in }
  case "w1":
    let count = options.count ?? 10_000
    let size = GridWorkload.canvasSize(count: count)
    let handle = try openOutput(options.output)
    switch options.api {
    case "view":
      try renderer.render(GridWorkload.artwork(count: count), to: handle)
    case "lazygrid":
      try renderer.render(GridWorkload.lazyGridArtwork(count: count), to: handle)
    case "canvas":
      let artwork = Artwork(width: size.width, height: size.height) {
        Canvas { context, _ in GridWorkload.draw(count: count, in: &context) }
      }
      try renderer.render(artwork, to: handle)
    default:
      try renderer.render(width: size.width, height: size.height, to: handle) { context, _ in
        GridWorkload.draw(count: count, in: &context)
      }
    }
  case "r1", "r2", "r3":
    try RasterWorkload.run(options.workload, format: options.format, output: options.output)
  case "w5":
    let count = options.count ?? TextWorkload.wordCount
    // The font file is read and parsed once, whatever the API.
    let font = try OpenTypeFont(contentsOf: URL(fileURLWithPath: TextWorkload.fontPath))
    let handle = try openOutput(options.output)
    switch options.api {
    case "parse":
      handle.write(Data("\(font.glyphCount)\n".utf8))
    case "view":
      let layout = TextLayout(
        TextWorkload.words(count: count), fonts: [font], size: TextWorkload.size,
        options: .init(width: TextWorkload.width))
      let height = TextWorkload.canvasSize(of: layout).height
      try SVGRenderer(textOutput: .paths).render(
        TextWorkload.artwork(count: count, height: height), to: handle)
    default:
      handle.write(Data(TextWorkload.outlineSVG(font: font, count: count).utf8))
    }
  case "w2":
    let count = options.count ?? LongPathWorkload.pointCount
    let size = LongPathWorkload.canvasSize
    let handle = try openOutput(options.output)
    try renderer.render(width: size.width, height: size.height, to: handle) { context, _ in
      LongPathWorkload.draw(count: count, in: &context)
    }
  case "s2":
    let count = options.count ?? LongPathWorkload.pointCount
    let size = LongPathWorkload.canvasSize
    let handle = try openOutput(options.output)
    try renderer.render(width: size.width, height: size.height, to: handle) { context, _ in
      LongPathWorkload.drawOutline(count: count, in: &context)
    }
  default:
    let size = EffectsWorkload.canvasSize
    let handle = try openOutput(options.output)
    try renderer.render(width: size.width, height: size.height, to: handle) { context, _ in
      EffectsWorkload.draw(in: &context)
    }
  }
}

do {
  try run(Options(Array(CommandLine.arguments.dropFirst())))
} catch let error as UsageError {
  FileHandle.standardError.write(Data("shapes-bench: \(error.message)\n".utf8))
  exit(64)
} catch {
  FileHandle.standardError.write(Data("shapes-bench: \(error)\n".utf8))
  exit(1)
}
