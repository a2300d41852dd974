"""The raster workloads R1 and R3 for the Python baselines: the arguments, and the
drawing of W1's grid and W2's wave through a cairo-like context.

    r1|r3 OUT.png     draws the picture and writes it as PNG
    r1|r3 --no-png    draws the picture only
"""
import math

from workloads import RGB, cells, wave

# R1 and R3 are drawn on a 2000 x 2000 canvas.
SIDE = 2000


def raster_arguments(argv):
    """(workload, output) from `r1|r3 OUT.png` or `r1|r3 --no-png` (output None)."""
    workload = argv[1]
    output = None if argv[2] == "--no-png" else argv[2]
    return workload, output


def draw_grid_cairo(context, count=10000):
    """W1's cells through a pycairo context: each shape filled, then stroked black, 1 wide."""
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


def draw_wave_cairo(context, points=1000000):
    """W2's wave through a pycairo context, stroked black, 1 wide."""
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
