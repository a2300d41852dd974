import Shapes

/// Toolbar content that people could rearrange, with SwiftUI's name: items with
/// identifiers, for ``View/toolbar(id:content:)``.
///
/// ```swift
/// .toolbar(id: "editing") {
///   ToolbarItem(id: "bold", placement: .primaryAction) { Button("Bold") {} }
/// }
/// ```
///
/// A still draws the items where they are placed at first: an item made with
/// `showsByDefault: false` is not drawn.
@MainActor @preconcurrency
public protocol CustomizableToolbarContent: ToolbarContent
where Body: CustomizableToolbarContent {}

extension TupleToolbarContent: CustomizableToolbarContent {}

extension ToolbarItem: CustomizableToolbarContent where ID == String {}

extension View {
  /// Puts the items `content` builds in the navigation bar around this view, as
  /// `toolbar(content:)` does; `id` names the toolbar whose arrangement people
  /// could change, which a still shows as first placed.
  public func toolbar<Content: CustomizableToolbarContent>(
    id: String, @ToolbarContentBuilder content: () -> Content
  ) -> some View {
    toolbarItems(content().toolbarEntries)
  }
}
