import Foundation

/// Writes numbers as SVG text at a fixed number of decimals, in their shortest form.
///
/// `1` not `1.000`, `0.5` not `.500`, `-2.25`, and never `-0`. Numbers are rounded to the
/// nearest multiple of 10^−precision (halves away from zero) and written straight into a
/// byte buffer, without `String(format:)` or any allocation.
///
/// ```swift
/// let format = SVGNumberFormat(precision: 2)
/// format.string(3.14159)  // "3.14"
/// format.string(-0.001)   // "0"
/// ```
///
/// A number of 9e15 units of 10^−precision or more (9000 and up at precision 12, 9e12 at
/// the default 3) has no room in a double for all those decimals: it is written as a text
/// that reads back as the number exactly. Below 2⁵³ that is the shortest such text: the
/// spacing of doubles there is at least one unit, so it has at most `precision` decimals
/// and lies within half that spacing of the number
/// (`SVGNumberFormat(precision: 12).string(12_345.678)` is `"12345.678"`). From 2⁵³ on,
/// where every double is an integer, it is that integer, in full while it fits in 64 bits
/// and in exponent form (`1e+20`) beyond.
///
/// NaN and infinities are written as `0`, so the output stays valid SVG; the package
/// never hands them to a formatter.
public struct SVGNumberFormat: Hashable, Sendable {
  /// The number of decimals, 0 through 12.
  public let precision: Int
  /// 10^precision.
  private let scale: Double
  /// 10^precision, as an integer.
  private let integerScale: UInt64
  /// 10 000 in units of 10^−precision: numbers below it in magnitude are written inline.
  private let shortLimit: UInt64

  /// Creates a format with `precision` decimals, clamped to 0…12.
  public init(precision: Int = 3) {
    self.precision = min(max(precision, 0), 12)
    var power: UInt64 = 1
    for _ in 0..<self.precision { power *= 10 }
    integerScale = power
    scale = Double(power)
    shortLimit = 10_000 * power
  }

  /// The value rounded to this format's precision, as the written text reads back.
  public func rounded(_ value: Double) -> Double {
    let written = written(value)
    if written.isLarge { return written.largeValue }
    return Double(written.code) / scale
  }

