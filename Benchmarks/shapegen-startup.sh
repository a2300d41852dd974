#!/usr/bin/env bash
# Builds shapegen in release and prints the median wall-clock time of N runs (default 20)
# of the README's example command, with the fastest and slowest run.
#
#   Benchmarks/shapegen-startup.sh [runs]
#
# The budget is well under 50 ms for one shape. Times include starting the process
# (loading the Swift runtime and Foundation), which is most of it.
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-20}"

swift build -c release --product shapegen >&2
binary="$(swift build -c release --show-bin-path)/shapegen"
arguments=(trapezium --corner bottomLeft --offset 0.75)

"$binary" "${arguments[@]}" >/dev/null  # warm the file cache
times=()
for _ in $(seq "$runs"); do
  start=$(date +%s%N)
  "$binary" "${arguments[@]}" >/dev/null
  end=$(date +%s%N)
  times+=($(((end - start) / 1000)))
done

sorted=($(printf '%s\n' "${times[@]}" | sort -n))
count=${#sorted[@]}
if ((count % 2 == 1)); then
  median=${sorted[count / 2]}
else
  median=$(((sorted[count / 2 - 1] + sorted[count / 2]) / 2))
fi
ms() { printf '%d.%02d' $(($1 / 1000)) $((($1 % 1000) / 10)); }
echo "shapegen ${arguments[*]}: median $(ms "$median") ms over $count runs" \
  "(fastest $(ms "${sorted[0]}") ms, slowest $(ms "${sorted[count - 1]}") ms)"
