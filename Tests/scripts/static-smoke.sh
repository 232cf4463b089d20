#!/usr/bin/env bash
# CI: the static `pieces` (scripts/build-static.sh) runs on a machine without the Swift toolchain.
# It is copied to an empty folder and run there with PATH holding only /usr/bin and /bin (no
# toolchain) and no Swift library on the loader's path; `ldd` must list no libswift*/libFoundation*.
# Then the embedded-registry smoke test runs on the same binary, so CI builds release once.
#
# Usage: Tests/scripts/static-smoke.sh   (PIECES_SCRATCH=DIR as for build-static.sh)
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"

fail() { echo "static-smoke: FAIL: $*" >&2; exit 1; }
note() { echo "static-smoke: $*"; }

[ "$(uname -s)" = Linux ] || { note "skipped: --static-swift-stdlib is for Linux"; exit 0; }
built="$("$repo/scripts/build-static.sh")" || fail "scripts/build-static.sh failed"
[ -x "$built" ] || fail "no binary at $built"

work="$(mktemp -d "${TMPDIR:-/tmp}/pieces-static.XXXXXX")"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/bin" "$work/empty"
cp "$built" "$work/bin/pieces"

if command -v ldd >/dev/null 2>&1; then
    linked="$(ldd "$work/bin/pieces" 2>&1 || true)"
    if grep -E 'libswift|libFoundation|libdispatch|libBlocksRuntime|not found' <<<"$linked"; then
        fail "the binary still needs these libraries:"$'\n'"$linked"
    fi
    note "ldd lists no Swift library"
fi

# Nothing of the toolchain is reachable: PATH without it, no library path.
bare() { (cd "$work/empty" && env -i HOME="$work/empty" PATH=/usr/bin:/bin "$work/bin/pieces" "$@"); }
if env -i PATH=/usr/bin:/bin sh -c 'command -v swift' >/dev/null 2>&1; then
    note "warning: swift is in /usr/bin here, so PATH alone cannot hide the toolchain; ldd above is the proof"
fi
version="$(bare --version)" || fail "pieces --version exited $?"
grep -q '^registry digest: sha256 [0-9a-f]\{64\}$' <<<"$version" || fail "--version names no registry digest:"$'\n'"$version"
note "--version from an empty folder: $(head -n 1 <<<"$version")"
names="$(bare list --names)" || fail "pieces list --names exited $?"
grep -qx ElasticButton <<<"$names" || fail "list --names lacks ElasticButton"
bare view ElasticButton | grep -q 'struct ElasticButton' || fail "pieces view ElasticButton printed no source"
note "list and view read the embedded registry with no toolchain"

PIECES_BINARY="$built" "$repo/Tests/scripts/embedded-smoke.sh"
note "ok"
