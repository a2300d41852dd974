#!/usr/bin/env bash
# Issue 8's benchmark: Shapes beside a hand-written C emitter (the floor), pycairo and
# drawsvg, in one run on this machine.
#
#   Benchmarks/run.sh [--quick] [--runs N] [--no-static]
#
# Builds in release mode, then times whole processes (fork to exit, with their peak
# memory from wait4) of every workload, N times each (7 by default, 3 with --quick), and
# prints the medians, the output sizes and a table of ratios, Shapes ÷ baseline. "net" is
# a median less the median of the same program's empty run (start-up and library
# loading, nothing drawn). Slow baselines run fewer times (said in the table).
#
# Workloads (Benchmarks/BenchmarkWorkloads, and the same in Floor/floor.c and Python/):
#   W1  grid: 10,000 shapes (trapezium, pie, rounded rectangle) on 2000 x 2000
#   W2  long path: one stroked path through 1,000,000 points
#   W3  effects: W1's first 1,000 cells, each with a shadow, every 10th clipped
#   W4  one shape: `shapegen trapezium --corner bottomLeft --offset 0.75`
#   Growth: W1 at 2,500, 10,000 and 40,000 shapes
#
# pycairo and drawsvg are used when they can be had: pycairo from the python3 on PATH or
# Debian's python3-cairo (/usr/bin/python3), else pip in a virtual environment (which needs
# libcairo2-dev and pkg-config); drawsvg from the python3 on PATH, else pip. When one cannot
# be had the script says so and goes on without it. --quick skips the static shapegen
# build, the 40,000-shape runs and the Python runs of W2.
set -euo pipefail
cd "$(dirname "$0")/.."

runs=7
quick=0
static=1
while (($#)); do
  case "$1" in
    --quick) quick=1; runs=3; static=0 ;;
    --runs) runs="$2"; shift ;;
    --no-static) static=0 ;;
    -h | --help) sed -n '2,25p' "$0"; exit 0 ;;
    *) echo "run.sh: unknown option $1" >&2; exit 64 ;;
  esac
  shift
done

out=.build/bench
work="$out/outputs"
mkdir -p "$work"

echo "== build (release)"
swift build -c release --product shapes-bench 2>&1 | tail -1
swift build -c release --product shapegen 2>&1 | tail -1
bin="$(swift build -c release --show-bin-path)"
cc -O2 -ffp-contract=off -o "$out/floor" Benchmarks/Floor/floor.c -lm
cc -O2 -o "$out/measure" Benchmarks/Floor/measure.c
static_shapegen=""
if ((static)); then
  if swift build -c release --product shapegen --static-swift-stdlib \
    --scratch-path .build/static 2>&1 | tail -1; then
    static_shapegen="$(swift build -c release --static-swift-stdlib --scratch-path .build/static \
      --show-bin-path)/shapegen"
  else
    echo "shapegen with --static-swift-stdlib: the build failed; measured dynamic only"
  fi
fi

echo "== Python baselines"
pycairo=""
drawsvg=""
for python in python3 /usr/bin/python3; do
  if [ -z "$pycairo" ] && command -v "$python" >/dev/null 2>&1 \
    && "$python" -c 'import cairo' 2>/dev/null; then
    pycairo="$python"
  fi
  if [ -z "$drawsvg" ] && command -v "$python" >/dev/null 2>&1 \
    && "$python" -c 'import drawsvg, sys; sys.exit(0 if drawsvg.__version__ >= "2" else 1)' \
      2>/dev/null; then
    drawsvg="$python"
  fi
done
if { [ -z "$pycairo" ] || [ -z "$drawsvg" ]; } && command -v python3 >/dev/null 2>&1; then
  venv="$out/venv"
  [ -x "$venv/bin/python" ] || python3 -m venv "$venv" >/dev/null 2>&1 || true
  if [ -x "$venv/bin/pip" ]; then
    if [ -z "$drawsvg" ] && "$venv/bin/pip" install -q 'drawsvg>=2,<3' >/dev/null 2>&1; then
      drawsvg="$venv/bin/python"
    fi
    if [ -z "$pycairo" ] && "$venv/bin/pip" install -q pycairo >/dev/null 2>&1; then
      pycairo="$venv/bin/python"
    fi
  fi
fi
describe() { "$1" -c "import sys, $2 as m; print(sys.executable, 'python', sys.version.split()[0], '$2', getattr(m, 'version', getattr(m, '__version__', '?')))"; }
if [ -n "$pycairo" ]; then
  echo "pycairo: $(describe "$pycairo" cairo), cairo $("$pycairo" -c 'import cairo; print(cairo.cairo_version_string())')"
else
  echo "pycairo: unavailable (no python3 with cairo, and pip could not build it: it needs" \
    "libcairo2-dev and pkg-config; or install Debian's python3-cairo); going on without it"
