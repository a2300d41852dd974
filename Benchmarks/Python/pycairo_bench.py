"""A baseline: W1 and W2 written with pycairo's SVGSurface; R1 and R3 drawn on an image
surface and written as PNG (see raster.py).

    python3 pycairo_bench.py w1|w2 [COUNT] OUT.svg
    python3 pycairo_bench.py r1|r3 OUT.png|--no-png
    python3 pycairo_bench.py r2 PHOTO.png OUT.png|--no-png    (hero.py; needs numpy)
    python3 pycairo_bench.py --empty    (imports cairo, writes nothing)
"""
import sys

import cairo

from hero import PIXELS, draw_hero_cairo, hero_arguments
from raster import SIDE, draw_grid_cairo, draw_wave_cairo, raster_arguments
from workloads import canvas, run


def grid(count, path):
    width, height = canvas(count)
    surface = cairo.SVGSurface(path, width, height)
    draw_grid_cairo(cairo.Context(surface), count)
    surface.finish()


def long_path(points, path):
    surface = cairo.SVGSurface(path, 2000, 1000)
    draw_wave_cairo(cairo.Context(surface), points)
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


def hero(photo, output):
    surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, *PIXELS)
    draw_hero_cairo(surface, photo)
    if output is not None:
        surface.write_to_png(output)


if len(sys.argv) >= 4 and sys.argv[1] == "r2":
    hero(*hero_arguments(sys.argv))
elif len(sys.argv) >= 3 and sys.argv[1] in ("r1", "r3"):
    raster(*raster_arguments(sys.argv))
else:
    run(grid, long_path, sys.argv)
