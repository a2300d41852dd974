import Foundation
import Testing

@testable import ShapeRender

/// The inline Markdown of keys: CommonMark's emphasis rules, code spans, links, escapes,
/// unpaired markers kept, and linear time on hostile input.
@Suite struct InlineMarkdownTests {
  typealias Style = InlineMarkdown.Style

  /// The pieces of `literal` read as a key's literal, as (string, style) pairs.
  static func pieces(_ literal: String) -> [InlineMarkdown.Piece] {
    InlineMarkdown.parse(literal.map { .syntax($0) })
  }

  static let bold = Style(isBold: true)
  static let italic = Style(isItalic: true)
  static let struck = Style(isStruck: true)
  static let code = Style(isCode: true)

  @Test func boldItalicAndBoth() {
    #expect(
      Self.pieces("a **b** *c* _d_ __e__ ***f***") == [
        .text("a ", Style()), .text("b", Self.bold), .text(" ", Style()),
        .text("c", Self.italic), .text(" ", Style()), .text("d", Self.italic),
        .text(" ", Style()), .text("e", Self.bold), .text(" ", Style()),
        .text("f", Style(isBold: true, isItalic: true)),
      ])
  }

  @Test func nestedEmphasisAppliesBothStyles() {
    #expect(
      Self.pieces("**bold *and italic* here**") == [
        .text("bold ", Self.bold), .text("and italic", Style(isBold: true, isItalic: true)),
        .text(" here", Self.bold),
      ])
  }

  @Test func strikethroughTakesOneOrTwoTildesOfTheSameLength() {
    #expect(
      Self.pieces("~~gone~~ ~x~") == [
        .text("gone", Self.struck), .text(" ", Style()), .text("x", Self.struck),
      ])
    #expect(Self.pieces("~~a~ ~~~b~~~") == [.text("~~a~ ~~~b~~~", Style())])
  }

  @Test func codeSpansAreLiteralAndTrimOneSpace() {
    #expect(
      Self.pieces("run `swift **build**` now") == [
        .text("run ", Style()), .text("swift **build**", Self.code), .text(" now", Style()),
      ])
    #expect(Self.pieces("`` a`b ``") == [.text("a`b", Self.code)])
    // No closer of the same length: the backticks are text.
    #expect(Self.pieces("``a`") == [.text("``a`", Style())])
  }

  @Test func linksTakeTheirTextAndDestination() {
    #expect(
      Self.pieces("See [the **guide**](https://example.com \"Title\").") == [
        .text("See ", Style()), .text("the ", Style(link: "https://example.com")),
        .text("guide", Style(isBold: true, link: "https://example.com")), .text(".", Style()),
      ])
    #expect(Self.pieces("[no destination] [x](") == [.text("[no destination] [x](", Style())])
  }

  @Test func escapesShowPunctuationAsItself() {
    #expect(Self.pieces(#"\*not italic\* \a \\"#) == [.text(#"*not italic* \a \"#, Style())])
  }

  @Test func unpairedAndNonFlankingMarkersStayLiteral() {
    for literal in [
      "**open", "close**", "5 * 3 * 2", "snake_case_name", "a * b", "_ spaced _", "[", "]", "`",
    ] {
      #expect(Self.pieces(literal) == [.text(literal, Style())], "\(literal)")
    }
    #expect(Self.pieces("**a*") == [.text("*", Style()), .text("a", Self.italic)])
  }

  @Test func interpolatedCharactersAreNeverSyntax() {
    let units: [InlineMarkdown.Unit] =
      "**".map { .syntax($0) } + "*x*".map { .plain($0) } + "**".map { .syntax($0) }
    #expect(InlineMarkdown.parse(units) == [.text("*x*", Self.bold)])
  }

  @Test func embedsTakeTheStyleAroundThem() {
    let units: [InlineMarkdown.Unit] =
      "_a ".map { .syntax($0) } + [.embed(0)] + "_".map { .syntax($0) }
    #expect(InlineMarkdown.parse(units) == [.text("a ", Self.italic), .embed(0, Self.italic)])
  }

  @Test func tenThousandNestedMarkersAreReadInLinearTime() {
    let depth = 10_000
    let nested = String(repeating: "*", count: depth) + "x" + String(repeating: "*", count: depth)
    let start = Date()
    let pieces = Self.pieces(nested)
    #expect(pieces == [.text("x", Style(isBold: true, isItalic: false))])
    // Openers that never close: one piece, as written.
    let unpaired = String(repeating: "a **[_b ", count: 15_000)
    #expect(Self.pieces(unpaired) == [.text(unpaired, Style())])
    let mixed = String(repeating: "**[`_~\\", count: 20_000)
    #expect(!Self.pieces(mixed).isEmpty)
    let links = String(repeating: "[a](", count: 20_000) + ")"
    #expect(!Self.pieces(links).isEmpty)
    // Quadratic work on these 120,000-character strings would take minutes.
    #expect(Date().timeIntervalSince(start) < 10)
  }

  @Test func aLiteralWithoutSyntaxIsOneString() {
    #expect(!InlineMarkdown.mayHaveSyntax("Hello, world! 5 + 3 = 8"))
    #expect(InlineMarkdown.mayHaveSyntax("a_b"))
  }
}
