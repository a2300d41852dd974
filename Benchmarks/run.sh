#!/usr/bin/env bash
# The benchmark: Shapes beside a hand-written C emitter (the floor), pycairo and
# drawsvg, in one run on this machine.
#
#   Benchmarks/run.sh [--quick] [--runs N] [--no-static] [--raster]
#
# Builds in release mode, then times whole processes (fork to exit, with their peak
# memory from wait4) of every workload, N times each (15 by default, 3 with --quick), and
# prints the medians, the output sizes and a table of ratios, Shapes ÷ baseline. "net" is
# a median less the median of the same program's empty run (start-up and library
# loading, nothing drawn). Slow baselines run fewer times (said in the table).
#
# Workloads (Benchmarks/BenchmarkWorkloads, and the same in Floor/floor.c and Python/):
#   W1  grid: 10,000 shapes (trapezium, pie, rounded rectangle) on 2000 x 2000
#   W2  long path: one stroked path through 1,000,000 points
#   S2  W2's path turned into its stroke's outline by strokedPath and filled (also at 250,000)
#   W3  effects: W1's first 1,000 cells, each with a shadow, every 10th clipped
#   W4  one shape: `shapegen trapezium --corner bottomLeft --offset 0.75`
#   W5  text: 10,000 words laid out in DejaVu Sans and written as glyph outlines, the
#       font parsed once (beside fontTools doing the same, when python3 has it)
#   Growth: W1 at 2,500, 10,000 and 40,000 shapes (timed, and counted in instructions
#           with valgrind's callgrind when it is installed)
#   With valgrind, W1 through GraphicsContext and through views is also counted in
#   instructions against the C floor, net of each program's empty run.
#   R1-R3 raster: W1, the trapezium hero at scale 3 and W2 stroked, drawn to PNG, beside
#       resvg, pycairo and skia-python (Benchmarks/raster.sh); --raster runs only these.
#       Shapes runs them twice: built as usual, and with --static-swift-stdlib (as resvg's
#       executable is statically linked); --no-static skips the second build.
#
# pycairo and drawsvg are used when they can be had: pycairo from the python3 on PATH or
# Debian's python3-cairo (/usr/bin/python3), else pip in a virtual environment (which needs
# libcairo2-dev and pkg-config); drawsvg from the python3 on PATH, else pip. When one cannot
# be had the script says so and goes on without it. --quick skips the static shapegen
# build, the 40,000-shape runs and the Python runs of W2.
set -euo pipefail
cd "$(dirname "$0")/.."

runs=15
quick=0
static=1
raster_only=0
while (($#)); do
  case "$1" in
    --quick) quick=1; runs=3; static=0 ;;
    --runs) runs="$2"; shift ;;
    --no-static) static=0 ;;
    --raster) raster_only=1 ;;
    -h | --help) sed -n '2,34p' "$0"; exit 0 ;;
    *) echo "run.sh: unknown option $1" >&2; exit 64 ;;
  esac
  shift
done

out=.build/bench
# Outputs go to memory (tmpfs) where there is one, so that writing a 16 MB file back to
# disk never competes with the programs being timed; BENCH_OUTPUTS overrides.
if [ -n "${BENCH_OUTPUTS:-}" ]; then
  work="$BENCH_OUTPUTS"
elif [ -d /dev/shm ] && [ -w /dev/shm ]; then
  work="/dev/shm/shapes-bench-$$"
  trap 'rm -rf "$work"' EXIT
else
  work="$out/outputs"
fi
mkdir -p "$out" "$work"

