#!/usr/bin/env bash
# Compares `pieces sync` with the upstream swiftpieces project's own `motion:sync` on its real
# registry (docs/sync.md, "Parity with upstream"). Optional: needs a local checkout of upstream
# (github.com/Saivion/SwiftPieces) and a Node that runs its TypeScript script. Nothing of upstream
# is copied into this repository; everything happens in a temporary folder.
#
#   Tests/scripts/upstream-parity.sh /path/to/SwiftPieces [path/to/pieces]
#
# Upstream's script runs as `node --experimental-strip-types scripts/sync-motion.ts` (Node >= 22.6);
# set UPSTREAM_SYNC to another command (e.g. "npx tsx scripts/sync-motion.ts") if needed. It is
# run inside the temporary copy, from the copy's top folder.
#
# Steps: copy upstream's registry twice; remove every vendored block (from a line
# `// MARK: - Piece motion` or `// MARK: - Piece liquid` through its `// swiftpieces-…: end`
# line); run upstream's sync on one copy and `pieces sync` on the other; compare the pieces byte
# for byte; run `pieces check` on ours. Exit 0 when every piece is identical and check is clean,
# 1 when pieces differ (listed, with a diff of each), 2 on a usage or setup problem.
set -uo pipefail

upstream=${1:-}
pieces=${2:-pieces}
if [ -z "$upstream" ] || [ ! -f "$upstream/scripts/sync-motion.ts" ] || [ ! -d "$upstream/registry/swift" ]; then
    echo "usage: $0 UPSTREAM_CHECKOUT [PIECES_EXECUTABLE]   (the checkout must hold scripts/sync-motion.ts and registry/swift/)" >&2
    exit 2
fi
command -v "$pieces" >/dev/null 2>&1 || [ -x "$pieces" ] || { echo "error: $pieces is not executable; build it with 'swift build -c release'" >&2; exit 2; }
sync_command=${UPSTREAM_SYNC:-node --experimental-strip-types scripts/sync-motion.ts}

work=$(mktemp -d "${TMPDIR:-/tmp}/pieces-parity.XXXXXX")
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/theirs/scripts" "$work/ours"
cp -R "$upstream/registry" "$work/theirs/registry"
cp "$upstream"/scripts/sync-motion.* "$work/theirs/scripts/"
[ -f "$upstream/package.json" ] && cp "$upstream/package.json" "$work/theirs/"

# Remove the vendored blocks, as upstream's stripBlock does.
find "$work/theirs/registry/swift" -name '*.swift' | while IFS= read -r file; do
    awk '
        /^\/\/ MARK: - Piece (motion|liquid)$/ { skipping = 1 }
        !skipping { print }
        skipping && /^\/\/ swiftpieces-(motion|liquid): end/ { skipping = 0 }
    ' "$file" > "$file.stripped" && mv "$file.stripped" "$file"
done
cp -R "$work/theirs/registry" "$work/ours/registry"

if ! upstream_output=$(cd "$work/theirs" && $sync_command 2>&1); then
    printf '%s\n' "$upstream_output" >&2
    echo "error: upstream's sync failed: $sync_command" >&2
    exit 2
fi
echo "upstream: $(printf '%s\n' "$upstream_output" | head -1)"
ours_output=$("$pieces" sync --registry "$work/ours/registry")
ours_status=$?
echo "pieces: $(printf '%s\n' "$ours_output" | tail -1) (exit $ours_status)"

total=0
differing=0
while IFS= read -r file; do
    total=$((total + 1))
    relative=${file#"$work/theirs/"}
    if ! cmp -s "$file" "$work/ours/$relative"; then
        differing=$((differing + 1))
        echo "differs: $relative"
        diff -u "$file" "$work/ours/$relative" | sed -n '1,40p'
    fi
done < <(find "$work/theirs/registry/swift" -name '*.swift' | sort)

check_output=$("$pieces" check --registry "$work/ours/registry")
check_status=$?
echo "pieces check: $(printf '%s\n' "$check_output" | tail -1) (exit $check_status)"
echo "parity: $((total - differing)) of $total pieces byte for byte identical; $differing differ"
[ "$differing" -eq 0 ] && [ "$check_status" -eq 0 ]
