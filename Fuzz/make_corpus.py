#!/usr/bin/env python3
"""Writes the seed corpus of the fuzz targets into Fuzz/Corpus/<target>/.

    python3 Fuzz/make_corpus.py

Three kinds of files, by the start of their names:
- seed-…: well-formed input of each syntax, for the fuzzer to start from;
- repro-…: the reproducers of what fuzzing found, each a bug (or once a bug) in that target;
- found-…: what the fuzzers found (copied in by hand, not written here).

The script writes only seed- and repro- files, the same bytes every time, and leaves the
other files alone. Only the standard library: PNGs are made with zlib, JPEG markers by hand.
"""

import os
import struct
import zlib

CORPUS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "Corpus")


def write(target, name, data):
    """Writes one file of a target's corpus."""
    folder = os.path.join(CORPUS, target)
    os.makedirs(folder, exist_ok=True)
    if isinstance(data, str):
        data = data.encode("utf-8")
    assert len(data) < 200_000, name
    with open(os.path.join(folder, name), "wb") as file:
        file.write(data)


# path-data: SVG path data.

PATH_SEEDS = {
    "seed-rect": "M0 0H10V5H0Z",
    "seed-every-command": (
        "M10 10L20 20H30V40C1 2 3 4 5 6S7 8 9 10Q1 2 3 4T5 6A5 5 30 1 0 20 20Z"
        "m1 1l2 2h1v1c1 1 2 2 3 3s1 1 2 2q1 1 2 2t3 3a1 2 0 0 1 5 5z"
    ),
    "seed-numbers": "M-1-2 1.5.5.5e3,1E-3 +4 0L1e2-1e-2",
    "seed-arc-flags": "M0 0a1 1 0 011 1a25 10 -30 1 1 50 -25",
    "seed-circle": "M100 50A50 50 0 1 1 0 50A50 50 0 1 1 100 50Z",
    "seed-subpaths": "M0 0L10 0L10 10ZM20 20l5 0l0 5zM40 40",
    "seed-repeats": "M0 0 1 1 2 0 3 1L4 0 5 1C6 0 7 1 8 0 9 1 10 0 11 1",
    "seed-smooth": "M0 0Q10 10 20 0T40 0T60 0C70 10 80 10 90 0S110 -10 120 0",
    "seed-zero-length": "M5 5L5 5Z M5 5C5 5 5 5 5 5",
    "seed-arc-degenerate": "M0 0A0 5 0 0 1 10 0A5 5 0 0 1 10 0A1e-9 1e-9 0 1 0 20 0",
    "seed-whitespace": " \t\nM 0,0 L 1,1 \r\n",
}

PATH_REPRODUCERS = {
    # Control points near 1e154 and beyond: squares of coordinates overflow.
    "repro-cubic-1e154": "M0 0C1e154 1e154 -1e154 1e155 1e160 0 1 1" * 3,
    "repro-cubic-1e154-closed": "M0 0C1e154 1e154 -1e154 1e155 1e160 0L1 1Z" * 3,
    "repro-cubic-1e154-repeated": "M0 0C1e154 1e154 -1e154 1e155 1e160 0 1 1 1 1 1 1",
    "repro-quad-1e160": "M0 0Q1e160 -1e160 1 1T1e154 1e154",
    # Bounds reaching ±1e308: the width and height overflow.
    "repro-bounds-1e308": "M-1e308 0L1e308 1e308Z",
    "repro-bounds-max": "M-1.7976931348623157e308 -1.7e308L1.7976931348623157e308 1.7e308",
    # A long mantissa then a huge negative exponent: the number is 0, read in linear time.
    "repro-long-mantissa": "M1" + "0" * 100_000 + "e-100000000 0L1 1",
    "repro-long-fraction": "M0." + "0" * 50_000 + "1e50000 1",
    # b*b - 4ac overflows with finite coordinates.
    "repro-discriminant-overflow": "M0 0C1e200 0 -1e200 0 1e200 1",
    "repro-discriminant-overflow-y": "M0 0C0 1e200 0 -1e200 1 1e200",
}

# css-color: CSS color text.

