/// The inline Markdown of a ``LocalizedStringKey``, as SwiftUI reads it: emphasis, strong
/// emphasis, strikethrough, code and links, whitespace kept as written.
///
/// The grammar is CommonMark's inline one, restricted to what SwiftUI shows:
/// - `*a*` and `_a_` are italic, `**a**` and `__a__` bold, `***a***` both, by CommonMark's
///   delimiter-run rules (a run opens when it is left-flanking, closes when right-flanking;
///   `_` does not open or close inside a word; the "rule of three"); `~a~` and `~~a~~` are
///   struck through (a run of three or more tildes is literal, and a run closes only one of
///   its own length);
/// - `` `a` `` is code, in the monospaced design: a run of n backticks up to the next run of
///   exactly n, nothing inside it is Markdown, and one space is stripped from each end when
///   both have one and the content is not all spaces;
/// - `[a](destination)` is a link (`destination` up to the first `)`, an optional title after
///   a space ignored); links do not nest;
/// - a backslash before an ASCII punctuation character shows that character as itself;
/// - everything else, unmatched markers included, is shown as written.
/// Block syntax (headings, lists, quotes), images, autolinks and reference links are not
/// read, as SwiftUI does not read them in text.
///
/// Interpolated values are never Markdown: their characters are ``Unit/plain(_:)``.
/// Parsing takes time linear in the length of the input (each delimiter is looked at a
/// bounded number of times, and the emphasis is applied with running counts), so any
/// string, of any nesting, is read without deep recursion.
struct InlineMarkdown {
  /// One unit of input.
  enum Unit {
    /// A character that may be Markdown syntax (from the literal of a key).
    case syntax(Character)
    /// A character shown as itself (from an interpolated value).
    case plain(Character)
    /// An interpolated item that is not a string (an image, a text, a date), by its index.
    case embed(Int)
  }

  /// The styling Markdown gives a piece of text.
  struct Style: Hashable {
    var isBold = false
    var isItalic = false
    var isStruck = false
    var isCode = false
    /// The destination of the link the piece is in; nil outside links.
    var link: String?
  }

  /// A piece of the output: a string in one style, or an embedded item in a style.
  enum Piece: Equatable {
    case text(String, Style)
    case embed(Int, Style)
  }

  /// An item of the output under construction: a character or an embed.
  private enum Item {
    case character(Character)
    case embed(Int)
  }

  /// A run of `*`, `_` or `~` that may open or close emphasis.
  private struct Delimiter {
    let character: Character
    /// The index of its first item.
    let start: Int
    let original: Int
    /// Its characters not used yet: those left at the end of an opener, at the start of
    /// a closer.
    var remaining: Int
    /// How many of its characters a match took from its start (closers use their first).
    var usedFromStart = 0
    let canOpen: Bool
    let canClose: Bool
    var previous: Int?
    var next: Int?
  }

  private let units: [Unit]
  private var items: [Item] = []
  private var hidden: [Bool] = []
  /// Running counts: +1 where a style starts, −1 where it ends (one past each item).
  private var bold: [Int32] = []
  private var italic: [Int32] = []
  private var struck: [Int32] = []
  private var code: [Bool] = []
  /// The link of each item: an index into `links`, or −1.
  private var linkOf: [Int32] = []
  private var links: [String] = []
  private var delimiters: [Delimiter] = []
  /// The newest delimiter still in the stack.
  private var top: Int?
  /// Open brackets: their item and the delimiter count when they opened.
  private var brackets: [(item: Int, bottom: Int)] = []

  /// The pieces of `units`, read as inline Markdown.
  static func parse(_ units: [Unit]) -> [Piece] {
    var parser = InlineMarkdown(units: units)
    parser.run()
    return parser.pieces()
  }

  /// Whether `string` holds a character that could be Markdown syntax; text without one is
  /// shown as written, unparsed.
  static func mayHaveSyntax(_ string: String) -> Bool {
    string.utf8.contains { byte in
      byte == 0x2A || byte == 0x5F || byte == 0x7E || byte == 0x60 || byte == 0x5B
        || byte == 0x5C
    }
  }

  private init(units: [Unit]) {
    self.units = units
  }

  private func character(at index: Int) -> Character? {
    guard units.indices.contains(index) else { return nil }
    switch units[index] {
    case .syntax(let character), .plain(let character): return character
    case .embed: return "x"  // an embed counts as a letter for flanking
    }
  }

  private func syntax(at index: Int) -> Character? {
    guard units.indices.contains(index), case .syntax(let character) = units[index] else {
      return nil
    }
    return character
  }

  private mutating func append(_ item: Item) {
    items.append(item)
    hidden.append(false)
    linkOf.append(-1)
    code.append(false)
  }