fi
if [ -n "$drawsvg" ]; then
  echo "drawsvg: $(describe "$drawsvg" drawsvg)"
else
  echo "drawsvg: unavailable (pip could not install drawsvg 2.x); going on without it"
fi

echo "== machine"
cpu=$(grep -m1 'model name' /proc/cpuinfo | sed 's/.*: //')
echo "$(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, $cpu, $(swift --version 2>/dev/null | head -1)"
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"

# measure NAME RUNS COMMAND... : runs the command RUNS times; records the median wall time
# (ms), the median CPU time (ms), the largest peak RSS (MB) and the output's size.
declare -A wall cpu_ms rss bytes count
median() { sort -n | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
measure() {
  local name="$1" n="$2"
  shift 2
  local walls=() cpus=() peak=0 line t_wall t_user t_sys t_rss
  for _ in $(seq "$n"); do
    line=$("$out/measure" "$@") || { echo "run.sh: $name failed: $*" >&2; exit 1; }
    read -r t_wall t_user t_sys t_rss <<<"$line"
    walls+=("$t_wall")
    cpus+=($((t_user + t_sys)))
    if ((t_rss > peak)); then peak=$t_rss; fi
  done
  wall[$name]=$(printf '%s\n' "${walls[@]}" | median | awk '{ printf "%.2f", $1 / 1000 }')
  cpu_ms[$name]=$(printf '%s\n' "${cpus[@]}" | median | awk '{ printf "%.2f", $1 / 1000 }')
  rss[$name]=$(awk -v k="$peak" 'BEGIN { printf "%.1f", k / 1024 }')
  count[$name]=$n
  local file="${*: -1}"
  if [ -f "$file" ]; then bytes[$name]=$(stat -c %s "$file"); else bytes[$name]=""; fi
}
# The slow baselines: as many runs as fit in about 30 s, at least one, at most `runs`.
runs_for() {
  local seconds="$1"
  awk -v s="$seconds" -v r="$runs" 'BEGIN { n = int(30 / (s + 0.001)); if (n < 1) n = 1; if (n > r) n = r; print n }'
}

bench="$bin/shapes-bench"
floor="$out/floor"
w="$work"
echo "== running ($runs runs each)"
measure shapes.empty "$runs" "$bench" --empty
measure floor.empty "$runs" "$floor" --empty
measure shapes.w1 "$runs" "$bench" w1 -o "$w/shapes-w1.svg"
measure shapes.w1view "$runs" "$bench" w1 --api view -o "$w/shapes-w1-view.svg"
measure floor.w1 "$runs" "$floor" w1 "$w/floor-w1.svg"
measure shapes.w2 "$runs" "$bench" w2 -o "$w/shapes-w2.svg"
measure floor.w2 "$runs" "$floor" w2 "$w/floor-w2.svg"
measure shapes.w3 "$runs" "$bench" w3 -o "$w/shapes-w3.svg"
measure shapes.w1k "$runs" "$bench" w1 --count 1000 -o "$w/shapes-w1-1000.svg"
measure shapegen.w4 "$runs" "$bin/shapegen" trapezium --corner bottomLeft --offset 0.75
if [ -n "$static_shapegen" ]; then
  measure shapegen-static.w4 "$runs" "$static_shapegen" trapezium --corner bottomLeft --offset 0.75
fi
measure shapes.g2500 "$runs" "$bench" w1 --count 2500 -o "$w/shapes-2500.svg"
measure floor.g2500 "$runs" "$floor" w1 2500 "$w/floor-2500.svg"
if ((!quick)); then
  measure shapes.g40000 "$runs" "$bench" w1 --count 40000 -o "$w/shapes-40000.svg"
  measure floor.g40000 "$runs" "$floor" w1 40000 "$w/floor-40000.svg"
fi
if [ -n "$drawsvg" ]; then
  measure drawsvg.empty "$runs" "$drawsvg" Benchmarks/Python/drawsvg_bench.py --empty
  measure drawsvg.w1 1 "$drawsvg" Benchmarks/Python/drawsvg_bench.py w1 "$w/drawsvg-w1.svg"
  measure drawsvg.w1 "$(runs_for "${wall[drawsvg.w1]%.*}e-3")" \
    "$drawsvg" Benchmarks/Python/drawsvg_bench.py w1 "$w/drawsvg-w1.svg"
  # W2 is left out for drawsvg: its Path.L and Lines append each command to a string kept
  # in a dict, which is quadratic; a million points did not finish in ten minutes here.
fi
if [ -n "$pycairo" ]; then
  measure pycairo.empty "$runs" "$pycairo" Benchmarks/Python/pycairo_bench.py --empty
  measure pycairo.w1 1 "$pycairo" Benchmarks/Python/pycairo_bench.py w1 "$w/pycairo-w1.svg"
  measure pycairo.w1 "$(runs_for "${wall[pycairo.w1]%.*}e-3")" \
    "$pycairo" Benchmarks/Python/pycairo_bench.py w1 "$w/pycairo-w1.svg"
  measure pycairo.g2500 "$(runs_for 1)" \
    "$pycairo" Benchmarks/Python/pycairo_bench.py w1 2500 "$w/pycairo-2500.svg"
  if ((!quick)); then
    measure pycairo.w2 1 "$pycairo" Benchmarks/Python/pycairo_bench.py w2 "$w/pycairo-w2.svg"
    measure pycairo.g40000 1 "$pycairo" Benchmarks/Python/pycairo_bench.py w1 40000 "$w/pycairo-40000.svg"
  fi
fi
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"

echo "== output checks"
same() { cmp -s "$1" "$2" && echo "byte-identical" || echo "DIFFERENT"; }
echo "W1: Shapes (GraphicsContext) vs C floor: $(same "$w/shapes-w1.svg" "$w/floor-w1.svg")"
echo "W1: Shapes (views) vs C floor: $(same "$w/shapes-w1-view.svg" "$w/floor-w1.svg")"
echo "W2: Shapes vs C floor: $(same "$w/shapes-w2.svg" "$w/floor-w2.svg")"
filters=$(grep -o '<filter ' "$w/shapes-w3.svg" | wc -l)
clips=$(grep -o '<clipPath ' "$w/shapes-w3.svg" | wc -l)
distinct_clips=$(grep -o '<clipPath id="[^"]*"><path d="[^"]*"' "$w/shapes-w3.svg" \
  | sed 's/id="[^"]*"//' | sort -u | wc -l)
echo "W3: $filters shadow filter(s) for 1000 shadows; $clips clip paths, $distinct_clips distinct, for 100 clips"

echo
echo "== results (ms: median whole-process wall time; net: less the empty run)"
net() { awk -v a="${wall[$1]}" -v b="${wall[$2]}" 'BEGIN { printf "%.2f", a - b }'; }
row() { # name label empty
  local n="$1"
  [ -n "${wall[$n]:-}" ] || return 0
  local e="${3:-}"
  local netv="-"
  [ -n "$e" ] && netv=$(net "$n" "$e")
  printf '| %-34s | %9s | %9s | %8s | %9s | %4s |\n' "$2" "${wall[$n]}" "$netv" "${rss[$n]}" \
    "${bytes[$n]:-}" "${count[$n]}"
}
printf '| %-34s | %9s | %9s | %8s | %9s | %4s |\n' program "ms" "net ms" "peak MB" bytes runs
printf '|%s|%s|%s|%s|%s|%s|\n' "$(printf -- '-%.0s' {1..36})" "-----------" "-----------" "----------" "-----------" "------"
row shapes.empty "Shapes, empty run"
row floor.empty "C floor, empty run"
row drawsvg.empty "drawsvg, empty run"
row pycairo.empty "pycairo, empty run"
row shapes.w1 "W1 Shapes (GraphicsContext)" shapes.empty
row shapes.w1view "W1 Shapes (views, Artwork)" shapes.empty
row floor.w1 "W1 C floor" floor.empty
row drawsvg.w1 "W1 drawsvg" drawsvg.empty
row pycairo.w1 "W1 pycairo" pycairo.empty
row shapes.w2 "W2 Shapes" shapes.empty
row floor.w2 "W2 C floor" floor.empty
row pycairo.w2 "W2 pycairo" pycairo.empty
row shapes.w3 "W3 Shapes (effects, 1,000)" shapes.empty
row shapes.w1k "W1's first 1,000, no effects" shapes.empty
row shapegen.w4 "W4 shapegen" ""
row shapegen-static.w4 "W4 shapegen, static stdlib" ""
row shapes.g2500 "Growth: Shapes 2,500" shapes.empty
row shapes.w1 "Growth: Shapes 10,000" shapes.empty
row shapes.g40000 "Growth: Shapes 40,000" shapes.empty
row floor.g2500 "Growth: C floor 2,500" floor.empty
row floor.g40000 "Growth: C floor 40,000" floor.empty
row pycairo.g2500 "Growth: pycairo 2,500" pycairo.empty
row pycairo.w1 "Growth: pycairo 10,000" pycairo.empty
row pycairo.g40000 "Growth: pycairo 40,000" pycairo.empty

echo
echo "== ratios (Shapes ÷ baseline) and goals"
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b <= 0) print "n/a"; else printf "%.2f", a / b }'; }
verdict() { awk -v v="$1" -v op="$2" -v g="$3" 'BEGIN { ok = (op == "<=") ? (v <= g) : (v < g); print ok ? "met" : "NOT met" }'; }
shapes_w1_net=$(net shapes.w1 shapes.empty)
floor_w1_net=$(net floor.w1 floor.empty)
r=$(ratio "$shapes_w1_net" "$floor_w1_net")
echo "W1 ÷ C floor, net:          $r (goal ≤ 3: $(verdict "$r" "<=" 3)); whole process: $(ratio "${wall[shapes.w1]}" "${wall[floor.w1]}")"
echo "W1 views ÷ C floor, net:    $(ratio "$(net shapes.w1view shapes.empty)" "$floor_w1_net")"
echo "W1 bytes ÷ C floor bytes:   $(ratio "${bytes[shapes.w1]}" "${bytes[floor.w1]}") (${bytes[shapes.w1]} bytes; goal: no larger)"
if [ -n "${wall[drawsvg.w1]:-}" ]; then
  r=$(ratio "${wall[shapes.w1]}" "${wall[drawsvg.w1]}")
  echo "W1 ÷ drawsvg:               $r whole process, $(ratio "$shapes_w1_net" "$(net drawsvg.w1 drawsvg.empty)") net (goal ≤ 0.1, 10× faster: $(verdict "$r" "<=" 0.1))"