  /// Appends the text of `value` to `output`.
  public func append(_ value: Double, to output: inout [UInt8]) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.maximumLength) { buffer in
      let count = write(value, to: buffer.baseAddress!)
      output.append(contentsOf: UnsafeBufferPointer(start: buffer.baseAddress, count: count))
    }
  }

  /// The text of `value`.
  public func string(_ value: Double) -> String {
    var bytes: [UInt8] = []
    append(value, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  // MARK: Written forms

  /// A number as it is written, in one integer: two numbers are written alike exactly when
  /// their written forms are equal, and the sign of the code is the sign of the text.
  ///
  /// Below 9e15 units of 10^−precision, the code is the rounded value in those units. At
  /// 9e15 units and beyond, the text reads back as exactly the value (see
  /// ``SVGNumberFormat``), so distinct values there have distinct texts, and the code is
  /// the bit pattern of the value's magnitude, with its sign: at least 9000 in magnitude,
  /// its pattern is at least 2⁶², far from any count of units.
  package struct Written: Equatable {
    /// The rounded value in units, or the code of a large value.
    package let code: Int64

    /// Zero.
    package static let zero = Written(code: 0)

    /// The written form of `units` (below 9e15 in magnitude).
    @inline(__always)
    init(code: Int64) {
      self.code = code
    }

    /// The written form of a large value, whose text reads back as exactly it: 2 or more
    /// in magnitude.
    init(large value: Double) {
      let pattern = Int64(bitPattern: value.magnitude.bitPattern)
      code = value < 0 ? -pattern : pattern
    }

    /// Whether the text has no minus sign.
    @inline(__always)
    package var isNonNegative: Bool { code >= 0 }

    /// Whether the text is that of a large value, ``largeValue``.
    @inline(__always)
    var isLarge: Bool { code.magnitude >= 1 << 62 }

    /// The value, when ``isLarge``: its text reads back as exactly this.
    var largeValue: Double {
      let magnitude = Double(bitPattern: code.magnitude)
      return code < 0 ? -magnitude : magnitude
    }
  }

  /// How `value` is written (see ``Written``).
  ///
  /// NaN and infinities are written as 0.
  @inline(__always)
  package func written(_ value: Double) -> Written {
    let nudged = nudgedUnits(value)
    // Below 2³¹ units, converted through Int32, whose own bounds these are: the compiler
    // checks them once.
    guard nudged > -2_147_483_649.0, nudged < 2_147_483_648.0 else { return writtenLong(value) }
    return Written(code: Int64(Int32(nudged)))
  }

  /// The value in units, to be truncated: rounded halves away from zero, without a call
  /// into the C library.
  ///
  /// Adding the largest double below 1/2, with the value's sign, takes the value past the
  /// next integer exactly when its fraction is 1/2 or more; from 2⁵² on, where every
  /// double is an integer, it leaves it as it is.
  @inline(__always)
  private func nudgedUnits(_ value: Double) -> Double {
    let scaled = value * scale
    return scaled + Double(signOf: scaled, magnitudeOf: 0.499_999_999_999_999_94)
  }

  /// ``written(_:)`` of a value of 2³¹ units or more, or not finite.
  private func writtenLong(_ value: Double) -> Written {
    let nudged = nudgedUnits(value)
    if nudged.magnitude < 9.0e15 { return Written(code: Int64(nudged)) }
    guard value.isFinite else { return .zero }
    // Not rounded to an integer, which lost the decimals a double still has (9000.5).
    return Written(large: value)
  }

  // MARK: Writing text

  /// The most bytes ``write(_:to:)`` writes.
  package static let maximumLength = 32

  /// Writes the text of `value` at `start`, and returns its length: at most
  /// ``maximumLength`` bytes.
  @inline(__always)
  package func write(_ value: Double, to start: UnsafeMutablePointer<UInt8>) -> Int {
    write(written(value), to: start)
  }

  /// Writes the text of a number written as `written` at `start`, and returns its length:
  /// at most ``maximumLength`` bytes, all of which it may overwrite.
  ///
  /// With `separated`, the number follows another in a list: a space goes before it unless
  /// its minus sign separates it.
  @inline(__always)
  package func write(
    _ written: Written, separated: Bool = false, to start: UnsafeMutablePointer<UInt8>
  ) -> Int {
    write(written, separated: separated, at: start) - start
  }

  /// Writes the text of a number written as `written` at `start`, as
  /// ``write(_:separated:to:)`` does, and returns where it ends.
  @inline(__always)
  package func write(
    _ written: Written, separated: Bool, at start: UnsafeMutablePointer<UInt8>
  ) -> UnsafeMutablePointer<UInt8> {
    // Negative numbers out of line: the usual coordinates are positive.
    guard written.code >= 0 else { return writeNegative(written, at: start) }
    guard separated else { return writeMagnitude(UInt64(bitPattern: written.code), at: start) }
    start.pointee = UInt8(ascii: " ")
    return writeMagnitude(UInt64(bitPattern: written.code), at: start + 1)
  }

  /// ``write(_:separated:at:)`` of a negative number, which its minus sign separates.
  @inline(never)
  private func writeNegative(_ written: Written, at start: UnsafeMutablePointer<UInt8>)
    -> UnsafeMutablePointer<UInt8>
  {
    start.pointee = UInt8(ascii: "-")
    return writeMagnitude(0 &- UInt64(bitPattern: written.code), at: start + 1)
  }

  /// Writes the text of a number without its sign, given the magnitude of its
  /// ``Written/code``; returns where it ends.
  @inline(__always)
  private func writeMagnitude(_ magnitude: UInt64, at start: UnsafeMutablePointer<UInt8>)
    -> UnsafeMutablePointer<UInt8>
  {
    // Large values, and numbers of 10 000 or more, out of line.
    guard magnitude < shortLimit else { return start + writeLong(magnitude, to: start) }
    if integerScale == 1000 {
      // The default precision: below 10⁷ units, in 32 bits, divided by constants, which
      // the compiler does by multiplying.
      let units = UInt32(truncatingIfNeeded: magnitude)
      let whole = units / 1000
      let cursor = start + Self.writeShortInteger(whole, to: start)
      let fraction = units &- whole &* 1000
      guard fraction != 0 else { return cursor }
      return cursor + Self.writeThreeDecimals(fraction, to: cursor)
    }
    let whole = magnitude / integerScale
    let cursor = start + Self.writeShortInteger(UInt32(truncatingIfNeeded: whole), to: start)
    let fraction = magnitude &- whole &* integerScale
    guard fraction != 0 else { return cursor }
    return cursor + writeDecimals(fraction, to: cursor)
  }

  /// Writes a large value, or a number of 10 000 or more, without its sign, given the
  /// magnitude of its ``Written/code``; returns its length.
  private func writeLong(_ magnitude: UInt64, to cursor: UnsafeMutablePointer<UInt8>) -> Int {
    guard magnitude < 1 << 62 else {
      return Self.writeLarge(Double(bitPattern: magnitude), to: cursor)
    }
    let whole = magnitude / integerScale
    let length = Self.writeLongInteger(whole, to: cursor)
    let fraction = magnitude &- whole &* integerScale
    guard fraction != 0 else { return length }
    return length + writeDecimals(fraction, to: cursor + length)
  }

  /// Writes the digits of `value`, below 10 000; returns their count.
  @inline(__always)
  private static func writeShortInteger(_ value: UInt32, to cursor: UnsafeMutablePointer<UInt8>)
    -> Int
  {
    // Two comparisons for any length.
    if value < 100 {
      if value < 10 {
        cursor.pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value)
        return 1
      }
      storePair(Int(truncatingIfNeeded: value), at: cursor)
      return 2
    }
    if value < 1000 {
      storeTriple(Int(truncatingIfNeeded: value), at: cursor)
      return 3
    }
    let thousands = value / 1000
    cursor.pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: thousands)
    storeTriple(Int(truncatingIfNeeded: value &- thousands &* 1000), at: cursor + 1)
    return 4
  }

  /// Writes the digits of `value`; returns their count.
  private static func writeLongInteger(_ value: UInt64, to cursor: UnsafeMutablePointer<UInt8>)
    -> Int
  {
    var length = 1
    var bound: UInt64 = 10
    while value >= bound, length < 20 {
      length += 1
      bound &*= 10
    }
    // Two digits at a time, from the back.
    var rest = value
    var digit = cursor + length
    while rest >= 100 {
      let quotient = rest / 100
      digit -= 2
      storePair(Int(truncatingIfNeeded: rest &- quotient &* 100), at: digit)
      rest = quotient
    }
    if rest >= 10 {
      storePair(Int(truncatingIfNeeded: rest), at: digit - 2)
    } else {
      digit[-1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest)
    }
    return length
  }

  /// Writes the point and three decimals of `fraction` (1…999 thousandths), without their
  /// trailing zeros, and returns their count.
  ///
  /// Four bytes are written in any case.
  @inline(__always)
  private static func writeThreeDecimals(
    _ fraction: UInt32, to cursor: UnsafeMutablePointer<UInt8>
  ) -> Int {
    cursor[0] = UInt8(ascii: ".")
    storeTriple(Int(truncatingIfNeeded: fraction), at: cursor + 1)
    let length = digitTriples.utf8Start[Int(truncatingIfNeeded: fraction) &* 4 &+ 3]
    return Int(length) &- Int(UInt8(ascii: "0"))
  }

  /// Writes the three digits of `value` (0…999), zero-padded, at `cursor`.
  @inline(__always)
  private static func storeTriple(_ value: Int, at cursor: UnsafeMutablePointer<UInt8>) {
    // Byte by byte, which the compiler joins into wider loads and stores.
    let triple = digitTriples.utf8Start + value &* 4
    cursor[0] = triple[0]
    cursor[1] = triple[1]
    cursor[2] = triple[2]
  }

  /// "000" through "999", four bytes each: the three digits, then the length of the text
  /// of as many thousandths (see ``writeThreeDecimals(_:to:)``), without their trailing
  /// zeros, point included: `0503` for 50, written `.05`.
  package static let digitTriples: StaticString = """
    00010014002400340044005400640074008400940103011401240134014401540164017401840194\
    02030214022402340244025402640274028402940303031403240334034403540364037403840394\
    04030414042404340444045404640474048404940503051405240534054405540564057405840594\
    06030614062406340644065406640674068406940703071407240734074407540764077407840794\
    08030814082408340844085408640874088408940903091409240934094409540964097409840994\
    10021014102410341044105410641074108410941103111411241134114411541164117411841194\
    12031214122412341244125412641274128412941303131413241334134413541364137413841394\
    14031414142414341444145414641474148414941503151415241534154415541564157415841594\
    16031614162416341644165416641674168416941703171417241734174417541764177417841794\
    18031814182418341844185418641874188418941903191419241934194419541964197419841994\
    20022014202420342044205420642074208420942103211421242134214421542164217421842194\
    22032214222422342244225422642274228422942303231423242334234423542364237423842394\
    24032414242424342444245424642474248424942503251425242534254425542564257425842594\
    26032614262426342644265426642674268426942703271427242734274427542764277427842794\
    28032814282428342844285428642874288428942903291429242934294429542964297429842994\
    30023014302430343044305430643074308430943103311431243134314431543164317431843194\
    32033214322432343244325432643274328432943303331433243334334433543364337433843394\
    34033414342434343444345434643474348434943503351435243534354435543564357435843594\
    36033614362436343644365436643674368436943703371437243734374437543764377437843794\
    38033814382438343844385438643874388438943903391439243934394439543964397439843994\
    40024014402440344044405440644074408440944103411441244134414441544164417441844194\
    42034214422442344244425442644274428442944303431443244334434443544364437443844394\
    44034414442444344444445444644474448444944503451445244534454445544564457445844594\
    46034614462446344644465446644674468446944703471447244734474447544764477447844794\
    48034814482448344844485448644874488448944903491449244934494449544964497449844994\
    50025014502450345044505450645074508450945103511451245134514451545164517451845194\
    52035214522452345244525452645274528452945303531453245334534453545364537453845394\
    54035414542454345444545454645474548454945503551455245534554455545564557455845594\
    56035614562456345644565456645674568456945703571457245734574457545764577457845794\
    58035814582458345844585458645874588458945903591459245934594459545964597459845994\
    60026014602460346044605460646074608460946103611461246134614461546164617461846194\
    62036214622462346244625462646274628462946303631463246334634463546364637463846394\
    64036414642464346444645464646474648464946503651465246534654465546564657465846594\
    66036614662466346644665466646674668466946703671467246734674467546764677467846794\
    68036814682468346844685468646874688468946903691469246934694469546964697469846994\
    70027014702470347044705470647074708470947103711471247134714471547164717471847194\
    72037214722472347244725472647274728472947303731473247334734473547364737473847394\
    74037414742474347444745474647474748474947503751475247534754475547564757475847594\
    76037614762476347644765476647674768476947703771477247734774477547764777477847794\
    78037814782478347844785478647874788478947903791479247934794479547964797479847994\
    80028014802480348044805480648074808480948103811481248134814481548164817481848194\
    82038214822482348244825482648274828482948303831483248334834483548364837483848394\
    84038414842484348444845484648474848484948503851485248534854485548564857485848594\
    86038614862486348644865486648674868486948703871487248734874487548764877487848794\
    88038814882488348844885488648874888488948903891489248934894489548964897489848994\
    90029014902490349044905490649074908490949103911491249134914491549164917491849194\
    92039214922492349244925492649274928492949303931493249334934493549364937493849394\
    94039414942494349444945494649474948494949503951495249534954495549564957495849594\
    96039614962496349644965496649674968496949703971497249734974497549764977497849794\
    98039814982498349844985498649874988498949903991499249934994499549964997499849994
    """

  /// Writes the point and the decimals of `fraction` (in units of 10^−precision, not 0),
  /// without their trailing zeros; returns their count.
  private func writeDecimals(_ fraction: UInt64, to cursor: UnsafeMutablePointer<UInt8>)
    -> Int
  {
    var fraction = fraction
    var digits = precision
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    cursor.pointee = UInt8(ascii: ".")
    var digit = cursor + digits + 1
    for _ in 0..<digits {
      digit -= 1
      digit.pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction % 10)
      fraction /= 10
    }
    return digits + 1
  }

  /// "00" through "99", for writing two digits at a time.
  private static let digitPairs: StaticString =
    "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"

  /// Writes the two digits of `value` (0…99) at `cursor`.
  @inline(__always)
  private static func storePair(_ value: Int, at cursor: UnsafeMutablePointer<UInt8>) {
    // Byte by byte, which the compiler joins into one load and one store. (The unaligned
    // loads, stores and copies of raw pointers are not always inlined.)
    let pair = digitPairs.utf8Start + value &* 2
    cursor[0] = pair[0]
    cursor[1] = pair[1]
  }

  /// Writes the magnitude of a value of 9e15 units or more as a text that reads back as it.
  ///
  /// Below 2⁵³ (see ``SVGNumberFormat``), Swift's shortest description without the `.0`
  /// of a whole number: from 9e15 units on, the spacing of doubles is 1 to 1.96 units at
  /// every precision, or the value is whole, so it has at most `precision` decimals.
  private static func writeLarge(_ value: Double, to start: UnsafeMutablePointer<UInt8>)
    -> Int
  {
    var text: String
    if value < 0x1p53 {
      text = String(describing: value)
      if text.hasSuffix(".0") { text.removeLast(2) }
    } else {
      text = value < 9.0e18 ? String(Int64(value)) : String(describing: value)
    }
    var count = 0
    for byte in text.utf8.prefix(maximumLength) {
      start[count] = byte
      count += 1
    }
    return count
  }
}