echo "== build (release)"
swift build -c release --product shapes-bench 2>&1 | tail -1
swift build -c release --product shapegen 2>&1 | tail -1
bin="$(swift build -c release --show-bin-path)"
cc -O2 -ffp-contract=off -o "$out/floor" Benchmarks/Floor/floor.c -lm
cc -O2 -o "$out/measure" Benchmarks/Floor/measure.c
# The Swift runtime and Foundation linked into the executable (--static-swift-stdlib) start
# faster than loaded as shared libraries: both builds are measured.
static_shapegen=""
static_bench=""
if ((static)); then
  echo "== build (release, --static-swift-stdlib)"
  if swift build -c release --product shapegen --static-swift-stdlib \
    --scratch-path .build/static 2>&1 | tail -1 \
    && swift build -c release --product shapes-bench --static-swift-stdlib \
      --scratch-path .build/static 2>&1 | tail -1; then
    static_bin="$(swift build -c release --static-swift-stdlib --scratch-path .build/static \
      --show-bin-path)"
    static_shapegen="$static_bin/shapegen"
    static_bench="$static_bin/shapes-bench"
  else
    echo "--static-swift-stdlib: the build failed; measured the dynamic build only"
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
    && "$python" -c 'import drawsvg, sys, importlib.metadata as m
sys.exit(0 if int(m.version("drawsvg").split(".")[0]) >= 2 else 1)' 2>/dev/null; then
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
describe() { # PYTHON MODULE DISTRIBUTION
  "$1" -c "import sys, importlib.metadata as m, $2
print(sys.executable, 'python', sys.version.split()[0], '$3', m.version('$3'))"
}
if [ -n "$pycairo" ]; then
  echo "pycairo: $(describe "$pycairo" cairo pycairo), cairo $("$pycairo" -c 'import cairo; print(cairo.cairo_version_string())')"
else
  echo "pycairo: unavailable (no python3 with cairo, and pip could not build it: it needs" \
    "libcairo2-dev and pkg-config; or install Debian's python3-cairo); going on without it"
fi
if [ -n "$drawsvg" ]; then
  echo "drawsvg: $(describe "$drawsvg" drawsvg drawsvg)"
else
  echo "drawsvg: unavailable (pip could not install drawsvg 2.x); going on without it"
fi

# shellcheck source=Benchmarks/raster.sh
source Benchmarks/raster.sh
raster_find_resvg

echo "== machine"
cpu=$(grep -m1 'model name' /proc/cpuinfo | sed 's/.*: //')
echo "$(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, $cpu, $(swift --version 2>/dev/null | head -1)"
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"

