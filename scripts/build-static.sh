#!/usr/bin/env bash
# Builds a `pieces` that runs on a Linux machine without the Swift toolchain: the Swift standard
# library and Foundation linked in (--static-swift-stdlib), the registry embedded as always.
#
# Usage: scripts/build-static.sh [--install DIR]
#   prints the binary's path; with --install, copies it to DIR/pieces (e.g. ~/.local/bin).
# Environment: PIECES_SCRATCH=DIR picks the build folder (default .build/static, apart from the
# ordinary debug and release builds so neither rebuilds the other).
#
# FoundationNetworking (remote registries) links libcurl and libxml2 statically into the binary,
# which needs their development packages; on Debian or Ubuntu the script installs the missing
# ones with apt-get (through sudo when not root). Elsewhere it says what to install.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
scratch="${PIECES_SCRATCH:-$repo/.build/static}"
install_dir=""

while [ $# -gt 0 ]; do
    case "$1" in
    --install) [ $# -ge 2 ] || { echo "build-static: --install needs a folder" >&2; exit 64; }; install_dir="$2"; shift 2;;
    -h|--help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0;;
    *) echo "build-static: unknown argument '$1'; see --help" >&2; exit 64;;
    esac
done

command -v swift >/dev/null 2>&1 || { echo "build-static: swift is not on PATH; install Swift 6 (https://swift.org/install)" >&2; exit 69; }

# The development packages FoundationNetworking's static library needs at link time.
needed=(libcurl4-openssl-dev libxml2-dev)
if command -v dpkg-query >/dev/null 2>&1; then
    missing=()
    for package in "${needed[@]}"; do
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "ok installed" || missing+=("$package")
    done
    if [ ${#missing[@]} -gt 0 ]; then
        echo "build-static: installing ${missing[*]} (needed to link FoundationNetworking statically)" >&2
        sudo=""
        [ "$(id -u)" -eq 0 ] || sudo="sudo"
        $sudo apt-get install -y -q "${missing[@]}" >&2 \
            || { $sudo apt-get update -q >&2 && $sudo apt-get install -y -q "${missing[@]}" >&2; } \
            || { echo "build-static: could not install ${missing[*]}; install them and run again" >&2; exit 69; }
    fi
elif [ "$(uname -s)" = Linux ]; then
    echo "build-static: not Debian or Ubuntu: make sure the libcurl and libxml2 development packages are installed" >&2
fi

cd "$repo"
flags=(-c release --product pieces --scratch-path "$scratch")
[ "$(uname -s)" = Linux ] && flags+=(--static-swift-stdlib)
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
