import Foundation
import ShapeRender
import Testing

@Suite struct ColorCSSParsingTests {
  /// The components of `color` as an array, for comparisons.
  private func components(_ color: Color) -> [Double] {
    [color.red, color.green, color.blue, color.opacity]
  }

  /// The components of a color given as 8-bit-scale red, green and blue, and an opacity.
  private func eightBit(_ red: Double, _ green: Double, _ blue: Double, opacity: Double = 1)
    -> [Double]
  {
    [red / 255, green / 255, blue / 255, opacity]
  }

  /// The components of the color `text` parses to.
  private func parsed(_ text: String) throws -> [Double] {
    components(try Color(css: text))
  }

  /// Whether every component of the parsed color is within 1e-12 of `expected`.
  private func parses(_ text: String, closeTo expected: [Double]) throws -> Bool {
    zip(try parsed(text), expected).allSatisfy { abs($0 - $1) <= 1e-12 }
  }

  /// The description of the error that parsing `text` throws.
  private func message(_ text: String) -> String? {
    #expect(throws: ColorParseError.self) { try Color(css: text) }?.description
  }

  // MARK: - Names

  /// Named colors with their values in the table of CSS Color 4, section 6.1.
  static let namedColorSamples: [(String, String)] = [
    ("aliceblue", "#f0f8ff"), ("aqua", "#00ffff"), ("black", "#000000"),
    ("blanchedalmond", "#ffebcd"), ("blue", "#0000ff"), ("brown", "#a52a2a"),
    ("chartreuse", "#7fff00"), ("cornflowerblue", "#6495ed"), ("crimson", "#dc143c"),
    ("darkgoldenrod", "#b8860b"), ("darkgray", "#a9a9a9"), ("darkgrey", "#a9a9a9"),
    ("darkslategray", "#2f4f4f"), ("deeppink", "#ff1493"), ("dodgerblue", "#1e90ff"),
    ("fuchsia", "#ff00ff"), ("gold", "#ffd700"), ("gray", "#808080"), ("grey", "#808080"),
    ("green", "#008000"), ("hotpink", "#ff69b4"), ("indigo", "#4b0082"),
    ("lightgoldenrodyellow", "#fafad2"), ("lime", "#00ff00"), ("magenta", "#ff00ff"),
    ("maroon", "#800000"), ("mediumspringgreen", "#00fa9a"), ("navajowhite", "#ffdead"),
    ("navy", "#000080"), ("olive", "#808000"), ("orange", "#ffa500"),
    ("palevioletred", "#db7093"), ("papayawhip", "#ffefd5"), ("peru", "#cd853f"),
    ("purple", "#800080"), ("rebeccapurple", "#663399"), ("red", "#ff0000"),
    ("silver", "#c0c0c0"), ("steelblue", "#4682b4"), ("teal", "#008080"),
    ("tomato", "#ff6347"), ("white", "#ffffff"), ("yellow", "#ffff00"),
    ("yellowgreen", "#9acd32"),
  ]

  @Test(arguments: namedColorSamples)
  func namedColorMatchesTheSpecification(name: String, hex: String) throws {
    let color = try Color(css: name)
    #expect(color.hexString == hex)
    #expect(color.opacity == 1)
    // Components are exactly the 8-bit values divided by 255.
    #expect(color.red == Double(color.redByte) / 255)
    #expect(color.green == Double(color.greenByte) / 255)
    #expect(color.blue == Double(color.blueByte) / 255)
  }

  @Test func thereAre148NamedColorsPlusTransparent() throws {
    #expect(Color.cssNamedColors.count == 148)
    #expect(Color.cssNamedColors["transparent"] == nil)
    #expect(try Color(css: "transparent") == .clear)
    #expect(try parsed("transparent") == [0, 0, 0, 0])
    for (name, color) in Color.cssNamedColors {
      #expect(name == name.lowercased())
      #expect(try Color(css: name) == color)
      #expect(color.opacity == 1)
    }
  }

  @Test func bothGraySpellingsAreKnown() {
    let pairs = [
      "darkgray", "darkslategray", "dimgray", "gray", "lightgray", "lightslategray", "slategray",
    ]
    for gray in pairs {
      let grey = gray.replacingOccurrences(of: "gray", with: "grey")
      #expect(Color.cssNamedColors[gray] != nil)
      #expect(Color.cssNamedColors[gray] == Color.cssNamedColors[grey])
    }
  }

  @Test func cssGrayIsNotSwiftUIGray() throws {
    #expect(try Color(css: "gray").hexString == "#808080")
    #expect(Color.gray.hexString == "#8e8e93")
    #expect(try Color(css: "red") == Color(red: 1, green: 0, blue: 0))
    #expect(try Color(css: "red") != Color.red)
  }