  private mutating func run() {
    let closings = nextClosingParenthesis()
    var backticks = BacktickRuns(units)
    var index = 0
    while index < units.count {
      guard let character = syntax(at: index) else {
        switch units[index] {
        case .plain(let character): append(.character(character))
        case .embed(let embed): append(.embed(embed))
        case .syntax: break
        }
        index += 1
        continue
      }
      switch character {
      case "\\":
        if let next = syntax(at: index + 1), next.isASCII, next.isPunctuation || next.isSymbol {
          append(.character(next))
          index += 2
        } else {
          append(.character("\\"))
          index += 1
        }
      case "`":
        index = codeSpan(at: index, &backticks)
      case "*", "_", "~":
        index = delimiterRun(at: index, of: character)
      case "[":
        brackets.append((items.count, delimiters.count))
        append(.character("["))
        index += 1
      case "]":
        index = closeBracket(at: index, closings: closings)
      default:
        append(.character(character))
        index += 1
      }
    }
    processEmphasis(bottom: 0)
  }

  /// For each unit, the index of the first syntax `)` at or after it (the count for none).
  private func nextClosingParenthesis() -> [Int] {
    var result = [Int](repeating: units.count, count: units.count + 1)
    var next = units.count
    for index in units.indices.reversed() {
      if syntax(at: index) == ")" { next = index }
      result[index] = next
    }
    return result
  }

  /// Reads a code span, or literal backticks, at `index`; returns the index after them.
  private mutating func codeSpan(at index: Int, _ runs: inout BacktickRuns) -> Int {
    var end = index
    while syntax(at: end) == "`" { end += 1 }
    let length = end - index
    guard let closer = runs.next(length: length, after: index) else {
      for _ in 0..<length { append(.character("`")) }
      return end
    }
    var content = Array(end..<closer)
    let spaces = content.map { self.character(at: $0) == " " }
    if content.count >= 2, spaces[0], spaces[spaces.count - 1], spaces.contains(false) {
      content = Array(content[1..<(content.count - 1)])
    }
    for unit in content {
      switch units[unit] {
      case .syntax(let character), .plain(let character): append(.character(character))
      case .embed(let embed): append(.embed(embed))
      }
      code[code.count - 1] = true
    }
    return closer + length
  }

  /// Reads a run of `character` at `index` as a delimiter; returns the index after it.
  private mutating func delimiterRun(at index: Int, of character: Character) -> Int {
    var end = index
    while syntax(at: end) == character { end += 1 }
    let count = end - index
    let before = self.character(at: index - 1)
    let after = self.character(at: end)
    func isSpace(_ character: Character?) -> Bool { character.map(\.isWhitespace) ?? true }
    func isPunctuation(_ character: Character?) -> Bool {
      character.map { $0.isPunctuation || $0.isSymbol } ?? false
    }
    let leftFlanking =
      !isSpace(after) && (!isPunctuation(after) || isSpace(before) || isPunctuation(before))
    let rightFlanking =
      !isSpace(before) && (!isPunctuation(before) || isSpace(after) || isPunctuation(after))
    var canOpen = leftFlanking
    var canClose = rightFlanking
    if character == "_" {
      canOpen = leftFlanking && (!rightFlanking || isPunctuation(before))
      canClose = rightFlanking && (!leftFlanking || isPunctuation(after))
    } else if character == "~", count > 2 {
      (canOpen, canClose) = (false, false)
    }
    let start = items.count
    for _ in 0..<count { append(.character(character)) }
    if canOpen || canClose {
      let position = delimiters.count
      delimiters.append(
        Delimiter(
          character: character, start: start, original: count, remaining: count,
          canOpen: canOpen, canClose: canClose, previous: top, next: nil))
      if let top { delimiters[top].next = position }
      top = position
    }
    return end
  }

  /// Reads a `]`: the end of a link when a bracket is open and `(destination)` follows;
  /// returns the index after what it read.
  private mutating func closeBracket(at index: Int, closings: [Int]) -> Int {
    guard let bracket = brackets.popLast() else {
      append(.character("]"))
      return index + 1
    }
    let close = closings[min(index + 2, closings.count - 1)]
    guard syntax(at: index + 1) == "(", close < units.count else {
      append(.character("]"))
      return index + 1
    }
    var destination = ""
    for unit in (index + 2)..<close {
      guard let character = self.character(at: unit) else { continue }
      if character.isWhitespace, !destination.isEmpty { break }
      if !character.isWhitespace { destination.append(character) }
    }
    if destination.hasPrefix("<"), destination.hasSuffix(">"), destination.count >= 2 {
      destination = String(destination.dropFirst().dropLast())
    }
    processEmphasis(bottom: bracket.bottom)
    hidden[bracket.item] = true
    let link = Int32(truncatingIfNeeded: links.count)
    links.append(destination)
    for item in (bracket.item + 1)..<items.count { linkOf[item] = link }
    // Links do not hold links: brackets open before this one are literal.
    brackets.removeAll()
    return close + 1
  }

