# The raster workloads of Benchmarks/run.sh, sourced by it (not run alone): R1, R2 and R3
# drawn to PNG by Shapes' raster renderer, beside resvg's command line drawing this
# package's SVG of the same picture, pycairo on an image surface and skia-python on a
# raster surface, each writing PNG; every program also timed drawing without encoding
# ("no PNG"), except resvg, whose command line always writes one.
#
#   R1  W1's 10,000 shapes, 2000 x 2000 pixels
#   R2  the gallery's trapezium hero (photo, clip, blur shadow, text) at scale 3; resvg
#       draws its SVG with the text as glyph outlines, zoomed 3 times
#   R3  W2's 1,000,000-point path stroked 1 wide on a 2000 x 2000 canvas
#
# pycairo and skia-python draw R1 and R3 (Python/raster.py, pycairo_bench.py,
# skia_bench.py) and R2 (Python/hero.py, which says what differs: each library's own text
# engine, and for cairo, which has no blur, a numpy box blur; pycairo's R2 needs numpy).

# resvg's executable itself: pyenv's shim is a shell script that would be timed too.
raster_find_resvg() {
  resvg=""
  if command -v pyenv >/dev/null 2>&1 && pyenv which resvg >/dev/null 2>&1; then
    resvg="$(pyenv which resvg)"
  elif command -v resvg >/dev/null 2>&1; then
    resvg="$(command -v resvg)"
  elif [ -x "$out/venv/bin/pip" ] && "$out/venv/bin/pip" install -q resvg-cli >/dev/null 2>&1 \
    && [ -x "$out/venv/bin/resvg" ]; then
    resvg="$out/venv/bin/resvg"
  fi
  if [ -n "$resvg" ]; then
    echo "resvg: $resvg, $("$resvg" --version 2>/dev/null | head -1)"
  else
    echo "resvg: unavailable (pip install resvg-cli failed); the R workloads run without it"
  fi
  skia=""
  for python in python3 /usr/bin/python3 "$out/venv/bin/python"; do
    if [ -z "$skia" ] && "$python" -c 'import skia' 2>/dev/null; then skia="$python"; fi
  done
  if [ -z "$skia" ] && [ -x "$out/venv/bin/pip" ] \
    && "$out/venv/bin/pip" install -q skia-python >/dev/null 2>&1; then
    skia="$out/venv/bin/python"
  fi
  if [ -n "$skia" ]; then
    echo "skia-python: $(describe "$skia" skia skia-python)"
  else
    echo "skia-python: unavailable (pip install skia-python failed); going on without it"
  fi
}

# The fast programs, timed in the interleaved rounds; the SVGs resvg reads are written
# first, outside the timing.
raster_jobs() {
  local r
  for r in r1 r2 r3; do
    "$bench" "$r" --format svg -o "$w/$r.svg"
    job "shapes.$r" "$bench" "$r" -o "$w/shapes-$r.png"
    job "shapes.${r}none" "$bench" "$r" --format none -o "$w/shapes-$r-none"
    # The same program with the Swift runtime and Foundation linked in, as resvg's Rust
    # runtime is: it starts without loading and relocating 20 shared libraries.
    if [ -n "$static_bench" ]; then
      job "static.$r" "$static_bench" "$r" -o "$w/static-$r.png"
    fi
  done
  if [ -n "$resvg" ]; then
    job resvg.empty "$resvg" --version
    job resvg.r1 "$resvg" "$w/r1.svg" "$w/resvg-r1.png"
    job resvg.r2 "$resvg" -z 3 "$w/r2.svg" "$w/resvg-r2.png"
    job resvg.r3 "$resvg" "$w/r3.svg" "$w/resvg-r3.png"
  fi
}

# The Python baselines, one after another (measure_slow).
raster_slow() {
  local r
  # R2's photo, as the SVG embeds it, for the Python baselines (not timed).
  local photo="$w/r2-photo.png" python
  for python in "$pycairo" "$skia"; do
    if [ -n "$python" ] && [ ! -s "$photo" ]; then
      "$python" Benchmarks/Python/hero.py "$w/r2.svg" "$photo"
    fi
  done
  if [ -n "$pycairo" ]; then
    echo "== running pycairo (R1, R2, R3)"
    for r in r1 r3; do
      measure_slow "pycairo.$r" "$pycairo" Benchmarks/Python/pycairo_bench.py "$r" "$w/pycairo-$r.png"
      measure_slow "pycairo.${r}none" "$pycairo" Benchmarks/Python/pycairo_bench.py "$r" --no-png
    done
    if "$pycairo" -c 'import numpy' 2>/dev/null; then
      measure_slow pycairo.r2 "$pycairo" Benchmarks/Python/pycairo_bench.py r2 "$photo" "$w/pycairo-r2.png"
      measure_slow pycairo.r2none "$pycairo" Benchmarks/Python/pycairo_bench.py r2 "$photo" --no-png
    else
      echo "pycairo R2: skipped (its shadow is blurred by numpy: pip install numpy)"
    fi
  fi
  if [ -n "$skia" ]; then
    echo "== running skia-python (R1, R2, R3)"
    for _ in $(seq "$runs"); do
      run_once skia.empty "$(printf '%q ' "$skia" Benchmarks/Python/skia_bench.py --empty)"
    done
    summarize skia.empty
    for r in r1 r3; do
      measure_slow "skia.$r" "$skia" Benchmarks/Python/skia_bench.py "$r" "$w/skia-$r.png"
      measure_slow "skia.${r}none" "$skia" Benchmarks/Python/skia_bench.py "$r" --no-png
    done
    measure_slow skia.r2 "$skia" Benchmarks/Python/skia_bench.py r2 "$photo" "$w/skia-r2.png"
    measure_slow skia.r2none "$skia" Benchmarks/Python/skia_bench.py r2 "$photo" --no-png
  fi
}