  @Test func namesAreCaseInsensitiveAndSurroundingWhitespaceIsIgnored() throws {
    #expect(try Color(css: "RebeccaPurple").hexString == "#663399")
    #expect(try Color(css: "  red\n") == Color(red: 1, green: 0, blue: 0))
    #expect(try Color(css: "\tTRANSPARENT ") == .clear)
    #expect(try Color(css: " #FFF ") == .white)
    #expect(try Color(css: "\n RGB(0, 0, 0) \t") == .black)
  }

  // MARK: - Hex

  @Test func hexColors() throws {
    #expect(try parsed("#f00") == [1, 0, 0, 1])
    #expect(try parsed("#f008") == eightBit(255, 0, 0, opacity: 136.0 / 255))
    #expect(try parsed("#ff8000") == eightBit(255, 128, 0))
    #expect(try parsed("#ff800080") == eightBit(255, 128, 0, opacity: 128.0 / 255))
    #expect(try parsed("#FF8000") == eightBit(255, 128, 0))
    #expect(try parsed("#aBc") == eightBit(170, 187, 204))
    #expect(try parsed("#00000000") == [0, 0, 0, 0])
  }

  // MARK: - rgb()

  @Test func rgbWithCommas() throws {
    #expect(try parsed("rgb(255, 128, 0)") == eightBit(255, 128, 0))
    #expect(try parsed("rgb(255,128,0)") == eightBit(255, 128, 0))
    #expect(try parsed("rgba(255, 128, 0, 0.5)") == eightBit(255, 128, 0, opacity: 0.5))
    #expect(try parsed("rgb(255, 128, 0, 0.5)") == eightBit(255, 128, 0, opacity: 0.5))
    #expect(try parsed("rgba(255, 128, 0)") == eightBit(255, 128, 0))
    #expect(try parsed("rgb(100%, 50%, 0%)") == [1, 0.5, 0, 1])
    #expect(try parsed("rgba(255, 0, 0, 25%)") == [1, 0, 0, 0.25])
    #expect(try parsed("rgba( 10 , 20 , 30 , .5 )") == eightBit(10, 20, 30, opacity: 0.5))
  }

  @Test func rgbWithSpacesAndSlash() throws {
    #expect(try parsed("rgb(255 0 0 / 50%)") == [1, 0, 0, 0.5])
    #expect(try parsed("rgb(255 0 0/0.25)") == [1, 0, 0, 0.25])
    #expect(try parsed("rgba(255 0 0 / 0.25)") == [1, 0, 0, 0.25])
    #expect(try parsed("rgb(0 255 0)") == [0, 1, 0, 1])
    #expect(try parsed("rgb(100% 0 51)") == [1, 0, 0.2, 1])
    #expect(try parsed("rgb(none 255 none / none)") == [0, 1, 0, 0])
    #expect(try parsed("rgb(\t1\n2  3 )") == eightBit(1, 2, 3))
  }

  @Test func rgbComponentsAreNotRounded() throws {
    #expect(try parsed("rgb(127.5 0 0)") == [0.5, 0, 0, 1])
    #expect(try parsed("rgb(12.5%, 0%, 0%)") == [0.125, 0, 0, 1])
  }

  @Test func cssNumberSyntax() throws {
    #expect(try parsed("rgb(.5e2 +25.5 2.55E1)") == eightBit(50, 25.5, 25.5))
    #expect(try parsed("rgb(1e-1 0 0 / 1e0)") == eightBit(0.1, 0, 0))
    #expect(try parsed("RGB(255 0 0 / 50%)") == [1, 0, 0, 0.5])
  }

  @Test func rgbComponentsClampAsCSSSays() throws {
    #expect(try parsed("rgb(300, -20, 510)") == [1, 0, 1, 1])
    #expect(try parsed("rgb(150%, -5%, 50%)") == [1, 0, 0.5, 1])
    #expect(try parsed("rgba(0, 0, 0, 1.5)") == [0, 0, 0, 1])
    #expect(try parsed("rgba(0, 0, 0, -0.5)") == [0, 0, 0, 0])
    #expect(try parsed("rgb(0 0 0 / 200%)") == [0, 0, 0, 1])
    #expect(try parsed("rgb(1e400 -1e400 0)") == [1, 0, 0, 1])
  }

  // MARK: - hsl()

