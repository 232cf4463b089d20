#!/usr/bin/env bash
# The MCP server tested with the official Python SDK (PyPI `mcp`, installed by .ci/run): a scratch
# copy of an Xcode project fixture and of the registry, `pieces mcp` started there by the SDK's stdio
# client, every tool called (Tests/scripts/mcp-client.py).
#
# Usage: Tests/scripts/mcp-client.sh   (builds the debug `pieces` first)
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$repo"
python3 -c 'import mcp' 2>/dev/null || { echo "mcp-client: the Python package 'mcp' is missing: python3 -m pip install mcp==2.3.0" >&2; exit 1; }
swift build --product pieces
pieces="$(swift build --show-bin-path)/pieces"

work="$(mktemp -d "${TMPDIR:-/tmp}/pieces-mcp.XXXXXX")"
trap 'rm -rf "$work"' EXIT
cp -R Tests/Fixtures/projects/ClassicApp "$work/app"
cp -R registry "$work/registry"
python3 Tests/scripts/mcp-client.py "$pieces" "$work"
