// The compiler plugin behind the `SwiftUI` module's `#Preview` and `@Previewable` macros.
//
// Every SwiftUI file Xcode makes ends in a `#Preview { ContentView() }`. Xcode's canvas
// draws it; here a picture is drawn by rendering the view itself, so a preview expands to
// nothing. The compiler still type-checks the preview's closure against the macro's
// declaration, so a preview that would not compile in Xcode does not compile here either.
//
// A macro's implementation is a program the compiler runs and talks to on its standard
// input and output. The usual way to write one is the swift-syntax package; this package
// has no dependencies, and an expansion to nothing needs no syntax tree, so this program
// speaks the protocol itself. Each message is a little-endian 64-bit byte count followed by
// that many bytes of JSON, an object with one key naming the message:
//
// - `getCapability` asks which protocol version the plugin speaks; the answer is
//   `getCapabilityResult`.
// - `expandFreestandingMacro` and `expandAttachedMacro` ask for an expansion; the answer is
//   `expandMacroResult`, with the expanded source (empty) and no diagnostics.
//
// Any other request is answered with an error diagnostic rather than silence, so the
// compiler reports it instead of waiting.

import Foundation

/// The version of the plugin protocol whose messages this program sends: the one where an
/// expansion is answered with `expandMacroResult`.
let protocolVersion = 7

/// The bytes of the next message, or nil at the end of the input.
func readMessage() -> Data? {
  guard let header = read(count: 8) else { return nil }
  let length = header.reduce(UInt64(0)) { value, byte in value >> 8 | UInt64(byte) << 56 }
  // A message longer than the compiler could send means the stream is not the protocol.
  guard length <= UInt64(Int32.max) else { return nil }
  return read(count: Int(length))
}

/// Exactly `count` bytes of standard input, or nil if it ends first.
func read(count: Int) -> Data? {
  var data = Data()
  while data.count < count {
    let chunk = FileHandle.standardInput.readData(ofLength: count - data.count)
    if chunk.isEmpty { return nil }
    data.append(chunk)
  }
  return data
}

/// Writes `message` as one message of the protocol.
func send(_ message: [String: Any]) {
  guard let body = try? JSONSerialization.data(withJSONObject: message) else { return }
  var length = UInt64(body.count).littleEndian
  var bytes = withUnsafeBytes(of: &length) { Data($0) }
  bytes.append(body)
  FileHandle.standardOutput.write(bytes)
}

/// The answer to an expansion request: nothing, or an error when `error` is set.
func expansion(error: String? = nil) -> [String: Any] {
  let diagnostics: [[String: Any]] =
    error.map { message in
      [
        [
          "message": message, "severity": "error",
          "position": ["fileName": "", "offset": 0],
          "highlights": [], "notes": [], "fixIts": [],
        ]
      ]
    } ?? []
  return ["expandMacroResult": ["expandedSource": "", "diagnostics": diagnostics]]
}

while let message = readMessage() {
  guard let request = (try? JSONSerialization.jsonObject(with: message)) as? [String: Any],
    let kind = request.keys.first
  else { continue }
  switch kind {
  case "getCapability":
    send(["getCapabilityResult": ["capability": ["protocolVersion": protocolVersion]]])
  case "expandFreestandingMacro", "expandAttachedMacro":
    send(expansion())
  default:
    send(expansion(error: "The SwiftUI preview plugin does not understand '\(kind)'."))
  }
}
