import Foundation

exit(ShapeGen.run(Array(CommandLine.arguments.dropFirst())))
