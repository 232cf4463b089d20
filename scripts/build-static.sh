#!/usr/bin/env bash
# Builds a `pieces` that runs on a Linux machine without the Swift toolchain: the Swift standard
# library and FoundationEssentials linked in (--static-swift-stdlib), the registry embedded as always.
#
# Usage: scripts/build-static.sh [--install DIR] [--print-link-flags]
#   prints the binary's path; with --install, copies it to DIR/pieces (e.g. ~/.local/bin);
#   --print-link-flags prints the swiftc flags it links with, one a line, and builds nothing
#   (pieces-benchmark links its static hello world with them).
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
print_link_flags=""

while [ $# -gt 0 ]; do
    case "$1" in
    --install) [ $# -ge 2 ] || { echo "build-static: --install needs a folder" >&2; exit 64; }; install_dir="$2"; shift 2;;
    --print-link-flags) print_link_flags=1; shift;;
    -h|--help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0;;
    *) echo "build-static: unknown argument '$1'; see --help" >&2; exit 64;;
    esac
done

command -v swift >/dev/null 2>&1 || { echo "build-static: swift is not on PATH; install Swift 6 (https://swift.org/install)" >&2; exit 69; }

cd "$repo"
# `link` is what the linking swiftc is given; `flags`, what swift build is.
link=()
flags=(-c release --product pieces --scratch-path "$scratch")
if [ "$(uname -s)" = Linux ]; then
    link+=(-static-stdlib)
    # No $ORIGIN run path: nothing is meant to load from beside the binary, and with one the
    # loader first looks for libc, libm and libstdc++ in eleven folders next to it, every start.
    flags+=(--static-swift-stdlib --disable-local-rpath)
    # lld, which the toolchain ships beside swift: it packs the binary's 44,000 relative
    # relocations into a few kilobytes (RELR, glibc 2.36 and later), which the loader reads at every
    # start. Its --gc-sections must keep the sections the Swift runtime finds by their bounds.
    if [ -x "$(dirname "$(readlink -f "$(command -v swift)")")/ld.lld" ]; then
        link+=(-use-ld=lld -Xlinker -z -Xlinker nostart-stop-gc)
        glibc="$(getconf GNU_LIBC_VERSION 2>/dev/null | awk '{print $2}')"
        if [ -n "$glibc" ] && [ "$(printf '2.36\n%s\n' "$glibc" | sort -V | head -1)" = 2.36 ]; then
            link+=(-Xlinker -z -Xlinker pack-relative-relocs)
        fi
    fi
    # The binary exports no symbols: nothing links against it, yet the static standard library's
    # link line exports every symbol of the package's own objects (-export-dynamic), some 5,700
    # that the loader and the runtime's dladdr then walk at every start (docs/benchmarks.md).
    mkdir -p "$scratch"
    printf '{ local: *; };\n' >"$scratch/exports.map"
    link+=(-Xlinker "--version-script=$scratch/exports.map")
    for flag in "${link[@]}"; do
        case "$flag" in
        -static-stdlib) ;;
        -Xlinker) flags+=(-Xlinker) ;;
        -use-ld=*) flags+=(-Xswiftc "$flag") ;;
        *) flags+=("$flag") ;;
        esac
    done
fi
if [ -n "$print_link_flags" ]; then
    [ ${#link[@]} -eq 0 ] || printf '%s\n' "${link[@]}"
    exit 0
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
