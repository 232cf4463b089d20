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
#                        Tests/Fixtures/hostile/ and add a regression test
# Reproduce a crash:  $PIECES_FUZZ_WORK/TARGET/pieces-fuzz-TARGET artifacts/crash-…
#
# $PIECES_FUZZ_SOURCES, when set, is the folder to take the library's sources from instead of
# Sources/ (a frozen copy, so a long run is not rebuilt from a tree that is mid-edit).
# PIECES_FUZZ_REUSE=1 skips the build when the binary exists (it takes minutes).
# PIECES_FUZZ_TRACE_CMP=0 builds without comparison tracing (faster; see build below).
# PIECES_FUZZ_ASAN=0 builds without AddressSanitizer (see build below); the binary is then
# pieces-fuzz-TARGET-noasan, so both builds can live side by side.
#
# Defaults (override by passing the option again): a 10 s per-input timeout (a hang is a
# finding), a 2 GB memory limit, final statistics printed. One process, so one core.
set -eu

usage() {
    echo "usage: $0 TARGET [libFuzzer options…]   (TARGET: lexer, sync, header, pbxproj)" >&2
    exit 64
}

[ $# -ge 1 ] || usage
target=$1
shift

repository=$(cd "$(dirname "$0")/../.." && pwd)

# Each target: its source file in Tests/Fuzz, and `defaults`, libFuzzer options placed before the
# caller's (a later option wins).
defaults=""
case "$target" in
    # Short inputs run faster and reach the same lexer states; seeds are cut to their first 8 KB.
    lexer) target_file=LexerFuzz.swift; defaults="-max_len=8192" ;;
    # Inputs up to 4 KB: whole registry pieces (~34 KB) ran at ~290 inputs/s. Cut ones lose
    # their blocks, so Tests/Fuzz/seeds adds small synced pieces whose whole block fits, and the
    # dictionary holds the block's lines and the foundation's names.
    sync) target_file=SyncFuzz.swift; defaults="-max_len=4096 -dict=$repository/Tests/Fuzz/sync.dict" ;;
    # The parser reads no further than the header's first blank line (the registry's longest
    # header is ~410 bytes), so longer inputs only add bytes it never looks at.
    header) target_file=HeaderFuzz.swift; defaults="-max_len=1024" ;;
    # A project reaches the model and the editor only when whole: room for the small fixture
    # projects (5.6–6.7 KB) uncut; the larger ones are cut and exercise the parser's errors (whole
    # 19 KB projects run at a fraction of the rate). The dictionary holds the format's punctuation
    # and Xcode's names.
    pbxproj) target_file=PbxprojFuzz.swift; defaults="-max_len=7168 -dict=$repository/Tests/Fuzz/pbxproj.dict" ;;
    *) usage ;;
esac

work=${PIECES_FUZZ_WORK:-/tmp/pieces-fuzz}/$target
binary=$work/pieces-fuzz-$target
sanitizers=fuzzer,address
# Without ASan an input costs a third to a quarter of the time: in Swift a third or more of the
# time under ASan is its allocator. Safe Swift still traps on every out-of-range index and
# overflow; only the unsafe-pointer code (the lexer's and the plist cursor's byte loops, the
# usage scanner, SHA-256) loses its checks. For counts beyond what ASan runs can reach here.
if [ "${PIECES_FUZZ_ASAN:-1}" = 0 ]; then sanitizers=fuzzer; binary=$binary-noasan; fi
mkdir -p "$work/seeds" "$work/corpus" "$work/artifacts"

# Compiles the target with every library source into one instrumented binary.
build() {
    echo "building $binary" >&2
    . "$repository/Tests/Fuzz/library-sources.sh"
    library_sources "$work"
    coverage=""
    # Without comparison tracing the fuzzer runs about 1.4 times as fast but can no longer solve
    # compared constants by itself (the dictionaries stand in); for long campaigns.
    if [ "${PIECES_FUZZ_TRACE_CMP:-1}" = 0 ]; then coverage="-sanitize-coverage=edge,inline-8bit-counters,pc-table"; fi
    # shellcheck disable=SC2046,SC2086 # file names in Sources and the work folder have no spaces
    swiftc -sanitize=$sanitizers $coverage -parse-as-library -O -swift-version 6 -module-name PiecesKit -package-name pieces \
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
# content so reruns do not duplicate them; for pbxproj also every property list fixture (the
# projects, the malformed ones included, and the XML Info.plist files the parser must refuse).
rm -f "$work/seeds/"*
{
    find registry -type f -name '*.swift'
    find Tests/Fixtures -type f -name '*.swift'
    if [ -d Tests/Fixtures/hostile ]; then find Tests/Fixtures/hostile -type f; fi
    case "$target" in
        sync) find Tests/Fuzz/seeds -type f ;;
        pbxproj) find Tests/Fixtures -type f \( -name '*.pbxproj' -o -name '*.plist' \) ;;
    esac
} | while IFS= read -r file; do
    cp "$file" "$work/seeds/$(sha1sum "$file" | cut -c1-16)"
done
echo "seeds: $(ls "$work/seeds" | wc -l) files" >&2

export PIECES_FUZZ_FOUNDATION="$repository/registry/foundation/PieceMotion.swift"
# Swift's own crash backtracer reads the stack in a way ASan reports as a bad access, hiding the
# real failure; libFuzzer prints the stack itself.
export SWIFT_BACKTRACE=enable=no
# No allocation stacks, a small quarantine, no fill of new memory: a fifth faster, a quarter of
# the memory. Memory errors are still caught; rerun a crash with ASAN_OPTIONS= for full reports.
export ASAN_OPTIONS="${ASAN_OPTIONS-malloc_context_size=0:quarantine_size_mb=8:max_malloc_fill_size=0}"
cd "$work"
# shellcheck disable=SC2086 # $defaults is a list of options
exec "$binary" -artifact_prefix="$work/artifacts/" -timeout=10 -rss_limit_mb=2048 \
    -print_final_stats=1 $defaults "$@" "$work/corpus" "$work/seeds"
