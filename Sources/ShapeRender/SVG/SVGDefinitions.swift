import Shapes

/// The definitions written so far, so that an identical one is written once and shared.
///
/// A definition is written in a `<defs>` just before the first element that uses it,
/// under a stable id: the kind and the order of first use (`clip1`, `shadow2`), after the
/// renderer's prefix.
struct SVGDefinitions {
  /// The prefix of every id.
  let idPrefix: String
  /// The ids of the definitions written so far, by their content.
  private var ids: [Key: String] = [:]
  /// How many definitions of each kind have been written.
  private var counts: [String: Int] = [:]
  /// The ids of the shadow filters written so far, by what decides them.
  private var shadowIDs: [ShadowKey: String] = [:]
  /// The shadow filter used last: most elements in a run share it, found by a comparison
  /// rather than a hash.
  private var lastShadow: (key: ShadowKey, id: String)?

  init(idPrefix: String) {
    self.idPrefix = idPrefix
  }

  /// The id of a definition with this kind and content, writing it to `output` on first
  /// use.
  ///
  /// - Parameters:
  ///   - kind: The id stem, such as `clip`.
  ///   - element: The element name, such as `clipPath`.
  ///   - attributes: The element's attributes after its id, each with a leading space.
  ///   - body: The element's content.
  mutating func id(
    kind: String, element: String, attributes: SVGOutput, body: SVGOutput,
    writingTo output: inout SVGOutput
  ) -> String {
    let key = Key(element: element, attributes: attributes.bytes, body: body.bytes)
    if let id = ids[key] { return id }
    let count = (counts[kind] ?? 0) + 1
    counts[kind] = count
    let id = idPrefix + kind + String(count)
    ids[key] = id
    output.append("<defs><")
    output.append(string: element)
    output.append(" id=\"")
    output.append(string: id)
    output.append("\"")
    output.append(attributes)
    output.append(">")
    output.append(body)
    output.append("</")
    output.append(string: element)
    output.append("></defs>\n")
    return id
  }

  /// The id of the shadow filter `key` decides, if one has been written.
  mutating func shadowID(_ key: ShadowKey) -> String? {
    if let last = lastShadow, last.key == key { return last.id }
    guard let id = shadowIDs[key] else { return nil }
    lastShadow = (key, id)
    return id
  }

  /// Records the id of the shadow filter `key` decides.
  mutating func setShadowID(_ id: String, for key: ShadowKey) {
    shadowIDs[key] = id
    lastShadow = (key, id)
  }

  /// The content of a definition, which decides whether two definitions are the same.
  private struct Key: Hashable {
    let element: String
    let attributes: [UInt8]
    let body: [UInt8]
  }
}

/// What decides a shadow filter: the shadow and its region.
struct ShadowKey: Hashable {
  let color: Color
  let radius: CGFloat
  let x: CGFloat
  let y: CGFloat
  let region: FilterRegion
}

/// A filter region, relative to the element's bounding box or in user space.
enum FilterRegion: Hashable {
  case relative(CGRect)
  case absolute(CGRect)
}
