#!/usr/bin/env bash
# Type-checks for macOS with ../shared/tools/macos-typecheck, against a real macOS 14 SDK:
# 1. every module of the package (plugins included) for the deployment target Package.swift declares;
# 2. every piece whose header claims macOS (`// platforms: [..., macOS 14.0, ...]`), alone, in both
#    isolation modes (default and MainActor), as a macOS app target would compile it.
# The checker needs a one-time setup from a local copy of github.com/itsnebulalol/sdks; when neither a
# finished setup nor such a copy is on this machine, the step says why and is skipped.
#
# Usage: Tests/scripts/macos-typecheck.sh   (PIECES_SDK_MIRROR=DIR names the SDK repository copy)
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
checker="$repo/../shared/tools/macos-typecheck/macos-typecheck"
cd "$repo"

if [ ! -x "$checker" ]; then
    echo "macos-typecheck: skipped: $checker is not here (the shared tools are outside the repository)"
    exit 0
fi
if ! "$checker" status >/dev/null 2>&1; then
    mirror="${PIECES_SDK_MIRROR:-/work/.mirror/itsnebulalol+sdks/repo}"
    if [ ! -d "$mirror" ]; then
        echo "macos-typecheck: skipped: not set up and no SDK repository copy at $mirror (set PIECES_SDK_MIRROR)"
        exit 0
    fi
    "$checker" setup --mirror "$mirror"
fi

# Exit status 2 means the setup is incomplete (the reason is on stderr): report it as skipped.
run() {
    local err status=0
    err="$(mktemp)"
    "$checker" "$@" 2>"$err" || status=$?
    if [ "$status" -eq 2 ]; then
        echo "macos-typecheck: skipped: $(cat "$err")"
        status=0
    else
        cat "$err" >&2
    fi
    rm -f "$err"
    return "$status"
}

run package "$repo"

[ -d Tests/macos-api-shims ] && export PIECES_MACOS_TYPECHECK_SHIMS="$repo/Tests/macos-api-shims"
mapfile -t claimed < <(grep -l -E '^// platforms: .*\bmacOS\b' registry/pieces/*/*.swift || true)
if [ "${#claimed[@]}" -eq 0 ]; then
    echo "macos-typecheck: no piece claims macOS"
    exit 0
fi
failed=0
for piece in "${claimed[@]}"; do
    for mode in default MainActor; do
        flags=()
        [ "$mode" = MainActor ] && flags=(--main-actor)
        if run files "${flags[@]}" "$piece" >/dev/null; then
            echo "$mode    ok    $piece"
        else
            echo "$mode    FAIL  $piece"
            failed=1
        fi
    done
done
echo "macos-typecheck: ${#claimed[@]} piece(s) claim macOS"
exit "$failed"
