#!/usr/bin/env python3
"""Writes the small fonts of Fixtures/Corrupt (standard library only).

Each is a minimal font built here byte by byte, valid or broken in one way:

  valid.ttf                    TrueType: .notdef (a square), A (a triangle), a composite
                               of A moved right, mapped from U+0041 and U+0043
  collection.ttc               a TrueType collection of valid.ttf and of it named Bold
  valid.otf                    CFF: .notdef (a square), A (a triangle drawn through a local
                               subroutine), mapped from U+0041
  truncated-directory.ttf      valid.ttf cut inside its table directory
  truncated-glyf.ttf           valid.ttf with its glyf table 12 bytes short of what loca says
  cmap-past-glyph-count.ttf    U+0042 mapped to glyph 500 of a font of 3
  self-composite.ttf           the composite glyph lists itself as a component
  mutual-composite.ttf         glyphs 2 and 3 are composites of each other
  cff-stack-overflow.otf       A's charstring pushes 49 operands, one past Type 2's limit
  cff-recursive-subr.otf       A calls a subroutine that calls itself

Run it again after changing it, and commit what it writes:

    python3 Tests/ShapeFontsTests/Fixtures/make_corrupt_fonts.py
"""
import os
import shutil
import struct

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "Corrupt")
CORPUS = os.path.join(HERE, "..", "..", "..", "Fuzz", "Corpus", "font")


def sfnt(tables, signature=0x00010000, base=0):
    """The file of a font with TABLES, {tag: bytes}, in tag order, BASE bytes into a file."""
    tags = sorted(tables)
    offset = base + 12 + 16 * len(tags)
    directory = struct.pack(">IHHHH", signature, len(tags), 0, 0, 0)
    data = b""
    for tag in tags:
        body = tables[tag]
        directory += struct.pack(">4sIII", tag.encode(), 0, offset + len(data), len(body))
        data += body + b"\0" * (-len(body) % 4)
    return directory + data


def head(long_loca=0, mac_style=0):
    return struct.pack(
        ">IIIIHHqqhhhhHHhhh", 0x00010000, 0, 0, 0x5F0F3CF5, 0, 1000, 0, 0,
        0, -200, 1000, 800, mac_style, 8, 2, long_loca, 0)


def hhea(metrics):
    return struct.pack(">IhhhHhhhhhhhhhhhH", 0x00010000, 800, -200, 90, 1000,
                       0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, metrics)


def maxp(glyphs):
    return struct.pack(">IH", 0x00005000, glyphs)


def hmtx(advances):
    return b"".join(struct.pack(">Hh", a, 0) for a in advances)


def cmap(mapping):
    """A format 4 subtable for Windows Unicode BMP, one segment a character."""
    codes = sorted(mapping)
    segments = [(c, c, (mapping[c] - c) & 0xFFFF) for c in codes] + [(0xFFFF, 0xFFFF, 1)]
    n = len(segments)
    body = struct.pack(">HHHHHHH", 4, 0, 0, 2 * n, 0, 0, 0)
    body += b"".join(struct.pack(">H", e) for _, e, _ in segments) + b"\0\0"
    body += b"".join(struct.pack(">H", s) for s, _, _ in segments)
    body += b"".join(struct.pack(">H", d) for _, _, d in segments)
    body += b"\0\0" * n
    body = body[:2] + struct.pack(">H", len(body)) + body[4:]
    return struct.pack(">HHHHI", 0, 1, 3, 1, 12) + body


def name(family, style):
    strings = [(1, family), (2, style), (4, family + " " + style), (6, family.replace(" ", "") + "-" + style)]
    records = b""
    storage = b""
    for nid, text in strings:
        encoded = text.encode("utf-16-be")
        records += struct.pack(">HHHHHH", 3, 1, 0x409, nid, len(encoded), len(storage))
        storage += encoded
    return struct.pack(">HHH", 0, len(strings), 6 + len(records)) + records + storage


def simple_glyph(points):
    """One closed contour of on-curve points, coordinates as 16-bit deltas."""
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    data = struct.pack(">hhhhh", 1, min(xs), min(ys), max(xs), max(ys))
    data += struct.pack(">HH", len(points) - 1, 0)
    data += bytes([0x01] * len(points))
    px = py = 0
    for x, _ in points:
        data += struct.pack(">h", x - px)
        px = x
    for _, y in points:
        data += struct.pack(">h", y - py)
        py = y
    return data


def composite_glyph(components):
    """Components (glyph, dx, dy), offsets as words."""
    data = struct.pack(">hhhhh", -1, 0, 0, 0, 0)
    for i, (glyph, dx, dy) in enumerate(components):
        flags = 0x0001 | 0x0002 | (0x0020 if i + 1 < len(components) else 0)
        data += struct.pack(">HHhh", flags, glyph, dx, dy)
    return data


def truetype(glyphs, mapping, glyph_count=None, glyf_cut=0, style="Regular", base=0):
    glyf = b""
    loca = [0]
    for glyph in glyphs:
        glyf += glyph + b"\0" * (-len(glyph) % 4)
        loca.append(len(glyf))
    count = glyph_count if glyph_count is not None else len(glyphs)
    return sfnt(base=base, tables={
        "head": head(long_loca=1, mac_style=1 if style == "Bold" else 0),
        "hhea": hhea(len(glyphs)), "maxp": maxp(count),
        "hmtx": hmtx([600] * len(glyphs)), "cmap": cmap(mapping),
        "name": name("Shapes Test", style),
        "loca": b"".join(struct.pack(">I", o) for o in loca), "glyf": glyf[:len(glyf) - glyf_cut],
    })


