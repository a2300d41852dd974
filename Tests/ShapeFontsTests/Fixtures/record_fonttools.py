#!/usr/bin/env python3
"""Records what fontTools reads from three fonts, for ShapeFontsTests to compare with.

For DejaVu Sans and Liberation Sans (TrueType) and Nimbus Sans (CFF), from Debian's
fonts-dejavu-core, fonts-liberation and fonts-urw-base35, it writes fonttools.json beside
this script: the face's metrics and names, the glyph of sample characters, and for a
sample of glyphs their advance, exact bounding box (BoundsPen) and signed area (AreaPen,
font units, y up), and kerning pairs from the 'kern' table and from the GPOS 'kern'
feature (pair adjustment lookups, the first glyph's XAdvance, first subtable that covers
the pair, summed over lookups). Run it again after changing the sample:

    pip install fonttools
    python3 Tests/ShapeFontsTests/Fixtures/record_fonttools.py
"""
import json
import os

from fontTools.pens.areaPen import AreaPen
from fontTools.pens.boundsPen import BoundsPen
from fontTools.ttLib import TTFont

FONTS = [
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
    "/usr/share/fonts/opentype/urw-base35/NimbusSans-Regular.otf",
]
CHARACTERS = "AVWaTo.,!?gjQ&@%0123456789 éÅçßfiœ€—\u2026ÿ\U0001F600\u4E2D"
PAIRS = ["AV", "AW", "AT", "Ty", "To", "LT", "Yo", "Va", "P.", "F,", "ff", "r.", "av", "L'"]


def gpos_kerning(font):
    """(left, right) -> XAdvance for every pair the GPOS 'kern' feature covers."""
    if "GPOS" not in font:
        return None
    table = font["GPOS"].table
    indices = sorted(
        {i for record in table.FeatureList.FeatureRecord if record.FeatureTag == "kern"
         for i in record.Feature.LookupListIndex})
    lookups = []
    for index in indices:
        lookup = table.LookupList.Lookup[index]
        subtables = []
        for subtable in lookup.SubTable:
            if lookup.LookupType == 9:
                if subtable.ExtensionLookupType != 2:
                    continue
                subtable = subtable.ExtSubTable
            elif lookup.LookupType != 2:
                continue
            subtables.append(subtable)
        if subtables:
            lookups.append(subtables)
    return lookups


def pair_value(subtable, left, right):
    if left not in subtable.Coverage.glyphs:
        return None
    if subtable.Format == 1:
        pair_set = subtable.PairSet[subtable.Coverage.glyphs.index(left)]
        for record in pair_set.PairValueRecord:
            if record.SecondGlyph == right:
                return getattr(record.Value1, "XAdvance", 0) if record.Value1 else 0
        return None
    class1 = subtable.ClassDef1.classDefs.get(left, 0)
    class2 = subtable.ClassDef2.classDefs.get(right, 0)
    if class1 >= subtable.Class1Count or class2 >= subtable.Class2Count:
        return None
    value = subtable.Class1Record[class1].Class2Record[class2].Value1
    return getattr(value, "XAdvance", 0) if value else 0


def gpos_adjustment(lookups, left, right):
    total = 0
    for subtables in lookups:
        for subtable in subtables:
            value = pair_value(subtable, left, right)
            if value is not None:
                total += value
                break
    return total


def listed_gpos_pairs(lookups, limit):
    """Pairs the format 1 subtables list, and pairs of the classes of format 2 ones."""
    pairs = []
    for subtables in lookups:
        for subtable in subtables:
            if subtable.Format == 1:
                for left, pair_set in zip(subtable.Coverage.glyphs, subtable.PairSet):
                    for record in pair_set.PairValueRecord[:3]:
                        pairs.append((left, record.SecondGlyph))
            else:
                lefts = subtable.Coverage.glyphs
                rights = sorted(subtable.ClassDef2.classDefs)
                for i in range(0, len(lefts), max(1, len(lefts) // 25)):
                    for j in range(0, len(rights), max(1, len(rights) // 4)):
                        pairs.append((lefts[i], rights[j]))
    step = max(1, len(pairs) // limit)
    return pairs[::step][:limit]


def record(path):
    font = TTFont(path)
    order = font.getGlyphOrder()
    ids = {name: i for i, name in enumerate(order)}
    glyph_set = font.getGlyphSet()
    cmap = font.getBestCmap()
    hmtx = font["hmtx"]
    name = font["name"]
    characters = {}
    for ch in CHARACTERS:
        characters[ch] = ids.get(cmap.get(ord(ch)), 0)
    sample = set(characters.values())
    step = max(1, len(order) // 80)
    sample.update(range(0, len(order), step))
    sample.add(len(order) - 1)
    glyphs = []
    for gid in sorted(sample):
        glyph_name = order[gid]
        bounds = BoundsPen(glyph_set)
        glyph_set[glyph_name].draw(bounds)
        area = AreaPen(glyph_set)
        glyph_set[glyph_name].draw(area)
        glyphs.append({
            "id": gid,
            "name": glyph_name,
            "advance": hmtx[glyph_name][0],
            "bounds": list(bounds.bounds) if bounds.bounds else None,
            "area": area.value,
        })
    kern_pairs = []
    if "kern" in font:
        table = next(t for t in font["kern"].kernTables if t.format == 0)
        items = sorted(table.kernTable.items())
        step = max(1, len(items) // 60)
        kern_pairs = [[ids[l], ids[r], v] for (l, r), v in items[::step]]
    gpos = gpos_kerning(font)
    gpos_pairs = []
    if gpos:
        candidates = listed_gpos_pairs(gpos, 80)
        for text in PAIRS:
            left, right = (cmap.get(ord(c)) for c in text)
            if left and right:
                candidates.append((left, right))
        gpos_pairs = [[ids[l], ids[r], gpos_adjustment(gpos, l, r)] for l, r in candidates]
    os2 = font["OS/2"]
    return {
        "file": path,
        "family": name.getBestFamilyName(),
        "style": name.getBestSubFamilyName(),
        "postScriptName": name.getDebugName(6),
        "unitsPerEm": font["head"].unitsPerEm,
        "glyphCount": font["maxp"].numGlyphs,
        "hheaAscender": font["hhea"].ascent,
        "hheaDescender": font["hhea"].descent,
        "hheaLineGap": font["hhea"].lineGap,
        "weightClass": os2.usWeightClass,
        "isCFF": "CFF " in font,
        "characters": {str(ord(ch)): gid for ch, gid in characters.items()},
        "glyphs": glyphs,
        "kernTablePairs": kern_pairs,
        "gposPairs": gpos_pairs,
    }


def main():
    fonts = [record(path) for path in FONTS]
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fonttools.json")
    with open(out, "w") as file:
        json.dump({"fonts": fonts}, file, indent=1, sort_keys=True)
        file.write("\n")
    print(out, sum(len(f["glyphs"]) for f in fonts), "glyphs")


if __name__ == "__main__":
    main()