  /// Matches the delimiters from index `bottom` on, as CommonMark's "process emphasis",
  /// then removes them from the stack.
  private mutating func processEmphasis(bottom: Int) {
    if bold.isEmpty {
      bold = [Int32](repeating: 0, count: units.count + 1)
      italic = bold
      struck = bold
    }
    // The first delimiter at or above the bottom.
    var current = top
    var first: Int?
    while let index = current, index >= bottom {
      first = index
      current = delimiters[index].previous
    }
    let below = current
    // Where the search for an opener of each kind stops: below it nothing can match.
    var openersBottom = [Int](repeating: bottom - 1, count: 18)
    current = first
    while let closerIndex = current {
      let closer = delimiters[closerIndex]
      guard closer.canClose else {
        current = closer.next
        continue
      }
      let kind =
        (closer.character == "*" ? 0 : closer.character == "_" ? 1 : 2) * 6
        + (closer.canOpen ? 3 : 0) + closer.original % 3
      var candidate = closer.previous
      var found: Int?
      while let openerIndex = candidate, openerIndex >= bottom,
        openerIndex > openersBottom[kind]
      {
        let opener = delimiters[openerIndex]
        if opener.character == closer.character, opener.canOpen {
          let sum = opener.original + closer.original
          let oddMatch =
            closer.character != "~" && (closer.canOpen || opener.canClose) && sum % 3 == 0
            && !(opener.original % 3 == 0 && closer.original % 3 == 0)
          let tildeMismatch = closer.character == "~" && opener.remaining != closer.remaining
          if !oddMatch, !tildeMismatch {
            found = openerIndex
            break
          }
        }
        candidate = opener.previous
      }
      guard let openerIndex = found else {
        openersBottom[kind] = (closer.previous ?? bottom - 1)
        let next = closer.next
        if !closer.canOpen { remove(closerIndex) }
        current = next
        continue
      }
      let opener = delimiters[openerIndex]
      let used =
        closer.character == "~"
        ? closer.remaining : (opener.remaining >= 2 && closer.remaining >= 2 ? 2 : 1)
      let openerEnd = opener.start + opener.remaining
      let closerStart = closer.start + closer.usedFromStart
      for item in (openerEnd - used)..<openerEnd { hidden[item] = true }
      for item in closerStart..<(closerStart + used) { hidden[item] = true }
      let counts: WritableKeyPath<InlineMarkdown, [Int32]> =
        closer.character == "~" ? \.struck : used == 2 ? \.bold : \.italic
      self[keyPath: counts][openerEnd] += 1
      self[keyPath: counts][closerStart] -= 1
      // Delimiters between the two can no longer match.
      delimiters[openerIndex].next = closerIndex
      delimiters[closerIndex].previous = openerIndex
      delimiters[openerIndex].remaining -= used
      delimiters[closerIndex].remaining -= used
      delimiters[closerIndex].usedFromStart += used
      if delimiters[openerIndex].remaining == 0 { remove(openerIndex) }
      if delimiters[closerIndex].remaining == 0 {
        let next = delimiters[closerIndex].next
        remove(closerIndex)
        current = next
      }
    }
    // Everything from the bottom up leaves the stack.
    if let below {
      delimiters[below].next = nil
    }
    top = below
  }

  /// Takes delimiter `index` out of the stack.
  private mutating func remove(_ index: Int) {
    let previous = delimiters[index].previous
    let next = delimiters[index].next
    if let previous { delimiters[previous].next = next }
    if let next { delimiters[next].previous = previous } else { top = previous }
  }

  /// The items, hidden ones left out, grouped into pieces of one style.
  private func pieces() -> [Piece] {
    var result: [Piece] = []
    var string = ""
    var style = Style()
    var counts: (bold: Int32, italic: Int32, struck: Int32) = (0, 0, 0)
    for (index, item) in items.enumerated() {
      if !bold.isEmpty {
        counts.bold &+= bold[index]
        counts.italic &+= italic[index]
        counts.struck &+= struck[index]
      }
      guard !hidden[index] else { continue }
      let link = linkOf[index]
      let itemStyle = Style(
        isBold: counts.bold > 0, isItalic: counts.italic > 0, isStruck: counts.struck > 0,
        isCode: code[index], link: link >= 0 ? links[Int(link)] : nil)
      switch item {
      case .character(let character):
        if itemStyle != style, !string.isEmpty {
          result.append(.text(string, style))
          string = ""
        }
        style = itemStyle
        string.append(character)
      case .embed(let embed):
        if !string.isEmpty { result.append(.text(string, style)) }
        string = ""
        result.append(.embed(embed, itemStyle))
      }
    }
    if !string.isEmpty { result.append(.text(string, style)) }
    return result
  }
}
