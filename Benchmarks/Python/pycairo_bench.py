"""A baseline: W1 and W2 written with pycairo's SVGSurface; R1 and R3 drawn on an image
surface and written as PNG (see raster.py).

    python3 pycairo_bench.py w1|w2 [COUNT] OUT.svg
    python3 pycairo_bench.py r1|r3 OUT.png|--no-png
    python3 pycairo_bench.py --empty    (imports cairo, writes nothing)
"""
import math
import sys

import cairo

from raster import SIDE, draw_grid_cairo, draw_wave_cairo, raster_arguments
from workloads import RGB, canvas, cells, run, wave


def grid(count, path):
    width, height = canvas(count)
    surface = cairo.SVGSurface(path, width, height)
    context = cairo.Context(surface)
    context.set_line_width(1)
    for i, x, y, kind, sweep in cells(count):
        if kind == 0:  # Trapezium(): the bottom-left corner at 0.75 of the height
            context.move_to(x, y)
            context.line_to(x + 16, y)
            context.line_to(x + 16, y + 16)
            context.line_to(x, y + 12)
            context.close_path()
        elif kind == 1:  # Pie from -90 degrees, sweeping clockwise on screen
            start = math.radians(-90)
            context.move_to(x + 8, y + 8)
            context.arc(x + 8, y + 8, 8, start, start + math.radians(sweep))
            context.close_path()
        else:  # RoundedRectangle(cornerRadius: 4, style: .circular)
            r = 4
            context.new_sub_path()
            context.arc(x + 16 - r, y + r, r, -math.pi / 2, 0)
            context.arc(x + 16 - r, y + 16 - r, r, 0, math.pi / 2)
            context.arc(x + r, y + 16 - r, r, math.pi / 2, math.pi)
            context.arc(x + r, y + r, r, math.pi, 3 * math.pi / 2)
            context.close_path()
        context.set_source_rgb(*RGB[i % 8])
        context.fill_preserve()
        context.set_source_rgb(0, 0, 0)
        context.stroke()
    surface.finish()


def long_path(points, path):
    surface = cairo.SVGSurface(path, 2000, 1000)
    context = cairo.Context(surface)
    context.set_line_width(1)
    first = True
    for x, y in wave(points):
        if first:
            context.move_to(x, y)
            first = False
        else:
            context.line_to(x, y)
    context.set_source_rgb(0, 0, 0)
    context.stroke()
    surface.finish()


def raster(workload, output):
    surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, SIDE, SIDE)
    context = cairo.Context(surface)
    if workload == "r1":
        draw_grid_cairo(context)
    else:
        draw_wave_cairo(context)
    surface.flush()
    if output is not None:
        surface.write_to_png(output)


if len(sys.argv) >= 3 and sys.argv[1] in ("r1", "r3"):
    raster(*raster_arguments(sys.argv))
else:
    run(grid, long_path, sys.argv)