  @Test func hslWithCommas() throws {
    #expect(try parsed("hsl(0, 100%, 50%)") == [1, 0, 0, 1])
    #expect(try parsed("hsl(120, 100%, 50%)") == [0, 1, 0, 1])
    #expect(try parsed("hsl(240, 100%, 50%)") == [0, 0, 1, 1])
    #expect(try parsed("hsl(60, 100%, 50%)") == [1, 1, 0, 1])
    #expect(try parsed("hsl(120, 100%, 25%)") == [0, 0.5, 0, 1])
    #expect(try parsed("hsl(0, 0%, 50%)") == [0.5, 0.5, 0.5, 1])
    #expect(try parsed("hsla(300, 25%, 75%, 0.5)") == [0.8125, 0.6875, 0.8125, 0.5])
    #expect(try parses("hsl(210, 50%, 40%)", closeTo: [0.2, 0.4, 0.6, 1]))
  }

  @Test func hslMatchesTheNamedColor() throws {
    // CSS's tomato is hsl(9, 100%, 64%) to 8-bit precision.
    #expect(try Color(css: "hsl(9, 100%, 64%)").hexString == (try Color(css: "tomato")).hexString)
    #expect(try Color(css: "hsl(270 50% 40%)").hexString == "#663399")  // rebeccapurple
  }

  @Test func hslWithSpacesAndAngles() throws {
    #expect(try parsed("hsl(120deg 100% 50%)") == [0, 1, 0, 1])
    #expect(try parsed("hsl(0.5turn 100% 50%)") == [0, 1, 1, 1])
    #expect(try parsed("hsl(200grad 100% 50%)") == [0, 1, 1, 1])
    #expect(try parses("hsl(3.141592653589793rad 100% 50%)", closeTo: [0, 1, 1, 1]))
    #expect(try parsed("hsl(120 100 50)") == [0, 1, 0, 1])
    #expect(try parsed("hsl(120 100% 50% / 25%)") == [0, 1, 0, 0.25])
    #expect(try parsed("hsla(120DEG 100% 50% / .5)") == [0, 1, 0, 0.5])
    #expect(try parsed("hsl(none 0% 100%)") == [1, 1, 1, 1])
    #expect(try parsed("hsl(0 none 50%)") == [0.5, 0.5, 0.5, 1])
  }

  @Test func hueWrapsAndSaturationAndLightnessClamp() throws {
    #expect(try parsed("hsl(-120, 100%, 50%)") == [0, 0, 1, 1])
    #expect(try parsed("hsl(480, 100%, 50%)") == [0, 1, 0, 1])
    #expect(try parsed("hsl(360, 100%, 50%)") == [1, 0, 0, 1])
    #expect(try parsed("hsl(-1turn 100% 50%)") == [1, 0, 0, 1])
    #expect(try parsed("hsl(1e400, 100%, 50%)") == [1, 0, 0, 1])
    #expect(try parsed("hsl(0, 150%, 50%)") == [1, 0, 0, 1])
    #expect(try parsed("hsl(0, -10%, 50%)") == [0.5, 0.5, 0.5, 1])
    #expect(try parsed("hsl(0, 100%, 120%)") == [1, 1, 1, 1])
    #expect(try parsed("hsl(0, 100%, -20%)") == [0, 0, 0, 1])
    #expect(try parsed("hsla(0, 100%, 50%, 7)") == [1, 0, 0, 1])
  }

  // MARK: - Errors

  @Test func emptyText() {
    #expect(message("") == #""" is not a color: the text is empty"#)
    #expect(message("  \n") == #""" is not a color: the text is empty"#)
  }

  @Test func unknownNamesSuggestTheNearestName() {
    #expect(message("blu") == #"unknown color "blu" (did you mean "blue"?)"#)
    #expect(message("Grren") == #"unknown color "Grren" (did you mean "green"?)"#)
    #expect(message("lightblu") == #"unknown color "lightblu" (did you mean "lightblue"?)"#)
    #expect(message("trasparent") == #"unknown color "trasparent" (did you mean "transparent"?)"#)
    #expect(
      message("rebbeccapurple")
        == #"unknown color "rebbeccapurple" (did you mean "rebeccapurple"?)"#)
    // Ties go to the name first in alphabetical order: "gry" is one edit from both grays.
    #expect(message("gry") == #"unknown color "gry" (did you mean "gray"?)"#)
    #expect(message("xyzzy") == #"unknown color "xyzzy""#)
    #expect(message("12") == #"unknown color "12""#)
    #expect(message("(1, 2, 3)") == #"unknown color "(1, 2, 3)""#)
  }

