/// One scan of a JPEG file: which components it codes, which coefficients (the spectral
/// band and the bit position of successive approximation), and its entropy-coded data,
/// decoded into the frame's coefficients as ITU T.81 sections F.2 and G.1.2 describe.
struct JPEGScan {
  /// Indices of the scan's components in the frame.
  var components: [Int] = []
  /// Each component's DC and AC Huffman tables (nil when never defined; an error only if
  /// the scan needs it).
  var dcTables: [JPEGHuffmanTable?] = []
  var acTables: [JPEGHuffmanTable?] = []
  let spectralStart: Int
  let spectralEnd: Int
  let successiveHigh: Int
  let successiveLow: Int
  let restartInterval: Int
  /// Blocks left in the current run of end-of-band (progressive AC scans).
  private var endOfBandRun = 0

  init(
    spectralStart: Int, spectralEnd: Int, successiveHigh: Int, successiveLow: Int,
    restartInterval: Int
  ) {
    self.spectralStart = spectralStart
    self.spectralEnd = spectralEnd
    self.successiveHigh = successiveHigh
    self.successiveLow = successiveLow
    self.restartInterval = restartInterval
  }

  /// Checks the band and bit positions against the frame's kind (T.81 G.1.1.1.1).
  func validate(progressive: Bool) throws(JPEGError) {
    if !progressive {
      guard spectralStart == 0, spectralEnd == 63, successiveHigh == 0, successiveLow == 0 else {
        throw .invalidSegment("a sequential scan codes band \(spectralStart)...\(spectralEnd)")
      }
      return
    }
    guard spectralStart <= spectralEnd, spectralEnd <= 63, successiveHigh <= 13,
      successiveLow <= 13, (spectralStart == 0) == (spectralEnd == 0),
      spectralStart == 0 || components.count == 1
    else {
      throw .invalidSegment(
        "a progressive scan codes band \(spectralStart)...\(spectralEnd), "
          + "bits \(successiveHigh)/\(successiveLow) of \(components.count) components")
    }
  }

  /// Decodes the scan's data into `frame`, MCU by MCU, restart interval by restart interval.
  mutating func decode(into frame: inout JPEGFrame, reader: inout JPEGEntropyReader)
    throws(JPEGError)
  {
    for index in components.indices {
      if spectralStart == 0 && successiveHigh == 0 {
        guard dcTables[index] != nil else { throw .missingTable("a DC Huffman table") }
      }
      if spectralEnd > 0 {
        guard acTables[index] != nil else { throw .missingTable("an AC Huffman table") }
      }
    }
    let single = components.count == 1
    let first = frame.components[components[0]]
    // A scan of one component codes its own blocks, one block an MCU; an interleaved scan
    // codes whole MCUs.
    let across = single ? first.blocksAcross : frame.mcusAcross
    let down = single ? first.blocksDown : frame.mcusDown
    let total = across * down
    var mcu = 0
    while mcu < total {
      for component in components { frame.components[component].prediction = 0 }
      endOfBandRun = 0
      let end = restartInterval > 0 ? min(total, mcu + restartInterval) : total
      while mcu < end {
        let row = mcu / across
        let column = mcu % across
        if single {
          let block = row * first.paddedAcross + column
          try decodeBlock(0, block: block, frame: &frame, reader: &reader)
        } else {
          for (index, component) in components.enumerated() {
            let horizontal = frame.components[component].horizontal
            let vertical = frame.components[component].vertical
            let stride = frame.components[component].paddedAcross
            for y in 0..<vertical {
              for x in 0..<horizontal {
                let block = (row * vertical + y) * stride + column * horizontal + x
                try decodeBlock(index, block: block, frame: &frame, reader: &reader)
              }
            }
          }
        }
        mcu += 1
      }
      if mcu < total { try reader.restart() }
    }
  }

