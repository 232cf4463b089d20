"""Drives `pieces mcp` with the official MCP Python SDK (PyPI `mcp`), as an assistant would.

Usage: python3 Tests/scripts/mcp-client.py PIECES-BINARY SCRATCH-FOLDER
SCRATCH-FOLDER holds `app/` (an Xcode project) and `registry/` (a registry checkout); the server runs
there. Every tool is called, over both protocol eras (2026-07-28 without a handshake, and the
initialize handshake), plus bad requests sent raw. Exit 0 when every expectation holds.
"""

import asyncio
import json
import os
import subprocess
import sys

from mcp import Client, StdioServerParameters
from mcp.shared.exceptions import MCPError

PIECES, SCRATCH = sys.argv[1], os.path.abspath(sys.argv[2])
PROJECT = "app/ClassicApp.xcodeproj"
TOOLS = {"search_pieces", "list_pieces", "get_piece", "plan_add", "add_pieces", "status", "diff_piece",
         "check_registry", "sync_registry", "why"}
failures = []


def expect(condition, what):
    print(("ok   " if condition else "FAIL ") + what)
    if not condition:
        failures.append(what)


def server():
    return StdioServerParameters(command=PIECES, args=["mcp"], cwd=SCRATCH)


async def call(client, name, arguments):
    result = await client.call_tool(name, arguments)
    return result, (result.structured_content or {})


async def modern_session():
    async with Client(server()) as client:
        expect(client.protocol_version == "2026-07-28", f"auto mode negotiates 2026-07-28 (got {client.protocol_version})")
        tools = (await client.list_tools()).tools
        expect({tool.name for tool in tools} == TOOLS, "tools/list names the ten tools")
        expect(all(tool.output_schema and tool.input_schema.get("type") == "object" for tool in tools), "every tool has input and output schemas")

        result, data = await call(client, "search_pieces", {"query": "stretch button"})
        expect(not result.is_error and data["results"][0]["name"] == "ElasticButton", "search_pieces ranks ElasticButton first")
        result, data = await call(client, "search_pieces", {"query": "zzzqqq"})
        expect(result.is_error and data["diagnostics"][0]["code"] == "search-no-results", "search_pieces with no match is a tool error with the CLI's code")

        result, data = await call(client, "list_pieces", {})
        names = [piece["name"] for piece in data.get("pieces", [])]
        expect(not result.is_error and "ElasticButton" in names and len(names) > 10, f"list_pieces lists the registry ({len(names)} pieces)")

        result, data = await call(client, "get_piece", {"name": "elasticbutton"})
        expect(not result.is_error and data["piece"]["name"] == "ElasticButton", "get_piece finds a piece in any case")
        expect(data["piece"]["parameters"] and "struct ElasticButtonExample" in (data["usageExample"] or ""), "get_piece has parameters and the usage example")
        expect("// MARK: - Piece motion" in data["source"], "get_piece carries the source with its motion block")
        result, data = await call(client, "get_piece", {"name": "ElasticButon"})
        expect(result.is_error and "ElasticButton" in json.dumps(data["diagnostics"]), "get_piece of a misspelt name suggests the right one")

        result, data = await call(client, "plan_add", {"names": ["ElasticButton"], "project": PROJECT, "target": "ClassicApp"})
        expect(result.is_error and any(d["severity"] == "error" for d in data["diagnostics"]), "plan_add refuses: the app deploys to iOS 16.4, the piece needs 17.0")
        result, data = await call(client, "plan_add", {"names": ["ElasticButton"], "project": PROJECT, "target": "ClassicApp", "force": True, "diff": True})
        expect(not result.is_error and data["dryRun"] and not data["wrote"], "plan_add with force plans and writes nothing")
        expect(any(f["action"] == "would be created" and f["path"].endswith("ElasticButton.swift") for f in data["files"]), "the plan creates ElasticButton.swift")
        expect(data["projectEntries"] > 0 and data["projectFile"].endswith("project.pbxproj"), "the plan edits the project file")
        expect(not os.path.exists(os.path.join(SCRATCH, "app/pieces.lock")), "plan_add wrote no pieces.lock")

        result, data = await call(client, "add_pieces", {"names": ["ElasticButton"], "project": "../elsewhere.xcodeproj"})
        expect(result.is_error and data["diagnostics"][0]["code"] == "mcp-outside-root", "add_pieces refuses a project outside the server's folder")
        result, data = await call(client, "add_pieces", {"names": ["ElasticButton"], "project": PROJECT, "target": "ClassicApp", "force": True})
        installed = os.path.join(SCRATCH, "app/ClassicApp/Pieces/ElasticButton.swift")
        expect(not result.is_error and data["wrote"] and os.path.exists(installed), "add_pieces installs ElasticButton")

        result, data = await call(client, "status", {"project": PROJECT})
        expect(not result.is_error and [p["name"] for p in data["pieces"]] == ["ElasticButton"] and data["pieces"][0]["state"] == "current",
               "status shows ElasticButton current")

        with open(installed, "a") as file:
            file.write("\n// my edit\n")
        result, data = await call(client, "diff_piece", {"name": "ElasticButton", "project": PROJECT})
        expect(not result.is_error and not data["same"] and "-// my edit" in data["patch"], "diff_piece shows the local edit")
        result, data = await call(client, "add_pieces", {"names": ["ElasticButton"], "project": PROJECT, "target": "ClassicApp", "force": True})
        with open(installed) as file:
            kept = "// my edit" in file.read()
        expect(kept, "add_pieces again never overwrites the edit")

        result, data = await call(client, "check_registry", {})
        expect(not result.is_error and data["clean"] and data["checked"] > 10, "check_registry: the registry copy is clean")
        piece = os.path.join(SCRATCH, "registry/pieces/buttons/ElasticButton.swift")
        with open(piece) as file:
            text = file.read()
        with open(piece, "w") as file:
            file.write(text[: text.index("// MARK: - Piece motion")].rstrip("\n") + "\n")
        result, data = await call(client, "check_registry", {})
        expect(result.is_error and not data["clean"] and data["fixableBySync"] >= 1, "check_registry finds the removed motion block")
        result, data = await call(client, "sync_registry", {"dryRun": True})
        expect(not result.is_error and len(data["changes"]) == 1 and data["dryRun"], "sync_registry dryRun names the one file")
        result, data = await call(client, "sync_registry", {})
        with open(piece) as file:
            restored = file.read() == text
        expect(not result.is_error and restored, "sync_registry restores the block byte for byte")

        result, data = await call(client, "why", {"name": "ElasticButton"})
        expect(not result.is_error and data["piece"] == "ElasticButton" and any(s["section"] == "core" for s in data["sections"]), "why explains ElasticButton's sections")

        resources = (await client.list_resources()).resources
        uris = {str(resource.uri) for resource in resources}
        expect("pieces://docs/motion" in uris and "piece://ElasticButton" in uris, "resources/list has the motion guide and the pieces")
        guide = await client.read_resource("pieces://docs/motion")
        expect(guide.contents[0].text.startswith("# The motion language"), "the motion guide reads")
        source = await client.read_resource("piece://ElasticButton")
        expect("struct ElasticButton" in source.contents[0].text, "piece://ElasticButton reads its source")

        prompts = (await client.list_prompts()).prompts
        expect([prompt.name for prompt in prompts] == ["add_piece"], "prompts/list has add_piece")
        prompt = await client.get_prompt("add_piece", {"goal": "a button that stretches"})
        text = prompt.messages[0].content.text
        expect("ElasticButton" in text and "plan_add" in text, "add_piece searches and leads to plan_add")

        try:
            await client.call_tool("no_such_tool", {})
            expect(False, "an unknown tool is a JSON-RPC error")
        except MCPError as error:
            expect(error.error.code == -32602, f"an unknown tool is -32602 (got {error.error.code})")
        result, data = await call(client, "get_piece", {"name": 3})
        expect(result.is_error and "must be a string" in result.content[0].text, "a wrongly typed argument is a tool error the model can read (2025-11-25 on)")


