#!/bin/sh
# Builds Tests/Fuzz/LexerDifferential.swift against the toolchain's SwiftParser and runs it.
#
#   Tests/Fuzz/differential.sh [PATH…]
#
# Each PATH is a Swift file or a folder (searched for .swift and .swiftinterface files): a checkout
# of any project, say. Default: this repository's registry/ and the toolchain folder (/opt/swift,
# its .swiftinterface files).
#
# The program is compiled into one module with every PiecesKit source (internal API visible) and
# linked to the SwiftParser / SwiftSyntax shared libraries the toolchain ships for the compiler's
# own use in <toolchain>/usr/lib/swift/host (their interfaces are there too, so `import` works).
# Prints every disagreement and a summary; exit status 1 when there are any.
#
# $PIECES_FUZZ_SOURCES: as for run.sh, a frozen copy of Sources/ to build from.
# $PIECES_TOOLCHAIN: the toolchain folder (default: two levels above the `swiftc` on PATH).
set -eu

repository=$(cd "$(dirname "$0")/../.." && pwd)
toolchain=${PIECES_TOOLCHAIN:-$(cd "$(dirname "$(readlink -f "$(command -v swiftc)")")/../.." && pwd)}
host=$toolchain/usr/lib/swift/host
work=${PIECES_FUZZ_WORK:-/tmp/pieces-fuzz}/differential
binary=$work/lexer-differential
mkdir -p "$work"
[ -d "$host/SwiftParser.swiftmodule" ] || { echo "no SwiftParser module in $host" >&2; exit 69; }

cd "$repository"
. "$repository/Tests/Fuzz/library-sources.sh"
library_sources "$work"
echo "building $binary" >&2
# shellcheck disable=SC2046,SC2086 # file names in Sources and the work folder have no spaces
swiftc -parse-as-library -Onone -swift-version 6 -module-name PiecesKit -package-name pieces \
    -I "$host" -L "$host" -lSwiftParser -lSwiftSyntax -Xlinker -rpath -Xlinker "$host" \
    $(find "$sources" -name '*.swift' | sort) $generated Tests/Fuzz/LexerDifferential.swift \
    -o "$binary"

[ $# -gt 0 ] || set -- "$repository/registry" "$toolchain"
exec "$binary" "$@"