raster_rows() {
  row resvg.empty "resvg, empty run (--version)"
  row skia.empty "skia-python, empty run"
  row shapes.r1 "R1 Shapes, PNG" shapes.empty
  row shapes.r1none "R1 Shapes, no PNG" shapes.empty
  row static.r1 "R1 Shapes static stdlib, PNG" static.empty
  row resvg.r1 "R1 resvg, PNG" resvg.empty
  row pycairo.r1 "R1 pycairo, PNG" pycairo.empty
  row pycairo.r1none "R1 pycairo, no PNG" pycairo.empty
  row skia.r1 "R1 skia-python, PNG" skia.empty
  row skia.r1none "R1 skia-python, no PNG" skia.empty
  row shapes.r2 "R2 Shapes, PNG" shapes.empty
  row shapes.r2none "R2 Shapes, no PNG" shapes.empty
  row static.r2 "R2 Shapes static stdlib, PNG" static.empty
  row resvg.r2 "R2 resvg, PNG" resvg.empty
  row pycairo.r2 "R2 pycairo, PNG" pycairo.empty
  row pycairo.r2none "R2 pycairo, no PNG" pycairo.empty
  row skia.r2 "R2 skia-python, PNG" skia.empty
  row skia.r2none "R2 skia-python, no PNG" skia.empty
  row shapes.r3 "R3 Shapes, PNG" shapes.empty
  row shapes.r3none "R3 Shapes, no PNG" shapes.empty
  row static.r3 "R3 Shapes static stdlib, PNG" static.empty
  row resvg.r3 "R3 resvg, PNG" resvg.empty
  row pycairo.r3 "R3 pycairo, PNG" pycairo.empty
  row pycairo.r3none "R3 pycairo, no PNG" pycairo.empty
  row skia.r3 "R3 skia-python, PNG" skia.empty
  row skia.r3none "R3 skia-python, no PNG" skia.empty
}

# Shapes ÷ each baseline, whole processes (wall), PNG and no PNG; the goal is below 1
# against every baseline, and R1 below 0.5 against resvg.
raster_ratios() {
  local r base goal v
  echo
  echo "== raster ratios (Shapes ÷ baseline, whole-process wall medians; no PNG: both draw only)"
  for r in r1 r2 r3; do
    for base in resvg pycairo skia; do
      [ -n "${wall[$base.$r]:-}" ] || continue
      goal=1
      [ "$r$base" = r1resvg ] && goal=0.5
      v=$(ratio "${wall[shapes.$r]}" "${wall[$base.$r]}")
      line="${r^^} ÷ $base: $v with PNG (goal < $goal: $(verdict "$v" "<" "$goal"))"
      if [ -n "${wall[$base.${r}none]:-}" ]; then
        line="$line, $(ratio "${wall[shapes.${r}none]}" "${wall[$base.${r}none]}") without"
      else
        line="$line; Shapes without PNG ÷ $base with: $(ratio "${wall[shapes.${r}none]}" "${wall[$base.$r]}")"
      fi
      echo "$line"
    done
    if [ -n "${wall[static.$r]:-}" ] && [ -n "${wall[resvg.$r]:-}" ]; then
      goal=1
      [ "$r" = r1 ] && goal=0.5
      v=$(ratio "${wall[static.$r]}" "${wall[resvg.$r]}")
      echo "${r^^} ÷ resvg, both statically linked: $v with PNG (goal < $goal: $(verdict "$v" "<" "$goal"))"
    fi
  done
  for r in r1 r2 r3; do
    [ -n "${bytes[shapes.$r]:-}" ] || continue
    line="${r^^} PNG bytes: Shapes ${bytes[shapes.$r]}"
    for base in resvg pycairo skia; do
      [ -n "${bytes[$base.$r]:-}" ] && line="$line, $base ${bytes[$base.$r]}"
    done
    echo "$line"
  done
  [ -n "${bytes[pycairo.r1]:-}" ] && echo "R1 PNG ÷ pycairo's: $(ratio "${bytes[shapes.r1]}" "${bytes[pycairo.r1]}") (goal ≤ 1.1: $(verdict "$(ratio "${bytes[shapes.r1]}" "${bytes[pycairo.r1]}")" "<=" 1.1))"
  if command -v valgrind >/dev/null; then
    local s r1n r1p
    s=$(instructions shapes.empty)
    r1p=$(instructions shapes.r1)
    r1n=$(instructions shapes.r1none)
    line="R1 instructions (callgrind), net of the empty run: Shapes $((r1p - s)) with PNG, $((r1n - s)) without"
    if [ -n "$resvg" ]; then
      line="$line; resvg $(($(instructions resvg.r1) - $(instructions resvg.empty))) ($(ratio "$((r1p - s))" "$(($(instructions resvg.r1) - $(instructions resvg.empty)))") times)"
    fi
    echo "$line"
  else
    echo "R1 in instructions: not counted (needs valgrind)"
  fi
}
