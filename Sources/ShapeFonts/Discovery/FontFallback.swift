/// The families a generic font name stands for, in the order they are tried: the first
/// one installed is used, and a family that is missing falls back along the list.
///
/// Each list starts with the families of Apple's platforms, then their metric-compatible
/// free twins (Liberation's and URW's), then families common on Linux; a font of any
/// family at all comes last (see ``FontLibrary/resolve(families:weight:italic:)``).
public enum FontFallback {
  /// Sans-serif, the system font: Helvetica, Arial, Liberation Sans, Nimbus Sans,
  /// DejaVu Sans, Noto Sans, FreeSans.
  public static let sansSerif = [
    "Helvetica", "Arial", "Liberation Sans", "Nimbus Sans", "DejaVu Sans", "Noto Sans",
    "FreeSans",
  ]
  /// Serif: Times, Times New Roman, Liberation Serif, Nimbus Roman, DejaVu Serif,
  /// Noto Serif, FreeSerif; then the sans-serif list.
  public static let serif =
    [
      "Times", "Times New Roman", "Liberation Serif", "Nimbus Roman", "DejaVu Serif",
      "Noto Serif", "FreeSerif",
    ] + sansSerif
  /// Monospaced: Menlo, Courier New, Liberation Mono, Nimbus Mono PS, DejaVu Sans Mono,
  /// Noto Sans Mono, FreeMono; then the sans-serif list.
  public static let monospaced =
    [
      "Menlo", "Courier New", "Liberation Mono", "Nimbus Mono PS", "DejaVu Sans Mono",
      "Noto Sans Mono", "FreeMono",
    ] + sansSerif
  /// Rounded: SF Pro Rounded, Arial Rounded MT Bold; then the sans-serif list.
  public static let rounded = ["SF Pro Rounded", "Arial Rounded MT Bold"] + sansSerif
}
