"""A baseline: R1 and R3 drawn with skia-python on a raster surface and written as PNG.

    python3 skia_bench.py r1|r3 OUT.png|--no-png
    python3 skia_bench.py r2 PHOTO.png OUT.png|--no-png    (the hero, hero.py)
    python3 skia_bench.py --empty    (imports skia, draws nothing)
"""
import math
import sys

import skia

from hero import PIXELS, draw_hero_skia, hero_arguments
from raster import SIDE, raster_arguments
from workloads import PALETTE, cells, wave

COLORS = [skia.Color(int(c[1:3], 16), int(c[3:5], 16), int(c[5:7], 16)) for c in PALETTE]


def cell_path(x, y, kind, sweep):
    path = skia.Path()
    if kind == 0:  # Trapezium(): the bottom-left corner at 0.75 of the height
        path.moveTo(x, y)
        path.lineTo(x + 16, y)
        path.lineTo(x + 16, y + 16)
        path.lineTo(x, y + 12)
        path.close()
    elif kind == 1:  # Pie from -90 degrees, sweeping clockwise on screen
        path.moveTo(x + 8, y + 8)
        path.arcTo(skia.Rect.MakeXYWH(x, y, 16, 16), -90, sweep, False)
        path.close()
    else:  # RoundedRectangle(cornerRadius: 4, style: .circular)
        path.addRRect(skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(x, y, 16, 16), 4, 4))
    return path


def grid(canvas):
    fill = skia.Paint(AntiAlias=True, Style=skia.Paint.kFill_Style)
    stroke = skia.Paint(
        AntiAlias=True, Style=skia.Paint.kStroke_Style, StrokeWidth=1, Color=skia.ColorBLACK)
    for i, x, y, kind, sweep in cells(10000):
        path = cell_path(x, y, kind, sweep)
        fill.setColor(COLORS[i % 8])
        canvas.drawPath(path, fill)
        canvas.drawPath(path, stroke)


def long_path(canvas):
    path = skia.Path()
    first = True
    for x, y in wave(1000000):
        if first:
            path.moveTo(x, y)
            first = False
        else:
            path.lineTo(x, y)
    paint = skia.Paint(
        AntiAlias=True, Style=skia.Paint.kStroke_Style, StrokeWidth=1, Color=skia.ColorBLACK)
    canvas.drawPath(path, paint)


def main(argv):
    if argv[1] == "--empty":
        return
    if argv[1] == "r2":
        photo, output = hero_arguments(argv)
        surface = skia.Surface(*PIXELS)
        with surface as canvas:
            draw_hero_skia(canvas, photo)
    else:
        workload, output = raster_arguments(argv)
        surface = skia.Surface(SIDE, SIDE)
        with surface as canvas:
            (grid if workload == "r1" else long_path)(canvas)
    image = surface.makeImageSnapshot()
    if output is not None:
        image.save(output, skia.kPNG)


main(sys.argv)