COLOR_SEEDS = {
    "seed-name": "tomato",
    "seed-name-case": "  RebeccaPurple \n",
    "seed-transparent": "transparent",
    "seed-near-miss": "blu",
    "seed-hex3": "#fa0",
    "seed-hex4": "#fa08",
    "seed-hex6": "#0a84ff",
    "seed-hex8": "#0A84FF80",
    "seed-rgb-commas": "rgb(255, 99, 71)",
    "seed-rgba-commas": "rgba(255, 99, 71, 0.5)",
    "seed-rgb-percent": "rgb(100%, 50%, 0%)",
    "seed-rgb-spaces": "rgb(255 99 71 / 50%)",
    "seed-rgb-none": "rgb(none 10% 1e2 / .5)",
    "seed-hsl-commas": "hsl(9, 100%, 64%)",
    "seed-hsla-commas": "hsla(120, 60%, 35%, 0.9)",
    "seed-hsl-spaces": "hsl(9deg 100% 64% / 0.5)",
    "seed-hsl-units": "hsl(1.5rad 50 50)",
    "seed-hsl-turn": "hsl(0.25turn 50% 50% / 20%)",
    "seed-hsl-grad": "hsl(-100grad none 50%)",
    "seed-out-of-range": "rgb(300 -5 +1e3 / 2)",
}

COLOR_REPRODUCERS = {
    # A long unknown name: the "did you mean" search must stay cheap.
    "repro-long-unknown-name": "".join(chr(ord("a") + i % 26) for i in range(100_000)),
    "repro-long-near-name": "tomato" + "o" * 50_000,
    # Hues whose conversion to degrees overflows.
    "repro-hue-1e307turn": "hsl(1e307turn 50% 50%)",
    "repro-hue-1e307rad": "hsl(1e307rad 50% 50%)",
    "repro-hue-1e308": "hsl(1e308 100% 50%)",
}

# gradient: the paint syntax of the command line.

GRADIENT_SEEDS = {
    "seed-linear": "linear-gradient(red, blue)",
    "seed-linear-angle": "linear-gradient(90deg, red, blue 40%)",
    "seed-linear-corner": "linear-gradient(to top right, #f00, rgb(0 0 255 / 50%) 10%, green)",
    "seed-linear-side": "linear-gradient(to left, red 20%, yellow, blue 80%)",
    "seed-linear-turn": "linear-gradient(0.25turn, red, blue)",
    "seed-linear-rad": "linear-gradient(1.5rad, red, blue)",
    "seed-linear-grad": "linear-gradient(100grad, red, blue)",
    "seed-linear-zero": "linear-gradient(0, red, blue)",
    "seed-linear-backwards": "LINEAR-GRADIENT(-45deg, red 80%, blue 20%, green)",
    "seed-radial": "radial-gradient(circle, red, blue)",
    "seed-radial-stops": "radial-gradient(red 10%, hsl(120 50% 50%), blue 90%, green)",
    "seed-color": "tomato",
    "seed-none": "none",
}

GRADIENT_REPRODUCERS = {
    # Angles whose value in degrees overflows to infinity.
    "repro-linear-1e307turn": "linear-gradient(1e307turn, red, blue)",
    "repro-linear-1e307rad": "linear-gradient(1e307rad, red, blue)",
    "repro-linear-1e308grad": "linear-gradient(1e308grad, red, blue)",
    "repro-linear-1e308deg": "linear-gradient(-1.7e308deg, red, blue)",
}

# image-header: PNG and JPEG bytes.


def png_chunk(kind, body):
    """One PNG chunk, with its length and CRC."""
    return (
        struct.pack(">I", len(body))
        + kind
        + body
        + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)
    )


def png(width, height, bit_depth, color_type, rows, interlaced=False, extra=()):
    """A PNG of filtered rows (each starting with its filter byte)."""
    header = struct.pack(">IIBBBBB", width, height, bit_depth, color_type, 0, 0, int(interlaced))
    chunks = [png_chunk(b"IHDR", header)]
    chunks += [png_chunk(kind, body) for kind, body in extra]
    chunks.append(png_chunk(b"IDAT", zlib.compress(b"".join(rows), 9)))
    chunks.append(png_chunk(b"IEND", b""))
    return b"\x89PNG\r\n\x1a\n" + b"".join(chunks)


