import Shapes

/// What a searchable view asks the navigation bar around it to show: the field's text
/// and its prompt.
struct SearchField {
  /// The text typed so far.
  let text: String
  /// The prompt shown while the text is empty; "Search" when nil.
  let prompt: Text?
}

/// The search field a view inside a navigation stack asks for: the first handed up, the
/// one set closest to the content.
struct SearchFieldKey: PreferenceKey {
  static var defaultValue: SearchField? { nil }

  static func reduce(value: inout SearchField?, nextValue: () -> SearchField?) {
    if value == nil { value = nextValue() }
  }
}

/// The search field of a navigation bar, as iOS draws it under the title: a rounded field
/// 36 points tall, 16 points in from the edges, in the tertiary fill, with a magnifying
/// glass and the prompt in the secondary gray, or the text typed and a clear button.
struct SearchFieldBar: View {
  let field: SearchField

  /// The height of the bar's row: the field and 8 points above and below it.
  static var height: CGFloat { 52 }

  var body: some View {
    HStack(spacing: 6) {
      Image(systemName: "magnifyingglass").foregroundStyle(.secondary)
      if field.text.isEmpty {
        (field.prompt ?? Text("Search")).foregroundStyle(.secondary).lineLimit(1)
      } else {
        Text(verbatim: field.text).lineLimit(1)
      }
      Spacer(minLength: 0)
      if !field.text.isEmpty {
        Image(systemName: "xmark.circle.fill").foregroundStyle(.secondary)
      }
    }
    .padding(.horizontal, 8)
    .frame(height: 36)
    .background(
      RoundedRectangle(cornerRadius: 10, style: .continuous).fill(ControlDrawing.tertiaryFill)
    )
    .padding(.horizontal, 16)
  }
}

extension View {
  /// Shows a search field for `text` in the navigation bar around this view, under its
  /// title, with `prompt` ("Search" when nil) while the text is empty.
  ///
  /// ```swift
  /// List(filteredScrums) { ScrumRow(scrum: $0) }
  ///   .navigationTitle("Daily Scrums")
  ///   .searchable(text: $query)
  /// ```
  ///
  /// Outside a navigation stack, the field is not drawn. Every placement draws it under
  /// the title, where iOS puts it first.
  nonisolated public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic,
    prompt: Text? = nil
  ) -> some View {
    let field = RenderingValue(value: SearchField(text: text.wrappedValue, prompt: prompt))
    return modified { content, rect, context in
      // Handed up after the content's, so that a field set closer to the content wins.
      let nodes = context.resolve(content, in: rect)
      PreferenceCollector.current?.add(SearchFieldKey.self, field.value)
      return nodes
    }
  }

  /// Shows a search field for `text` in the navigation bar around this view, with the
  /// prompt `prompt`, as the form with a `Text` prompt does.
  nonisolated public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }

  /// Shows a search field for `text` in the navigation bar around this view, with the
  /// prompt `prompt`, a key (see ``LocalizedStringKey``).
  nonisolated public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }
}
