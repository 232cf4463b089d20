#!/usr/bin/env bash
# Builds a `pieces` that runs on a Linux machine without the Swift toolchain: the Swift standard
# library and FoundationEssentials linked in (--static-swift-stdlib), the registry embedded as always.
#
# Usage: scripts/build-static.sh [--install DIR]
#   prints the binary's path; with --install, copies it to DIR/pieces (e.g. ~/.local/bin).
# Environment: PIECES_SCRATCH=DIR picks the build folder (default .build/static, apart from the
# ordinary debug and release builds so neither rebuilds the other).
#
# The binary links neither FoundationNetworking nor FoundationXML: https registries use the system's
# libcurl, opened only when one is fetched (docs/benchmarks.md, Start-up), so building needs no
# development packages and the binary needs only libc and libstdc++ (and libcurl for https).
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
scratch="${PIECES_SCRATCH:-$repo/.build/static}"
install_dir=""

while [ $# -gt 0 ]; do
    case "$1" in
    --install) [ $# -ge 2 ] || { echo "build-static: --install needs a folder" >&2; exit 64; }; install_dir="$2"; shift 2;;
    -h|--help) sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'; exit 0;;
    *) echo "build-static: unknown argument '$1'; see --help" >&2; exit 64;;
    esac
done

command -v swift >/dev/null 2>&1 || { echo "build-static: swift is not on PATH; install Swift 6 (https://swift.org/install)" >&2; exit 69; }

cd "$repo"
flags=(-c release --product pieces --scratch-path "$scratch")
if [ "$(uname -s)" = Linux ]; then
    flags+=(--static-swift-stdlib)
    # The binary exports no symbols: nothing links against it, yet the static standard library's
    # link line exports every symbol of the package's own objects (-export-dynamic), some 5,700
    # that the loader and the runtime's dladdr then walk at every start (docs/benchmarks.md).
    mkdir -p "$scratch"
    printf '{ local: *; };\n' >"$scratch/exports.map"
    flags+=(-Xlinker "--version-script=$scratch/exports.map")
fi
swift build "${flags[@]}" >&2
binary="$(swift build "${flags[@]}" --show-bin-path)/pieces"
[ -x "$binary" ] || { echo "build-static: no binary at $binary" >&2; exit 70; }

if [ -n "$install_dir" ]; then
    mkdir -p "$install_dir"
    cp "$binary" "$install_dir/pieces.tmp.$$" && mv -f "$install_dir/pieces.tmp.$$" "$install_dir/pieces"
    echo "$install_dir/pieces"
else
    echo "$binary"
fi