def jpeg_segment(marker, payload):
    """One JPEG marker segment: 0xFF, the marker, the length (which counts itself)."""
    return bytes([0xFF, marker]) + struct.pack(">H", len(payload) + 2) + payload


def jpeg(width, height, before_frame=(), frame_marker=0xC0):
    """The markers of a JPEG up to its frame header, then an end: enough for a header reader."""
    jfif = jpeg_segment(0xE0, b"JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00")
    frame = jpeg_segment(
        frame_marker, struct.pack(">BHHB", 8, height, width, 1) + bytes([1, 0x11, 0])
    )
    return b"\xff\xd8" + jfif + b"".join(before_frame) + frame + b"\xff\xd9"


IMAGE_SEEDS = {
    "seed-png-rgba": png(2, 2, 8, 6, [b"\x00" + bytes(range(8)), b"\x01" + bytes(range(8, 16))]),
    # Adam7 passes of 3×3: 1×1, 1×1, 2×1, 1×2 and 3×1 pixels of 2 bytes, a filter byte a row.
    "seed-png-gray16-interlaced": png(3, 3, 16, 0, [bytes(24)], interlaced=True),
    "seed-png-palette": png(
        4, 1, 2, 3, [b"\x00\x1b"],
        extra=[(b"PLTE", bytes([255, 0, 0, 0, 255, 0, 0, 0, 255, 9, 9, 9])), (b"tRNS", b"\x80")],
    ),
    "seed-png-gray1": png(9, 2, 1, 0, [b"\x02\xaa\x80", b"\x03\x55\x00"]),
    "seed-png-rgb-paeth": png(2, 2, 8, 2, [b"\x04" + bytes(6), b"\x04" + bytes(range(6))]),
    "seed-jpeg": jpeg(3, 2),
    "seed-jpeg-progressive": jpeg(640, 480, frame_marker=0xC2),
    "seed-jpeg-fill-and-restart": jpeg(
        5, 7, before_frame=[b"\xff\xff\xff\x01", b"\xff\xd0", jpeg_segment(0xFE, b"comment")]
    ),
    "seed-jpeg-tables": jpeg(
        16, 16, before_frame=[jpeg_segment(0xDB, bytes(65)), jpeg_segment(0xC4, bytes(20))]
    ),
}

# Whole JPEG files for the decoder, baseline and progressive, made by Pillow for the decoder's
# tests (Tests/PixelKitTests/Fixtures/JPEG/make_jpeg_fixtures.py): copied, not made here.
JPEG_FIXTURES = os.path.join(
    os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "PixelKitTests", "Fixtures", "JPEG"
)
for fixture in (
    "baseline-gray", "baseline-420-restart-exif", "progressive-420", "progressive-422-q20",
    "progressive-420-restart",
):
    with open(os.path.join(JPEG_FIXTURES, fixture + ".jpg"), "rb") as source:
        IMAGE_SEEDS["seed-jpeg-file-" + fixture] = source.read()

IMAGE_REPRODUCERS = {
    # The frame header after 64 KiB of APP segments (two APP1 segments of 40 000 bytes):
    # Image must still read the size.
    "repro-jpeg-sof-after-64k": jpeg(
        300, 200, before_frame=[jpeg_segment(0xE1, b"Exif\x00\x00" + bytes(39_994))] * 2
    ),
}


def main():
    for target, files in [
        ("path-data", {**PATH_SEEDS, **PATH_REPRODUCERS}),
        ("css-color", {**COLOR_SEEDS, **COLOR_REPRODUCERS}),
        ("gradient", {**GRADIENT_SEEDS, **GRADIENT_REPRODUCERS}),
        ("image-header", {**IMAGE_SEEDS, **IMAGE_REPRODUCERS}),
    ]:
        for name, data in files.items():
            write(target, name, data)
    assert len(IMAGE_REPRODUCERS["repro-jpeg-sof-after-64k"]) > 65_536


if __name__ == "__main__":
    main()
