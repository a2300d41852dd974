import Foundation
import ShapeRender

/// The effect options: a drop shadow, and an image that fills the shape.
struct EffectOptions {
  /// `--shadow-radius <points>`.
  static let shadowRadius = OptionSpec(
    "shadow-radius", valueName: "points",
    abstract: "The blur radius of a drop shadow under the drawing. Any shadow option adds "
      + "the shadow.", defaultValue: "no shadow")
  /// `--shadow-x <points>`.
  static let shadowX = OptionSpec(
    "shadow-x", valueName: "points", abstract: "How far the shadow moves right.",
    defaultValue: "0")
  /// `--shadow-y <points>`.
  static let shadowY = OptionSpec(
    "shadow-y", valueName: "points", abstract: "How far the shadow moves down.",
    defaultValue: "0")
  /// `--shadow-color <color>`.
  static let shadowColor = OptionSpec(
    "shadow-color", valueName: "color", abstract: "The shadow's CSS color.",
    defaultValue: "SwiftUI's, black at 33% opacity")
  /// `--image <file>`.
  static let image = OptionSpec(
    "image", valueName: "file",
    abstract: "A PNG or JPEG image that fills the shape: scaled to fill its frame, keeping "
      + "its aspect ratio, and clipped to the shape. It is drawn over the fill and under "
      + "the stroke. It must be a regular file of at most \(Image.maximumFileSize >> 20) MiB, "
      + "which the SVG embeds.")
  /// The options, as help lists them.
  static let group = OptionGroup(
    title: "EFFECT OPTIONS", options: [shadowRadius, shadowX, shadowY, shadowColor, image])

  /// A drop shadow.
  struct Shadow {
    /// The shadow's color.
    let color: Color
    /// The blur radius.
    let radius: CGFloat
    /// The offset to the right.
    let x: CGFloat
    /// The offset downward.
    let y: CGFloat
  }

  /// The shadow, when a shadow option was given.
  let shadow: Shadow?
  /// The image file, when `--image` was given.
  let imagePath: String?

  /// Reads the effect options.
  init(_ arguments: ParsedArguments) throws(CommandLineError) {
    if arguments.containsAny(of: [Self.shadowRadius, Self.shadowX, Self.shadowY, Self.shadowColor])
    {
      var color = Color(.sRGBLinear, white: 0, opacity: 0.33)
      if let occurrence = arguments.last(Self.shadowColor) {
        do {
          color = try Color(css: occurrence.value ?? "")
        } catch {
          throw occurrence.invalid(error.description)
        }
      }
      shadow = Shadow(
        color: color, radius: try arguments.number(Self.shadowRadius, default: 0, .nonNegative),
        x: try arguments.number(Self.shadowX, default: 0),
        y: try arguments.number(Self.shadowY, default: 0))
    } else {
      shadow = nil
    }
    if let occurrence = arguments.last(Self.image), occurrence.value?.isEmpty ?? true {
      throw occurrence.invalid("the file name is empty")
    }
    imagePath = arguments.string(Self.image)
  }

  /// The image, read from its file.
  ///
  /// - Throws: ``CommandLineError/imageUnreadable(_:)`` when the file cannot be read, is not
  ///   a regular file, is larger than ``Image/maximumFileSize`` (64 MiB, refused before it
  ///   is read), or is not a PNG or JPEG image.
  func loadImage() throws(CommandLineError) -> Image? {
    guard let imagePath else { return nil }
    do {
      return try Image(contentsOfFile: imagePath)
    } catch {
      throw .imageUnreadable(error)
    }
  }
}
