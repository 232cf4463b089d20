import Foundation
import PiecesSupport
import Testing

@testable import PiecesCLI
@testable import PiecesDiagnostics

/// `pieces mcp` is parsed and run by `PiecesTool.run` like every command: it serves the streams the
/// context names, and refuses to run in process without them.
@Suite struct MCPCommandTests {
    static let discover =
        #"{"jsonrpc":"2.0","id":1,"method":"server/discover","params":{"_meta":{"#
        + #""io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}}}"#

    @Test func withoutStreamsItRefuses() {
        let output = PiecesTool.run(
            ["mcp"], context: PiecesTool.Context(workingDirectory: "/", environment: [:], isTerminal: false))
        #expect(output.status == ExitStatus.usage)
        #expect(output.standardError == MCPCommand.needsExecutableMessage + "\n")
    }

    @Test func itServesTheContextsStreamsUntilInputEnds() throws {
        let input = Pipe()
        let output = Pipe()
        try input.fileHandleForWriting.write(contentsOf: Data((Self.discover + "\n").utf8))
        try input.fileHandleForWriting.close()
        let streams = PiecesTool.Streams(
            input: input.fileHandleForReading.fileDescriptor, output: output.fileHandleForWriting.fileDescriptor)
        let context = PiecesTool.Context(
            workingDirectory: NSTemporaryDirectory(), environment: [:], isTerminal: false, streams: streams)
        let result = PiecesTool.run(["mcp"], context: context)
        try output.fileHandleForWriting.close()
        let answer = try #require(output.fileHandleForReading.readDataToEndOfFile().split(separator: 10).first)
        #expect(result == ToolOutput(), "the answers went to the stream, nothing is left to print")
        let message = try #require(JSONValue.parse(Array(answer)))
        #expect(message["id"] == .int(1))
        #expect(message["result"]?["supportedVersions"] == .array([.string("2026-07-28")]))
    }

    @Test func itsArgumentsAreParsedOnceLikeAnyCommandsAndAMistakeIsAUsageError() {
        let output = PiecesTool.run(
            ["mcp", "--registyr", "x"],
            context: PiecesTool.Context(workingDirectory: "/", environment: [:], isTerminal: false))
        #expect(output.status == ExitStatus.usage)
        #expect(output.standardError.contains("unknown option '--registyr'"))
        #expect(output.standardError.contains("did you mean '--registry'?"))
    }
}
