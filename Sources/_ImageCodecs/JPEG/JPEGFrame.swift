/// One component of a JPEG frame: its sampling factors, quantization table, and the
/// coefficients of its blocks as the scans fill them in.
struct JPEGComponent: Sendable {
  /// The identifier that scans name the component by.
  let id: UInt8
  /// Horizontal and vertical sampling factors, 1...4.
  let horizontal: Int
  let vertical: Int
  /// The quantization table selector, 0...3.
  let quantizationSelector: Int
  /// Blocks that hold image samples, across and down (the component's own size in blocks).
  var blocksAcross = 0
  var blocksDown = 0
  /// Blocks allocated, across and down: whole MCUs, so interleaved scans never go past them.
  var paddedAcross = 0
  var paddedDown = 0
  /// The component's size in samples.
  var sampleWidth = 0
  var sampleHeight = 0
  /// 64 coefficients per block in zigzag order, block by block, row by row.
  var coefficients: [Int16] = []
  /// The quantization table in zigzag order, latched by the first scan of the component.
  var quantization: [Int32]?
  /// The DC prediction of the scan being decoded.
  var prediction: Int32 = 0
}

/// The frame header (`SOFn`) of a JPEG file, with the layout of its blocks.
struct JPEGFrame: Sendable {
  let width: Int
  let height: Int
  let isProgressive: Bool
  var components: [JPEGComponent]
  let maxHorizontal: Int
  let maxVertical: Int
  /// MCUs across and down the image.
  let mcusAcross: Int
  let mcusDown: Int

  /// Reads a frame header's body and lays out its components' blocks.
  ///
  /// - Throws: ``JPEGError`` when the header is malformed, describes something this
  ///   decoder does not read, or has more than `maximumPixelCount` pixels; the check comes
  ///   before any allocation.
  init(body: ArraySlice<UInt8>, isProgressive: Bool, maximumPixelCount: Int) throws(JPEGError) {
    let body = Array(body)
    guard body.count >= 6 else { throw .invalidSegment("the frame header is too short") }
    guard body[0] == 8 else { throw .unsupported("\(body[0])-bit samples") }
    height = Int(body[1]) << 8 | Int(body[2])
    width = Int(body[3]) << 8 | Int(body[4])
    let count = Int(body[5])
    guard height > 0 else { throw .unsupported("a height given by a DNL marker") }
    guard width > 0 else { throw .invalidSegment("the frame is 0 pixels wide") }
    guard count == 1 || count == 3 else {
      throw .unsupported("\(count) components (only grayscale and 3-component color)")
    }
    guard body.count >= 6 + 3 * count else {
      throw .invalidSegment("the frame header is too short for its components")
    }
    guard width * height <= maximumPixelCount else {
      throw .imageTooLarge(width: width, height: height)
    }
    self.isProgressive = isProgressive
    var components: [JPEGComponent] = []
    for index in 0..<count {
      let start = 6 + 3 * index
      let horizontal = Int(body[start + 1] >> 4)
      let vertical = Int(body[start + 1] & 0x0F)
      let selector = Int(body[start + 2])
      guard (1...4).contains(horizontal), (1...4).contains(vertical), selector <= 3 else {
        throw .invalidSegment(
          "component \(index) has sampling \(horizontal)×\(vertical), table \(selector)")
      }
      guard !components.contains(where: { $0.id == body[start] }) else {
        throw .invalidSegment("two components have the identifier \(body[start])")
      }
      components.append(
        JPEGComponent(
          id: body[start], horizontal: horizontal, vertical: vertical,
          quantizationSelector: selector))
    }
    let maxHorizontal = components.map(\.horizontal).max() ?? 1
    let maxVertical = components.map(\.vertical).max() ?? 1
    for component in components
    where maxHorizontal % component.horizontal != 0 || maxVertical % component.vertical != 0 {
      throw .unsupported(
        "sampling factors that do not divide the largest (\(component.horizontal)×\(component.vertical))"
      )
    }
    self.maxHorizontal = maxHorizontal
    self.maxVertical = maxVertical
    mcusAcross = (width + 8 * maxHorizontal - 1) / (8 * maxHorizontal)
    mcusDown = (height + 8 * maxVertical - 1) / (8 * maxVertical)
    for index in components.indices {
      var component = components[index]
      component.sampleWidth = (width * component.horizontal + maxHorizontal - 1) / maxHorizontal
      component.sampleHeight = (height * component.vertical + maxVertical - 1) / maxVertical
      component.blocksAcross = (component.sampleWidth + 7) / 8
      component.blocksDown = (component.sampleHeight + 7) / 8
      component.paddedAcross = mcusAcross * component.horizontal
      component.paddedDown = mcusDown * component.vertical
      component.coefficients = [Int16](
        repeating: 0, count: component.paddedAcross * component.paddedDown * 64)
      components[index] = component
    }
    self.components = components
  }
}
