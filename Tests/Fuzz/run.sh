#!/bin/sh
# Builds one libFuzzer target and runs it, seeded from the registry and the test fixtures.
#
#   Tests/Fuzz/run.sh TARGET [libFuzzer options…]     e.g.  Tests/Fuzz/run.sh lexer -runs=1000000
#                                                           Tests/Fuzz/run.sh sync -max_total_time=600
#
# Targets: see `target_file` below. SwiftPM cannot build a fuzzer here, so the target file is
# compiled together with every source of PiecesKit as one module (`-module-name PiecesKit`):
# internal API is then visible to the target without `@testable`.
#
# Everything generated lives under $PIECES_FUZZ_WORK (default /tmp/pieces-fuzz)/TARGET:
#   pieces-fuzz-TARGET   the instrumented binary (ASan + libFuzzer)
#   seeds/               registry and fixture files, rebuilt on every run
#   corpus/              inputs libFuzzer found interesting; kept between runs
#   artifacts/           crash-*, timeout-*, oom-* inputs: copy each into
#                        Tests/PiecesKitTests/Fixtures/hostile/ and add a regression test
# Reproduce a crash:  $PIECES_FUZZ_WORK/TARGET/pieces-fuzz-TARGET artifacts/crash-…
#
# $PIECES_FUZZ_SOURCES, when set, is the folder to take PiecesKit's sources from instead of
# Sources/PiecesKit (a frozen copy, so a long run is not rebuilt from a tree that is mid-edit).
# PIECES_FUZZ_REUSE=1 skips the build when the binary exists (it takes minutes).
#
# Defaults (override by passing the option again): a 10 s per-input timeout (a hang is a
# finding), a 2 GB memory limit, final statistics printed. One process, so one core.
set -eu

usage() {
    echo "usage: $0 TARGET [libFuzzer options…]   (TARGET: lexer, sync)" >&2
    exit 64
}

[ $# -ge 1 ] || usage
target=$1
shift

# Each target: its source file in Tests/Fuzz, and `defaults`, libFuzzer options placed before the
# caller's (a later option wins).
defaults=""
case "$target" in
    # Short inputs run faster and reach the same lexer states; seeds are cut to their first 8 KB.
    lexer) target_file=LexerFuzz.swift; defaults="-max_len=8192" ;;
    # Seeds keep their full length (up to ~34 KB): a synced piece's block is most of its bytes.
    sync) target_file=SyncFuzz.swift ;;
    # Targets still to come (written alongside their parsers); add each here the same way:
    # header) target_file=HeaderFuzz.swift ;;      the piece metadata header parser
    # pbxproj) target_file=PbxprojFuzz.swift ;;    the Xcode project (pbxproj) parser
    *) usage ;;
esac

repository=$(cd "$(dirname "$0")/../.." && pwd)
work=${PIECES_FUZZ_WORK:-/tmp/pieces-fuzz}/$target
binary=$work/pieces-fuzz-$target
mkdir -p "$work/seeds" "$work/corpus" "$work/artifacts"

# Compiles the target with every PiecesKit source into one instrumented binary.
build() {
    echo "building $binary" >&2
    sources=${PIECES_FUZZ_SOURCES:-Sources/PiecesKit}
    # SwiftPM's EmbedRegistry plugin generates EmbeddedRegistryData.swift when it builds
    # PiecesKit; no fuzz target reads the embedded registry, so an empty one stands in for it.
    generated=""
    if grep -rqs 'EmbeddedRegistryData' "$sources" && ! grep -rqs 'enum EmbeddedRegistryData' "$sources"; then
        generated=$work/EmbeddedRegistryData.swift
        printf '%s\n' 'enum EmbeddedRegistryData {' \
            '    static let files: [(path: String, base64: String)] = []' '}' >"$generated"
    fi
    # shellcheck disable=SC2046,SC2086 # file names in Sources and the work folder have no spaces
    swiftc -sanitize=fuzzer,address -parse-as-library -O -swift-version 6 -module-name PiecesKit \
        $(find "$sources" -name '*.swift' | sort) $generated \
        Tests/Fuzz/FuzzFailure.swift "Tests/Fuzz/$target_file" \
        -o "$binary"
}

cd "$repository"
if [ "${PIECES_FUZZ_REUSE:-0}" = 1 ] && [ -x "$binary" ]; then
    echo "reusing $binary" >&2
else
    build
fi

# Seeds: every registry file, every Swift fixture and every saved hostile input, named by
# content so reruns do not duplicate them.
rm -f "$work/seeds/"*
{
    find registry -type f -name '*.swift'
    find Tests/PiecesKitTests/Fixtures -type f -name '*.swift'
    if [ -d Tests/PiecesKitTests/Fixtures/hostile ]; then find Tests/PiecesKitTests/Fixtures/hostile -type f; fi
} | while IFS= read -r file; do
    cp "$file" "$work/seeds/$(sha1sum "$file" | cut -c1-16)"
done
echo "seeds: $(ls "$work/seeds" | wc -l) files" >&2

export PIECES_FUZZ_FOUNDATION="$repository/registry/foundation/PieceMotion.swift"
cd "$work"
# shellcheck disable=SC2086 # $defaults is a list of options
exec "$binary" -artifact_prefix="$work/artifacts/" -timeout=10 -rss_limit_mb=2048 \
    -print_final_stats=1 $defaults "$@" "$work/corpus" "$work/seeds"