  /// Decodes one block of the scan's component `index` at block number `block`.
  private mutating func decodeBlock(
    _ index: Int, block: Int, frame: inout JPEGFrame, reader: inout JPEGEntropyReader
  ) throws(JPEGError) {
    let component = components[index]
    let base = block * 64
    let progressive = frame.isProgressive
    var prediction = frame.components[component].prediction
    defer { frame.components[component].prediction = prediction }
    try frame.components[component].coefficients.withUnsafeMutableBufferPointer {
      (coefficients) throws(JPEGError) in
      let block = UnsafeMutableBufferPointer(rebasing: coefficients[base..<base + 64])
      if spectralStart == 0 {
        if successiveHigh == 0 {
          // The DC coefficient, or its first bits.
          guard let table = dcTables[index] else { return }
          let size = try table.decode(&reader)
          guard size <= 16 else { throw .corruptData("a DC difference of \(size) bits") }
          let difference = Int32(truncatingIfNeeded: try reader.receiveExtend(size))
          prediction = prediction &+ difference
          block[0] = Int16(truncatingIfNeeded: prediction &<< Int32(successiveLow))
        } else if try reader.bit() == 1 {
          block[0] |= Int16(truncatingIfNeeded: 1 << successiveLow)
        }
        if spectralEnd == 0 { return }
      }
      guard let table = acTables[index] else { return }
      if successiveHigh == 0 || !progressive {
        try decodeACFirst(block, table: table, reader: &reader)
      } else {
        try refineAC(block, table: table, reader: &reader)
      }
    }
  }

  /// AC coefficients of a sequential scan, or the first bits of a progressive band.
  private mutating func decodeACFirst(
    _ block: UnsafeMutableBufferPointer<Int16>, table: JPEGHuffmanTable,
    reader: inout JPEGEntropyReader
  ) throws(JPEGError) {
    if endOfBandRun > 0 {
      endOfBandRun -= 1
      return
    }
    var k = max(1, spectralStart)
    while k <= spectralEnd {
      let symbol = try table.decode(&reader)
      let run = symbol >> 4
      let size = symbol & 0x0F
      if size == 0 {
        if run < 15 {
          endOfBandRun = (1 << run) - 1
          if run > 0 { endOfBandRun += try reader.bits(run) }
          return
        }
        k += 16
        continue
      }
      k += run
      guard k <= spectralEnd else { throw .corruptData("a coefficient past the end of its band") }
      let value = try reader.receiveExtend(size)
      block[k] = Int16(truncatingIfNeeded: value << successiveLow)
      k += 1
    }
  }

  /// The next bit of each AC coefficient of a progressive band (T.81 G.1.2.3).
  private mutating func refineAC(
    _ block: UnsafeMutableBufferPointer<Int16>, table: JPEGHuffmanTable,
    reader: inout JPEGEntropyReader
  ) throws(JPEGError) {
    let plus = Int16(truncatingIfNeeded: 1 << successiveLow)
    let minus = Int16(truncatingIfNeeded: -1 << successiveLow)
    var k = spectralStart
    if endOfBandRun == 0 {
      while k <= spectralEnd {
        let symbol = try table.decode(&reader)
        var run = symbol >> 4
        let size = symbol & 0x0F
        var value: Int16 = 0
        if size != 0 {
          guard size == 1 else { throw .corruptData("a refinement of \(size) bits") }
          value = try reader.bit() == 1 ? plus : minus
        } else if run != 15 {
          endOfBandRun = 1 << run
          if run > 0 { endOfBandRun += try reader.bits(run) }
          break
        }
        while k <= spectralEnd {
          if block[k] != 0 {
            try refine(&block[k], plus: plus, minus: minus, reader: &reader)
          } else {
            if run == 0 { break }
            run -= 1
          }
          k += 1
        }
        if value != 0 {
          guard k <= spectralEnd else {
            throw .corruptData("a coefficient past the end of its band")
          }
          block[k] = value
        }
        k += 1
      }
    }
    if endOfBandRun > 0 {
      while k <= spectralEnd {
        if block[k] != 0 { try refine(&block[k], plus: plus, minus: minus, reader: &reader) }
        k += 1
      }
      endOfBandRun -= 1
    }
  }

  /// Adds the next bit to a coefficient already known to be nonzero.
  @inline(__always)
  private func refine(
    _ coefficient: inout Int16, plus: Int16, minus: Int16, reader: inout JPEGEntropyReader
  ) throws(JPEGError) {
    if try reader.bit() == 1, coefficient & plus == 0 {
      coefficient = coefficient &+ (coefficient >= 0 ? plus : minus)
    }
  }
}
