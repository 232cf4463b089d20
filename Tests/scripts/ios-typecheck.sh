#!/usr/bin/env bash
# Type-checks the registry against a real iPhoneOS SDK in both isolation modes (default, and the
# MainActor default of Xcode 26 projects) with ../shared/tools/ios-typecheck. The checker needs a
# one-time setup from a local copy of github.com/itsnebulalol/sdks; when neither a finished setup nor
# such a copy is on this machine, the step says so and is skipped (it cannot be done without the SDK).
#
# Usage: Tests/scripts/ios-typecheck.sh   (PIECES_SDK_MIRROR=DIR names the SDK repository copy)
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
checker="$repo/../shared/tools/ios-typecheck/typecheck-ios"
cd "$repo"

if [ ! -x "$checker" ]; then
    echo "ios-typecheck: skipped: $checker is not here (the shared tools are outside the repository)"
    exit 0
fi
if ! "$checker" status >/dev/null 2>&1; then
    mirror="${PIECES_SDK_MIRROR:-/work/.mirror/itsnebulalol+sdks/repo}"
    if [ ! -d "$mirror" ]; then
        echo "ios-typecheck: skipped: not set up and no SDK repository copy at $mirror (set PIECES_SDK_MIRROR)"
        exit 0
    fi
    "$checker" setup --mirror "$mirror"
fi
[ -d Tests/ios-api-shims ] && export PIECES_IOS_TYPECHECK_SHIMS="$repo/Tests/ios-api-shims"
"$checker" registry registry
