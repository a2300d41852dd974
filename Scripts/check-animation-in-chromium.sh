#!/usr/bin/env bash
# Checks that a real browser plays the SMIL animations the SVG renderer writes.
#
# Headless Chromium screenshots animated SVGs paused at several times
# (svg.pauseAnimations(); svg.setCurrentTime(t)), and the area drawn at each time must match
# the shape interpolated at the animation's progress within 1 %. The checks are the test
# suites ChromiumAnimationTests (Tests/ShapeRenderTests/Animation) and GalleryChromiumTests
# (Tests/GalleryTests: the animated gallery files, trapezium-finale.svg and pie-countdown.svg),
# which run only when SHAPES_CHROMIUM=1 and Chromium is installed; this script installs
# Chromium when it can (Debian/Ubuntu: apt-get install chromium), runs the suites, and prints
# the measurements as a Markdown table. It exits with the test run's status.
set -euo pipefail
cd "$(dirname "$0")/.."

find_chromium() {
  command -v chromium || command -v chromium-browser || command -v google-chrome || true
}

if [ -z "$(find_chromium)" ]; then
  if command -v apt-get >/dev/null 2>&1; then
    if [ "$(id -u)" = 0 ]; then sudo=""; else sudo="sudo"; fi
    echo "== installing chromium" >&2
    $sudo apt-get update -qq
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  fi
fi
if [ -z "$(find_chromium)" ]; then
  echo "Error: Chromium is not installed (Debian/Ubuntu: apt-get install chromium)." >&2
  exit 1
fi
"$(find_chromium)" --version 2>/dev/null | head -n 1 >&2 || true
if ! command -v rsvg-convert >/dev/null 2>&1; then
  echo "note: rsvg-convert is missing; the librsvg column stays empty" >&2
fi

log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
SHAPES_CHROMIUM=1 swift test --filter 'ChromiumAnimationTests|GalleryChromiumTests' \
  >"$log" 2>&1 || status=$?

echo "| animation | time | progress | exact area | librsvg | Chromium | difference |"
echo "|---|---|---|---|---|---|---|"
grep '^chromium-check: ' "$log" | sed 's/^chromium-check: //' | sort -s -t'|' -k2,2 || true
if [ "$status" != 0 ]; then
  echo >&2
  grep -E '✘|recorded an issue|error:' "$log" >&2 || tail -n 40 "$log" >&2
  echo "The Chromium check failed." >&2
else
  echo >&2
  grep -E '^✔ Test run|Test run with' "$log" >&2 || true
fi
exit "$status"