# Each run is timed by Floor/measure.c: wall time from fork to exit, CPU time (user + sys,
# "process time") and peak RSS from wait4. An output file left by an earlier run is removed
# first, outside the timing. The fast programs are run in interleaved rounds (every
# program once per round), so that a burst of load on the machine falls on all of them
# alike; medians are taken over the rounds.
declare -A walls cpus peaks wall cpu_ms rss bytes count
job_names=()
job_commands=()
job() { # NAME COMMAND...
  local quoted
  printf -v quoted '%q ' "${@:2}"
  job_names+=("$1")
  job_commands+=("$quoted")
}
run_once() { # NAME QUOTED-COMMAND
  local name="$1" command="$2" line t_wall t_user t_sys t_rss file
  eval "set -- $command"
  file="${*: -1}"
  case "$file" in *.svg | *.png) rm -f "$file" ;; esac
  line=$("$out/measure" "$@") || { echo "run.sh: $name failed: $*" >&2; exit 1; }
  read -r t_wall t_user t_sys t_rss <<<"$line"
  walls[$name]+=" $t_wall"
  cpus[$name]+=" $((t_user + t_sys))"
  if ((t_rss > ${peaks[$name]:-0})); then peaks[$name]=$t_rss; fi
  count[$name]=$((${count[$name]:-0} + 1))
  if [ -f "$file" ]; then bytes[$name]=$(stat -c %s "$file"); fi
}
median() { tr ' ' '\n' | grep -v '^$' | sort -n | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
summarize() { # NAME
  wall[$1]=$(median <<<"${walls[$1]}" | awk '{ printf "%.2f", $1 / 1000 }')
  cpu_ms[$1]=$(median <<<"${cpus[$1]}" | awk '{ printf "%.2f", $1 / 1000 }')
  rss[$1]=$(awk -v k="${peaks[$1]}" 'BEGIN { printf "%.1f", k / 1024 }')
}
# The slow baselines, one after another: as many runs as fit in about 30 s, at least
# one, at most `runs`.
measure_slow() { # NAME COMMAND...
  local name="$1" quoted n
  printf -v quoted '%q ' "${@:2}"
  run_once "$name" "$quoted"
  summarize "$name"
  n=$(awk -v ms="${wall[$name]}" -v r="$runs" 'BEGIN { n = int(30000 / (ms + 1)); if (n < 1) n = 1; if (n > r) n = r; print n }')
  for _ in $(seq 2 "$n"); do run_once "$name" "$quoted"; done
  summarize "$name"
}

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b <= 0) print "n/a"; else printf "%.2f", a / b }'; }
verdict() { awk -v v="$1" -v op="$2" -v g="$3" 'BEGIN { if (v == "n/a") { print "n/a"; exit } ok = (op == "<=") ? (v <= g) : (v < g); print ok ? "met" : "NOT met" }'; }
instructions() { # JOB: the instructions of one run of that job's command
  local file="$work/callgrind.out" i
  for i in "${!job_names[@]}"; do
    [ "${job_names[$i]}" = "$1" ] || continue
    eval "set -- ${job_commands[$i]}"
    # Swift seeds its hasher per process, which moves a count by about 0.1%; a fixed seed
    # makes two runs of one program count the same.
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$file" "$@" \
      >/dev/null 2>&1
    awk '/^summary:/ { print $2 }' "$file"
    return
  done
}

bench="$bin/shapes-bench"
floor="$out/floor"
w="$work"
job shapes.empty "$bench" --empty
if [ -n "$static_bench" ]; then job static.empty "$static_bench" --empty; fi
raster_jobs
if ((!raster_only)); then
job floor.empty "$floor" --empty
job shapes.w1 "$bench" w1 -o "$w/shapes-w1.svg"
job shapes.w1view "$bench" w1 --api view -o "$w/shapes-w1-view.svg"
job lazy.w1 "$bench" w1 --api lazygrid -o "$w/lazy-w1.svg"
job floor.w1 "$floor" w1 "$w/floor-w1.svg"
job shapes.w2 "$bench" w2 -o "$w/shapes-w2.svg"
job floor.w2 "$floor" w2 "$w/floor-w2.svg"
job shapes.w3 "$bench" w3 -o "$w/shapes-w3.svg"
job shapes.s2 "$bench" s2 -o "$w/shapes-s2.svg"
job shapes.s2q "$bench" s2 --count 250000 -o "$w/shapes-s2-250000.svg"
job shapes.w1k "$bench" w1 --count 1000 -o "$w/shapes-w1-1000.svg"
job shapegen.w4 "$bin/shapegen" trapezium --corner bottomLeft --offset 0.75
if [ -n "$static_shapegen" ]; then
  job shapegen-static.w4 "$static_shapegen" trapezium --corner bottomLeft --offset 0.75
  job static.w1 "$static_bench" w1 -o "$w/static-w1.svg"
  job static.w2 "$static_bench" w2 -o "$w/static-w2.svg"
fi
job shapes.w5parse "$bench" w5 --api parse -o "$w/shapes-w5-parse.txt"
job shapes.w5 "$bench" w5 -o "$w/shapes-w5.svg"
job shapes.w5view "$bench" w5 --api view -o "$w/shapes-w5-view.svg"
if python3 -c "import fontTools" 2>/dev/null; then
  echo "fontTools: $(python3 -c 'import fontTools; print(fontTools.version)') (W5's baseline)"
  job fonttools.w5parse python3 Benchmarks/Python/text_bench.py parse "$w/fonttools-w5-parse.txt"
  job fonttools.w5 python3 Benchmarks/Python/text_bench.py w5 10000 "$w/fonttools-w5.svg"