fi
if [ -n "${wall[pycairo.w1]:-}" ]; then
  r=$(ratio "${wall[shapes.w1]}" "${wall[pycairo.w1]}")
  echo "W1 ÷ pycairo:               $r whole process, $(ratio "$shapes_w1_net" "$(net pycairo.w1 pycairo.empty)") net (goal ≤ 0.01, 100× faster: $(verdict "$r" "<=" 0.01))"
fi
r=$(ratio "${wall[shapes.w2]}" "${wall[floor.w2]}")
echo "W2 ÷ C floor:               $r whole process (goal ≤ 1.5: $(verdict "$r" "<=" 1.5)), $(ratio "$(net shapes.w2 shapes.empty)" "$(net floor.w2 floor.empty)") net"
echo "W2 peak memory:             ${rss[shapes.w2]} MB (goal < 64: $(verdict "${rss[shapes.w2]}" "<" 64))"
[ -n "$drawsvg" ] && echo "W2 ÷ drawsvg:               not run (drawsvg builds path data quadratically; 1M points take over 10 minutes)"
[ -n "${wall[pycairo.w2]:-}" ] && echo "W2 ÷ pycairo:               $(ratio "${wall[shapes.w2]}" "${wall[pycairo.w2]}")"
r=$(ratio "${wall[shapes.w3]}" "${wall[shapes.w1k]}")
echo "W3 ÷ W1's first 1,000:      $r whole process (goal < 3: $(verdict "$r" "<" 3)), $(ratio "$(net shapes.w3 shapes.empty)" "$(net shapes.w1k shapes.empty)") net"
echo "W4 shapegen:                ${wall[shapegen.w4]} ms (goal < 15: $(verdict "${wall[shapegen.w4]}" "<" 15))"
[ -n "${wall[shapegen-static.w4]:-}" ] && echo "W4 shapegen, static stdlib: ${wall[shapegen-static.w4]} ms (goal < 15: $(verdict "${wall[shapegen-static.w4]}" "<" 15))"
per() { awk -v t="$(net "$1" "$2")" -v n="$3" 'BEGIN { printf "%.3f", t / n * 1000 }'; }
p10=$(per shapes.w1 shapes.empty 10000)
p25=$(per shapes.g2500 shapes.empty 2500)
line="Growth, Shapes µs per shape (net): 2,500: $p25, 10,000: $p10"
worst=$(awk -v a="$p25" -v b="$p10" 'BEGIN { d = a / b - 1; if (d < 0) d = -d; print d }')
if [ -n "${wall[shapes.g40000]:-}" ]; then
  p40=$(per shapes.g40000 shapes.empty 40000)
  line="$line, 40,000: $p40"
  worst=$(awk -v w="$worst" -v a="$p40" -v b="$p10" 'BEGIN { d = a / b - 1; if (d < 0) d = -d; print (d > w) ? d : w }')
fi
echo "$line; worst deviation from 10,000's: $(awk -v w="$worst" 'BEGIN { printf "%.0f%%", w * 100 }') (goal ≤ 10%: $(verdict "$worst" "<=" 0.10))"
if [ -n "${wall[pycairo.g2500]:-}" ]; then
  line="Growth, pycairo µs per shape (net): 2,500: $(per pycairo.g2500 pycairo.empty 2500), 10,000: $(per pycairo.w1 pycairo.empty 10000)"
  [ -n "${wall[pycairo.g40000]:-}" ] && line="$line, 40,000: $(per pycairo.g40000 pycairo.empty 40000)"
  echo "$line"
fi