async def legacy_session():
    async with Client(server(), mode="legacy") as client:
        expect(client.protocol_version == "2025-11-25", f"legacy mode negotiates 2025-11-25 (got {client.protocol_version})")
        result, data = await call(client, "list_pieces", {})
        expect(not result.is_error and data["pieces"], "list_pieces works after the initialize handshake")


def raw_session():
    """Bad input the SDK would never send, straight onto the server's standard input."""
    meta = {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}}
    lines = [
        "this is not json",
        json.dumps([{"jsonrpc": "2.0", "id": 1, "method": "tools/list"}]),
        json.dumps({"jsonrpc": "2.0", "id": 2, "method": "no/such/method", "params": {"_meta": meta}}),
        json.dumps({"jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": {"_meta": meta}}),
        json.dumps({"jsonrpc": "2.0", "id": 4, "method": "tools/list", "params": {"_meta": dict(meta, **{"io.modelcontextprotocol/protocolVersion": "2099-01-01"})}}),
        json.dumps({"jsonrpc": "2.0", "id": 5, "method": "tools/list", "params": {"_meta": meta, "pad": "x" * 5_000_000}}),
        json.dumps({"jsonrpc": "2.0", "id": 6, "method": "initialize", "params": {"protocolVersion": "2024-11-05", "capabilities": {}, "clientInfo": {"name": "raw", "version": "1"}}}),
        json.dumps({"jsonrpc": "2.0", "id": 7, "method": "tools/list"}),
    ]
    done = subprocess.run([PIECES, "mcp"], cwd=SCRATCH, input="\n".join(lines) + "\n", capture_output=True, text=True, timeout=120)
    answers = [json.loads(line) for line in done.stdout.splitlines()]
    expect(done.returncode == 0 and len(answers) == len(lines), f"the server answers every bad line and keeps running ({len(answers)} answers)")
    codes = [answer.get("error", {}).get("code") for answer in answers]
    expect(codes[:6] == [-32700, -32600, -32601, -32602, -32022, -32600], f"parse, invalid request, unknown method, invalid params, version, too large (got {codes[:6]})")
    expect(answers[4]["error"]["data"]["supported"] == ["2026-07-28"], "the version error lists the supported versions")
    expect(answers[6]["result"]["protocolVersion"] == "2024-11-05", "initialize with an older version gets that version")
    tools = answers[7]["result"]["tools"]
    expect(len(tools) == 10 and all("outputSchema" not in tool for tool in tools), "2024-11-05 tools/list has no outputSchema")
    expect(done.stderr == "", "nothing on standard error")


asyncio.run(modern_session())
asyncio.run(legacy_session())
raw_session()
if failures:
    print(f"mcp-client: {len(failures)} failure(s)", file=sys.stderr)
    sys.exit(1)
print("mcp-client: every expectation holds")
