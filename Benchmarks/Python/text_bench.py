#!/usr/bin/env python3
"""W5 with fontTools: the words of TextWorkload laid out in DejaVu Sans and written as
glyph outlines, each glyph once in <defs>, a <use> for each glyph drawn.

The same work as `shapes-bench w5` (parse the font once; advances and kerning; lines
broken at spaces within 1200 points; outlines scaled to 12 points), with fontTools'
parser and pens, and the `kern` table's pairs (fontTools has no GPOS lookup of its own).

    text_bench.py w5 [COUNT] OUT.svg
    text_bench.py parse OUT           (only reads the font: the baseline both subtract)
"""
import sys

from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTFont

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
SIZE = 12.0
WIDTH = 1200.0
VOCABULARY = [
    "the", "quick", "brown", "fox", "jumps", "over", "lazy", "dog", "Sphinx", "of", "black",
    "quartz,", "judge", "my", "vow.", "Waltz,", "bad", "nymph,", "for", "jigs", "vex!",
    "AVATAR", "To", "Ty", "well-known", "typography", "kerning", "LAYOUT", "glyphs", "0123",
    "4567", "89", "(parentheses)", "\u201cquotes\u201d", "na\u00efve", "caf\u00e9", "\u03a9mega", "x\u00b2",
]


def words(count):
    state = 12345
    out = []
    for _ in range(count):
        state = (state * 1103515245 + 12345) & 0xFFFFFFFF
        out.append(VOCABULARY[(state >> 16) % len(VOCABULARY)])
    return out


def number(value):
    value = round(value * 100) / 100
    return str(int(value)) if value == int(value) else repr(value)


def main():
    mode = sys.argv[1]
    font = TTFont(FONT)
    cmap = font.getBestCmap()
    if mode == "parse":
        with open(sys.argv[2], "w") as out:
            out.write("%d\n" % font["maxp"].numGlyphs)
        return
    count = int(sys.argv[2]) if len(sys.argv) > 3 else 10000
    path = sys.argv[-1]
    glyph_set = font.getGlyphSet()
    hmtx = font["hmtx"]
    kern = font["kern"].kernTables[0].kernTable if "kern" in font else {}
    scale = SIZE / font["head"].unitsPerEm
    ascent = font["hhea"].ascent * scale
    line_height = (font["hhea"].ascent - font["hhea"].descent + font["hhea"].lineGap) * scale
    space = cmap.get(32, ".notdef")

    def shaped(word):
        names = [cmap.get(ord(c), ".notdef") for c in word]
        advances = [hmtx[n][0] * scale for n in names]
        for i in range(len(names) - 1):
            advances[i] += kern.get((names[i], names[i + 1]), 0) * scale
        return names, advances

    lines = [[]]
    x = 0.0
    space_advance = hmtx[space][0] * scale
    for word in words(count):
        names, advances = shaped(word)
        width = sum(advances)
        if lines[-1] and x + width > WIDTH:
            lines.append([])
            x = 0.0
        for name, advance in zip(names, advances):
            lines[-1].append((name, x))
            x += advance
        x += space_advance
    ids = {}
    defs = []
    uses = []
    for index, line in enumerate(lines):
        y = ascent + index * line_height
        for name, gx in line:
            if name not in ids:
                pen = SVGPathPen(glyph_set)
                glyph_set[name].draw(TransformPen(pen, (scale, 0, 0, -scale, 0, 0)))
                data = pen.getCommands()
                ids[name] = len([i for i in ids.values() if i]) + 1 if data else 0
                if data:
                    defs.append('<path id="g%d" d="%s"/>\n' % (ids[name], data))
            if ids[name]:
                uses.append('<use xlink:href="#g%d" x="%s" y="%s"/>\n' % (ids[name], number(gx), number(y)))
    height = -(-(ascent + (len(lines) - 1) * line_height + 483 * scale) // 1)
    with open(path, "w") as out:
        out.write('<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
                  'width="%s" height="%s">\n<defs>\n' % (number(WIDTH), number(height)))
        out.write("".join(defs))
        out.write("</defs>\n")
        out.write("".join(uses))
        out.write("</svg>\n")


if __name__ == "__main__":
    main()
