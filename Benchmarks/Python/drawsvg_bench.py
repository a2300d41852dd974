"""A baseline: W1 and W2 written with drawsvg 2.x.

    python3 drawsvg_bench.py w1|w2 [COUNT] OUT.svg
    python3 drawsvg_bench.py --empty    (imports drawsvg, writes nothing)
"""
import math
import sys

import drawsvg as draw

from workloads import PALETTE, canvas, cells, run, wave


def grid(count, path):
    width, height = canvas(count)
    drawing = draw.Drawing(width, height)
    for i, x, y, kind, sweep in cells(count):
        style = dict(fill=PALETTE[i % 8], stroke="#000000", stroke_width=1)
        if kind == 0:  # Trapezium(): the bottom-left corner at 0.75 of the height
            drawing.append(draw.Lines(x, y, x + 16, y, x + 16, y + 16, x, y + 12,
                                      close=True, **style))
        elif kind == 1:  # Pie from -90 degrees, sweeping clockwise on screen
            end = math.radians(-90 + sweep)
            shape = draw.Path(**style)
            shape.M(x + 8, y + 8).L(x + 8, y)
            shape.A(8, 8, 0, 1 if sweep > 180 else 0, 1,
                    x + 8 + 8 * math.cos(end), y + 8 + 8 * math.sin(end))
            drawing.append(shape.Z())
        else:  # RoundedRectangle(cornerRadius: 4, style: .circular)
            drawing.append(draw.Rectangle(x, y, 16, 16, rx=4, ry=4, **style))
    drawing.save_svg(path)


def long_path(points, path):
    # One polyline through all the points: drawsvg's Path.L appends to a string held in a
    # dict, which is quadratic for a million commands, so Lines is the drawsvg way here.
    drawing = draw.Drawing(2000, 1000)
    coordinates = []
    for x, y in wave(points):
        coordinates.append(x)
        coordinates.append(y)
    drawing.append(draw.Lines(*coordinates, close=False, fill="none", stroke="#000000",
                              stroke_width=1))
    drawing.save_svg(path)


run(grid, long_path, sys.argv)
