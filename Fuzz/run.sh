#!/usr/bin/env bash
# The fuzzers: libFuzzer programs built with `swiftc -sanitize=fuzzer,address`.
#
#   Fuzz/run.sh build [target…]     build the programs (every target by default)
#   Fuzz/run.sh run TARGET [SECONDS] [libFuzzer flag…]
#                                   fuzz one target, 60 s by default
#   Fuzz/run.sh replay TARGET [file…]
#                                   run files once each, whole (the target's corpus by
#                                   default), and name those that crash, hang or run out
#                                   of memory
#   Fuzz/run.sh ci [SECONDS]        build, replay every corpus, then fuzz every target for
#                                   its share of SECONDS (60 by default); fails on any
#                                   crash, timeout or out-of-memory
#   Fuzz/run.sh list                the targets
#
# The library modules (Sources/Shapes, ShapeFonts, _ImageCodecs, ShapeRender, PixelKit) are
# compiled as they are, one object each, instrumented for coverage and AddressSanitizer; each target's
# Fuzz/<Folder>/main.swift is compiled against them into one program (`gradient` also
# takes Sources/shapegen, all but its main.swift, which is an executable target's).
# Everything is written under .build/fuzz: modules in mod/ and obj/, programs in bin/, the
# corpus each run grows in corpus/TARGET/ (Fuzz/Corpus/TARGET/ is only read), and what
# a run finds in artifacts/TARGET/ (crash-…, timeout-…, oom-…).
set -euo pipefail
cd "$(dirname "$0")/.."

out=.build/fuzz
targets=(path-data css-color gradient image-header font)
swift_flags=(
  -package-name shapes -swift-version 6 -parse-as-library -O -g
  -sanitize=fuzzer,address -use-ld=lld
)

die() {
  echo "Fuzz/run.sh: $*" >&2
  exit 2
}

# The folder of a target's main.swift, under Fuzz/.
folder_of() {
  case $1 in
    path-data) echo PathData ;;
    css-color) echo CSSColor ;;
    gradient) echo Gradient ;;
    image-header) echo ImageHeader ;;
    font) echo Font ;;
    *) die "unknown target '$1' (targets: ${targets[*]})" ;;
  esac
}

# The library modules a target links, each after those it imports.
modules_of() {
  case $1 in
    path-data) echo Shapes ;;
    css-color | gradient) echo Shapes ShapeFonts _ImageCodecs ShapeRender ;;
    image-header) echo Shapes ShapeFonts _ImageCodecs ShapeRender PixelKit ;;
    font) echo Shapes ShapeFonts ;;
  esac
}

# The modules a library module imports.
imports_of() {
  case $1 in
    ShapeRender) echo Shapes ShapeFonts _ImageCodecs ;;
    ShapeFonts) echo Shapes ;;
    PixelKit) echo _ImageCodecs ;;
    *) echo ;;
  esac
}

# libFuzzer's limits for a target: the longest input it makes, and the seconds one input
# may take (a hang past them is reported as a timeout); see `limits` below for memory.
# The corpus is replayed without the length limit, so longer seeds still run whole.
max_len_of() {
  case $1 in
    image-header) echo 131072 ;;  # a JPEG frame header after 64 KiB of other segments
    font) echo 16384 ;;  # a small font's tables, with room for long charstrings
    *) echo 4096 ;;
  esac
}
timeout_of() {
  case $1 in
    path-data) echo 10 ;;  # lengths and trims by quadrature and Newton's method
    *) echo 2 ;;  # parsers, linear in their input: milliseconds for 100 KB
  esac
}
# Swift's own crash handler (the backtracer) would take the trap of a failed precondition
# before libFuzzer, which then reports a false AddressSanitizer error in the handler and
# writes no reproducer: leave crashes to libFuzzer.
export SWIFT_BACKTRACE=enable=no
# Memory: 2 GiB for the process, and for any one allocation. libFuzzer's leak check stays
# on (an input that leaks, as a retain cycle would, is reported as a failure).
limits=(-rss_limit_mb=2048 -malloc_limit_mb=2048)

# Whether OUTPUT was built from exactly INPUTS… (and these flags), none newer than it.
up_to_date() {
  local output=$1 input
  shift
  [[ -f $output && -f $output.inputs ]] || return 1
  [[ "$(printf '%s\n' "$@" "${swift_flags[@]}")" == "$(cat "$output.inputs")" ]] || return 1
  for input in "$@"; do
    [[ $input -nt $output ]] && return 1
  done
  return 0
}

# Records the inputs of OUTPUT, once it is built.
record_inputs() {
  local output=$1
  shift
  printf '%s\n' "$@" "${swift_flags[@]}" >"$output.inputs"
}

swift_files() {
  find "$@" -name '*.swift' | LC_ALL=C sort
}

# Sources/NAME as one instrumented object and a module, when out of date.
build_module() {
  local name=$1 object=$out/obj/$1.o dependency sources=() inputs=()
  mapfile -t sources < <(swift_files "Sources/$name")
  inputs=("${sources[@]}")
  for dependency in $(imports_of "$name"); do
    inputs+=("$out/obj/$dependency.o")
  done
  up_to_date "$object" "${inputs[@]}" && return 0
  echo "== build module $name"
  swiftc "${swift_flags[@]}" -module-name "$name" -enable-testing -wmo -c "${sources[@]}" \
    -I "$out/mod" -emit-module -emit-module-path "$out/mod/$name.swiftmodule" -o "$object"
  record_inputs "$object" "${inputs[@]}"
}