  @Test func errorKeepsTheTextAndTheSuggestion() {
    let error = #expect(throws: ColorParseError.self) { try Color(css: "  blu ") }
    #expect(error?.text == "  blu ")
    #expect(error?.suggestion == "blue")
    #expect(error?.reason == .unknownName(suggestion: "blue"))
    #expect(error?.description == #"unknown color "blu" (did you mean "blue"?)"#)
    #expect(error == ColorParseError(text: "  blu ", reason: .unknownName(suggestion: "blue")))
    let hexError = #expect(throws: ColorParseError.self) { try Color(css: "#12") }
    #expect(hexError?.suggestion == nil)
  }

  @Test func hexErrors() {
    #expect(
      message("#12345") == ##""#12345" is not a hex color: expected 3, 4, 6 or 8 hex digits"##)
    #expect(message("#") == ##""#" is not a hex color: expected 3, 4, 6 or 8 hex digits"##)
    #expect(
      message("#123456789")
        == ##""#123456789" is not a hex color: expected 3, 4, 6 or 8 hex digits"##)
    #expect(message("#12g") == ##""#12g" is not a hex color: "g" is not a hex digit"##)
    #expect(message("# fff") == ##""# fff" is not a hex color: " " is not a hex digit"##)
    #expect(message("#１２３") == ##""#１２３" is not a hex color: "１" is not a hex digit"##)
  }

  @Test func functionErrors() {
    let expectations: [(String, String)] = [
      ("rgb(1, 2)", #""rgb(1, 2)": rgb() needs 3 components"#),
      ("rgb()", #""rgb()": rgb() needs 3 components"#),
      ("hsl(1 2% / 0.5)", #""hsl(1 2% / 0.5)": hsl() needs 3 components"#),
      (
        "rgba(1, 2, 3, 4, 5)",
        #""rgba(1, 2, 3, 4, 5)": rgba() takes 3 components and an optional alpha"#
      ),
      ("rgb(1 2 3 4 5)", #""rgb(1 2 3 4 5)": rgb() takes 3 components and an optional alpha"#),
      (
        "rgb(1 2 3 / 0.5 / 1)",
        #""rgb(1 2 3 / 0.5 / 1)": rgb() takes 3 components and an optional alpha"#
      ),
      (
        "rgb(1 2 3 / 0.5 1)",
        #""rgb(1 2 3 / 0.5 1)": rgb() takes 3 components and an optional alpha"#
      ),
      ("rgb(1 2 3 0.5)", #""rgb(1 2 3 0.5)": rgb() without commas needs "/" before the alpha"#),
      ("rgb(1 2 3 /)", #""rgb(1 2 3 /)": missing alpha after "/""#),
      ("rgb(1,,3)", #""rgb(1,,3)": empty component"#),
      ("rgb(1, 2, 3,)", #""rgb(1, 2, 3,)": empty component"#),
      ("rgb(1, x, 3)", #""rgb(1, x, 3)": "x" is not a number or percentage"#),
      ("rgb(1px, 2, 3)", #""rgb(1px, 2, 3)": "1px" is not a number or percentage"#),
      ("rgb(5., 2, 3)", #""rgb(5., 2, 3)": "5." is not a number or percentage"#),
      ("rgb(1, 2, 3 / 0.5)", #""rgb(1, 2, 3 / 0.5)": "3 / 0.5" is not a number or percentage"#),
      ("rgb(none, 2, 3)", #""rgb(none, 2, 3)": "none" is not a number or percentage"#),
      ("rgb(0 0 0 / x)", #""rgb(0 0 0 / x)": "x" is not a number or percentage"#),
      (
        "rgb(255, 50%, 0)",
        #""rgb(255, 50%, 0)": rgb() with commas needs all numbers or all percentages"#
      ),
      (
        "hsl(red, 50%, 50%)",
        #""hsl(red, 50%, 50%)": "red" is not a hue: expected a number or an angle in deg, rad, grad or turn"#
      ),
      (
        "hsl(10px 50% 50%)",
        #""hsl(10px 50% 50%)": "10px" is not a hue: expected a number or an angle in deg, rad, grad or turn"#
      ),
      (
        "hsl(120, 50, 50)",
        #""hsl(120, 50, 50)": hsl() with commas needs percentages for saturation and lightness"#
      ),
      (
        "lab(50% 40 59)",
        #""lab(50% 40 59)": lab() is not supported; use rgb(), rgba(), hsl() or hsla()"#
      ),
      (
        "Color(display-p3 1 0 0)",
        #""Color(display-p3 1 0 0)": color() is not supported; use rgb(), rgba(), hsl() or hsla()"#
      ),
      ("rgb(1, 2, 3", #""rgb(1, 2, 3": missing ")""#),
      ("rgb(1, 2, 3) x", #""rgb(1, 2, 3) x": unexpected text after ")""#),
    ]
    for (text, expected) in expectations {
      #expect(message(text) == expected, "\(text)")
    }
  }
}