else
  echo "fontTools: not found (pip install fonttools); W5 runs without its baseline"
fi
job shapes.g2500 "$bench" w1 --count 2500 -o "$w/shapes-2500.svg"
job lazy.g2500 "$bench" w1 --api lazygrid --count 2500 -o "$w/lazy-2500.svg"
job floor.g2500 "$floor" w1 2500 "$w/floor-2500.svg"
if ((!quick)); then
  job shapes.g40000 "$bench" w1 --count 40000 -o "$w/shapes-40000.svg"
  job lazy.g40000 "$bench" w1 --api lazygrid --count 40000 -o "$w/lazy-40000.svg"
  job floor.g40000 "$floor" w1 40000 "$w/floor-40000.svg"
fi
fi
echo "== running: a warm-up round, then $runs interleaved rounds of ${#job_names[@]} programs in shuffled order"
for i in "${!job_names[@]}"; do run_once warmup "${job_commands[$i]}"; done
for _ in $(seq "$runs"); do
  # A new order each round, so that no program always follows the same one (a large file
  # just written, say) and a bias of place in the round averages out.
  for i in $(seq 0 $((${#job_names[@]} - 1)) | shuf); do
    run_once "${job_names[$i]}" "${job_commands[$i]}"
  done
done
for name in "${job_names[@]}"; do summarize "$name"; done
raster_slow
if ((!raster_only)) && [ -n "$drawsvg" ]; then
  echo "== running drawsvg"
  for _ in $(seq "$runs"); do
    run_once drawsvg.empty "$(printf '%q ' "$drawsvg" Benchmarks/Python/drawsvg_bench.py --empty)"
  done
  summarize drawsvg.empty
  measure_slow drawsvg.w1 "$drawsvg" Benchmarks/Python/drawsvg_bench.py w1 "$w/drawsvg-w1.svg"
  # W2 is left out for drawsvg: its Path.L and Lines append each command to a string kept
  # in a dict, which is quadratic; a million points did not finish in ten minutes here.
fi
if ((!raster_only)) && [ -n "$pycairo" ]; then
  echo "== running pycairo"
  for _ in $(seq "$runs"); do
    run_once pycairo.empty "$(printf '%q ' "$pycairo" Benchmarks/Python/pycairo_bench.py --empty)"
  done
  summarize pycairo.empty
  measure_slow pycairo.w1 "$pycairo" Benchmarks/Python/pycairo_bench.py w1 "$w/pycairo-w1.svg"
  measure_slow pycairo.g2500 "$pycairo" Benchmarks/Python/pycairo_bench.py w1 2500 "$w/pycairo-2500.svg"
  if ((!quick)); then
    measure_slow pycairo.w2 "$pycairo" Benchmarks/Python/pycairo_bench.py w2 "$w/pycairo-w2.svg"
    measure_slow pycairo.g40000 "$pycairo" Benchmarks/Python/pycairo_bench.py w1 40000 "$w/pycairo-40000.svg"
  fi
fi
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"

if ((!raster_only)); then
echo "== output checks"
same() { cmp -s "$1" "$2" && echo "byte-identical" || echo "DIFFERENT"; }
echo "W1: Shapes (GraphicsContext) vs C floor: $(same "$w/shapes-w1.svg" "$w/floor-w1.svg")"
echo "W1: Shapes (views) vs C floor: $(same "$w/shapes-w1-view.svg" "$w/floor-w1.svg")"
echo "W1: Shapes (LazyVGrid) vs C floor: $(same "$w/lazy-w1.svg" "$w/floor-w1.svg")"
echo "W2: Shapes vs C floor: $(same "$w/shapes-w2.svg" "$w/floor-w2.svg")"
filters=$(grep -o '<filter ' "$w/shapes-w3.svg" | wc -l)
clips=$(grep -o '<clipPath ' "$w/shapes-w3.svg" | wc -l)
distinct_clips=$(grep -o '<clipPath id="[^"]*"><path d="[^"]*"' "$w/shapes-w3.svg" \
  | sed 's/id="[^"]*"//' | sort -u | wc -l)
echo "W3: $filters shadow filter(s) for 1000 shadows; $clips clip paths, $distinct_clips distinct, for 100 clips"
uses() { grep -c '<use ' "$1" || true; }
echo "W5: glyphs placed: layout $(uses "$w/shapes-w5.svg"), views $(uses "$w/shapes-w5-view.svg")$([ -f "$w/fonttools-w5.svg" ] && echo ", fontTools $(uses "$w/fonttools-w5.svg")")"

fi

echo
echo "== results (medians; wall = fork to exit, cpu = user + sys, the process time;"
echo "   net = less the same program's empty run)"
net() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a - b }'; }
row() { # NAME LABEL [EMPTY]
  local n="$1" e="${3:-}" wnet="-" cnet="-"
  [ -n "${wall[$n]:-}" ] || return 0
  if [ -n "$e" ] && [ -n "${wall[$e]:-}" ]; then
    wnet=$(net "${wall[$n]}" "${wall[$e]}")
    cnet=$(net "${cpu_ms[$n]}" "${cpu_ms[$e]}")
  fi
  printf '| %-32s | %9s | %9s | %9s | %9s | %7s | %9s | %4s |\n' "$2" "${wall[$n]}" "$wnet" \
    "${cpu_ms[$n]}" "$cnet" "${rss[$n]}" "${bytes[$n]:-}" "${count[$n]}"
}
printf '| %-32s | %9s | %9s | %9s | %9s | %7s | %9s | %4s |\n' program "wall ms" "net" \
  "cpu ms" "net" "peak MB" bytes runs
echo "|----------------------------------|-----------|-----------|-----------|-----------|---------|-----------|------|"
row shapes.empty "Shapes, empty run"
row floor.empty "C floor, empty run"
row drawsvg.empty "drawsvg, empty run"
row pycairo.empty "pycairo, empty run"
row shapes.w1 "W1 Shapes (GraphicsContext)" shapes.empty
row shapes.w1view "W1 Shapes (views, Artwork)" shapes.empty
row lazy.w1 "W1 Shapes (LazyVGrid of views)" shapes.empty
row floor.w1 "W1 C floor" floor.empty
row drawsvg.w1 "W1 drawsvg" drawsvg.empty
row pycairo.w1 "W1 pycairo" pycairo.empty
row static.empty "Shapes static stdlib, empty run"
row static.w1 "W1 Shapes, static stdlib" static.empty
row shapes.w2 "W2 Shapes" shapes.empty
row static.w2 "W2 Shapes, static stdlib" static.empty
row floor.w2 "W2 C floor" floor.empty
row pycairo.w2 "W2 pycairo" pycairo.empty
row shapes.s2q "S2 strokedPath, 250,000 points" shapes.empty
row shapes.s2 "S2 strokedPath, 1,000,000 points" shapes.empty
row shapes.w3 "W3 Shapes (effects, 1,000)" shapes.empty
row shapes.w1k "W1's first 1,000, no effects" shapes.empty
row shapegen.w4 "W4 shapegen"
row shapegen-static.w4 "W4 shapegen, static stdlib"
row shapes.w5parse "W5 Shapes, parse the font only" shapes.empty
row shapes.w5 "W5 Shapes (TextLayout)" shapes.w5parse
row shapes.w5view "W5 Shapes (Text view, SVGRenderer)" shapes.w5parse
row fonttools.w5parse "W5 fontTools, parse the font only"
row fonttools.w5 "W5 fontTools" fonttools.w5parse
row shapes.g2500 "Growth: Shapes 2,500" shapes.empty
row shapes.w1 "Growth: Shapes 10,000" shapes.empty
row shapes.g40000 "Growth: Shapes 40,000" shapes.empty
row floor.g2500 "Growth: C floor 2,500" floor.empty
row floor.w1 "Growth: C floor 10,000" floor.empty
row floor.g40000 "Growth: C floor 40,000" floor.empty
row pycairo.g2500 "Growth: pycairo 2,500" pycairo.empty
row pycairo.w1 "Growth: pycairo 10,000" pycairo.empty
row pycairo.g40000 "Growth: pycairo 40,000" pycairo.empty
raster_rows
if ((raster_only)); then
  raster_ratios
  exit 0
fi

echo
echo "== ratios (Shapes ÷ baseline) and goals"
wnet() { net "${wall[$1]}" "${wall[$2]}"; }
cnet() { net "${cpu_ms[$1]}" "${cpu_ms[$2]}"; }
r_cpu=$(ratio "$(cnet shapes.w1 shapes.empty)" "$(cnet floor.w1 floor.empty)")
r_wall=$(ratio "$(wnet shapes.w1 shapes.empty)" "$(wnet floor.w1 floor.empty)")
echo "W1 ÷ C floor, net:          $r_cpu process time (goal ≤ 3: $(verdict "$r_cpu" "<=" 3)), $r_wall wall ($(verdict "$r_wall" "<=" 3)); whole process: $(ratio "${wall[shapes.w1]}" "${wall[floor.w1]}") wall"
echo "W1 views ÷ C floor, net:    $(ratio "$(cnet shapes.w1view shapes.empty)" "$(cnet floor.w1 floor.empty)") process time"
echo "W1 LazyVGrid ÷ W1 views, net: $(ratio "$(cnet lazy.w1 shapes.empty)" "$(cnet shapes.w1view shapes.empty)") process time"
r=$(ratio "${bytes[shapes.w1]}" "${bytes[floor.w1]}")
echo "W1 bytes ÷ C floor bytes:   $r (${bytes[shapes.w1]} bytes; goal no larger: $(verdict "$r" "<=" 1))"
if [ -n "${wall[drawsvg.w1]:-}" ]; then
  r=$(ratio "${wall[shapes.w1]}" "${wall[drawsvg.w1]}")
  echo "W1 ÷ drawsvg:               $r whole process (goal ≤ 0.1, 10× faster: $(verdict "$r" "<=" 0.1)); $(ratio "$(wnet shapes.w1 shapes.empty)" "$(wnet drawsvg.w1 drawsvg.empty)") net"
fi
if [ -n "${wall[pycairo.w1]:-}" ]; then
  r=$(ratio "${wall[shapes.w1]}" "${wall[pycairo.w1]}")
  echo "W1 ÷ pycairo:               $r whole process (goal ≤ 0.01, 100× faster: $(verdict "$r" "<=" 0.01)); $(ratio "$(wnet shapes.w1 shapes.empty)" "$(wnet pycairo.w1 pycairo.empty)") net"
fi
r=$(ratio "${wall[shapes.w2]}" "${wall[floor.w2]}")
r2=$(ratio "${cpu_ms[shapes.w2]}" "${cpu_ms[floor.w2]}")
echo "W2 ÷ C floor:               $r whole process wall (goal ≤ 1.5: $(verdict "$r" "<=" 1.5)), $r2 process time ($(verdict "$r2" "<=" 1.5)); net: $(ratio "$(wnet shapes.w2 shapes.empty)" "$(wnet floor.w2 floor.empty)") wall"
if [ -n "${wall[static.w2]:-}" ]; then
  r=$(ratio "${wall[static.w2]}" "${wall[floor.w2]}")
  r2=$(ratio "${cpu_ms[static.w2]}" "${cpu_ms[floor.w2]}")
  echo "W2 static stdlib ÷ floor:   $r whole process wall ($(verdict "$r" "<=" 1.5)), $r2 process time ($(verdict "$r2" "<=" 1.5))"
  r=$(ratio "$(cnet static.w1 static.empty)" "$(cnet floor.w1 floor.empty)")
  echo "W1 static stdlib ÷ floor:   $r net process time (for comparison: its empty run is smaller)"
fi
echo "W2 peak memory:             ${rss[shapes.w2]} MB (goal < 64: $(verdict "${rss[shapes.w2]}" "<" 64)); C floor ${rss[floor.w2]} MB"
[ -n "${wall[pycairo.w2]:-}" ] && echo "W2 ÷ pycairo:               $(ratio "${wall[shapes.w2]}" "${wall[pycairo.w2]}") whole process"
[ -n "$drawsvg" ] && echo "W2 ÷ drawsvg:               not run (drawsvg builds path data quadratically; 1M points take over 10 minutes)"
r=$(ratio "$(cnet shapes.s2 shapes.empty)" "$(cnet shapes.w2 shapes.empty)")
echo "S2 ÷ W2, net:               $r process time (W2's path stroked to an outline and filled, against writing it stroked; ${bytes[shapes.s2]} bytes against ${bytes[shapes.w2]})"
r=$(ratio "$(cnet shapes.s2 shapes.empty)" "$(cnet shapes.s2q shapes.empty)")
echo "S2 1M ÷ 250K points, net:   $r process time (linear: 4)"
r=$(ratio "${wall[shapes.w3]}" "${wall[shapes.w1k]}")
r2=$(ratio "$(cnet shapes.w3 shapes.empty)" "$(cnet shapes.w1k shapes.empty)")
echo "W3 ÷ W1's first 1,000:      $r whole process (goal < 3: $(verdict "$r" "<" 3)); net of start-up, for comparison: $r2 process time"
echo "W4 shapegen:                ${wall[shapegen.w4]} ms wall (goal < 15: $(verdict "${wall[shapegen.w4]}" "<" 15))"
if [ -n "${wall[shapegen-static.w4]:-}" ]; then
  echo "W4 shapegen, static stdlib: ${wall[shapegen-static.w4]} ms wall (goal < 15: $(verdict "${wall[shapegen-static.w4]}" "<" 15))"
fi
# Linear growth: the time a shape adds (process time per shape between two sizes) is the
# same from 2,500 to 10,000 shapes as from 10,000 to 40,000, within 10%. (A fixed start-up
# cost is a constant term and does not count against linearity; quadratic growth shows as
# a marginal cost that rises with the size.)
marginal() { # PROGRAM FROM TO SMALL LARGE
  awk -v a="${cpu_ms[$1.$2]}" -v b="${cpu_ms[$1.$3]}" -v n="$4" -v m="$5" \
    'BEGIN { printf "%.3f", (b - a) / (m - n) * 1000 }'
}
growth() { # PROGRAM LABEL
  local low high line
  [ -n "${cpu_ms[$1.g2500]:-}" ] || return 0
  low=$(marginal "$1" g2500 w1 2500 10000)
  line="Growth, $2: µs per added shape (process time), 2,500 → 10,000: $low"
  growth_deviation=""
  if [ -n "${cpu_ms[$1.g40000]:-}" ]; then
    high=$(marginal "$1" w1 g40000 10000 40000)
    growth_deviation=$(awk -v a="$low" -v b="$high" 'BEGIN { d = b / a - 1; if (d < 0) d = -d; print d }')
    line="$line, 10,000 → 40,000: $high; they differ by $(awk -v d="$growth_deviation" 'BEGIN { printf "%.0f%%", d * 100 }')"
  fi
  echo "$line"
}
growth shapes Shapes
if [ -n "$growth_deviation" ]; then
  echo "  (goal: linear within 10%: $(verdict "$growth_deviation" "<=" 0.10))"
else
  echo "  (linearity needs the 40,000-shape runs, which --quick leaves out)"
fi
growth lazy "LazyVGrid"
growth floor "C floor"
growth pycairo pycairo
# The same growth in instructions, which do not vary from run to run as times do (a time
# difference of a few milliseconds moves with whatever else the machine is doing): the
# instructions a shape adds, counted by callgrind over the whole process.
counted_growth() { # PROGRAM LABEL
  awk -v a="$(instructions "$1.g2500")" -v b="$(instructions "$1.w1")" \
    -v c="$(instructions "$1.g40000")" -v label="$2" 'BEGIN {
      low = (b - a) / 7500; high = (c - b) / 30000; d = high / low - 1; if (d < 0) d = -d
      printf "Growth, %s: instructions per added shape (callgrind), 2,500 → 10,000: %.0f, 10,000 → 40,000: %.0f; they differ by %.1f%%\n", label, low, high, d * 100
    }'
}
# W5: the time of the layout and the outlines, net of reading the font (each side's own
# parse-only run), against fontTools doing the same; the view pipeline against the engine.
if [ -n "${cpu_ms[fonttools.w5]:-}" ]; then
  r=$(ratio "$(cnet shapes.w5 shapes.w5parse)" "$(cnet fonttools.w5 fonttools.w5parse)")
  echo "W5 ÷ fontTools, net of parsing: $r process time; whole process: $(ratio "${cpu_ms[shapes.w5]}" "${cpu_ms[fonttools.w5]}")"
fi
echo "W5 views ÷ W5 TextLayout, net of parsing: $(ratio "$(cnet shapes.w5view shapes.w5parse)" "$(cnet shapes.w5 shapes.w5parse)") process time"
if command -v valgrind >/dev/null; then
  awk -v a="$(instructions shapes.w5parse)" -v b="$(instructions shapes.w5)" \
    -v c="$(instructions shapes.w5view)" 'BEGIN {
      printf "W5 instructions (callgrind), net of parsing: TextLayout %.1f million, views %.1f million (%.2f times)\n", (b - a) / 1e6, (c - a) / 1e6, (c - a) / (b - a)
    }'
fi
# W1 in instructions, net of each program's empty run: the ratios to the C floor that do
# not move with the machine's load.
if command -v valgrind >/dev/null; then
  floor_net=$(($(instructions floor.w1) - $(instructions floor.empty)))
  shapes_empty=$(instructions shapes.empty)
  context_net=$(($(instructions shapes.w1) - shapes_empty))
  view_net=$(($(instructions shapes.w1view) - shapes_empty))
  r=$(ratio "$context_net" "$floor_net")
  echo "W1 instructions (callgrind), net of the empty run: C floor $floor_net, GraphicsContext $context_net, views $view_net"
  echo "W1 ÷ C floor, instructions:       $r (goal ≤ 2.5: $(verdict "$r" "<=" 2.5))"
  r=$(ratio "$view_net" "$floor_net")
  echo "W1 views ÷ C floor, instructions: $r (goal ≤ 5: $(verdict "$r" "<=" 5))"
else
  echo "W1 in instructions: not counted (needs valgrind)"
fi
if ((!quick)) && command -v valgrind >/dev/null; then
  counted_growth shapes Shapes
  counted_growth lazy LazyVGrid
  counted_growth floor "C floor"
  # The views' W1 and its LazyVGrid in instructions, against the floor and each other.
  awk -v v="$(instructions shapes.w1view)" -v l="$(instructions lazy.w1)" \
    -v f="$(instructions floor.w1)" -v e="$(instructions shapes.empty)" \
    -v fe="$(instructions floor.empty)" 'BEGIN {
      printf "W1 views ÷ C floor, instructions (callgrind, net of empty runs): %.2f\n", (v - e) / (f - fe)
      printf "W1 LazyVGrid ÷ W1 views, instructions (callgrind, net): %.2f\n", (l - e) / (v - e)
    }'
else
  echo "Growth in instructions: not counted (needs valgrind, and not --quick)"
fi
raster_ratios
exit 0
