"""The workloads W1 ("grid") and W2 ("long path"), as plain numbers for the Python
baselines: the same cells, shapes, fills and wave as Benchmarks/BenchmarkWorkloads."""
import math

PALETTE = ["#e6194b", "#3cb44b", "#ffe119", "#4363d8",
           "#f58231", "#911eb4", "#46f0f0", "#f032e6"]
RGB = [tuple(int(c[i:i + 2], 16) / 255 for i in (1, 3, 5)) for c in PALETTE]


def canvas(count):
    """The canvas of the first `count` cells: 2000 wide, as tall as their rows."""
    return 2000, (count + 99) // 100 * 20


def cells(count):
    """(index, x, y, kind, sweep) for the first `count` cells: the 16 x 16 square at
    (x, y); kind 0 trapezium, 1 pie sweeping `sweep` degrees clockwise from -90, 2 rounded
    rectangle."""
    for i in range(count):
        x = (i % 100) * 20 + 2
        y = (i // 100) * 20 + 2
        yield i, x, y, i % 3, i * 7 % 359 + 1


def wave(points):
    """The points of W2."""
    for k in range(points):
        yield k * 0.002, 500 + 400 * math.sin(k * 0.001)


def arguments(argv, default_w1=10000, default_w2=1000000):
    """(workload, count, output) from `w1|w2 [COUNT] OUT`, or None for --empty."""
    if len(argv) >= 2 and argv[1] == "--empty":
        return None
    workload = argv[1]
    count = int(argv[2]) if len(argv) >= 4 else (default_w1 if workload == "w1" else default_w2)
    return workload, count, argv[-1]


def run(grid, long_path, argv):
    """Runs the workload `argv` names with `grid` (W1) or `long_path` (W2), each called
    with (count, output); --empty runs nothing, after the caller has loaded its library."""
    parsed = arguments(argv)
    if parsed is None:
        return
    workload, count, path = parsed
    (grid if workload == "w1" else long_path)(count, path)
