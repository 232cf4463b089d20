#!/usr/bin/env bash
# Smoke test for the embedded registry: a release `pieces` copied out of the repository, run from an
# empty folder with no registry anywhere above it, still knows every piece.
#
# Usage: Tests/scripts/embedded-smoke.sh   (PIECES_SCRATCH=DIR picks the build folder; default .build;
# PIECES_BINARY=FILE tests that release binary instead of building one: static-smoke.sh passes its own)
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
scratch="${PIECES_SCRATCH:-$repo/.build}"

fail() { echo "embedded-smoke: FAIL: $*" >&2; exit 1; }
note() { echo "embedded-smoke: $*"; }

cd "$repo"
if [ -n "${PIECES_BINARY:-}" ]; then
    built="$PIECES_BINARY"
else
    swift build -c release --product pieces --scratch-path "$scratch"
    built="$(swift build -c release --scratch-path "$scratch" --show-bin-path)/pieces"
fi
[ -x "$built" ] || fail "no release binary at $built"

work="$(mktemp -d "${TMPDIR:-/tmp}/pieces-smoke.XXXXXX")"
trap 'rm -rf "$work"' EXIT
case "$work/" in "$repo"/*) fail "temporary folder $work is inside the repository";; esac
mkdir -p "$work/bin" "$work/empty"
cp "$built" "$work/bin/pieces"
pieces="$work/bin/pieces"
cd "$work/empty"

# Walking up from here must find no registry, or the embedded copy is not what gets tested.
folder="$work/empty"
while :; do
    if [ -d "$folder/foundation" ] || [ -d "$folder/registry/foundation" ]; then
        fail "a registry exists at $folder; pick another TMPDIR"
    fi
    if [ "$folder" = "/" ]; then break; fi
    folder="$(dirname "$folder")"
done

help="$("$pieces" --help)" || fail "pieces --help exited $?"
grep -q '^USAGE: pieces' <<<"$help" || fail "pieces --help printed no usage line"
note "--help works from $work/bin"

# Every registry file is in the binary, as the base64 literal the build generated.
embedded=0
while IFS= read -r -d '' file; do
    LC_ALL=C grep -qF -- "$(base64 -w0 "$file")" "$pieces" || fail "the binary does not hold ${file#"$repo/"}"
    embedded=$((embedded + 1))
done < <(find "$repo/registry/foundation" "$repo/registry/pieces" -type f ! -path '*/.*' -print0)
note "the binary holds all $embedded files of registry/foundation and registry/pieces"

# A command is there when --help lists it under COMMANDS.
implemented() {
    awk '/^COMMANDS:/ { on = 1; next } /^[A-Z][A-Z ]*:/ { on = 0 } on && $1 == cmd { found = 1 } END { exit !found }' \
        cmd="$1" <<<"$help"
}

# Every piece of the repository's registry: its file name (the main type) and its title.
pieces_in_repo() {
    for file in "$repo"/registry/pieces/*/*.swift; do
        printf '%s\t%s\n' "$(basename "$file" .swift)" "$(sed -n 's|^// title: *"\{0,1\}\([^"]*\)"\{0,1\} *$|\1|p' "$file" | head -n 1)"
    done
}

if implemented list; then
    listing="$("$pieces" list 2>&1)" || fail "pieces list exited $?: $listing"
    count=0
    while IFS=$'\t' read -r name title; do
        grep -qF -- "$name" <<<"$listing" || { [ -n "$title" ] && grep -qF -- "$title" <<<"$listing"; } \
            || fail "pieces list does not show $name (the embedded registry should hold it):"$'\n'"$listing"
        count=$((count + 1))
    done < <(pieces_in_repo)
    note "list shows all $count pieces from the embedded registry"
else
    note "skipped: 'pieces list' is not implemented yet"
fi

if implemented add; then
    mkdir -p "$work/app/Sources/App"
    printf '// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: "App", targets: [.executableTarget(name: "App")])\n' \
        >"$work/app/Package.swift"
    printf 'print("app")\n' >"$work/app/Sources/App/main.swift"
    cd "$work/app"
    output="$("$pieces" add ElasticButton 2>&1)" || fail "pieces add ElasticButton exited $?: $output"
    copied="$(grep -rl --include=ElasticButton.swift 'struct ElasticButton' "$work/app" || true)"
    [ -n "$copied" ] || fail "pieces add ElasticButton wrote no ElasticButton.swift under the app: $output"
    note "add copied ElasticButton from the embedded registry to ${copied#"$work/"}"
else
    note "skipped: 'pieces add' is not implemented yet"
fi
note "ok"
