import Foundation
import ShapeRender
import Shapes

/// The tool's flow: reads the command line, prints help or the version, or draws the
/// shape and writes its SVG; on failure prints the error and returns the exit status.
@MainActor
enum ShapeGen {
  /// Runs the tool with the arguments that follow its name and returns the exit status:
  /// 0 on success and for help and the version, 64 for bad input, 1 when the image cannot
  /// be read or the SVG, help or version cannot be written.
  ///
  /// Errors go to standard error; when that cannot be written either, the exit status is
  /// all that is left to tell. A closed pipe on standard output stops the tool quietly.
  static func run(_ arguments: [String]) -> Int32 {
    var command = ShapeCatalog.root
    do {
      try execute(arguments, command: &command)
      return 0
    } catch {
      guard let text = error.message else { return error.exitCode }
      var message = "Error: \(text)\n"
      if error.showsUsage { message += HelpFormatter().errorUsage(of: command) }
      try? StandardStream.error.write(message)
      return error.exitCode
    }
  }

  /// Does what the arguments ask; `command` is set to the command whose usage an error
  /// should show.
  static func execute(_ arguments: [String], command: inout Command) throws(CommandLineError) {
    guard let first = arguments.first else { throw .missingSubcommand }
    switch first {
    case _ where OptionSpec.help.matches(first):
      try printHelp(for: command)
    case _ where OptionSpec.version.matches(first):
      try printVersion()
    case "help":
      let rest = arguments.dropFirst()
      guard let name = rest.first, !OptionSpec.help.matches(name) else {
        return try printHelp(for: command)
      }
      guard let shape = ShapeCatalog.shape(named: name) else {
        throw ShapeCatalog.unknownShape(name)
      }
      guard rest.count == 1 else { throw .unexpectedArguments(Array(rest.dropFirst())) }
      try printHelp(for: shape.command)
    case _ where first.hasPrefix("-"):
      let name = first.split(separator: "=", maxSplits: 1).first.map(String.init) ?? first
      let candidates = command.options.map(\.longName)
      throw .unknownOption(name, suggestion: Suggestion.nearest(to: name, among: candidates))
    default:
      guard let shape = ShapeCatalog.shape(named: first) else {
        throw ShapeCatalog.unknownShape(first)
      }
      command = shape.command
      switch try ArgumentParser(command: command).parse(Array(arguments.dropFirst())) {
      case .help: try printHelp(for: command)
      case .version: try printVersion()
      case .options(let options): try draw(shape, options)
      }
    }
  }

  /// Draws the shape the options describe and writes its SVG.
  ///
  /// Every option is read and the image loaded before anything is written, so a bad value
  /// leaves standard output and the `-o` file untouched.
  static func draw(_ shape: any ShapeCommand.Type, _ options: ParsedArguments)
    throws(CommandLineError)
  {
    let animation = try AnimationOptions(
      options, shape: shape.name, parameters: shape.animatableParameters,
      options: shape.command.options)
    let outline = try animation.shape(shape, options)
    // The precision first: whether a size is written as 0 depends on it.
    let output = try OutputOptions(options)
    let builder = ArtworkBuilder(
      canvas: try CanvasOptions(options, precision: output.precision),
      style: try StyleOptions(options, precision: output.precision),
      effects: try EffectOptions(options), animation: animation)
    try animation.validate(style: builder.style, arguments: options)
    let image = try builder.effects.loadImage()
    let artwork = builder.artwork(of: outline, image: image)
    switch output.format {
    case .svg:
      try output.destination.write(artwork, with: SVGRenderer(precision: output.precision))
    case .png:
      try output.destination.write(artwork, with: RasterRenderer(scale: output.scale))
    }
  }

  /// Prints a command's help to standard output.
  ///
  /// - Throws: ``CommandLineError/standardOutputFailed(_:)`` when it cannot be written.
  static func printHelp(for command: Command) throws(CommandLineError) {
    try printToStandardOutput(HelpFormatter().help(for: command))
  }

  /// Prints the version to standard output.
  ///
  /// - Throws: ``CommandLineError/standardOutputFailed(_:)`` when it cannot be written.
  static func printVersion() throws(CommandLineError) {
    try printToStandardOutput(ShapeGenVersion.current + "\n")
  }

  /// Writes `text` to standard output.
  ///
  /// - Throws: ``CommandLineError/standardOutputFailed(_:)`` when it cannot be written.
  static func printToStandardOutput(_ text: String) throws(CommandLineError) {
    do {
      try StandardStream.output.write(text)
    } catch {
      throw .standardOutputFailed(error)
    }
  }
}
