// Fuzz target `css-color`: Color(css:) on the input as UTF-8.
//
// A color that parses must have its components in 0…1, as the parser clamps them, and
// its hex form must parse back to the same bytes. A text that does not parse must give
// an error whose description (with its "did you mean" suggestion) can be written.
import Foundation
import ShapeRender

/// libFuzzer's entry point: runs one input and returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let color: Color
  do {
    color = try Color(css: text)
  } catch {
    keep(error.description)
    keep(error.suggestion)
    return 0
  }
  let components = [color.red, color.green, color.blue, color.opacity]
  guard components.allSatisfy({ (0...1).contains($0) }) else {
    fatalError("Color(css:) made components outside 0…1, \(components), from \(text.prefix(300))")
  }
  let hex = color.hexString + hexDigits(color.opacityByte)
  guard let again = try? Color(css: hex),
    [again.redByte, again.greenByte, again.blueByte, again.opacityByte]
      == [color.redByte, color.greenByte, color.blueByte, color.opacityByte]
  else {
    fatalError("\(hex), the hex form of Color(css: \(text.prefix(300))), does not read back")
  }
  return 0
}

/// Two lowercase hexadecimal digits.
private func hexDigits(_ byte: UInt8) -> String {
  let digits = String(byte, radix: 16)
  return digits.count == 1 ? "0" + digits : digits
}

/// Keeps a result alive, so that the optimizer cannot drop the call that made it.
@inline(never)
private func keep<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