# A target's program, when out of date.
build_target() {
  local target=$1 folder module program=$out/bin/$1 sources=() objects=()
  folder=$(folder_of "$target")
  mapfile -t sources < <(swift_files "Fuzz/$folder")
  if [[ $target == gradient ]]; then
    mapfile -t -O "${#sources[@]}" sources < <(swift_files Sources/shapegen | grep -v '/main\.swift$')
  fi
  for module in $(modules_of "$target"); do
    build_module "$module"
    objects+=("$out/obj/$module.o")
  done
  up_to_date "$program" "${sources[@]}" "${objects[@]}" && return 0
  echo "== build $target"
  swiftc "${swift_flags[@]}" -module-name "Fuzz$folder" "${sources[@]}" -I "$out/mod" \
    "${objects[@]}" -o "$program"
  record_inputs "$program" "${sources[@]}" "${objects[@]}"
}

build() {
  local target
  mkdir -p "$out/mod" "$out/obj" "$out/bin"
  for target in "$@"; do
    build_target "$target"
  done
}

# Fuzzes TARGET for SECONDS, from its seeds and what earlier runs kept.
run() {
  local target=$1 seconds=$2 dictionary=Fuzz/Dictionaries/$1.dict
  shift 2
  local options=("${limits[@]}" -timeout="$(timeout_of "$target")")
  options+=(-max_len="$(max_len_of "$target")" -max_total_time="$seconds")
  options+=(-print_final_stats=1 -artifact_prefix="$out/artifacts/$target/")
  [[ -f $dictionary ]] && options+=(-dict="$dictionary")
  mkdir -p "$out/corpus/$target" "$out/artifacts/$target"
  echo "== fuzz $target for ${seconds} s"
  "$out/bin/$target" "${options[@]}" "$@" "$out/corpus/$target" "Fuzz/Corpus/$target"
}

# Runs each FILE once, whole, through TARGET; names those that fail. Fails if any does.
replay() {
  local target=$1 file failed=0 log
  shift
  mkdir -p "$out/logs/$target"
  echo "== replay $target: $# files"
  for file in "$@"; do
    log=$out/logs/$target/$(basename "$file").log
    if "$out/bin/$target" "${limits[@]}" -timeout="$(timeout_of "$target")" "$file" >"$log" 2>&1
    then
      continue
    fi
    failed=1
    echo "FAIL $target $file (log: $log)"
    summarize "$log"
  done
  return $failed
}

# The lines of a libFuzzer log that say what went wrong, and the top of the stack (less
# libFuzzer's and the C library's frames), demangled.
summarize() {
  local frames
  frames=$(grep -E '^ +#[0-9]+ ' "$1" | grep -v -E 'compiler-rt|libc\.so' || true)
  {
    grep -E -m 3 "Fatal error|ERROR: (libFuzzer|AddressSanitizer)|^artifact_prefix" "$1" || true
    # The top of the stack, and the first frame in the package's sources if not among them.
    { head -4 <<<"$frames"; grep -m 1 "/Sources/" <<<"$frames" || true; } | awk 'NF && !seen[$0]++' \
      | swift demangle --simplified | sed -E 's/ 0x[0-9a-f]+ in / /; s/ \(BuildId: [0-9a-f]+\)//'
  } | sed 's/^/  /' || true
}

corpus_of() {
  find "Fuzz/Corpus/$1" -type f | LC_ALL=C sort
}

command=${1:-}
[[ -n $command ]] || die "usage: Fuzz/run.sh build|run|replay|ci|list … (see the top of the file)"
shift
case $command in
  list)
    printf '%s\n' "${targets[@]}"
    ;;
  build)
    (($# > 0)) || set -- "${targets[@]}"
    for target in "$@"; do folder_of "$target" >/dev/null; done
    build "$@"
    ;;
  run)
    (($# > 0)) || die "usage: Fuzz/run.sh run TARGET [SECONDS] [libFuzzer flag…]"
    target=$1
    seconds=${2:-60}
    shift $(($# >= 2 ? 2 : 1))
    folder_of "$target" >/dev/null
    build "$target"
    run "$target" "$seconds" "$@"
    ;;
  replay)
    (($# > 0)) || die "usage: Fuzz/run.sh replay TARGET [file…]"
    target=$1
    shift
    folder_of "$target" >/dev/null
    build "$target"
    if (($# == 0)); then mapfile -t files < <(corpus_of "$target"); set -- "${files[@]}"; fi
    replay "$target" "$@"
    ;;
  ci)
    total=${1:-60}
    share=$((total / ${#targets[@]} > 1 ? total / ${#targets[@]} : 1))
    build "${targets[@]}"
    failures=()
    clean=()
    for target in "${targets[@]}"; do
      mapfile -t files < <(corpus_of "$target")
      if replay "$target" "${files[@]}"; then
        clean+=("$target")
      else
        failures+=("$target: a corpus file")
      fi
    done
    for target in "${targets[@]}"; do
      log=$out/logs/$target.fuzz.log
      if [[ " ${clean[*]} " != *" $target "* ]]; then
        # Its failing corpus file would stop libFuzzer at once, as it loads the seeds.
        echo "== fuzz $target: skipped, as a corpus file fails"
        continue
      fi
      echo "== fuzz $target for ${share} s (log: $log)"
      run "$target" "$share" >"$log" 2>&1 || failures+=("$target: fuzzing (log: $log)")
      grep -E "DONE|^stat::(number_of_executed_units|average_exec_per_sec)" "$log" \
        | sed 's/^/  /' || true
      summarize "$log"
    done
    if ((${#failures[@]} > 0)); then
      printf 'Fuzz/run.sh ci: failed: %s\n' "${failures[@]}" >&2
      exit 1
    fi
    echo "Fuzz/run.sh ci: every corpus file ran clean, and ${total} s of fuzzing found nothing"
    ;;
  *)
    die "unknown command '$command' (build, run, replay, ci, list)"
    ;;
esac