SQUARE = [(100, 0), (100, 700), (500, 700), (500, 0)]
TRIANGLE = [(0, 0), (300, 600), (600, 0)]


def cff_number(n):
    if -107 <= n <= 107:
        return bytes([n + 139])
    return b"\x1c" + struct.pack(">h", n)


def cff_index(objects):
    if not objects:
        return b"\0\0"
    offsets = [1]
    for o in objects:
        offsets.append(offsets[-1] + len(o))
    return struct.pack(">HB", len(objects), 4) + b"".join(
        struct.pack(">I", o) for o in offsets) + b"".join(objects)


def charstring(*items):
    out = b""
    for item in items:
        out += cff_number(item) if isinstance(item, int) else item
    return out


RMOVETO, RLINETO, ENDCHAR, CALLSUBR, RETURN = b"\x15", b"\x05", b"\x0e", b"\x0a", b"\x0b"


def cff(charstrings, subrs):
    """A name-keyed CFF table; the Private DICT holds the local subroutines."""
    header = bytes([1, 0, 4, 4])
    names = cff_index([b"ShapesTest"])
    strings = cff_index([])
    gsubrs = cff_index([])
    local = cff_index(subrs)
    private = cff_number(0) + b"\x14" + cff_number(0) + b"\x15"  # default/nominal width
    private += b"\x1d" + struct.pack(">i", len(private) + 6) + b"\x13"  # Subrs after it

    def top(charstrings_offset, private_offset):
        return (cff_number(0) + b"\x0f"  # charset: ISOAdobe
                + b"\x1d" + struct.pack(">i", charstrings_offset) + b"\x11"
                + b"\x1d" + struct.pack(">i", len(private)) + b"\x1d"
                + struct.pack(">i", private_offset) + b"\x12")
    top_size = len(cff_index([top(0, 0)]))
    start = len(header) + len(names) + top_size + len(strings) + len(gsubrs)
    chars = cff_index(charstrings)
    top_dict = cff_index([top(start, start + len(chars))])
    return header + names + top_dict + strings + gsubrs + chars + private + local


def opentype(charstrings, subrs, mapping):
    return sfnt({
        "head": head(), "hhea": hhea(len(charstrings)), "maxp": maxp(len(charstrings)),
        "hmtx": hmtx([600] * len(charstrings)), "cmap": cmap(mapping),
        "name": name("Shapes Test CFF", "Regular"), "CFF ": cff(charstrings, subrs),
    }, signature=0x4F54544F)


def collection(faces):
    """A TrueType collection of FACES, each a function of its offset in the file."""
    header_size = 12 + 4 * len(faces)
    data = b""
    offsets = []
    for face in faces:
        offsets.append(header_size + len(data))
        data += face(header_size + len(data))
    return struct.pack(">4sHHI", b"ttcf", 1, 0, len(faces)) + b"".join(
        struct.pack(">I", o) for o in offsets) + data


NOTDEF_CS = charstring(100, 0, RMOVETO, 0, 700, 400, 0, 0, -700, RLINETO, ENDCHAR)
# A: moves, then the local subroutine -107 (index 0) draws the two sides.
A_CS = charstring(0, 0, RMOVETO, -107, CALLSUBR, ENDCHAR)
A_SUBR = charstring(300, 600, 300, -600, RLINETO, RETURN)


def main():
    os.makedirs(OUT, exist_ok=True)
    valid = truetype([simple_glyph(SQUARE), simple_glyph(TRIANGLE),
                      composite_glyph([(1, 700, 0)])], {0x41: 1, 0x43: 2})
    files = {
        "valid.ttf": valid,
        "collection.ttc": collection([
            lambda base: truetype([simple_glyph(SQUARE), simple_glyph(TRIANGLE)], {0x41: 1},
                                  base=base),
            lambda base: truetype([simple_glyph(SQUARE), simple_glyph(SQUARE)], {0x41: 1},
                                  style="Bold", base=base)]),
        "valid.otf": opentype([NOTDEF_CS, A_CS], [A_SUBR], {0x41: 1}),
        "truncated-directory.ttf": valid[:40],
        "truncated-glyf.ttf": truetype(
            [simple_glyph(SQUARE), simple_glyph(TRIANGLE), composite_glyph([(1, 700, 0)])],
            {0x41: 1, 0x43: 2}, glyf_cut=12),
        "cmap-past-glyph-count.ttf": truetype(
            [simple_glyph(SQUARE), simple_glyph(TRIANGLE), simple_glyph(TRIANGLE)],
            {0x41: 1, 0x42: 500}),
        "self-composite.ttf": truetype(
            [simple_glyph(SQUARE), simple_glyph(TRIANGLE), composite_glyph([(1, 0, 0), (2, 10, 0)])],
            {0x41: 1, 0x43: 2}),
        "mutual-composite.ttf": truetype(
            [simple_glyph(SQUARE), simple_glyph(TRIANGLE), composite_glyph([(3, 0, 0)]),
             composite_glyph([(2, 5, 0)])], {0x41: 1, 0x43: 2}),
        "cff-stack-overflow.otf": opentype(
            [NOTDEF_CS, charstring(*([1] * 49), RLINETO, ENDCHAR)], [A_SUBR], {0x41: 1}),
        "cff-recursive-subr.otf": opentype(
            [NOTDEF_CS, A_CS], [charstring(-107, CALLSUBR, RETURN)], {0x41: 1}),
    }
    os.makedirs(CORPUS, exist_ok=True)
    for file, data in files.items():
        with open(os.path.join(OUT, file), "wb") as out:
            out.write(data)
        shutil.copy(os.path.join(OUT, file), os.path.join(CORPUS, "seed-" + file))
    print(len(files), "fonts in", OUT)


if __name__ == "__main__":
    main()
