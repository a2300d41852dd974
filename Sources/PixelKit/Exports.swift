// The PNG codec, DEFLATE and the checksums moved into the product (the renderer writes PNG),
// as `_ImageCodecs`; the test support keeps offering them under its own name, so tests that
// `import PixelKit` read and write PNG as before.
@_exported import _ImageCodecs
