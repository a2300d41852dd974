#!/usr/bin/env bash
# Builds the DocC documentation of the libraries, Shapes, ShapeFonts, ShapeRender and
# ShapeSnapshotTesting, into .build/docs/<Module>.doccarchive, and fails on any warning (a broken symbol link, an
# article that is not found, an ambiguous reference).
#
#   Scripts/build-docs.sh
#
# The symbol graphs are extracted with swift-symbolgraph-extract from the modules that
# `swift build --target ShapeSnapshotTesting` has already compiled into .build. That is the faster
# of the two ways: the build is the usual debug build, so it is normally up to date, and
# extracting both graphs takes about a second. `-Xswiftc -emit-symbol-graph` would need a
# second, complete compilation of both libraries into a separate --scratch-path (so as not
# to invalidate the normal build with other compiler flags): about 20 s on a 2-core
# machine, every time the sources change.
#
# The catalogs curate the Linux API, where the package declares its own CGAffineTransform,
# CGLineCap and CGLineJoin (and extends Foundation's CGPoint, CGSize and CGRect with
# `applying`); on macOS those are CoreGraphics' own and their links do not resolve there.
set -euo pipefail
cd "$(dirname "$0")/.."

modules=(Shapes ShapeFonts ShapeRender ShapeSnapshotTesting)
out=.build/docs

if [ "$(uname -s)" = Darwin ]; then
  docc=(xcrun docc)
  extract=(xcrun swift-symbolgraph-extract)
  sdk=(-sdk "$(xcrun --show-sdk-path)")
else
  toolchain_bin="$(dirname "$(command -v swift)")"
  if command -v docc >/dev/null 2>&1; then docc=(docc); else docc=("$toolchain_bin/docc"); fi
  if command -v swift-symbolgraph-extract >/dev/null 2>&1; then
    extract=(swift-symbolgraph-extract)
  else
    extract=("$toolchain_bin/swift-symbolgraph-extract")
  fi
  sdk=()
fi

echo "== build the libraries"
swift build --target ShapeSnapshotTesting
bin_path="$(swift build --show-bin-path)"
modules_path="$bin_path/Modules"
[ -d "$modules_path" ] || modules_path="$bin_path"
triple="$(swift -print-target-info | sed -n 's/^ *"triple": "\(.*\)",*$/\1/p' | head -n 1)"

rm -rf "$out"
mkdir -p "$out"
status=0
for module in "${modules[@]}"; do
  echo "== $module"
  graphs="$out/symbol-graphs/$module"
  mkdir -p "$graphs"
  "${extract[@]}" -module-name "$module" -I "$modules_path" -target "$triple" "${sdk[@]}" \
    -minimum-access-level public -emit-extension-block-symbols -output-dir "$graphs"
  log="$out/$module.log"
  if ! "${docc[@]}" convert "Sources/$module/$module.docc" \
    --additional-symbol-graph-dir "$graphs" \
    --output-path "$out/$module.doccarchive" \
    --warnings-as-errors >"$log" 2>&1; then
    status=1
  fi
  cat "$log"
  # --warnings-as-errors turns warnings into errors; this catches anything that slips by.
  if grep -Eq "(^|[[:space:]])(warning|error):" "$log"; then status=1; fi
done

if [ "$status" -ne 0 ]; then
  echo "build-docs: the documentation has warnings or errors (see above)" >&2
  exit 1
fi
echo "build-docs: $(printf "$out/%s.doccarchive " "${modules[@]}")no warnings"
