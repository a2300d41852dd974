// Writes every artwork of the gallery as SVG: `swift run gallery [<folder>]`.
import Foundation
import GalleryArtwork

let status = GalleryCommand.run(
  Array(CommandLine.arguments.dropFirst()),
  output: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
  error: { text in FileHandle.standardError.write(Data(text.utf8)) })
exit(status)
