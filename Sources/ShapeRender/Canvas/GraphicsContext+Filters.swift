import Shapes

extension GraphicsContext {
  /// Options of a blur filter, as SwiftUI spells them.
  ///
  /// **Degenerate input.** Bits other than the two options' are kept and ignored.
  public struct BlurOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt32

    /// Options from their bits.
    ///
    /// **Degenerate input.** Any bits are accepted; unknown ones change nothing.
    public init(rawValue: UInt32) {
      self.rawValue = rawValue
    }

    /// The blur is opaque within the context's clip bounds: each pixel is divided by its
    /// alpha and made opaque, and nothing is drawn outside them (see
    /// ``View/blur(radius:opaque:)``).
    ///
    /// **Degenerate input.** None: the option takes no value.
    public static let opaque = BlurOptions(rawValue: 1 << 0)

    /// SwiftUI dithers the result; this package's 8-bit result is not dithered, and the
    /// option changes nothing.
    ///
    /// **Degenerate input.** None: the option takes no value.
    public static let dithersResult = BlurOptions(rawValue: 1 << 1)
  }
}

extension GraphicsContext.Filter {
  /// A Gaussian blur whose standard deviation is `radius`, as SwiftUI documents for this
  /// filter (a view's ``View/blur(radius:opaque:)`` takes half its radius, as a shadow
  /// does).
  ///
  /// It blurs every channel, premultiplied by alpha; with ``GraphicsContext/BlurOptions/opaque``
  /// it is opaque within the context's clip bounds.
  ///
  /// **Degenerate input.** A NaN or infinite radius, or a radius of 0 or less without
  /// `.opaque`, makes a filter that does nothing; with `.opaque` a negative radius
  /// counts as 0.
  public static func blur(
    radius: CGFloat, options: GraphicsContext.BlurOptions = GraphicsContext.BlurOptions()
  ) -> GraphicsContext.Filter {
    let opaque = options.contains(.opaque)
    guard radius.isFinite, radius > 0 || opaque else { return Self(effect: nil) }
    // The opaque frame is the clip bounds, known when an operation is drawn.
    return Self(
      effect: .blur(Blur(deviation: max(radius, 0), opaqueFrame: opaque ? .zero : nil)))
  }

  /// Adds `amount` to red, green and blue, as ``View/brightness(_:)`` does.
  ///
  /// **Degenerate input.** A NaN or infinite amount makes a filter that does nothing.
  public static func brightness(_ amount: Double) -> GraphicsContext.Filter {
    Self(effect: ColorFilter.brightness(amount).map(Effect.colorFilter))
  }

  /// Scales red, green and blue about ½ by `amount`, as ``View/contrast(_:)`` does.
  ///
  /// **Degenerate input.** A NaN or infinite amount makes a filter that does nothing.
  public static func contrast(_ amount: Double) -> GraphicsContext.Filter {
    Self(effect: ColorFilter.contrast(amount).map(Effect.colorFilter))
  }

  /// SVG's `saturate` by `amount`, as ``View/saturation(_:)`` does.
  ///
  /// **Degenerate input.** A negative amount counts as 0; a NaN or infinite one makes a
  /// filter that does nothing.
  public static func saturation(_ amount: Double) -> GraphicsContext.Filter {
    Self(effect: ColorFilter.saturation(amount).map(Effect.colorFilter))
  }

  /// `saturation(1 − amount)`, as ``View/grayscale(_:)`` does.
  ///
  /// **Degenerate input.** The amount is clamped to 0…1; a NaN or infinite one makes a
  /// filter that does nothing.
  public static func grayscale(_ amount: Double) -> GraphicsContext.Filter {
    Self(effect: ColorFilter.grayscale(amount).map(Effect.colorFilter))
  }

  /// SVG's `hueRotate` by `angle`, as ``View/hueRotation(_:)`` does.
  ///
  /// **Degenerate input.** A whole number of turns, or a NaN or infinite angle, makes a
  /// filter that does nothing.
  public static func hueRotation(_ angle: Angle) -> GraphicsContext.Filter {
    Self(effect: ColorFilter.hueRotation(degrees: angle.degrees).map(Effect.colorFilter))
  }

  /// Multiplies red, green, blue and alpha by `color`, as ``View/colorMultiply(_:)`` does.
  ///
  /// **Degenerate input.** Opaque white makes a filter that does nothing.
  public static func colorMultiply(_ color: Color) -> GraphicsContext.Filter {
    Self(effect: ColorFilter.multiply(by: color).map(Effect.colorFilter))
  }

  /// Moves red, green and blue toward their inverse by `amount`: `c + amount · (1 − 2c)`,
  /// so that 1 (the default) gives `1 − c`, as ``View/colorInvert()`` does.
  ///
  /// **Degenerate input.** The amount is clamped to 0…1; 0, NaN or an infinite amount
  /// makes a filter that does nothing.
  public static func colorInvert(_ amount: Double = 1) -> GraphicsContext.Filter {
    Self(effect: ColorFilter.invert(amount).map(Effect.colorFilter))
  }

  /// Black, with an alpha of each pixel's luminance, as ``View/luminanceToAlpha()`` does.
  ///
  /// **Degenerate input.** None: the filter takes no value.
  public static var luminanceToAlpha: GraphicsContext.Filter {
    Self(effect: .colorFilter(.luminanceToAlpha))
  }
}

extension Effect {
  /// The effect as a context draws it within the clip bounds `clip`: a shadow's or a
  /// blur's region stays inside them, and an opaque blur fills them.
  func bounded(by clip: CGRect) -> Effect {
    switch self {
    case .shadow(var shadow):
      shadow.region = clip
      return .shadow(shadow)
    case .blur(var blur):
      blur.region = clip
      if blur.opaqueFrame != nil { blur.opaqueFrame = clip }
      return .blur(blur)
    default:
      return self
    }
  }
}
