import Foundation
import PixelKit
import ShapeRender
import Shapes

/// The photo of the trapezium hero: a small landscape the package paints itself, pixel by
/// pixel, and encodes with PixelKit's PNG encoder, so no binary file is shipped.
///
/// A 240×160 scene at golden hour: a sky from deep blue through violet and rose to a warm
/// horizon, a low sun with a glow, a hazy far ridge and a green near hill with a lit crest. Every pixel is a pure
/// function of its position, so the PNG (and every SVG that embeds it) is the same on
/// every machine. The colors are saturated on purpose: tests tell the photo from the gray
/// stroke, the shadow and the neutral canvas by their chroma.
public enum GalleryPhoto {
  /// The width in pixels.
  public static let width = 240
  /// The height in pixels.
  public static let height = 160

  /// The pixels.
  public static let bitmap = PNGImage(width: width, height: height) { x, y in
    pixel(x: Double(x) + 0.5, y: Double(y) + 0.5)
  }

  /// The PNG file.
  public static let pngData: Data = bitmap.pngData(level: .best)

  /// The photo as an image view, ready to be made resizable.
  public static let image: Image = {
    do {
      return try Image(data: pngData)
    } catch {
      preconditionFailure("the gallery photo is not a readable PNG: \(error)")
    }
  }()

  // MARK: The scene

  /// A color as three channels in 0…1.
  struct Tone {
    var red: Double
    var green: Double
    var blue: Double

    init(_ hex: UInt32) {
      red = Double((hex >> 16) & 0xFF) / 255
      green = Double((hex >> 8) & 0xFF) / 255
      blue = Double(hex & 0xFF) / 255
    }

    init(red: Double, green: Double, blue: Double) {
      self.red = red
      self.green = green
      self.blue = blue
    }

    /// This tone mixed with `other`: `amount` 0 is this one, 1 the other.
    func mixed(with other: Tone, _ amount: Double) -> Tone {
      let t = min(max(amount, 0), 1)
      return Tone(
        red: red + (other.red - red) * t, green: green + (other.green - green) * t,
        blue: blue + (other.blue - blue) * t)
    }

    var rgba: RGBA {
      func byte(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
      return RGBA(red: byte(red), green: byte(green), blue: byte(blue))
    }
  }

  static let zenith = Tone(0x1F4FB8)
  static let dusk = Tone(0x6A5FD0)
  static let rose = Tone(0xE9799F)
  static let horizon = Tone(0xFFB25C)
  static let sunCore = Tone(0xFFF1A8)
  static let glow = Tone(0xFF9A4D)
  static let farRidge = Tone(0x4A3F8F)
  static let haze = Tone(0xA77BC4)
  static let hillLight = Tone(0x5DB04A)
  static let hillShade = Tone(0x2E7A34)
  static let crestLight = Tone(0xB5DA4E)

  static let sunCenter = (x: 168.0, y: 84.0)
  static let sunRadius = 15.0

  /// The height of the far ridge at `x`.
  static func farRidgeTop(_ x: Double) -> Double {
    100 + 7 * sin(x / 21 + 0.6) + 4 * sin(x / 8.5 + 2.1)
  }

  /// The height of the near hill at `x`.
  static func nearHillTop(_ x: Double) -> Double {
    122 - 14 * sin(x / 46 + 0.4) + 3 * sin(x / 13 + 1.3)
  }

  /// How much of a pixel whose centre is `distance` inside an edge is covered (a one-pixel
  /// ramp, for smooth edges).
  static func coverage(_ distance: Double) -> Double {
    min(max(distance + 0.5, 0), 1)
  }

  /// The color at the point (`x`, `y`) of the scene.
  static func pixel(x: Double, y: Double) -> RGBA {
    // The sky: deep blue through violet and rose to the warm horizon (by way of the
    // purples, so every mix stays colorful).
    let height = Double(self.height)
    let skyT = min(y / (height * 0.7), 1)
    let ramp = [zenith, dusk, rose, horizon]
    let position = skyT * Double(ramp.count - 1)
    let index = min(Int(position), ramp.count - 2)
    var tone = ramp[index].mixed(with: ramp[index + 1], position - Double(index))
    // The sun's glow, then its disc.
    let dx = x - sunCenter.x
    let dy = y - sunCenter.y
    let distance = (dx * dx + dy * dy).squareRoot()
    tone = tone.mixed(with: glow, 0.5 * exp(-pow(max(distance - sunRadius, 0) / 26, 2)))
    tone = tone.mixed(with: sunCore, coverage(sunRadius - distance))
    // The far ridge, hazier toward its top.
    let far = farRidgeTop(x)
    let haze = min(max((y - far) / 30, 0), 1)
    tone = tone.mixed(
      with: farRidge.mixed(with: self.haze, 0.6 * (1 - haze)), coverage(y - far))
    // The near hill, lit along its crest.
    let near = nearHillTop(x)
    let depth = min(max((y - near) / (height - near), 0), 1)
    let hill = hillLight.mixed(with: hillShade, depth)
      .mixed(with: crestLight, max(0, 1 - (y - near) / 5) * 0.6)
    tone = tone.mixed(with: hill, coverage(y - near))
    return tone.rgba
  }
}
