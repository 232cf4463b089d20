#!/bin/sh
# The crash-safety and hostile-input suites at full size, against a release build of `pieces`:
# 2,000 pieces killed 50 times, a 50 MB piece. `swift test` runs the same tests small and fast.
#
#   Tests/Fuzz/long-runs.sh [--scratch-path DIR]     (default scratch: /tmp/pieces-long-runs)
#
# Sizes can be changed through the same variables the tests read:
#   PIECES_CRASH_PIECES (2000)  PIECES_CRASH_RUNS (50)  PIECES_HOSTILE_MEGABYTES (50)
set -eu

repository=$(cd "$(dirname "$0")/../.." && pwd)
scratch=/tmp/pieces-long-runs
if [ "${1:-}" = "--scratch-path" ] && [ $# -ge 2 ]; then scratch=$2; fi

cd "$repository"
swift build -c release --product pieces --scratch-path "$scratch"
PIECES_EXECUTABLE=$(swift build -c release --product pieces --scratch-path "$scratch" --show-bin-path)/pieces
export PIECES_EXECUTABLE
export PIECES_CRASH_PIECES="${PIECES_CRASH_PIECES:-2000}"
export PIECES_CRASH_RUNS="${PIECES_CRASH_RUNS:-50}"
export PIECES_HOSTILE_MEGABYTES="${PIECES_HOSTILE_MEGABYTES:-50}"
echo "pieces: $PIECES_EXECUTABLE; $PIECES_CRASH_PIECES pieces, $PIECES_CRASH_RUNS kills, $PIECES_HOSTILE_MEGABYTES MB" >&2
exec swift test --scratch-path "$scratch" --filter 'CrashSafetyTests|HostileInputTests'
