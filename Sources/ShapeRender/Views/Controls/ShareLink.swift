import Shapes

/// A button that opens the share sheet, with SwiftUI's name: a still draws the button,
/// never the sheet.
///
/// ```swift
/// ShareLink(item: URL(string: "https://example.com/score")!)
/// ShareLink("Share score", item: "I matched 8 pairs!")
/// ```
///
/// With its default label it is a ``Label`` of the square-and-arrow-up glyph (16 by 20
/// points, drawn as lines: SF Symbols are Apple's) and "Share" or the title given, drawn
/// as a ``Button`` draws its label (in the accent color unless ``View/buttonStyle(_:)``
/// says otherwise); ``View/labelStyle(_:)`` can show the glyph or the title alone. With a
/// label of your own, that label, as a button's.
///
/// The item, subject, message and preview are kept for SwiftUI compatibility and not
/// drawn: any type is accepted as the item, as this package has no `Transferable`.
///
/// **Degenerate input.** An empty title draws the glyph beside an empty text.
public struct ShareLink<Label: View> {
  /// What the button shows.
  let label: Label

  /// Creates a share link of `item`, showing `label`.
  public init<Item>(
    item: Item, subject: Text? = nil, message: Text? = nil,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }

  /// Creates a share link of `item` with a `preview` of it, showing `label`.
  public init<Item, PreviewImage, PreviewIcon>(
    item: Item, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }

  /// Creates a share link of the elements of `items`, showing `label`.
  public init<Items: Sequence>(
    items: Items, subject: Text? = nil, message: Text? = nil,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }
}

extension ShareLink: View {
  /// The label, drawn as a button's.
  public var body: some View {
    Button(action: {}, label: { label })
  }
}

extension ShareLink where Label == DefaultShareLinkLabel {
  /// Creates a share link of `item` showing the glyph and "Share".
  public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) {
    label = DefaultShareLinkLabel(title: Text("Share"))
  }

  /// Creates a share link of `item` with a `preview`, showing the glyph and "Share".
  public init<Item, PreviewImage, PreviewIcon>(
    item: Item, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<PreviewImage, PreviewIcon>
  ) {
    label = DefaultShareLinkLabel(title: Text("Share"))
  }

  /// Creates a share link of `item` showing the glyph and `title`.
  public init<S: StringProtocol, Item>(
    _ title: S, item: Item, subject: Text? = nil, message: Text? = nil
  ) {
    label = DefaultShareLinkLabel(title: Text(title))
  }

  /// Creates a share link of `item` with a `preview`, showing the glyph and `title`.
  public init<S: StringProtocol, Item, PreviewImage, PreviewIcon>(
    _ title: S, item: Item, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<PreviewImage, PreviewIcon>
  ) {
    label = DefaultShareLinkLabel(title: Text(title))
  }

  /// Creates a share link of `item` showing the glyph and the text `title`.
  public init<Item>(_ title: Text, item: Item, subject: Text? = nil, message: Text? = nil) {
    label = DefaultShareLinkLabel(title: title)
  }

  /// Creates a share link of the elements of `items` showing the glyph and "Share".
  public init<Items: Sequence>(items: Items, subject: Text? = nil, message: Text? = nil) {
    label = DefaultShareLinkLabel(title: Text("Share"))
  }
}

/// The label of a ``ShareLink`` that has none of its own, with SwiftUI's name: the
/// square-and-arrow-up glyph and the title, as a ``Label``.
public struct DefaultShareLinkLabel {
  /// The title: "Share" unless the link was given one.
  let title: Text
}

extension DefaultShareLinkLabel: View {
  /// The glyph and the title.
  public var body: some View {
    Label {
      title
    } icon: {
      ControlGlyph(kind: .share)
    }
  }
}

/// What the share sheet shows of an item, with SwiftUI's name: kept and not drawn, as a
/// still opens no sheet.
///
/// ```swift
/// ShareLink(item: url, preview: SharePreview("High score", image: Image("trophy")))
/// ```
public struct SharePreview<Image, Icon> {
  /// The title of the preview.
  let title: Text

  /// Creates a preview titled `title` with an image and an icon.
  public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) {
    self.title = Text(title)
  }

  /// Creates a preview titled with the text `title`, with an image and an icon.
  public init(_ title: Text, image: Image, icon: Icon) {
    self.title = title
  }
}

extension SharePreview where Image == Never, Icon == Never {
  /// Creates a preview with a title alone.
  public init<S: StringProtocol>(_ title: S) {
    self.title = Text(title)
  }

  /// Creates a preview with the text `title` alone.
  public init(_ title: Text) {
    self.title = title
  }
}

extension SharePreview where Icon == Never {
  /// Creates a preview titled `title` with an image.
  public init<S: StringProtocol>(_ title: S, image: Image) {
    self.title = Text(title)
  }

  /// Creates a preview titled with the text `title`, with an image.
  public init(_ title: Text, image: Image) {
    self.title = title
  }
}

extension SharePreview where Image == Never {
  /// Creates a preview titled `title` with an icon.
  public init<S: StringProtocol>(_ title: S, icon: Icon) {
    self.title = Text(title)
  }

  /// Creates a preview titled with the text `title`, with an icon.
  public init(_ title: Text, icon: Icon) {
    self.title = title
  }
}
