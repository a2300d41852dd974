import Foundation

StandardStream.prepareProcess()
exit(ShapeGen.run(Array(CommandLine.arguments.dropFirst())))
